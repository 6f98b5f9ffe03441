import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkTimeoutPlugin } from './build/chunk-timeout-plugin.ts';
import { deployConfigPlugin } from './build/deploy-config-plugin.ts';
import { entryPointsPlugin } from './build/entry-points-plugin.ts';
import { mockWorkerPlugin } from './build/mock-worker-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    // Paths and style come from tsr.config.json, which `tsr generate` (type-check, CI) reads too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too (not the default): what a loader imports then loads with its page,
      // not with every page's entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    chunkTimeoutPlugin(),
    entryPointsPlugin(),
    react(),
    tailwindcss(),
    mockWorkerPlugin(),
    // /home arrives drawn (build/prerender-plugin.ts). Not in the mock build: there the page can do
    // nothing before the embedded backend has started, and testers' tools act on what they see.
    prerenderPlugin({ entry: '/src/app/prerender.tsx', plugins: [react()], when: (env) => env.VITE_API_MOCK !== 'on' }),
    // dist/deploy/api-origin.conf: the API origin this build calls, for the server's CSP (deploy/nginx/).
    deployConfigPlugin(),
  ],
  resolve: {
    alias: {
      '@/': dir('src/'),
      '@generated/': dir('generated/'),
      '@mocks/': dir('mocks/'),
    },
  },
  build: {
    rolldownOptions: {
      // Required by the common-chunk inlining below: an entry may drop exports that nothing imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every page loads first (React, the router, the query client, the app shell) in one chunk
          // rather than ~20 small ones, each a request of its own and import glue between them.
          groups: [{ name: 'app', tags: ['$initial'] }],
          // Rolldown makes one common chunk per set of routes sharing a module: a list screen loaded 68
          // chunks, most under 1 kB. Common chunks under 32 kB of source are copied into the chunks that
          // read them (one shared state and one execution per module all the same, rolldown's runtime
          // keeps a registry; it turns on strictExecutionOrder). A list screen loads 20 chunks: 2 % more
          // bytes, and on nginx over HTTP/2 its next-morning visit is ~15 % and its cold load ~8 % faster
          // on an office network (docs/decisions/004). Experimental in rolldown 1.2: the e2e suite runs
          // on both builds, and check:size keeps every page's first JS within budget.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
        },
      },
    },
  },
  // ES-module workers: the mock backend's sheet worker imports a group's zod module by its key
  // (import.meta.glob). An 'iife' worker (Vite's default) cannot split: it inlined all 22 groups'
  // schemas into one 1.4 MB worker; 'es' loads the one group an import needs (360 KB worker + chunk).
  worker: { format: 'es' },
  // Test runs optimise dependencies into a cache of their own (VITE_CACHE_DIR), so a suite started
  // beside `npm start` never rewrites the running dev server's (504 Outdated Optimize Dep).
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { port: 5173 },
  preview: { port: 4173 },
});
