/**
 * The browser measurements of scripts/bench.ts. Every measurement opens a new browser context (a
 * fresh profile: empty cache, no service worker), optionally seeded with a signed-in storage state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { gzipSize } from './chunks.ts';
import { armFrameProbe, armSwitchProbe, firstRowProbe, readyProbe, type ProbeState, type ProbeWindow } from './page-probes.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where a build is served (a deployable build calls its API origin itself, VITE_API_BASE_URL). */
export interface Site {
  base: string;
}

export interface ListScreen {
  path: string;
  table: string;
}

const LONG = 120_000;

/** The admin list every list measurement opens (the bench's and the A/B's). */
export const ADMIN_LIST: ListScreen = { path: '/admin/ums/promote/admissionsClue', table: '招生线索列表' };

/** A fresh profile (empty cache, no service worker), optionally signed in. */
export async function openContext(browser: Browser, state?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 720 }, storageState: state });
  context.setDefaultTimeout(LONG);
  return context;
}

async function withPage<T>(browser: Browser, state: StorageState | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await openContext(browser, state);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

export function adminSignIn(browser: Browser, site: Site): Promise<StorageState> {
  return withPage(browser, undefined, async (page) => {
    await page.goto(`${site.base}/admin/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/admin\/?$/);
    return page.context().storageState();
  });
}

export function siteSignIn(browser: Browser, site: Site): Promise<StorageState> {
  return withPage(browser, undefined, async (page) => {
    await page.goto(`${site.base}/login`);
    await page.getByLabel('账号').fill('13900000000');
    await page.getByLabel('密码').fill('123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/home$/);
    return page.context().storageState();
  });
}

/**
 * Gzipped bytes of every script the page requested before it was usable: before the first element
 * matching `readySelector` was in the DOM (timed in the page, so idle-time preloads that start
 * right after it are not counted however fast the test runner notices).
 */
export async function initialJs(browser: Browser, site: Site, path: string, readySelector: string, state?: StorageState): Promise<number> {
  return (await initialBytes(browser, site, path, readySelector, state)).js;
}

const SCRIPT = /\.m?js(\?|$)/;
const STYLE = /\.css(\?|$)/;

/** Gzipped bytes of the scripts and of the style sheets the page requested before it was usable. */
export function initialBytes(browser: Browser, site: Site, path: string, readySelector: string, state?: StorageState): Promise<{ js: number; css: number }> {
  return withPage(browser, state, async (page) => {
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = response.url();
      const { pathname } = new URL(url);
      if ((SCRIPT.test(pathname) || STYLE.test(pathname)) && !bodies.has(url))
        bodies.set(
          url,
          response.body().then(gzipSize, () => 0),
        );
    });
    await page.addInitScript(readyProbe, readySelector);
    await page.goto(`${site.base}${path}`, { waitUntil: 'commit' });
    await waitForProbe(page, 'ready');
    await page.waitForLoadState('networkidle');
    const early = await page.evaluate(() => {
      const ready = (window as ProbeWindow).benchProbe?.ready ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < ready)
        .map((entry) => entry.name);
    });
    const sum = async (kind: RegExp) => {
      const sizes = await Promise.all(early.filter((url) => kind.test(new URL(url).pathname)).map((url) => bodies.get(url) ?? Promise.resolve(0)));
      return sizes.reduce((a, b) => a + b, 0);
    };
    return { js: await sum(SCRIPT), css: await sum(STYLE) };
  });
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Performance.getMetrics has no JSHeapUsedSize');
    return used;
  } finally {
    await cdp.detach();
  }
}

const probeState = (page: Page) => page.evaluate(() => (window as ProbeWindow).benchProbe ?? {});
const waitForProbe = (page: Page, key: keyof ProbeState) => page.waitForFunction((k) => (window as ProbeWindow).benchProbe?.[k] !== undefined, key, { timeout: LONG });

export interface SwitchResult {
  /** Press on the 1000-rows control → the frame after the 1000-row page is in the DOM. */
  switchMs: number;
  /** JS heap after a forced GC, with 15 rows and then with 1000 rows shown. */
  heap15: number;
  heap1000: number;
}

async function switchTo1000(page: Page, tableName: string, trigger: string, press: () => Promise<void>): Promise<SwitchResult> {
  const heap15 = await heapUsed(page);
  await page.evaluate(armSwitchProbe, { tableName, trigger, rows: 1000 });
  await press();
  await waitForProbe(page, 'switchDone');
  const { switchStart, switchDone } = await probeState(page);
  if (switchStart === undefined || switchDone === undefined) throw new Error('the switch probe saw no press');
  return { switchMs: switchDone - switchStart, heap15, heap1000: await heapUsed(page) };
}

export interface ListResult extends SwitchResult {
  /** Navigation start → the frame after the first data row is in the DOM (fresh profile, signed in). */
  coldMs: number;
}

async function openList(page: Page, site: Site, list: ListScreen): Promise<number> {
  await page.addInitScript(firstRowProbe, list.table);
  await page.goto(`${site.base}${list.path}`, { waitUntil: 'commit' });
  await waitForProbe(page, 'firstRow');
  const { firstRow } = await probeState(page);
  if (firstRow === undefined) throw new Error('no first row time');
  return firstRow;
}

/**
 * A repeat visit: the list opened once in this profile (its scripts now in the HTTP cache, as a staff
 * member's browser has them the next morning), then loaded again; navigation start → first rows.
 */
export function warmList(browser: Browser, site: Site, list: ListScreen, state: StorageState): Promise<number> {
  return withPage(browser, state, async (page) => {
    await openList(page, site, list);
    await page.waitForLoadState('networkidle');
    return openList(page, site, list);
  });
}

/** A network between the browser and the servers, emulated by Chromium (DevTools throttling). */
export interface NetworkProfile {
  /** Added to every request that goes to the network (a response from the HTTP cache is not delayed). */
  latencyMs: number;
  downloadMbps: number;
  uploadMbps: number;
}

/**
 * Staff in an office on a broadband line to a hosted server: 40 ms per request, 10 Mbit/s down (what
 * Lighthouse's desktop profile assumes). On this machine's loopback a chunk costs next to nothing to
 * fetch, so there a cache cannot show what it saves; this shows it.
 */
export const OFFICE_NETWORK: NetworkProfile = { latencyMs: 40, downloadMbps: 10, uploadMbps: 5 };

async function emulateNetwork(page: Page, network: NetworkProfile | undefined): Promise<void> {
  if (!network) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (network.uploadMbps * 1_000_000) / 8,
  });
}

export interface RepeatVisit {
  /** Navigation start → the frame after the first data row is in the DOM, in a new tab of a warm profile. */
  ms: number;
  /** Bytes of /assets/ files that came over the network (resource timing's transferSize; 0 = all from cache). */
  assetBytes: number;
  /** How many /assets/ files came over the network. */
  assetsFetched: number;
}

/** How a browser with a profile on disk is started (the repeat visit's). */
export interface ProfileLaunch {
  executablePath: string;
  args: string[];
}

/**
 * The next morning's visit in a staff member's own browser: a profile on disk (Playwright's other
 * contexts keep no compiled code between visits, a real profile does), signed in, the list opened on
 * two earlier days (V8 keeps a script's compiled code from its second load on), every tab closed,
 * then the list opened in a new tab. Only the profile's caches carry over; what still comes over the
 * network is counted.
 */
export async function repeatVisit(launch: ProfileLaunch, site: Site, list: ListScreen, state: StorageState, network?: NetworkProfile): Promise<RepeatVisit> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...launch, locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  try {
    context.setDefaultTimeout(LONG);
    await context.addCookies(state.cookies);
    const stored = state.origins.find((origin) => origin.origin === new URL(site.base).origin)?.localStorage ?? [];
    for (let day = 1; day <= 2; day++) {
      const earlier = await context.newPage();
      if (day === 1) {
        await earlier.goto(`${site.base}/404-for-storage`);
        await earlier.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
      }
      await openList(earlier, site, list);
      await earlier.waitForLoadState('networkidle');
      await earlier.close();
    }
    const page = await context.newPage();
    await emulateNetwork(page, network);
    const ms = await openList(page, site, list);
    await page.waitForLoadState('networkidle');
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    return { ms, assetBytes: sizes.reduce((a, b) => a + b, 0), assetsFetched: sizes.filter((size) => size > 0).length };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Navigation start → the frame after the first data row is in the DOM (fresh profile, signed in). */
export function coldList(browser: Browser, site: Site, list: ListScreen, state: StorageState, network?: NetworkProfile): Promise<number> {
  return withPage(browser, state, async (page) => {
    await emulateNetwork(page, network);
    return openList(page, site, list);
  });
}

/**
 * `hoverMs`: the pointer rests on the option that long before the press, as a person's does (the
 * app may use that time); 0 presses as soon as the option is clickable, as a script does.
 */
export function listScreen(browser: Browser, site: Site, list: ListScreen, state: StorageState, hoverMs = 0): Promise<ListResult> {
  return withPage(browser, state, async (page) => {
    const firstRow = await openList(page, site, list);
    await page.waitForLoadState('networkidle');
    const switched = await switchTo1000(page, list.table, '1000条/页', async () => {
      await page.getByRole('navigation', { name: '分页' }).getByRole('combobox', { name: '每页条数' }).click();
      const option = page.getByRole('option', { name: '1000条/页', exact: true });
      if (hoverMs > 0) {
        await option.hover();
        await page.waitForTimeout(hoverMs);
      }
      await option.click();
    });
    return { coldMs: firstRow, ...switched };
  });
}

export function referencePage(browser: Browser, url: string): Promise<SwitchResult> {
  return withPage(browser, undefined, async (page) => {
    await page.goto(`${url}/reference.html`, { waitUntil: 'networkidle' });
    await page.getByRole('table', { name: 'reference' }).locator('tbody tr').nth(14).waitFor();
    return switchTo1000(page, 'reference', '1000 rows', () => page.getByRole('button', { name: '1000 rows', exact: true }).click());
  });
}

/** The 统计看板's charts: each is a `role="img"` drawing directly inside its card. */
export const OVERVIEW = { path: '/admin/bms/statistics', charts: 6, ready: 'article > div[role="img"]' } as const;

/**
 * Navigation start → the frame in which every chart of 统计看板 is drawn with data and no card is
 * still busy (fresh profile, signed in). Checked every animation frame in the page.
 */
export function overviewScreen(browser: Browser, site: Site, state: StorageState): Promise<number> {
  return withPage(browser, state, async (page) => {
    await page.goto(`${site.base}${OVERVIEW.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      ({ selector, charts }) => (document.querySelectorAll(selector).length >= charts && document.querySelector('article[aria-busy="true"]') === null ? performance.now() : false),
      { selector: OVERVIEW.ready, charts: OVERVIEW.charts },
      { polling: 'raf', timeout: LONG },
    );
    return (await handle.jsonValue()) as number;
  });
}

export interface DelayedSwitch {
  /** Press → the first frame after it. */
  pressToFrameMs: number;
  /** The longest time between two frames (or the press and the first) until the 1000 rows are shown. */
  longestGapMs: number;
  /** Press → the frame after the 1000 rows are in the DOM (the answer's delay included). */
  doneMs: number;
}

/**
 * Page size 15 → 1000 while the network is slow: every answer with 1000 rows (the pager's prefetch
 * when its menu opens, and the page itself) is held back `delayMs` before it reaches the page.
 * What counts is that the page never freezes: the press is answered at once and no frame waits long.
 */
export function delayedSwitch(browser: Browser, site: Site, list: ListScreen, state: StorageState, delayMs: number): Promise<DelayedSwitch> {
  return withPage(browser, state, async (page) => {
    await page.route(
      (url) => url.searchParams.get('pageSize') === '1000',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue();
      },
    );
    await page.addInitScript(firstRowProbe, list.table);
    await page.goto(`${site.base}${list.path}`, { waitUntil: 'commit' });
    await waitForProbe(page, 'firstRow');
    await page.waitForLoadState('networkidle');
    await page.evaluate(armSwitchProbe, { tableName: list.table, trigger: '1000条/页', rows: 1000 });
    await page.evaluate(armFrameProbe);
    await page.getByRole('navigation', { name: '分页' }).getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: '1000条/页', exact: true }).click();
    await waitForProbe(page, 'switchDone');
    const { switchStart, switchDone, frames = [] } = await probeState(page);
    if (switchStart === undefined || switchDone === undefined || frames.length === 0) throw new Error('the frame probe saw no press or no frame');
    const times = [switchStart, ...frames];
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    return { pressToFrameMs: frames[0]! - switchStart, longestGapMs: Math.max(...gaps), doneMs: switchDone - switchStart };
  });
}
