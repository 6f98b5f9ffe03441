// Mutation testing (issue 18): StrykerJS with its vitest runner, over a fixed sample of the lines of
// src/api, src/lib, src/admin and mocks/backend (scripts/mutation-sample.ts says why a sample and how).
// `npm run mutation` runs it; the incremental report is committed, so a run re-tests only the mutants of
// files and tests that changed since, and CI holds the score to the floor below.
import { readdirSync, readFileSync } from 'node:fs';
import { MUTATION_FLOOR } from './scripts/mutation-report.ts';
import { MUTATION_FOLDERS, sampledMutateEntries } from './scripts/mutation-sample.ts';

// The unit tests read dates in Asia/Shanghai (vitest.config.ts); the runner's worker threads take the
// zone of this process, not the project's `env`.
process.env.TZ = 'Asia/Shanghai';

const files = MUTATION_FOLDERS.flatMap((folder) => readdirSync(folder, { recursive: true }).map((name) => `${folder}/${String(name).replaceAll('\\', '/')}`)).toSorted();

// The sandbox is a copy of the project: what git ignores (builds, reports, caches) stays out of it.
const gitIgnored = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  ignorePatterns: [...gitIgnored, 'docs', 'bench/dist', 'bench/results.*'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // The unit tests of the app and its mock backend: the `unit` project of vitest.config.ts, the only one
  // vitest.mutation.config.ts loads, which also leaves out the browser and `tools` tests these globs match
  // (testFiles only adds files: a `!` pattern here excludes nothing). The `tools` project stays out: the
  // tests of scripts/ and build/ check scripts, not these folders, and the two sweeps over every operation
  // (`contract-fuzz.tools.test.ts`, `generated-mocks.tools.test.ts`: 70 s together) would be re-run by
  // each mutant they cover, which took this run from ~20 minutes to hours.
  testFiles: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
  mutate: sampledMutateEntries(files),
  // A mutant in a module's top-level code needs every test re-run: skipped, and counted apart.
  ignoreStatic: true,
  // TypeScript 7 has no JavaScript API for Stryker to rewrite tsconfig.json with; the sandbox needs none.
  tsconfigFile: 'tsconfig.none.json',
  concurrency: 2,
  timeoutFactor: 3,
  incremental: true,
  incrementalFile: 'bench/mutation/stryker-incremental.json',
  thresholds: { high: 90, low: 80, break: MUTATION_FLOOR },
  reporters: ['progress-append-only', 'json'],
  jsonReporter: { fileName: '.stryker-tmp/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
