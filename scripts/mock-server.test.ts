import { spawn } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { server as interceptor } from '@/test/msw-server';

const port = 4390 + Math.floor(Math.random() * 50);
const server = spawn(process.execPath, ['scripts/mock-server.ts'], { env: { ...process.env, MOCK_PORT: String(port) }, stdio: 'pipe' });
afterAll(() => {
  server.kill();
});

async function ready(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(`http://localhost:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('mock server did not start');
}

describe('npm run mock:server', () => {
  it('answers a list endpoint over HTTP with the envelope', { timeout: 60_000 }, async () => {
    // The unit tests' msw/node server refuses unknown requests: this one must reach the real socket.
    interceptor.use(http.all(`http://localhost:${port}/*`, () => passthrough()));
    await ready();
    const response = await fetch(`http://localhost:${port}/api/bms/system/admin/list?pageNum=1&pageSize=3`);
    const body = (await response.json()) as { code: number; data: { pageList: unknown[]; total: number } };
    expect(body.code).toBe(0);
    expect(body.data.pageList).toHaveLength(3);
    expect(body.data.total).toBeGreaterThan(3);
  });
});
