import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './build/chromium.ts';
import viteConfig from './vite.config.ts';

/**
 * Two projects: `unit` runs pure and call-layer tests under Node with msw/node;
 * `browser` runs component and browser-API tests (`*.browser.test.ts(x)`) in Debian's Chromium.
 */
// Dates in unit tests are read in a zone that is not UTC, so code that reads UTC where staff mean
// local time fails here even on a UTC machine; the browser tests run in the same zone.
const TIME_ZONE = 'Asia/Shanghai';

/** Pure and call-layer tests under Node (msw/node). Mutation testing runs these alone (vitest.mutation.config.ts). */
export const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    environment: 'node',
    // CI machines are shared and slow at times: a budget here is not a benchmark.
    testTimeout: 20_000,
    env: { TZ: TIME_ZONE },
    include: ['{src,mocks,scripts,build}/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
    setupFiles: ['./src/test/setup-node.ts'],
  },
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Its own dependency cache: `npm test` beside a running `npm start` leaves the dev server's alone.
    cacheDir: 'node_modules/.vite-vitest',
    test: {
      projects: [
        unitProject,
        {
          extends: true,
          // Bundled up front: found mid-run on a fresh clone, Vite reloads the page and a test may run twice.
          optimizeDeps: {
            include: ['@tanstack/react-query', '@tanstack/react-router', '@tanstack/react-table', '@tanstack/react-virtual', 'js-cookie', 'react-dom/client', 'zod'],
          },
          test: {
            name: 'browser',
            include: ['{src,mocks}/**/*.browser.test.{ts,tsx}'],
            setupFiles: ['./src/test/setup-browser.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
                // The copy helper's "granted" path uses the real clipboard; "denied" is simulated per test.
                contextOptions: { permissions: ['clipboard-read', 'clipboard-write'], locale: 'zh-CN', timezoneId: TIME_ZONE },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
