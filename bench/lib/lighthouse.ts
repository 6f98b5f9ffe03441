/**
 * Lighthouse performance (mobile) for scripts/bench.ts: Lighthouse's default form factor (moto g
 * power screen and user agent, simulated throttling; the screen is set as `emulatePhone` says), each
 * audit in a fresh Chromium profile started by chrome-launcher, optionally seeded with a signed-in
 * Playwright storage state.
 * Lighthouse, chrome-launcher and puppeteer-core are imported lazily: without them (or without a
 * Chromium that starts) the result says why, and the bench goes on.
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { LaunchedChrome, launch } from 'chrome-launcher';
import type runLighthouse from 'lighthouse';
import type { Page, connect } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium.ts';
import type { StorageState } from './measure.ts';
import { median, type Metrics } from './report.ts';

export interface LighthousePath {
  path: string;
  /** Signed-in state (Playwright `storageState()` of `base`), put into the profile before the audit. */
  storage?: StorageState;
}

export interface LighthouseOptions {
  /** Origin serving the build. */
  base: string;
  /**
   * Origin of the mock backend, when the build calls `/api` on its own origin (a bundle built
   * without VITE_API_BASE_URL): the audit then goes through a same-origin proxy that sends `/api`
   * there, since Lighthouse runs outside Playwright's request routing. Omit it for a build that
   * calls the backend directly.
   */
  api?: string;
  /** Flags beside the bench's own, e.g. the one that makes a server's throwaway certificate valid for this Chromium alone. */
  chromeFlags?: string[];
  paths: LighthousePath[];
  runs: number;
  log?: (message: string) => void;
}

/** One audit's figures: the score 0–100, the times in ms (simulated), CLS unitless. */
export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  /**
   * This machine's CPU speed as Lighthouse measures it before the audit (higher is faster). Simulated
   * throttling slows every task by a fixed 4×, so the same page scores lower on a slower machine.
   */
  benchmarkIndex: number;
}

export interface LighthousePathResult {
  path: string;
  runs: LighthouseRun[];
  failures: string[];
}

export type LighthouseResult = { ran: true; version: string; ms: number; paths: LighthousePathResult[] } | { ran: false; reason: string };

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error';

/** Same-origin front for a build whose `/api` calls must reach the backend on another origin. */
async function startApiProxy(base: string, api: string): Promise<{ origin: string; server: Server }> {
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? '/', (req.url ?? '/').startsWith('/api/') ? api : base);
    const headers = { ...req.headers, host: target.host };
    const upstream = request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(error.message);
    });
    req.pipe(upstream);
  };
  const server = createServer(forward);
  // `localhost`, like the preview servers: the storage state's cookies are for that host.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', () => resolve());
  });
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** Lighthouse's mobile screen (moto g power): its own constants, so an upgrade that changes them is followed. */
type Screen = { width: number; height: number; deviceScaleFactor: number };

type Modules = {
  version: string;
  screen: Screen;
  lighthouse: typeof runLighthouse;
  launch: typeof launch;
  connect: typeof connect;
};

async function loadModules(): Promise<Modules> {
  const [lighthouse, manifest, lighthouseConstants, launcher, puppeteer] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/package.json', { with: { type: 'json' } }),
    import('lighthouse/core/config/constants.js'),
    import('chrome-launcher'),
    import('puppeteer-core'),
  ]);
  const phone = lighthouseConstants.screenEmulationMetrics.mobile;
  if (!phone) throw new Error("Lighthouse's constants have no mobile screen");
  const { width, height, deviceScaleFactor } = phone;
  return {
    version: manifest.default.version,
    screen: { width, height, deviceScaleFactor },
    lighthouse: lighthouse.default,
    launch: launcher.launch,
    connect: puppeteer.connect,
  };
}

// A phone's scrollbars overlay the page; without this a classic one would take 15 px of the 412.
const chromeFlags = [...CHROMIUM_ARGS, ...(CHROMIUM_ARGS.some((flag) => flag.startsWith('--headless')) ? [] : ['--headless']), '--hide-scrollbars'];

/**
 * The phone's screen, set here rather than by Lighthouse. Chromium 156.0.8078.108 stalls frame
 * presentation under `Emulation.setDeviceMetricsOverride` with `mobile: true`, the flag Lighthouse's
 * own emulation sets: viz stops drawing the page's frames (trace: SendBeginFrameDecision
 * "ThrottleUndrawnFrames") and lets one through per second, so a page that has painted shows nothing
 * until 1.2 or 2.2 s. Any page, this app's or not: it moved /home's observed first paint from ~0.3 s
 * to 1.2–2.2 s and its Speed Index from ~2.1 to ~4.4 s. The same size, pixel ratio, touch and mobile
 * user agent (Lighthouse still sets that) without `mobile: true` paint normally; what it drops is the
 * mobile viewport's meta-viewport handling, which a `width=device-width, initial-scale=1` page does not
 * need. docs/benchmarks/2026-11-27.md has the figures.
 */
async function emulatePhone(page: Page, screen: Screen): Promise<() => Promise<void>> {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...screen, mobile: false, screenWidth: screen.width, screenHeight: screen.height });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  // The override lives as long as this session: it is detached after the audit.
  return () => cdp.detach();
}

/** Cookies and the localStorage of the state's `from` origin, put into the fresh profile for `to`. */
async function seed(page: Page, storage: StorageState, from: string, to: string): Promise<void> {
  if (storage.cookies.length > 0) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCookies', {
      cookies: storage.cookies.map(({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain,
        path,
        httpOnly,
        secure,
        sameSite,
        // Playwright writes -1 for a session cookie; CDP wants no expiry for one.
        ...(expires > 0 ? { expires } : {}),
      })),
    });
    await cdp.detach();
  }
  const entries = storage.origins.filter((o) => o.origin === from).flatMap((o) => o.localStorage);
  if (entries.length === 0) return;
  // localStorage needs a document of the origin; the icon (an SVG document) commits the origin without
  // booting the app, which any unknown path would (the preview server answers it with index.html).
  await page.goto(`${to}/favicon.svg`);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}

/** Lighthouse has its own load timeouts; this one is for a browser that stops answering altogether. */
const AUDIT_TIMEOUT_MS = 180_000;
const ignore = () => undefined;

/** Runs one audit in `chrome` and kills it afterwards; the run, or why there is none. */
async function auditOnce(chrome: LaunchedChrome, work: () => Promise<LighthouseRun>): Promise<LighthouseRun | string> {
  const pending = work();
  const stop = new AbortController();
  const expired = delay(AUDIT_TIMEOUT_MS, 'expired' as const, { signal: stop.signal }).catch(() => 'cancelled' as const);
  const outcome = await Promise.race([
    pending.then(
      (run) => ({ run }),
      (error: unknown) => ({ error }),
    ),
    expired,
  ]);
  stop.abort();
  if (typeof outcome === 'object') {
    chrome.kill();
    return 'run' in outcome ? outcome.run : firstLine(outcome.error);
  }
  // Killing a wedged browser rejects Lighthouse's pending protocol calls, some of which it never
  // awaits: keep those from ending the bench while they drain.
  process.on('unhandledRejection', ignore);
  try {
    chrome.kill();
    await Promise.race([pending.catch(ignore), delay(10_000)]);
    await delay(1000);
  } finally {
    process.off('unhandledRejection', ignore);
  }
  return `no result within ${AUDIT_TIMEOUT_MS / 1000} s`;
}

async function audit(modules: Modules, chrome: LaunchedChrome, url: string, seedWith?: (page: Page) => Promise<void>): Promise<LighthouseRun> {
  const browser = await modules.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const release = await emulatePhone(page, modules.screen);
    await seedWith?.(page);
    const result = await modules
      .lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true, screenEmulation: { disabled: true } }, undefined, page)
      .finally(release);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // For a look at why (main-thread breakdown, long tasks, scripts): LIGHTHOUSE_REPORT_DIR=… keeps every report.
    const dir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/${new URL(url).pathname.replaceAll('/', '_') || 'root'}-${Date.now()}.json`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A lost session would audit the sign-in page under the /home label: refuse that.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`ended on ${landed}, not ${new URL(url).pathname}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('no performance score');
    const value = (id: string) => {
      const numeric = lhr.audits[id]?.numericValue;
      if (numeric === undefined) throw new Error(`no ${id} value`);
      return numeric;
    };
    return {
      score: score * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      si: value('speed-index'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.disconnect();
  }
}

/** Medians over `runs` rounds; each round audits every path once, each audit in its own profile. */
export async function lighthouseScores(options: LighthouseOptions): Promise<LighthouseResult> {
  const { base, api, paths, runs, log = () => undefined } = options;
  const flags = [...chromeFlags, ...(options.chromeFlags ?? [])];
  let modules: Modules;
  try {
    modules = await loadModules();
  } catch (error) {
    return { ran: false, reason: `cannot import Lighthouse: ${firstLine(error)}` };
  }
  try {
    // chrome-launcher's spawn error for a missing binary is an unhandled 'error' event: check first.
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch (error) {
    return { ran: false, reason: `no Chromium to launch: ${firstLine(error)}` };
  }
  const start = performance.now();
  let proxy: Awaited<ReturnType<typeof startApiProxy>> | undefined;
  try {
    proxy = api ? await startApiProxy(base, api) : undefined;
  } catch (error) {
    return { ran: false, reason: `cannot start the /api proxy: ${firstLine(error)}` };
  }
  const origin = proxy?.origin ?? new URL(base).origin;
  const results: LighthousePathResult[] = paths.map(({ path }) => ({ path, runs: [], failures: [] }));
  let launched = false;
  try {
    for (let round = 1; round <= runs; round++) {
      for (const [i, { path, storage }] of paths.entries()) {
        const result = results[i];
        if (!result) continue;
        log(`Lighthouse ${path} ${round}/${runs}`);
        let chrome: LaunchedChrome;
        try {
          chrome = await modules.launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'silent' });
        } catch (error) {
          // Never started: nothing to measure with. Started before: count it against this audit.
          if (!launched) return { ran: false, reason: `chrome-launcher cannot start ${CHROMIUM_PATH}: ${firstLine(error)}` };
          result.failures.push(`Chromium did not start: ${firstLine(error)}`);
          continue;
        }
        launched = true;
        const seedWith = storage ? (page: Page) => seed(page, storage, new URL(base).origin, origin) : undefined;
        const outcome = await auditOnce(chrome, () => audit(modules, chrome, `${origin}${path}`, seedWith));
        if (typeof outcome === 'string') result.failures.push(outcome);
        else result.runs.push(outcome);
      }
    }
  } finally {
    proxy?.server.close();
    proxy?.server.closeAllConnections();
  }
  return { ran: true, version: modules.version, ms: performance.now() - start, paths: results };
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/**
 * Puts the scores into the metrics `lighthouse:<path>` (defined by the caller, unit `/100`) with the
 * median FCP/LCP/TBT/CLS in their notes; returns the reason when Lighthouse did not run.
 */
export function recordLighthouse(metrics: Metrics, result: LighthouseResult): string | undefined {
  if (!result.ran) return `not run (${result.reason})`;
  for (const { path, runs, failures } of result.paths) {
    const metric = metrics.get(`lighthouse:${path}`);
    metric.samples.push(...runs.map((r) => r.score));
    metric.failures.push(...failures);
    const mid = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
    const tbt = mid((r) => r.tbt);
    const cls = mid((r) => r.cls);
    // The five figures the performance score is computed from.
    metric.note = [
      `medians: FCP ${seconds(mid((r) => r.fcp))}, SI ${seconds(mid((r) => r.si))}, LCP ${seconds(mid((r) => r.lcp))}, TBT ${tbt === undefined ? 'n/a' : `${Math.round(tbt)} ms`}, CLS ${cls === undefined ? 'n/a' : cls.toFixed(3)}`,
      `Lighthouse ${result.version}, moto g power screen without Chromium's mobile-viewport mode (see emulatePhone), simulated throttling, fresh profile; machine's BenchmarkIndex ${Math.round(mid((r) => r.benchmarkIndex) ?? 0)}`,
    ].join('; ');
  }
  return undefined;
}
