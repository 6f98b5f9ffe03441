/**
 * `npm run mock:server`: the embedded mock backend over HTTP on localhost, for any other client
 * (curl, Postman, a native app). The same handlers as the browser worker and vitest, loaded through
 * Vite's SSR module loader so generated code, aliases and `import.meta.glob` work unchanged.
 *
 * Env:
 * - MOCK_PORT (default 4300; 0 picks a free port, printed on start), MOCK_SEED.
 * - MOCK_HOST: the interface it listens on, default 127.0.0.1 (this machine only). `0.0.0.0` (or `::`)
 *   opens it to the network — say so on purpose: it has no authentication worth the name.
 * - MOCK_ALLOWED_ORIGINS: which web origins may call it from a browser, with credentials (cookies).
 *   Default `http://localhost:*,http://127.0.0.1:*`: the app's dev and preview servers on any port.
 *   A comma list of origins (`https://qa.example.com,http://localhost:5173`; `:*` = any port), or `*`
 *   for any origin WITHOUT credentials (`Access-Control-Allow-Origin: *`; the browser then sends no
 *   cookies). An origin not allowed gets no Access-Control-Allow-* headers, and its preflight a 403.
 *   Clients that send no Origin (curl, Postman, native apps) are not concerned.
 *
 * A request body over its limit (BODY_LIMITS) is refused with HTTP 413 and the envelope before any
 * handler sees it: the store would keep it, and every later page of that list would carry it.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import type * as NodeBackend from '../mocks/node.ts';

type NodeBackendModule = typeof NodeBackend;

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ALLOWED_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

const MB = 1024 * 1024;

/**
 * The largest body accepted. A form: the largest `maxLength` in openapi/ is 100000 characters of HTML,
 * at most 900 kB form-encoded (a CJK character is 9 bytes as %XX%XX%XX), so 1 MB holds it with the
 * form's other fields. An upload: the app's own 10 MB file limit (upload-dialog.tsx, image-upload-input.tsx)
 * and the multipart framing around it.
 */
export const BODY_LIMITS = { form: MB, multipart: 11 * MB } as const;

/** The envelope code of a body over its limit (openapi/README.md, Refusals). */
export const TOO_LARGE_CODE = 40013;

export function bodyLimit(contentType: string | undefined): number {
  return /^\s*multipart\//i.test(contentType ?? '') ? BODY_LIMITS.multipart : BODY_LIMITS.form;
}

export const tooLargeAnswer = (limit: number) => ({ code: TOO_LARGE_CODE, msg: `请求内容过大，不能超过 ${limit / MB} MB` });

/**
 * The body, read while it stays within `limit` bytes; undefined as soon as it (or its declared
 * Content-Length) goes over, with the rest left unread for the caller to discard.
 */
export async function readLimitedBody(chunks: AsyncIterable<Buffer>, limit: number, declaredLength?: string): Promise<Buffer<ArrayBuffer> | undefined> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) return undefined;
  const read: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > limit) return undefined;
    read.push(chunk);
  }
  return Buffer.concat(read);
}

/** Which browser origins may call the server: `any` (without credentials) or a list of patterns. */
export type OriginPolicy = { any: true } | { any: false; patterns: { origin: string; anyPort: boolean }[] };

/** Parses MOCK_ALLOWED_ORIGINS (see the file header); empty or unset means the default. */
export function parseAllowedOrigins(value: string | undefined): OriginPolicy {
  const entries = (value?.trim() ? value : DEFAULT_ALLOWED_ORIGINS)
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean);
  if (entries.includes('*')) return { any: true };
  return {
    any: false,
    patterns: entries.map((entry) => (entry.endsWith(':*') ? { origin: entry.slice(0, -2), anyPort: true } : { origin: entry, anyPort: false })),
  };
}

/** The CORS headers for a request from `origin`: none when the origin is not allowed (or absent). */
export function corsHeaders(origin: string | undefined, policy: OriginPolicy): Record<string, string> {
  if (!origin) return {};
  const common = {
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'content-type',
    'Access-Control-Expose-Headers': 'content-disposition',
  };
  if (policy.any) return { 'Access-Control-Allow-Origin': '*', ...common };
  const wanted = origin.toLowerCase();
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return {}; // `null` (a sandboxed frame, a file:// page) and anything else that is not an origin
  }
  if (url.origin !== wanted) return {};
  const withoutPort = `${url.protocol}//${url.hostname}`;
  const allowed = policy.patterns.some((p) => wanted === p.origin || (p.anyPort && withoutPort === p.origin));
  if (!allowed) return {};
  // The origin is echoed, so caches must key on it.
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin', ...common };
}

async function main() {
  const port = Number(process.env.MOCK_PORT ?? 4300);
  const host = process.env.MOCK_HOST?.trim() || DEFAULT_HOST;
  const policy = parseAllowedOrigins(process.env.MOCK_ALLOWED_ORIGINS);
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
  const { createNodeBackend } = (await vite.ssrLoadModule('/mocks/node.ts')) as NodeBackendModule;
  const backend = createNodeBackend(process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined);

  async function toRequest(req: IncomingMessage, body: Buffer<ArrayBuffer>): Promise<Request> {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const sent = body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? body : undefined;
    return new Request(`http://localhost:${port}${req.url ?? '/'}`, { method: req.method, headers, body: sent });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req.headers.origin, policy);
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      // A preflight from an origin not allowed is refused outright, not merely left without headers.
      const refused = req.headers.origin !== undefined && !('Access-Control-Allow-Origin' in cors);
      return void res.writeHead(refused ? 403 : 204).end();
    }
    try {
      const limit = bodyLimit(req.headers['content-type']);
      const body = await readLimitedBody(req, limit, req.headers['content-length']);
      if (!body) {
        // The rest is read and dropped, so the client (still sending) gets to read this answer.
        req.resume();
        res.writeHead(413, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify(tooLargeAnswer(limit)));
      }
      // TRACE cannot be a fetch Request: answered like any method the path does not serve (405 + Allow), never a 500.
      const request = await toRequest(req, body).catch(() => undefined);
      const response = request ? await getResponse(backend.handlers, request) : await backend.undeclaredMethod(req.method ?? 'GET', `http://localhost${req.url ?? '/'}`);
      if (!response || response.type === 'error') {
        res.writeHead(response ? 502 : 404, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify({ message: response ? '模拟网络错误' : `接口不存在：${req.url}` }));
      }
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const server = createHttpServer((req, res) => void handle(req, res));
  server.listen(port, host, () => {
    const { address, port: actual } = server.address() as AddressInfo;
    const shown = address.includes(':') ? `[${address}]` : address;
    const origins = policy.any ? '* (without credentials)' : policy.patterns.map((p) => (p.anyPort ? `${p.origin}:*` : p.origin)).join(', ');
    console.log(`mock backend on http://${shown}:${actual}/api/… (seed ${backend.store.seed}; listening on ${address}; browser origins: ${origins})`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
