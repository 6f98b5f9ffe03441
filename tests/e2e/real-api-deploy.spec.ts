import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../scripts/serve-nginx.ts';
import { API } from './support/hostile-api';
import { storeSuperAdmin } from './support/sign-in';

/*
 * Safe across deploys (issue 44): a tab open on the back office while a new version is deployed
 * under it. The deploy removes the previous version's hashed chunks, so the next screen the tab has
 * not loaded yet is a 404 (deploy/nginx/app.conf never answers a missing asset with the SPA page).
 * The app says 系统已更新 and reloads once, on the same URL, into the new version
 * (src/lib/new-version.ts, src/components/route-error.tsx).
 *
 * The served folder is this test's own, on an nginx of its own with the shipped configuration: the
 * suite's build first, then a second build whose code differs (the API base URL written with a
 * trailing slash, which the app strips: same behaviour, other bytes, so other chunk names).
 */

const REAL_PORT = Number(process.env.E2E_PORT ?? 4180) + 1;
const WORK = `.e2e/deploy-${REAL_PORT}`;
const SERVED = join(WORK, 'served');
const NEXT = join(WORK, 'next');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Replaces the served folder's contents with the new build's, as an operator's deploy does. */
function deployNext(): void {
  for (const name of readdirSync(SERVED)) rmSync(join(SERVED, name), { recursive: true, force: true });
  cpSync(NEXT, SERVED, { recursive: true });
}

let nginx: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  // The version the tab opens: the build the suite serves (playwright.config.ts), copied.
  cpSync(`.e2e/dist-api-${REAL_PORT}`, SERVED, { recursive: true });
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', NEXT, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_MOCK: 'off', VITE_API_BASE_URL: `${API}/` },
    stdio: 'inherit',
  });
  nginx = await startNginx({ dir: SERVED, port: await freePort() });
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('a tab open across a deploy reloads once into the new version on the screen asked for, saying 系统已更新', async ({ page, context }) => {
  const base = nginx.url;
  // Whether a page said it is reloading into the new version (read after the reload, from this tab's storage).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('output')?.textContent?.includes('系统已更新，正在加载新版本…')) sessionStorage.setItem('test:said-reloading', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Relative URLs go to the suite's server (baseURL): this origin is the test's own.
  await storeSuperAdmin(page, context, base, base);
  await page.goto(`${base}/admin`);
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  const running = await page.locator('script[type="module"][src]').getAttribute('src');

  // What the tab does from here on: documents it loads, assets the server no longer has.
  const documents: string[] = [];
  const missing: string[] = [];
  page.on('request', (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url())));
  page.on('response', (response) => void (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/') && missing.push(response.url())));

  deployNext();

  // A screen this tab has not loaded yet: its chunks are the previous version's, now gone.
  await page.getByRole('navigation').getByRole('link', { name: '待办事项' }).click();
  await expect(page.getByText('系统已更新，已为您加载新版本')).toBeVisible();
  await expect(page.getByRole('heading', { name: '待办事项' })).toBeVisible();
  await expect(page).toHaveURL(`${base}/admin/bms/system/toDoMatter`);

  expect(missing.length).toBeGreaterThan(0);
  // Never a blank screen on the way: the failed page said what was happening.
  expect(await page.evaluate(() => sessionStorage.getItem('test:said-reloading'))).toBe('1');
  expect(documents).toEqual([`${base}/admin/bms/system/toDoMatter`]);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  // The new version runs: another entry module than before.
  expect(await page.locator('script[type="module"][src]').getAttribute('src')).not.toBe(running);
});
