import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './build/chromium.ts';

const MOCK_PORT = Number(process.env.E2E_PORT ?? 4180);
const REAL_PORT = MOCK_PORT + 1;
const API_PORT = Number(process.env.E2E_API_PORT ?? MOCK_PORT + 2);
const DEV_PORT = MOCK_PORT + 3;
// The deployable build's API, over HTTPS as in production (tests/e2e/support/fake-api-server.ts says why).
const API_ORIGIN = `https://localhost:${API_PORT}`;
const reuse = !process.env.CI;

/**
 * End-to-end tests in Debian's Chromium against production builds:
 * `mocked` — the build that runs on the embedded mocks (what testers and the README's start use);
 * `real-api` — the build as deployed (mocks off), talking to an API on another origin, served by Debian's
 *   nginx with the shipped configuration (deploy/nginx/, scripts/serve-nginx.ts) over HTTPS with HTTP/2;
 * `dev` — the dev server of `npm start`, on the embedded mocks.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port as well: a run on another port must not clean this run's traces.
  outputDir: `test-results/${MOCK_PORT}`,
  fullyParallel: true,
  // Waits are on states, never on time; on a loaded 2-core machine a state can take a while to come,
  // so these are ceilings for a hang, not speed budgets (speed lives in `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    // The zone staff work in: a date read in UTC where local time is meant shows here.
    timezoneId: 'Asia/Shanghai',
    // The home page's sections slide in when they scroll into view (SPEC.md §4): a click right after a
    // scroll could land where a link was a moment before. With reduced motion asked for they stand
    // still; site-pages.spec.ts tests the entrance itself with motion allowed.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions with their errors, network, console), without screencast or
    // DOM snapshots: both are recorded for every test, passing or not. The screencast kept the browser's
    // GPU process at ~30 % of a core for the whole suite; the snapshots cost ~14 % of the suite's wall
    // time (83 → 70 s for three spec files, measured twice). A failure keeps a screenshot of its page instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mocked', testIgnore: /real-api|dev-server/, use: { baseURL: `http://localhost:${MOCK_PORT}` } },
    // The README's first command runs the dev server: it must work on the mocks too.
    { name: 'dev', testMatch: /dev-server/, use: { baseURL: `http://localhost:${DEV_PORT}` } },
    // A throwaway self-signed certificate (scripts/serve-nginx.ts) for the site and the fake API alike.
    { name: 'real-api', testMatch: /real-api/, use: { baseURL: `https://localhost:${REAL_PORT}`, ignoreHTTPSErrors: true } },
  ],
  webServer: [
    {
      // Per-port output folders: two runs on other ports (or `npm run build:mock`) never rebuild under each other.
      command: `npx vite build --mode mock --outDir .e2e/dist-mock-${MOCK_PORT} --logLevel warn && npx vite preview --outDir .e2e/dist-mock-${MOCK_PORT} --port ${MOCK_PORT} --strictPort`,
      url: `http://localhost:${MOCK_PORT}/login`,
      reuseExistingServer: reuse,
      timeout: 180_000,
    },
    {
      command: `npx vite build --outDir .e2e/dist-api-${REAL_PORT} --logLevel warn && node scripts/serve-nginx.ts --dir=.e2e/dist-api-${REAL_PORT} --port=${REAL_PORT}`,
      env: { VITE_API_MOCK: 'off', VITE_API_BASE_URL: API_ORIGIN },
      url: `https://localhost:${REAL_PORT}/admin/login`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: reuse,
      timeout: 180_000,
    },
    {
      // Its own dependency cache: the suite beside a running `npm start` never touches the dev server's.
      command: `npx vite --port ${DEV_PORT} --strictPort`,
      env: { VITE_CACHE_DIR: 'node_modules/.vite-e2e' },
      url: `http://localhost:${DEV_PORT}/admin/login`,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    {
      command: `node tests/e2e/support/fake-api-server.ts ${API_PORT}`,
      url: `${API_ORIGIN}/__seen`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: reuse,
    },
  ],
});
