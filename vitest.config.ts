import { readdirSync, readFileSync } from 'node:fs';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './build/chromium.ts';
import viteConfig from './vite.config.ts';

/**
 * Three projects (`npm test` runs all of them, then Playwright):
 * - `unit` and `unit-isolated` (`npm run test:unit`, the inner loop, under 90 s on 2 cores): pure and
 *   call-layer tests of src/ and mocks/ under Node with msw/node;
 * - `tools` (`npm run test:tools`): tests of the tooling under Node: every test in scripts/ and build/
 *   (bundle and size checks, spec lint and diff, mock server child processes, demo-data audit, mutation
 *   sample, import rules, …) and, elsewhere, the slow sweeps named `*.tools.test.ts` (contract fuzzing of
 *   every operation, the generated mocks of every operation);
 * - `browser`: component and browser-API tests (`*.browser.test.ts(x)`) in Debian's Chromium.
 */
// Dates in unit tests are read in a zone that is not UTC, so code that reads UTC where staff mean
// local time fails here even on a UTC machine; the browser tests run in the same zone.
const TIME_ZONE = 'Asia/Shanghai';

/** What the two Node projects share. */
const nodeTest = {
  environment: 'node',
  // CI machines are shared and slow at times: a budget here is not a benchmark.
  testTimeout: 20_000,
  env: { TZ: TIME_ZONE },
  setupFiles: ['./src/test/setup-node.ts'],
} satisfies TestProjectInlineConfiguration['test'];

/** Tests of the tooling and the slow sweeps: in scripts/ and build/, or named `*.tools.test.ts`. */
const TOOLS_TESTS = ['{scripts,build}/**/*.test.{ts,tsx}', '**/*.tools.test.{ts,tsx}'];

const UNIT_EXCLUDE = ['**/*.browser.test.{ts,tsx}', ...TOOLS_TESTS, 'node_modules/**'];

/**
 * Unit test files that need modules of their own: those that replace a module (`vi.mock`, `vi.doMock`)
 * and those of src/app/, which load the whole app as a page does (its router installs page-wide
 * listeners). Read from the files themselves, so a new one is never left sharing modules with others.
 */
const NEEDS_OWN_MODULES = /\bvi\.(?:do)?[mM]ock\(/;
const isolatedUnitTests = ['src', 'mocks'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((file) => /(?<!\.browser|\.tools)\.test\.tsx?$/.test(file))
    .filter((file) => file.startsWith('src/app/') || NEEDS_OWN_MODULES.test(readFileSync(file, 'utf8'))),
);

/**
 * Pure and call-layer tests under Node (msw/node). The files of a worker share one module graph
 * (`isolate: false`): importing the app's modules again for each of ~130 files was two thirds of the
 * project's CPU (71 → 22 CPU-seconds, 37 → 15 s on 2 cores). Tests restore what they stub, and
 * src/test/setup-node.ts ends each file as a page load ends; a file that needs modules of its own runs
 * in `unit-isolated`, where each file gets them. Mutation testing runs both
 * (vitest.mutation.config.ts).
 */
export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      ...nodeTest,
      name: 'unit',
      include: ['{src,mocks}/**/*.test.{ts,tsx}'],
      exclude: [...UNIT_EXCLUDE, ...isolatedUnitTests],
      isolate: false,
    },
  },
  {
    extends: true,
    test: { ...nodeTest, name: 'unit-isolated', include: isolatedUnitTests, exclude: UNIT_EXCLUDE },
  },
];

/** Tests of the tooling under Node (msw/node): CI runs them with the rest (`npm test`). */
const toolsProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...nodeTest,
    name: 'tools',
    include: TOOLS_TESTS,
    exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Its own dependency cache: `npm test` beside a running `npm start` leaves the dev server's alone.
    cacheDir: 'node_modules/.vite-vitest',
    test: {
      // One worker per core. Vitest's default is one fewer than the cores, a single worker on a 2-core
      // machine: `test:unit` took 86 s against 52 s on a loaded one, the whole run 150 s against 135 s.
      maxWorkers: '100%',
      projects: [
        ...unitProjects,
        toolsProject,
        {
          extends: true,
          // Bundled up front: found mid-run on a fresh clone, Vite reloads the page and a test may run twice.
          optimizeDeps: {
            include: [
              '@tanstack/react-query',
              '@tanstack/react-router',
              '@tanstack/react-table',
              '@tanstack/react-virtual',
              'js-cookie',
              'react-dom/client',
              'react-day-picker',
              'react-day-picker/locale/zh-CN',
              'recharts',
              'zod',
              'zod/v4/core',
            ],
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
