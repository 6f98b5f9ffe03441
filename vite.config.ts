import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { charsetFirstPlugin } from './build/charset-first-plugin.ts';
import { chunkTimeoutPlugin } from './build/chunk-timeout-plugin.ts';
import { earlyListPlugin } from './build/early-list-plugin.ts';
import { entryPointsPlugin } from './build/entry-points-plugin.ts';
import { firstScreenGroup } from './build/first-screen-group.ts';
import { mockWorkerPlugin } from './build/mock-worker-plugin.ts';
import { mswCookieJarPlugin } from './build/msw-cookie-jar-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';
import { DEFAULT_PAGE_SIZE } from './src/lib/page-sizes.ts';

// What a cold back-office list needs and no public page loads: one chunk (build/first-screen-group.ts).
const adminFirstScreen = firstScreenGroup({
  roots: /^src\/(routes\/admin\/_shell(\.tsx|\/\$\.tsx)|admin\/early-list\.ts)$/,
  publicRoots: /^src\/routes\/(__root\.tsx|admin\/login\.tsx|\(site\)\/)/,
});

// A cold load fetches its route's chunks in one wave with the entry (build/route-preload-plugin.ts),
// and what the routes load on their own beside them:
const routePreload = routePreloadPlugin({
  routesDir: 'src/routes',
  extras: [
    // TanStack Query, which the site layout and the back-office shell start (src/api/query-client.ts);
    { url: /^\/(?!(admin\/)?login\/?$|downLoad\/?$)/, chunks: ['query'] },
    // the first rows of a list (src/admin/early-list.ts), and the group's manifest and client;
    { url: /^\/admin\/(?!login\/?$)/, modules: ['src/admin/early-list.ts'] },
    { url: /^\/admin\/([^/]+)\/([^/]+)\//, modules: ['generated/manifest/$1-$2.ts', 'generated/$1-$2/$1-$2.operations.ts'] },
    // the embedded mock backend, in the mock build.
    { url: /^\//, modules: ['mocks/browser.ts'], when: (env) => env.VITE_API_MOCK === 'on' },
  ],
});

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
    mswCookieJarPlugin(dir('mocks/msw-cookie-jar.ts')),
    adminFirstScreen.plugin,
    routePreload,
    // /home and, at phone width, the back-office lists arrive drawn (build/prerender-plugin.ts). Not in
    // the mock build: there the page can do nothing before the embedded backend has started, and
    // testers' tools act on what they see.
    prerenderPlugin({
      entry: '/src/app/prerender.tsx',
      preloadsFor: (path) => routePreload.api.filesFor(path),
      plugins: [react()],
      when: (env) => env.VITE_API_MOCK !== 'on',
    }),
    // A cold list's first rows are asked for by index.html itself, before the app's code (build/early-list-plugin.ts).
    // The manifest is imported by Node when the page is written, not bundled into this config.
    earlyListPlugin(() => import(/* @vite-ignore */ pathToFileURL(dir('generated/manifest/index.ts')).href), DEFAULT_PAGE_SIZE),
    // Last: the scripts above go to the top of <head>, and the page's charset must stay ahead of them.
    charsetFirstPlugin(),
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
        // Every lazy chunk's file name is listed in the entry's preload map, so names cost every page
        // bytes (0.6 kB gzipped at 110 chunks): chunks are named by their hash. The testers' panel and
        // the demo hint keep their names, which check:bundle looks for in a production build (not the
        // shared chunks named after every entry using them, `icons~…~mock-panel~…`).
        chunkFileNames: (chunk) => (/^(mock-panel|demo-hint)[\w-]*$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          // What every page loads first (React, the router, the query client, the app shell) goes in
          // one chunk: fewer requests, and one gzip stream compresses better than a dozen small ones.
          // The sign-in form and its fields are shared by both sign-in pages and the shell: one chunk
          // rather than four tiny ones, each with its own request and import glue.
          groups: [
            // Priorities decide which group takes a module first (a group takes its modules' imports too).
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'sign-in-form', priority: 2, test: /src[\\/]components[\\/](sign-in-form|ui[\\/](form-field|input|label))\.tsx$/ },
            // TanStack Query in one chunk: generated clients no longer import it (only app code does), and
            // split into the pieces each page uses it cost more in import glue than it saved (/login's budget).
            { name: 'query', priority: 2, test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            // Icons by the set of pages that use them, small sets merged: split per icon they were a dozen
            // 0.2 kB requests before an admin list's first rows (each a round trip on HTTP/1.1). /home
            // loads 25 scripts instead of 32; /login's 0.7 kB more is why its budget is 116 kB. Icons only
            // the back office's first screen uses go with it.
            {
              name: 'icons',
              priority: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
              test: (id) => /node_modules[\\/]lucide-react[\\/]/.test(id) && !adminFirstScreen.test(id),
            },
            // What public pages can reach stays split by the pages using it, before the admin group
            // below could take it along as an import of its own modules (build/first-screen-group.ts).
            { name: 'public-lazy', priority: 1, entriesAware: true, test: adminFirstScreen.publicLazy },
            // An admin list's shell, screen and their libraries: ~20 requests before its first rows, not ~50.
            { name: 'admin-first-screen', priority: 0, test: adminFirstScreen.test },
          ],
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
