/**
 * `npm run bench:ab -- --base=<git ref>`: cold load → first rows of an admin list, this working tree
 * against an earlier commit, in interleaved pairs (issue 19's acceptance is a ratio to the last commit
 * before it, 13fb3b8). A single bench run cannot tell a 10 % change on a shared machine; pairs can:
 * both builds of a pair run back to back, in fresh profiles, under the same load, in alternating order.
 *
 * The base is checked out with `git worktree` into bench/.out/ab-base (the project's node_modules
 * linked in) and both are built there: a mock build (MSW in the page) and a deployable build calling
 * the HTTP mock backend on another origin. Prints each pair, the per-pair ratio's median and range,
 * and the ratio of the medians.
 * `--http2` serves both builds over HTTPS with HTTP/2 (bench/preview-h2.config.ts), as they are deployed;
 * without it, `vite preview`'s plain HTTP/1.1, where a page's many small chunks queue behind six connections.
 * `--nginx` serves both with Debian's nginx over HTTP/2 (bench/lib/nginx.ts: the deployed transport, gzip and
 * caching, without the security headers an earlier build's inline scripts would fail).
 * Usage: node scripts/bench-ab.ts --base=13fb3b8 [--pairs=9] [--target=mock|deploy|both] [--no-build] [--http2 | --nginx]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium.ts';
import { ADMIN_LIST as LIST, adminSignIn, coldList, type Site, type StorageState } from '../bench/lib/measure.ts';
import { startPreview, startPreviewH2, startServer, VITE, type Server } from '../bench/lib/processes.ts';
import { startPlainNginx } from '../bench/lib/nginx.ts';
import { median } from '../bench/lib/report.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const base = arg('base');
if (!base) throw new Error('--base=<git ref> is required (issue 19 compares with 13fb3b8)');
const pairs = Number(arg('pairs') ?? 9);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs must be a positive integer');
const target = arg('target') ?? 'both';
if (!['mock', 'deploy', 'both'].includes(target)) throw new Error('--target is mock, deploy or both');
const build = !process.argv.includes('--no-build');
const nginx = process.argv.includes('--nginx');
const http2 = nginx || process.argv.includes('--http2');
const log = (message: string) => console.log(`bench:ab: ${message}`);

const OUT = resolve('bench/.out/ab');
const BASE_TREE = resolve('bench/.out/ab-base');
const trees = { base: BASE_TREE, head: resolve('.') } as const;
type Side = keyof typeof trees;
const dist = (side: Side, kind: 'mock' | 'deploy') => `${OUT}/${side}-${kind}`;

function checkoutBase(): void {
  if (existsSync(BASE_TREE)) execFileSync('git', ['worktree', 'remove', '--force', BASE_TREE]);
  rmSync(BASE_TREE, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', BASE_TREE, base!], { stdio: 'ignore' });
  symlinkSync(resolve('node_modules'), `${BASE_TREE}/node_modules`);
}

const servers: Server[] = [];
try {
  // The HTTP/2 previews are https origins: the API lets them call it too.
  const origins = 'http://localhost:*,https://localhost:*';
  const api = await startServer('HTTP mock backend', (port) => ({ args: ['scripts/mock-server.ts'], env: { MOCK_PORT: String(port), MOCK_ALLOWED_ORIGINS: origins } }), {
    probePath: '/api/',
  });
  servers.push(api);
  const kinds = target === 'both' ? (['mock', 'deploy'] as const) : ([target] as ['mock' | 'deploy']);
  if (build) {
    log(`checking out ${base} into ${BASE_TREE}`);
    checkoutBase();
  }
  for (const side of ['base', 'head'] as const) {
    for (const kind of kinds) {
      // The deployable build is built on every run: it carries the API server's (new) port.
      if (!build && kind === 'mock' && existsSync(dist(side, kind))) continue;
      log(`building ${side} (${kind})`);
      const args = [resolve(trees[side], VITE), 'build', ...(kind === 'mock' ? ['--mode', 'mock'] : []), '--outDir', dist(side, kind), '--emptyOutDir', '--logLevel', 'error'];
      const env = kind === 'deploy' ? { VITE_API_MOCK: 'off', VITE_API_BASE_URL: api.url } : {};
      execFileSync(process.execPath, args, { cwd: trees[side], env: { ...process.env, ...env }, stdio: 'inherit' });
    }
  }
  // The HTTP/2 previews' certificate is the bench's own, self-signed.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: http2 ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS });
  try {
    for (const kind of kinds) {
      const sites = {} as Record<Side, Site>;
      const states = {} as Record<Side, StorageState>;
      for (const side of ['base', 'head'] as const) {
        const server = nginx
          ? await startPlainNginx(`nginx ${side}`, dist(side, kind))
          : await (http2 ? startPreviewH2 : startPreview)(`preview ${side}`, ['--outDir', dist(side, kind)]);
        servers.push(server);
        sites[side] = { base: server.url };
        states[side] = await adminSignIn(browser, sites[side]);
        // Warm the server and the OS file cache (not the browser: every run is a new profile).
        await coldList(browser, sites[side], LIST, states[side]);
      }
      const times: Record<Side, number[]> = { base: [], head: [] };
      const ratios: number[] = [];
      for (let pair = 1; pair <= pairs; pair++) {
        const order: Side[] = pair % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
        const got = {} as Record<Side, number>;
        for (const side of order) got[side] = await coldList(browser, sites[side], LIST, states[side]);
        times.base.push(got.base);
        times.head.push(got.head);
        ratios.push(got.head / got.base);
        log(`${kind} pair ${pair}/${pairs}: base ${got.base.toFixed(0)} ms, head ${got.head.toFixed(0)} ms, ${(got.head / got.base).toFixed(2)}×`);
      }
      const mb = median(times.base)!;
      const mh = median(times.head)!;
      const faster = ratios.filter((r) => r < 1).length;
      console.log(
        `\n${kind} build${nginx ? ' (nginx, HTTP/2)' : http2 ? ' (HTTP/2)' : ' (HTTP/1.1)'}, cold load → first rows, ${pairs} pairs: base ${mb.toFixed(0)} ms → head ${mh.toFixed(0)} ms; ` +
          `per-pair ratio median ${median(ratios)!.toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), ` +
          `ratio of medians ${(mh / mb).toFixed(2)}×, head faster in ${faster} of ${pairs}\n`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) server.stop();
}
