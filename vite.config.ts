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
      output: {
        // What every page loads first (React, the router, the query client, the app shell) in one chunk
        // rather than ~20 small ones, each a request of its own and import glue between them.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
