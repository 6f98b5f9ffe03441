import { execFileSync, spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { http, passthrough } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { server as interceptor } from '@/test/msw-server';
import { corsHeaders, parseAllowedOrigins } from './mock-server.ts';

interface Started {
  /** e.g. `http://127.0.0.1:43817` */
  base: string;
  /** The address it listens on, as it prints it. */
  address: string;
  port: number;
}

const spawned: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of spawned) child.kill();
});

// Port 0: the server takes a free port and prints it, so a busy port on a shared machine cannot collide.
function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/mock-server.ts'], { env: { ...env, MOCK_PORT: '0' }, stdio: 'pipe' });
  spawned.push(child);
  // Once it says it listens (loading the handlers through Vite takes a while on a busy machine).
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /mock backend on (http:\/\/\S+?:(\d+))\/api\/.*listening on (\S+?);/.exec(output);
      const [, base, port, address] = found ?? [];
      if (base && port && address) resolve({ base, port: Number(port), address });
    });
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
}

// Without MOCK_HOST / MOCK_ALLOWED_ORIGINS, whatever the shell running the tests has set.
const { MOCK_HOST: _host, MOCK_ALLOWED_ORIGINS: _origins, ...cleanEnv } = process.env;
const baseEnv = Object.fromEntries(Object.entries(cleanEnv).filter((e): e is [string, string] => e[1] !== undefined));
// Both start at once: each loads the handlers through Vite, which takes seconds.
const defaults = startServer(baseEnv);
const anyOrigin = startServer({ ...baseEnv, MOCK_ALLOWED_ORIGINS: '*' });
// A server that fails to start fails the tests awaiting it, not the run as an unhandled rejection.
for (const started of [defaults, anyOrigin]) started.catch(() => undefined);

// The unit tests' msw/node server refuses unknown requests: these must reach the real socket.
beforeEach(async () => {
  const { base } = await defaults;
  interceptor.use(http.all(`${base}/*`, () => passthrough()));
}, 60_000);

const LIST = '/api/bms/system/admin/list?pageNum=1&pageSize=3';
const corsOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-allow-')));

describe('npm run mock:server', () => {
  it('answers a list endpoint over HTTP with the envelope', { timeout: 60_000 }, async () => {
    const { base } = await defaults;
    const response = await fetch(`${base}${LIST}`);
    const body = (await response.json()) as { code: number; data: { pageList: unknown[]; total: number } };
    expect(body.code).toBe(0);
    expect(body.data.pageList).toHaveLength(3);
    expect(body.data.total).toBeGreaterThan(3);
  });

  it('listens on 127.0.0.1 only by default', { timeout: 60_000 }, async () => {
    const { base, address, port } = await defaults;
    expect(address).toBe('127.0.0.1');
    expect(base).toBe(`http://127.0.0.1:${port}`);
    // This machine's other IPv4 addresses (if it has any) refuse the connection. The probe runs in a
    // child process: msw's interceptor in this one would answer the connection itself.
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a?.address ?? '');
    const probe = (host: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `const s=require('node:net').connect(${port},${JSON.stringify(host)});s.setTimeout(5000,()=>{console.log('timeout');process.exit()});s.on('connect',()=>{console.log('connected');process.exit()});s.on('error',(e)=>console.log(e.code))`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(external.map(probe)).toEqual(external.map(() => 'ECONNREFUSED'));
    expect(probe('127.0.0.1')).toBe('connected');
  });

  it("gives the app's own origins CORS with credentials, any port", { timeout: 60_000 }, async () => {
    const { base } = await defaults;
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4181']) {
      const response = await fetch(`${base}${LIST}`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('vary')).toMatch(/origin/i);
      const preflight = await fetch(`${base}${LIST}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('gives a foreign origin no Access-Control-Allow-* headers, and refuses its preflight', { timeout: 60_000 }, async () => {
    const { base } = await defaults;
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:5173', 'null']) {
      const response = await fetch(`${base}${LIST}`, { headers: { Origin: origin } });
      expect(corsOf(response)).toEqual({});
      const preflight = await fetch(`${base}${LIST}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(corsOf(preflight)).toEqual({});
    }
  });

  it('MOCK_ALLOWED_ORIGINS=* allows any origin, without credentials', { timeout: 60_000 }, async () => {
    const { base } = await anyOrigin;
    interceptor.use(http.all(`${base}/*`, () => passthrough()));
    const response = await fetch(`${base}${LIST}`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('mock:server origin policy (MOCK_ALLOWED_ORIGINS)', () => {
  it("defaults to the app's dev and preview servers on localhost and 127.0.0.1, any port", () => {
    const policy = parseAllowedOrigins(undefined);
    expect(parseAllowedOrigins('  ')).toEqual(policy);
    expect(corsHeaders('http://localhost:4173', policy)['Access-Control-Allow-Origin']).toBe('http://localhost:4173');
    expect(corsHeaders('http://127.0.0.1:5173', policy)['Access-Control-Allow-Credentials']).toBe('true');
    expect(corsHeaders('http://localhost', policy)['Access-Control-Allow-Origin']).toBe('http://localhost');
    const foreign = ['https://evil.example', 'https://localhost:5173', 'http://localhost.evil.example', 'http://127.0.0.1.nip.io:80', 'null', 'http://localhost:5173/path'];
    expect(Object.fromEntries(foreign.map((origin) => [origin, corsHeaders(origin, policy)]))).toEqual(Object.fromEntries(foreign.map((origin) => [origin, {}])));
    expect(corsHeaders(undefined, policy)).toEqual({});
  });

  it('takes a comma list of exact origins, `:*` for any port', () => {
    const policy = parseAllowedOrigins('https://qa.example.com/, http://10.0.0.5:*');
    expect(corsHeaders('https://qa.example.com', policy)).toMatchObject({
      'Access-Control-Allow-Origin': 'https://qa.example.com',
      'Access-Control-Allow-Credentials': 'true',
    });
    expect(corsHeaders('http://10.0.0.5:8080', policy)['Access-Control-Allow-Origin']).toBe('http://10.0.0.5:8080');
    expect(corsHeaders('https://qa.example.com:8443', policy)).toEqual({});
    expect(corsHeaders('http://localhost:5173', policy)).toEqual({});
  });

  it('`*` allows any origin without credentials', () => {
    const headers = corsHeaders('https://evil.example', parseAllowedOrigins('*'));
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
    expect(headers).not.toHaveProperty('Access-Control-Allow-Credentials');
  });
});
