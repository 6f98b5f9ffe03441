import type { RequestHandler } from 'msw';
import { groups, loadGroup } from '@generated/manifest/index';
import type { GroupMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { HandlerIndex } from './handler-index';

/** One group's generated code, loaded only when a request for it arrives (keeps worker start light). */
export interface GroupModules {
  meta: GroupMeta;
  /**
   * Orval's generated answers (its MSW module's `getMock()` handlers by method and path), loaded by
   * the first request the store does not answer: a group's module is up to ~90 kB, and a list never
   * needs it.
   */
  generated: () => Promise<HandlerIndex>;
  /**
   * Orval's zod module (`<Op>Body`, `<Op>Response`, …), loaded by the first request that has a body
   * to check: building a group's schemas would otherwise delay the first list answer of a cold load.
   */
  zod: () => Promise<Record<string, unknown>>;
}

const mswModules = import.meta.glob<{ getMock: () => RequestHandler[] }>('../../generated/*/client/*.msw.ts');
const zodModules = import.meta.glob<Record<string, unknown>>('../../generated/*/zod/*.zod.ts');
const cache = new Map<string, Promise<GroupModules>>();

export function groupModules(key: string): Promise<GroupModules> {
  let loading = cache.get(key);
  if (!loading) {
    const meta = loadGroup[key];
    const msw = mswModules[`../../generated/${key}/client/${key}.msw.ts`];
    const zod = zodModules[`../../generated/${key}/zod/${key}.zod.ts`];
    if (!meta || !msw || !zod) return Promise.reject(new Error(`no generated code for group ${key}`));
    let generated: Promise<HandlerIndex> | undefined;
    loading = meta().then((m) => ({ meta: m, generated: () => (generated ??= msw().then((module) => new HandlerIndex(module.getMock()))), zod }));
    cache.set(key, loading);
  }
  return loading;
}

/** Longest base path first, so `/x/enroll/member` wins over `/x/enroll`. */
const bases = groups.flatMap((g) => g.resources.map((r) => ({ group: g.key, resource: r.key, basePath: r.basePath }))).toSorted((a, b) => b.basePath.length - a.basePath.length);

export interface Located {
  modules: GroupModules;
  resource: ResourceMeta;
  operation: OperationMeta;
}

/** The spec operation a request is for, or undefined when no spec describes it. */
export async function locate(method: string, path: string): Promise<Located | undefined> {
  for (const base of bases) {
    if (path !== base.basePath && !path.startsWith(`${base.basePath}/`)) continue;
    const modules = await groupModules(base.group);
    const resource = modules.meta.resources.find((r) => r.key === base.resource);
    const operation = resource?.operations.find((o) => o.path === path && o.method === method);
    if (resource && operation) return { modules, resource, operation };
  }
  return undefined;
}
