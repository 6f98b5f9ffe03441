/**
 * Child processes for the benchmark: timed commands, and servers on free ports that are stopped by
 * their own process group (never by name), so nothing else on the machine is touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { benchCertificate } from './tls.ts';

export const VITE = 'node_modules/vite/bin/vite.js';

export interface Timed {
  ms: number;
  code: number;
  output: string;
}

/** Runs a command to completion and times it (wall clock); output is kept for error messages. */
export function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - start, code: code ?? 1, output: output.slice(-4000) }));
  });
}

/** Like `timed`, but a non-zero exit is an error carrying the command's last output. */
export async function mustRun(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Timed> {
  const result = await timed(command, args, env);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${result.output}`);
  return result;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Server {
  url: string;
  stop(): void;
}

async function answers(url: string): Promise<boolean> {
  if (url.startsWith('https:')) return answersOverTls(url);
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** The bench's HTTPS previews use a self-signed certificate (bench/lib/tls.ts): accepted for the probe only. */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpsRequest(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

/** Waits (up to 90 s) until `url` answers, or `alive()` says the server has died. */
export async function waitUntilAnswers(url: string, alive: () => boolean, timeoutMs = 90_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive() && Date.now() < deadline) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** `vite preview` of a built folder (`args`: `--outDir …` or `--config …`) on a free port. */
export function startPreview(name: string, args: string[]): Promise<Server> {
  return startServer(name, (port) => ({ args: [VITE, 'preview', ...args, '--port', String(port), '--strictPort'] }));
}

/** The same over HTTPS with HTTP/2, as deployed (bench/preview-h2.config.ts). */
export function startPreviewH2(name: string, args: string[]): Promise<Server> {
  const { key, cert } = benchCertificate();
  return startServer(
    name,
    (port) => ({
      args: [VITE, 'preview', '--config', 'bench/preview-h2.config.ts', ...args, '--port', String(port), '--strictPort'],
      env: { BENCH_TLS_KEY: key, BENCH_TLS_CERT: cert },
    }),
    { tls: true },
  );
}

export interface ServerCommand {
  /** Arguments to this Node (the project's Node 22), e.g. a Vite CLI call. */
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `command(port)` on a free port and waits until `probePath` answers any HTTP status.
 * Retries on another port when the server dies early (another process took the port meanwhile).
 */
export async function startServer(
  name: string,
  command: (port: number) => ServerCommand,
  options: { probePath?: string; timeoutMs?: number; tls?: boolean } = {},
): Promise<Server> {
  const { probePath = '/', timeoutMs = 90_000, tls = false } = options;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const { args, env = {} } = command(port);
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = `${tls ? 'https' : 'http'}://localhost:${port}`;
    const deadline = Date.now() + timeoutMs;
    while (child.exitCode === null && Date.now() < deadline) {
      if (await answers(`${url}${probePath}`)) {
        process.once('exit', () => stopGroup(child));
        return { url, stop: () => stopGroup(child) };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stopGroup(child);
    if (attempt === 3 || child.exitCode === null) throw new Error(`${name} did not start on port ${port}:\n${stderr.slice(-2000)}`);
  }
  throw new Error(`${name} did not start`);
}
