/**
 * Gzipped JavaScript a route loads before it is usable, measured in Chromium against a production
 * build (mocks off): every script response until the network is idle, gzipped at level 9.
 * Usage: node scripts/initial-js.ts [outDir=dist] /login /admin/login …
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium.ts';

const [outDir = 'dist', ...routes] = process.argv.slice(2);
const port = 4199;
const server = spawn('vite', ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 1500));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of routes.length > 0 ? routes : ['/login', '/admin/login']) {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') sizes.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(`${route}\t${sizes.length} scripts\t${(total / 1024).toFixed(1)} kB gzipped`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
