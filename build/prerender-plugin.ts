import { createServer, type Alias, type Plugin, type PluginOption } from 'vite';
import type { DrawnFor, PrerenderedPage, prerenderPage, prerenderPaths } from '../src/app/prerender.tsx';
import { DRAWN_PAGE_HIDDEN_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/lib/drawn-page.ts';
import { ROUTE_PRELOAD_ATTRIBUTE } from './route-preload-plugin.ts';

/**
 * Pages whose HTML arrives already drawn. A page of this SPA paints nothing until its scripts have
 * loaded and run: on a phone on a slow network that is seconds of a blank screen. For a page whose
 * first screen does not depend on who is looking (/home's hero, a back-office list's filters and
 * columns), the build renders that first screen with React on Node (src/app/prerender.tsx) and writes
 * it into its own copy of index.html, `home.html`, `admin/ums/promote/admissionsClue.html`…. A host that serves `<path>.html` for `<path>` (`vite preview`, nginx with
 * `try_files $uri $uri.html /index.html`) then sends it; any other host sends index.html as before.
 *
 * On such a page the scripts are fetched once the drawn page has painted, not beside the stylesheet:
 * they would share the network with it and push the paint back. The app's entry then loads the route
 * before its first commit, which replaces the drawn page with the same page, live (src/app/main.tsx).
 */

export interface PrerenderOptions {
  /** The module (from the project root) whose `prerenderPaths()` names the paths to draw and `prerenderPage(path)` draws one; each is written to `<path>.html`. */
  entry: string;
  /** The chunk files (with the base) a path preloads: the route-preload plugin's `filesFor`. */
  preloadsFor: (path: string) => string[];
  /** Plugins the entry's modules need on Node (JSX). */
  plugins?: PluginOption[];
  /** Only in builds whose env passes. */
  when?: (env: Record<string, unknown>) => boolean;
}

/**
 * Inline at the top of the head. The page is shown only when it was drawn for this visit: a session is
 * stored (storage that throws stores none) and the screen matches the page's media query; otherwise
 * `<html>` is marked, which hides the drawn markup before it paints. The entry module and its preloads
 * are then fetched once the drawn page has painted, or at once when there is nothing to paint first
 * (a hidden tab, a page hidden from this visit): from here, as early as index.html would.
 */
const bootDrawnPage = (drawnFor: DrawnFor, hidden: string, src: string, files: string[]) => {
  const sessionStored = () => {
    try {
      let key: string | undefined = drawnFor.storageKey;
      if (drawnFor.idCookie) {
        const name = `${drawnFor.idCookie}=`;
        const cookie = document.cookie.split('; ').find((c) => c.startsWith(name));
        const id: unknown = cookie === undefined ? undefined : (JSON.parse(decodeURIComponent(cookie.slice(name.length))) as { id?: unknown } | null)?.id;
        key = typeof id === 'number' ? key + String(id) : undefined;
      }
      return key !== undefined && localStorage.getItem(key) !== null;
    } catch {
      // No storage, or a cookie that is not ours to read: no session.
      return false;
    }
  };
  // The screen first: matching it costs nothing, while reading the cookie waits on the browser's cookie store.
  const shown = (drawnFor.media === undefined || matchMedia(drawnFor.media).matches) && sessionStored();
  if (!shown) document.documentElement.setAttribute(hidden, '');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry first, as index.html has it: each element starts its request at once, and a host allows
    // the browser a few connections at a time.
    const elements = [['script', { type: 'module', src }] as const, ...files.map((href) => ['link', { rel: 'modulepreload', href }] as const)];
    for (const [tag, properties] of elements) document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
  };
  if (!shown || document.visibilityState === 'hidden') start();
  else {
    // Once the page's content is on screen: its paint entry is reported after that frame is presented,
    // which on a large drawn page comes well after the next animation frame (the only signal without
    // paint timing) and after the first paint, which may be the background alone.
    if (PerformanceObserver.supportedEntryTypes.includes('paint'))
      new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length > 0 && setTimeout(start, 0)).observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  }
};

const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * index.html turned into a page that arrives drawn:
 * - `markup` inside #root, in an element the app's entry recognises (it waits for the route before
 *   replacing it) that adds no box of its own, and that is inert when the markup has form fields;
 * - hidden before the first paint when no session is stored (such a visitor is sent to sign in, and
 *   must not see the page flash on the way), or the screen does not match the page's media query;
 * - the entry module and every preload (Vite's and the route's) fetched only after that paint, or at
 *   once in a hidden tab (no frames there) or when the page is hidden, or after a second at the latest.
 */
export function prerenderedHtml(indexHtml: string, page: PrerenderedPage & { preloads: string[] }): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(indexHtml);
  if (!entry) throw new Error('index.html has no entry module script');
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const viteLinks = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
  const preloads = [...new Set([...[...indexHtml.matchAll(viteLinks)].map((match) => match[1]!), ...page.preloads])];
  const routePreload = new RegExp(`<script ${ROUTE_PRELOAD_ATTRIBUTE}[^>]*>[\\s\\S]*?</script>\\s*`);
  const hidden = DRAWN_PAGE_HIDDEN_ATTRIBUTE;
  // What is typed into a drawn field would be lost when the app replaces the page: a page with fields
  // (a list's filters) takes no input until then. Its links and scrolling are another matter (/home).
  const inert = /<(input|textarea|select)\b/i.test(page.markup) ? ' inert' : '';
  // Replacer functions: a `$` in what is inserted is text, not a replacement pattern. The markup goes in
  // last, so that nothing in it can be taken for the tags the other steps look for.
  // The boot script takes the route preload script's place at the top of the head: an inline script after
  // the stylesheet would wait for it, and so would a visit the drawn page is hidden from.
  if (!routePreload.test(indexHtml)) throw new Error('index.html has no route preload script');
  // Where the page's media query hides it, nothing waits for a paint: there the entry and Vite's preloads
  // stay where the preload scanner finds them, as in index.html, which a script could only start later.
  const elsewhere = page.drawnFor.media && `not all and ${page.drawnFor.media}`.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const onlyElsewhere = (href: string) => (elsewhere ? `<link rel="modulepreload" media="${elsewhere}" crossorigin href="${href}">\n    ` : '');
  return indexHtml
    .replace(entry[0], () => onlyElsewhere(entry[1]!))
    .replace(viteLinks, (_link, href: string) => onlyElsewhere(href))
    .replace(
      routePreload,
      () =>
        `<style>[${hidden}] [${PRERENDERED_ATTRIBUTE}]{display:none!important}</style>\n    <script>(${bootDrawnPage.toString()})(${[page.drawnFor, hidden, entry[1], preloads].map(scriptJson).join(',')})</script>\n    `,
    )
    .replace('<div id="root"></div>', () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} style="display:contents"${inert}>${page.markup}</div></div>`);
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
          const module = (await server.ssrLoadModule(options.entry)) as { prerenderPage: typeof prerenderPage; prerenderPaths: typeof prerenderPaths };
          for (const path of module.prerenderPaths()) {
            const page = await module.prerenderPage(path);
            this.emitFile({ type: 'asset', fileName: `${path.replace(/^\//, '')}.html`, source: prerenderedHtml(indexHtml, { ...page, preloads: options.preloadsFor(path) }) });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
