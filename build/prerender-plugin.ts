import { createServer, type Alias, type Plugin, type PluginOption } from 'vite';
import type { PrerenderedPage, prerenderSitePage } from '../src/app/prerender.tsx';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered.ts';
import { ROUTE_PRELOAD_ATTRIBUTE } from './route-preload-plugin.ts';

/**
 * Pages whose HTML arrives already drawn. A page of this SPA paints nothing until its scripts have
 * loaded and run: on a phone on a slow network that is seconds of a blank screen. For a page whose
 * first screen does not depend on who is looking (/home's hero), the build renders that first
 * screen with React on Node (src/app/prerender.tsx) and writes it into its own copy of index.html,
 * `home.html`. A host that serves `<path>.html` for `<path>` (`vite preview`, nginx with
 * `try_files $uri $uri.html /index.html`) then sends it; any other host sends index.html as before.
 *
 * On such a page the scripts are fetched once the drawn page has painted, not beside the stylesheet:
 * they would share the network with it and push the paint back. The app's entry then loads the route
 * before its first commit, which replaces the drawn page with the same page, live (src/app/main.tsx).
 */

export interface PrerenderOptions {
  /** Paths to draw; each is written to `<path>.html`. */
  paths: string[];
  /** The module (from the project root) whose `prerenderSitePage(path)` draws a page. */
  entry: string;
  /** The chunk files (with the base) a path preloads: the route-preload plugin's `filesFor`. */
  preloadsFor: (path: string) => string[];
  /** Plugins the entry's modules need on Node (JSX). */
  plugins?: PluginOption[];
  /** Only in builds whose env passes. */
  when?: (env: Record<string, unknown>) => boolean;
}

/** Inline in the page: fetches the entry module and its preloads once the drawn page has painted. */
const bootAfterPaint = (src: string, files: string[]) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const elements = [...files.map((href) => ['link', { rel: 'modulepreload', href }] as const), ['script', { type: 'module', src }] as const];
    for (const [tag, properties] of elements) document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
  };
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  }
};

/** Inline in the head: marks the document when no session is stored (storage that throws stores none). */
const markUnlessSignedIn = (key: string, attribute: string) => {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem(key) !== null;
  } catch {
    // No storage, no session.
  }
  if (!signedIn) document.documentElement.setAttribute(attribute, '');
};

const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * index.html turned into a page that arrives drawn:
 * - `markup` inside #root, in an element the app's entry recognises (it waits for the route before
 *   replacing it) that adds no box of its own;
 * - hidden before the first paint when no session is stored: such a visitor is sent to sign in, and
 *   must not see the page flash on the way;
 * - the entry module and every preload (Vite's and the route's) fetched only after that paint, or at
 *   once in a hidden tab (no frames there), or after a second at the latest.
 */
export function prerenderedHtml(indexHtml: string, page: PrerenderedPage & { preloads: string[] }): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(indexHtml);
  if (!entry) throw new Error('index.html has no entry module script');
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const viteLinks = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
  const preloads = [...new Set([...[...indexHtml.matchAll(viteLinks)].map((match) => match[1]!), ...page.preloads])];
  const routePreload = new RegExp(`<script ${ROUTE_PRELOAD_ATTRIBUTE}[^>]*>[\\s\\S]*?</script>\\s*`);
  const hidden = 'data-prerender-hidden';
  // Replacer functions: a `$` in what is inserted is text, not a replacement pattern. The markup goes in
  // last, so that nothing in it can be taken for the tags the other steps look for.
  return indexHtml
    .replace(entry[0], '')
    .replace(viteLinks, '')
    .replace(routePreload, '')
    .replace(
      '</head>',
      () =>
        `  <style>[${hidden}] [${PRERENDERED_ATTRIBUTE}]{display:none!important}</style>\n    <script>(${markUnlessSignedIn.toString()})(${scriptJson(page.sessionKey)},${scriptJson(hidden)})</script>\n  </head>`,
    )
    .replace('</body>', () => `  <script>(${bootAfterPaint.toString()})(${scriptJson(entry[1])},${scriptJson(preloads)})</script>\n  </body>`)
    .replace('<div id="root"></div>', () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} style="display:contents">${page.markup}</div></div>`);
}

export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let alias: Alias[] = [];
  let enabled = true;
  return {
    name: 'edu:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      alias = config.resolve.alias;
      enabled = !config.build.ssr && (options.when?.(config.env) ?? true);
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        if (!enabled) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const indexHtml = String(index.source);
        // The app's modules as Node runs them (no code splitting, no bundle): a throwaway server.
        const server = await createServer({
          configFile: false,
          root,
          mode,
          logLevel: 'error',
          appType: 'custom',
          resolve: { alias },
          plugins: options.plugins,
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const module = (await server.ssrLoadModule(options.entry)) as { prerenderSitePage: typeof prerenderSitePage };
          for (const path of options.paths) {
            const page = await module.prerenderSitePage(path);
            this.emitFile({ type: 'asset', fileName: `${path.replace(/^\//, '')}.html`, source: prerenderedHtml(indexHtml, { ...page, preloads: options.preloadsFor(path) }) });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
