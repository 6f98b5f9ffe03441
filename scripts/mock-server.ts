/**
 * `npm run mock:server`: the embedded mock backend over HTTP on localhost, for any other client
 * (curl, Postman, a native app). The same handlers as the browser worker and vitest, loaded through
 * Vite's SSR module loader so generated code, aliases and `import.meta.glob` work unchanged.
 * Env: MOCK_PORT (default 4300; 0 picks a free port, printed on start), MOCK_SEED.
 */
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import type * as NodeBackend from '../mocks/node.ts';

type NodeBackendModule = typeof NodeBackend;

const port = Number(process.env.MOCK_PORT ?? 4300);
const vite = await createViteServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
const { createNodeBackend } = (await vite.ssrLoadModule('/mocks/node.ts')) as NodeBackendModule;
const backend = createNodeBackend(process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined);

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  return new Request(`http://localhost:${port}${req.url ?? '/'}`, { method: req.method, headers, body });
}

const server = createHttpServer(async (req, res) => {
  const origin = req.headers.origin;
  if (origin) {
    // Any local front end may call it with credentials, as the real backend allows its own sites.
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Expose-Headers', 'content-disposition');
  }
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  try {
    const response = await getResponse(backend.handlers, await toRequest(req));
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
});
server.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`mock backend on http://localhost:${actual}/api/… (seed ${backend.store.seed})`);
});
