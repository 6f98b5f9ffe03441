/**
 * Screenshots for review (not compared), issue 43: the back office's workbench (工作台), its command
 * palette, its menu drawer (where the sidebar folds away: phone and tablet), the 招生线索 list, its 新增
 * form, the statistics overview (统计看板) and a record page (the demo lead) at a phone (390), a tablet
 * (768) and a desktop (1440) width, in the light and the dark theme (the system setting, which the app
 * follows until a staff member chooses), written to docs/screenshots/<page>-<width>-<theme>.png: 40 files.
 * Runs against an already running mock build (so the data is the seeded one):
 *   npx vite build --mode mock --outDir .e2e/shots && npx vite preview --outDir .e2e/shots --port 4392 --strictPort &
 *   node scripts/screenshots.ts --port=4392 [--out=docs/screenshots] [--only=list,form]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const port = Number(arg('port') ?? process.env.PORT ?? 4392);
const out = arg('out') ?? 'docs/screenshots';
const only = arg('only')?.split(',');
const base = `http://localhost:${port}`;
const LIST = '/admin/ums/promote/admissionsClue';
const OVERVIEW = '/admin/bms/statistics';
/** The demo lead (mocks/backend/demo-data.ts DEMO_LEAD): follow-ups, circulation, an appointment. */
const RECORD = '/admin/ums/promote/admissionsClue/1200';
const WIDTHS = [
  [390, 844],
  [768, 1024],
  [1440, 900],
] as const;
const THEMES = ['light', 'dark'] as const;

/** Waits for the page to be still: no fade or slide half-way (dialogs animate in for 200 ms). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

async function signIn(page: Page) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('heading', { name: /欢迎回来/ }).waitFor();
}

async function shoot(page: Page, name: string, width: number, theme: string) {
  // The testers' panel loads when the browser is idle: wait for it, it is part of what testers see.
  await page.getByRole('button', { name: /^模拟后端/ }).waitFor();
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const path = `${out}/${name}-${width}-${theme}.png`;
  await page.screenshot({ path });
  console.log(`screenshots: ${path}${overflow > 0 ? ` (page overflows by ${overflow}px)` : ''}`);
}

const wanted = (name: string) => !only || only.includes(name);

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const theme of THEMES) {
    for (const [width, height] of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', colorScheme: theme });
      const page = await context.newPage();
      await signIn(page);

      if (wanted('workbench')) {
        await page
          .getByRole('region', { name: '我的待办' })
          .getByRole('link', { name: /^未处理\s*\d+$/ })
          .waitFor();
        await shoot(page, 'workbench', width, theme);
      }
      if (wanted('menu') && width < 1024) {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await page.getByRole('dialog', { name: '教务管理后台' }).getByRole('navigation', { name: '后台菜单' }).waitFor();
        await shoot(page, 'menu', width, theme);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      if (wanted('palette')) {
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: '搜索功能' }).fill('gly');
        await page
          .getByRole('dialog', { name: '搜索功能' })
          .getByRole('option', { name: /管理员/ })
          .first()
          .waitFor();
        await shoot(page, 'palette', width, theme);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }

      if (wanted('list') || wanted('form')) {
        await page.goto(`${base}${LIST}`);
        await page.getByRole('table').locator('tbody tr').first().getByRole('cell').nth(1).waitFor();
        await page.getByText('加载中…').waitFor({ state: 'hidden' });
        if (wanted('list')) await shoot(page, 'list', width, theme);
        if (wanted('form')) {
          await page.getByRole('button', { name: '新增', exact: true }).click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, 'form', width, theme);
        }
      }

      if (wanted('statistics')) {
        await page.goto(`${base}${OVERVIEW}`);
        await page.getByRole('img', { name: /^招生转化漏斗：/ }).waitFor();
        await page.waitForFunction(() => document.querySelectorAll('article[aria-busy="true"]').length === 0);
        await shoot(page, 'statistics', width, theme);
      }

      if (wanted('record')) {
        await page.goto(`${base}${RECORD}`);
        await page.getByRole('region', { name: '跟进记录', exact: true }).getByText('共 2 条').waitFor();
        await shoot(page, 'record', width, theme);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
