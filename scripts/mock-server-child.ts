import { spawn } from 'node:child_process';

/**
 * `npm run mock:server` in a child process on a free port, for tests that must talk to it over real
 * HTTP (the unit tests' msw interceptor in their own process would answer, or read bodies, itself).
 */
export function spawnMockServer(): { port: Promise<number>; stop: () => void } {
  const server = spawn(process.execPath, ['scripts/mock-server.ts'], { env: { ...process.env, MOCK_PORT: '0' }, stdio: 'pipe' });
  const port = new Promise<number>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /mock backend on http:\/\/\S+?:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    server.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
  return { port, stop: () => server.kill() };
}
