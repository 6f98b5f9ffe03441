import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One chunk for what a cold back-office list needs and no public page loads. Left to the automatic
 * split, those modules were ~35 chunks of 0.1–12 kB, one per set of lazy routes using them: an admin
 * list's first rows waited for ~50 requests, six at a time over HTTP/1.1, and Lighthouse's
 * simulation pays a round trip for each. Grouped, the list needs ~20.
 *
 * Rolldown puts a grouped module's dependencies into its group too (`includeDependenciesRecursively`,
 * which keeps chunks acyclic). So two sets come out of the module graph, once the build has read it:
 * - `members`: what the `roots` reach through static imports, less what the entry loads anyway and
 *   less what a public page can reach, even through a lazy import: a public page never loads the
 *   group, and a public page's lazy dialog never pulls it in;
 * - `publicLazy`: what a public page can reach and the entry does not load. Captured first, by a group
 *   of higher priority split by the routes that use them (as the automatic split does), they stay
 *   out of the admin chunk when an admin module imports them.
 */
export interface FirstScreenGroupOptions {
  /** Modules, by their path from the project root whatever their `?query` (`?tsr-split=…`): the group is what they import statically. */
  roots: RegExp;
  /** Modules of public pages, matched the same way. */
  publicRoots: RegExp;
}

/** The parts of Rollup's plugin context the graph is read through. */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string> | string[];
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface FirstScreenSets {
  members: Set<string>;
  publicLazy: Set<string>;
}

export function firstScreenSets(graph: ModuleGraph, root: string, options: FirstScreenGroupOptions): FirstScreenSets {
  const ids = [...graph.getModuleIds()];
  const matching = (pattern: RegExp) => ids.filter((id) => pattern.test(relative(root, id.split('?')[0]!).replaceAll('\\', '/')));
  const reach = (from: string[], lazily: boolean) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      if (lazily) stack.push(...info.dynamicallyImportedIds);
    }
    return seen;
  };
  const initial = reach(
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
    false,
  );
  const open = reach(matching(options.publicRoots), true);
  const publicLazy = new Set([...open].filter((id) => !initial.has(id)));
  const members = new Set([...reach(matching(options.roots), false)].filter((id) => !initial.has(id) && !open.has(id)));
  return { members, publicLazy };
}

/** The plugin that reads the graph, and the `test`s of the two code-splitting groups (see above). */
export function firstScreenGroup(options: FirstScreenGroupOptions): { plugin: Plugin; test: (id: string) => boolean; publicLazy: (id: string) => boolean } {
  let sets: FirstScreenSets = { members: new Set(), publicLazy: new Set() };
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'edu:first-screen-group',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      sets = firstScreenSets(this, root, options);
    },
  };
  return { plugin, test: (id) => sets.members.has(id), publicLazy: (id) => sets.publicLazy.has(id) };
}
