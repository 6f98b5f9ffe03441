import { createServer, type Alias, type Plugin, type PluginOption } from 'vite';
import type { PRERENDERED_PATHS, PrerenderedPage, prerenderPage } from '../src/app/prerender.tsx';

/**
 * /home arrives drawn: the build renders its first screen with React on Node (src/app/prerender.tsx)
 * and writes it into its own copy of index.html, `home.html`. A host that serves `<path>.html` for
 * `<path>` (`vite preview`, nginx with `try_files $uri $uri.html /index.html`) sends it; any other
 * host sends index.html as before. The app's entry loads the route before its first commit, which
 * replaces the drawn page with the same page, live (src/app/main.tsx).
 *
 * No inline script (the pages run under `Content-Security-Policy: script-src 'self'`): the one check
 * the drawn page needs before it paints, "is a visitor signed in here?", is a small classic script
 * file of its own. The drawn markup shows only when it says yes: without a session (or when the
 * script does not load) it stays hidden, and the app starts as on any other page, sending the
 * visitor to sign in without the page flashing on the way.
 */

/** Marks the element inside #root that holds the drawn page; src/app/main.tsx looks for it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the gate script when a visitor is signed in: only then does the drawn page show. */
export const SHOWN_ATTRIBUTE = 'data-prerender-shown';

/** The gate: runs before the drawn page paints (a classic script in the head blocks the parser, as it must). */
export const gateScript = (sessionKey: string) => `(function () {
  var signedIn = false;
  try {
    signedIn = localStorage.getItem(${JSON.stringify(sessionKey)}) !== null;
  } catch (error) {
    // No storage here: nobody can be signed in.
  }
  if (signedIn) document.documentElement.setAttribute(${JSON.stringify(SHOWN_ATTRIBUTE)}, '');
})();
`;

/** index.html with `markup` drawn into #root, its gate script (at `gateSrc`) and the rule that hides it. */
export function prerenderedHtml(indexHtml: string, markup: string, gateSrc: string): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!indexHtml.includes('</title>')) throw new Error('index.html has no <title>');
  // Replacer functions: a `$` in what is inserted is text, not a replacement pattern. The markup goes in
  // last, so that nothing in it can be taken for the tags the other steps look for.
  return indexHtml
    .replace(
      '</title>',
      () => `</title>\n    <script src="${gateSrc}"></script>\n    <style>:root:not([${SHOWN_ATTRIBUTE}]) [${PRERENDERED_ATTRIBUTE}]{display:none!important}</style>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} style="display:contents">${markup}</div></div>`);
}

export interface PrerenderOptions {
  /** The module (from the project root) whose `prerenderPage(path)` draws one of its `PRERENDERED_PATHS`. */
  entry: string;
  /** Plugins the entry's modules need on Node (JSX). */
  plugins?: PluginOption[];
  /** Only in builds whose env passes. */
  when?: (env: Record<string, unknown>) => boolean;
}

export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let base = '/';
  let alias: Alias[] = [];
  let enabled = true;
  return {
    name: 'edu:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
      alias = config.resolve.alias;
      enabled = !config.build.ssr && (options.when?.(config.env) ?? true);
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        if (!enabled) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
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
          const module = (await server.ssrLoadModule(options.entry)) as { prerenderPage: typeof prerenderPage; PRERENDERED_PATHS: typeof PRERENDERED_PATHS };
          for (const path of module.PRERENDERED_PATHS) {
            const page: PrerenderedPage = await module.prerenderPage(path);
            const gate = this.getFileName(this.emitFile({ type: 'asset', name: 'drawn-page-gate.js', source: gateScript(page.sessionKey) }));
            this.emitFile({ type: 'asset', fileName: `${path.replace(/^\//, '')}.html`, source: prerenderedHtml(String(index.source), page.markup, `${base}${gate}`) });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
