import { groups } from '@generated/manifest/index';
import type { GroupSummary, ResourceSummary } from '@generated/manifest/types';
import { hasRefinement } from './resource/refinement';

/**
 * A resource's screen URL mirrors the API: the resource served under `…/bms/system/admin` is managed at
 * `/admin/bms/system/admin`, so its address is derived from the spec and never written by hand.
 */
export function resourceHref(resource: Pick<ResourceSummary, 'basePath'>): string {
  return resource.basePath.replace(/^\/api\//, '/admin/');
}

export interface ResourceEntry {
  group: GroupSummary;
  resource: ResourceSummary;
  href: string;
}

/**
 * Whether a resource has a screen: the generic one needs a list; a resource without one (a sync, a
 * cache, a permission editor) has the screen its refinement file brings (refinement.ts).
 */
export const hasScreen = (resource: Pick<ResourceSummary, 'key' | 'kinds'>) => resource.kinds.includes('list') || hasRefinement(resource.key);

/**
 * The resources that have a screen, in manifest order. Only resources: a group's landing page is a
 * screen but no resource (landing-pages.ts); screens.ts lists both for the shell.
 */
export const resourceEntries: ResourceEntry[] = groups.flatMap((group) => group.resources.filter(hasScreen).map((resource) => ({ group, resource, href: resourceHref(resource) })));

const byHref = new Map(resourceEntries.map((entry) => [entry.href, entry]));

/** The resource whose screen a `/admin/…` path shows, if any (a landing page's path shows none). */
export function findResource(pathname: string): ResourceEntry | undefined {
  return byHref.get(pathname.replace(/\/+$/, ''));
}
