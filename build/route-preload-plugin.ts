import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * One wave of chunks on a cold load. Without this, a page's code arrives in waves: the entry, then
 * (once it has run and the router has matched) the route's split chunks, then what their loaders
 * import. At build time this plugin knows every route file's chunks and everything they import, so
 * it writes a route → chunks map into index.html with a few lines that preload the current URL's
 * chunks beside the entry (`<link rel="modulepreload">`): they are in the cache when the router asks.
 */

/** Chunks a URL needs beyond its route files': e.g. a loader's dynamic imports that depend on the URL. */
export interface PreloadExtra {
  /** Tested against `location.pathname`; its groups fill `$1`, `$2`… in `modules`. */
  url: RegExp;
  /** Source modules (relative to the project root) whose chunks to preload. */
  modules?: string[];
  /** Chunks by their name (a `codeSplitting` group's name). */
  chunks?: string[];
  /** Only in builds whose env passes (e.g. the mock build's `VITE_API_MOCK`). */
  when?: (env: Record<string, unknown>) => boolean;
}

export interface RoutePreloadOptions {
  /** Where TanStack Router's file routes live, relative to the project root. */
  routesDir: string;
  extras: PreloadExtra[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL pattern of a route file, in TanStack Router's file conventions: `(group)` folders and
 * `_pathless` segments add nothing, `.` separates segments like `/`, `index` is the folder itself,
 * `$name` is one segment and a lone `$` the rest of the path. Layout files (`_shell.tsx`) have none.
 */
export function routePattern(file: string): string | undefined {
  const parts = file
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((part) => !/^\(.*\)$/.test(part));
  const leaf = parts.at(-1);
  if (leaf === '__root' || (leaf?.startsWith('_') && leaf !== '_')) return undefined;
  const segments = parts.filter((part) => !part.startsWith('_') && part !== 'index');
  const body = segments.map((part) => (part === '$' ? '/.*' : part.startsWith('$') ? '/[^/]+' : `/${escape(part)}`)).join('');
  return `^${body || ''}/?$`;
}

/** The layout files a route file renders inside: `__root`, then each folder's own file, outermost first. */
export function routeParents(file: string, exists: (file: string) => boolean): string[] {
  const parents = ['__root.tsx'];
  const folders = file.split('/').slice(0, -1);
  for (let i = 1; i <= folders.length; i++) {
    const layout = `${folders.slice(0, i).join('/')}.tsx`;
    if (exists(layout)) parents.push(layout);
  }
  return parents;
}

/** Static routes first, then those with parameters, then splats: the order the router prefers them in. */
const rank = (pattern: string) => (pattern.includes('.*') ? 2 : pattern.includes('[^/]+') ? 1 : 0);

export interface PreloadMap {
  /** Chunk file names. */
  files: string[];
  /** [URL pattern, chunk indices], in match order: the first match is the page. */
  routes: [string, number[]][];
  /** [URL pattern, module templates, chunk indices]: added for every match. */
  extras: [string, string[], number[]][];
  /** Module → chunk indices, for the templates. */
  modules: Record<string, number[]>;
}

export function preloadMap(bundle: OutputBundle, root: string, options: RoutePreloadOptions): PreloadMap {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  // What the entry imports statically is preloaded by Vite's own links already.
  const loaded = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || loaded.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  if (entry) {
    const initial = new Set<string>();
    closure(entry.fileName, initial);
    for (const file of initial) loaded.add(file);
  }
  const moduleOf = (id: string) => relative(root, id.split('?')[0]!).replaceAll('\\', '/');
  const chunksOfModule = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const module = moduleOf(id);
      const set = chunksOfModule.get(module) ?? new Set<string>();
      set.add(chunk.fileName);
      chunksOfModule.set(module, set);
    }
  }
  const files: string[] = [];
  const index = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const indices = (modules: Iterable<string>) => {
    const wanted = new Set<string>();
    for (const module of modules) for (const file of chunksOfModule.get(module) ?? []) closure(file, wanted);
    return [...wanted].map(index).toSorted((a, b) => a - b);
  };

  const routeFiles = [...chunksOfModule.keys()].filter((module) => module.startsWith(`${options.routesDir}/`)).map((module) => module.slice(options.routesDir.length + 1));
  const known = new Set(routeFiles);
  const routes = routeFiles
    .map((file) => ({ file, pattern: routePattern(file) }))
    .filter((route): route is { file: string; pattern: string } => route.pattern !== undefined)
    .toSorted((a, b) => rank(a.pattern) - rank(b.pattern) || b.pattern.length - a.pattern.length)
    .map(({ file, pattern }): [string, number[]] => [pattern, indices([...routeParents(file, (f) => known.has(f)), file].map((f) => `${options.routesDir}/${f}`))]);

  const modules: Record<string, number[]> = {};
  const extras = options.extras.map(({ url, modules: templates = [], chunks: names = [] }): [string, string[], number[]] => {
    // Every module a template can name is listed, with its chunks.
    const template = templates.map((t) => new RegExp(`^${escape(t).replace(/\\\$\d/g, '[^/]+')}$`));
    for (const module of chunksOfModule.keys()) if (template.some((t) => t.test(module))) modules[module] = indices([module]);
    const named = chunks.filter((chunk) => names.includes(chunk.name)).map((chunk) => chunk.fileName);
    const wanted = new Set<string>();
    for (const file of named) closure(file, wanted);
    return [url.source, templates, [...wanted].map(index)];
  });
  return { files, routes, extras, modules };
}

/**
 * The chunk files a URL's path needs: those of the first route matching it, and of every extra that
 * matches. Self-contained (no outside names), so that the inline script can carry its source.
 */
export function chunksFor(m: PreloadMap, path: string): string[] {
  const wanted = new Set<number>();
  const route = m.routes.find(([pattern]) => new RegExp(pattern).test(path));
  for (const i of route?.[1] ?? []) wanted.add(i);
  for (const [pattern, templates, own] of m.extras) {
    const match = new RegExp(pattern).exec(path);
    if (!match) continue;
    for (const i of own) wanted.add(i);
    for (const t of templates) for (const i of m.modules[t.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '')] ?? []) wanted.add(i);
  }
  return [...wanted].map((i) => m.files[i]!);
}

/** Inline in index.html: one `<link rel="modulepreload">` per chunk file. */
const addPreloads = (files: string[], prefix: string) => {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = prefix + file;
    document.head.appendChild(link);
  }
};

/**
 * The inline script: preloads the chunks of the current URL (`chunksFor`). It runs before the entry
 * module is fetched, and does nothing a failed preload could break.
 */
export function preloadScript(map: PreloadMap, base: string): string {
  return `(${addPreloads.toString()})((${chunksFor.toString()})(${JSON.stringify(map)},location.pathname),${JSON.stringify(base)})`;
}

/** Tags the inline script, so that a page written from index.html later (build/prerender-plugin.ts) can find it. */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

export interface RoutePreloadApi {
  /** The chunk files (with the base) a path preloads in this build; empty before index.html is written. */
  filesFor(path: string): string[];
}

export function routePreloadPlugin(options: RoutePreloadOptions): Plugin & { api: RoutePreloadApi } {
  let map: PreloadMap | undefined;
  let root = process.cwd();
  let base = '/';
  let env: Record<string, unknown> = {};
  return {
    name: 'edu:route-preload',
    apply: 'build',
    api: { filesFor: (path) => (map ? chunksFor(map, path).map((file) => base + file) : []) },
    configResolved(config) {
      root = config.root;
      base = config.base;
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const extras = options.extras.filter((extra) => extra.when?.(env) ?? true);
        map = preloadMap(context.bundle as unknown as OutputBundle, root, { ...options, extras });
        return [{ tag: 'script', attrs: { [ROUTE_PRELOAD_ATTRIBUTE]: true }, children: preloadScript(map, base), injectTo: 'head-prepend' }];
      },
    },
  };
}
