/**
 * Screenshots for review (not compared): the site's /home (whole page), the back office's workbench,
 * the 管理员 list and its 新增 form at a phone, a tablet and a desktop width, written to
 * docs/screenshots/<name>-<width>.png.
 * Runs against an already running mock build (so the data is the seeded one):
 *   npx vite build --mode mock --outDir .e2e/shots && npx vite preview --outDir .e2e/shots --port 4392 --strictPort &
 *   node scripts/screenshots.ts --port=4392 [--out=docs/screenshots]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const port = Number(arg('port') ?? process.env.PORT ?? 4392);
const out = arg('out') ?? 'docs/screenshots';
const base = `http://localhost:${port}`;
const LIST = '/admin/bms/system/admin';
const WIDTHS = [
  [360, 780],
  [768, 1024],
  [1440, 900],
] as const;

/** Waits for the page to be still: no fade or slide half-way (dialogs animate in for 200 ms). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function signIn(page: Page) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('heading', { name: /欢迎回来/ }).waitFor();
}

async function siteSignIn(page: Page) {
  await page.goto(`${base}/login`);
  await page.getByLabel('账号').fill('13900000000');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/home$/);
}

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  // The testers' panel loads when the browser is idle: wait for it, it is part of what testers see.
  await page.getByRole('button', { name: /^模拟后端/ }).waitFor();
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const path = `${out}/${name}-${width}.png`;
  await page.screenshot({ path, fullPage });
  console.log(`screenshots: ${path}${overflow > 0 ? ` (page overflows by ${overflow}px)` : ''}`);
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [width, height] of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
    const page = await context.newPage();
    await siteSignIn(page);
    await page.getByRole('heading', { name: '近期直播' }).waitFor();
    // Below-the-fold sections reveal as they scroll into view (SPEC.md §4): bring each in once.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2) await page.mouse.wheel(0, height / 2);
    await page.waitForFunction(() => !document.body.textContent?.includes('加载中'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'site-home', width, true);

    await signIn(page);
    await shoot(page, 'admin-workbench', width);

    await page.goto(`${base}${LIST}`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.getByText('加载中…').waitFor({ state: 'hidden' });
    await shoot(page, 'admin-list', width);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'admin-create', width);
    await context.close();
  }
} finally {
  await browser.close();
}
