import { spawn } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { server as interceptor } from '@/test/msw-server';

// Port 0: the server takes a free port and prints it, so a busy port on a shared machine cannot collide.
const server = spawn(process.execPath, ['scripts/mock-server.ts'], { env: { ...process.env, MOCK_PORT: '0' }, stdio: 'pipe' });
afterAll(() => {
  server.kill();
});

/** The server's origin, once it says it listens (loading the handlers through Vite takes a while on a busy machine). */
const origin = new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const found = /http:\/\/localhost:(\d+)/.exec(output);
    if (found) resolve(`http://localhost:${found[1]}`);
  });
  server.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
});

describe('npm run mock:server', () => {
  it('answers a list endpoint over HTTP with the envelope', { timeout: 60_000 }, async () => {
    // The unit tests' msw/node server refuses unknown requests: this one must reach the real socket.
    const base = await origin;
    interceptor.use(http.all(`${base}/*`, () => passthrough()));
    const response = await fetch(`${base}/api/bms/system/admin/list?pageNum=1&pageSize=3`);
    const body = (await response.json()) as { code: number; data: { pageList: unknown[]; total: number } };
    expect(body.code).toBe(0);
    expect(body.data.pageList).toHaveLength(3);
    expect(body.data.total).toBeGreaterThan(3);
  });
});
