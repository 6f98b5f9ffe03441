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

const byKey = new Map(resourceEntries.map((entry) => [entry.resource.key, entry]));

/** The resource of a key (a reference's target, `x-ref`), when it has a screen. */
export const resourceEntry = (key: string): ResourceEntry | undefined => byKey.get(key);

/**
 * Whether a resource's records have pages of their own: it has a screen and a detail operation (one
 * record is asked by its id). Its records are then linked wherever they are named.
 */
export const hasRecordPages = (resource: Pick<ResourceSummary, 'key' | 'kinds'>) => resource.kinds.includes('detail') && byKey.has(resource.key);

/**
 * A record's page: its resource's screen address and the record's id, `/admin/ums/promote/clue/12`.
 * Ids are the spec's int64s, so the last segment is all digits, which no resource's name is (a
 * nested resource such as `…/outboundCall/record` is a word): the two never meet.
 */
export function recordHref(resource: Pick<ResourceSummary, 'basePath'>, id: number | string): string {
  return `${resourceHref(resource)}/${encodeURIComponent(String(id))}`;
}

export interface RecordEntry extends ResourceEntry {
  /** The record's id as the path holds it (digits). */
  id: string;
}

/** The record whose page a `/admin/…` path shows, if any. A resource's own screen always wins. */
export function findRecord(pathname: string): RecordEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (byHref.has(path)) return undefined;
  const match = /^(.+)\/(\d{1,19})$/.exec(path);
  const entry = match ? byHref.get(match[1] as string) : undefined;
  if (!match || !entry || !hasRecordPages(entry.resource)) return undefined;
  return { ...entry, id: match[2] as string };
}
