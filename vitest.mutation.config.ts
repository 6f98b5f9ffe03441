import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { unitProjects } from './vitest.config.ts';

/**
 * What mutation testing runs (stryker.config.mjs): the unit projects alone, not `tools` nor `browser`.
 * A mutant re-runs the tests that cover it; in Chromium that is ~20 s a mutant on 2 cores, under Node
 * well under one.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    // Its own dependency cache, apart from the dev server's and the suite's.
    cacheDir: 'node_modules/.vite-mutation',
    test: { projects: unitProjects },
  }),
);
