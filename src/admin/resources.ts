import { groups } from '@generated/manifest/index';
import type { GroupSummary, ResourceSummary } from '@generated/manifest/types';
import { hasRefinement } from './resource/refinement';

/**
 * Screen URLs mirror the API: the resource served under `…/bms/system/admin` is managed at `/admin/bms/system/admin`,
 * so a screen's address is derived from the spec and never written by hand.
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
 * A group's landing page (the statistics group's 统计看板) is a screen of its own, first in the
 * group's menu, shown to whoever may open any of the lists it draws on. It is an entry like a
 * resource's, so the menu, breadcrumbs, Ctrl K and the screen guard treat it as one.
 */
export const LANDING_PAGES = [
  {
    group: 'bms-statistics',
    key: 'bmsStatisticsOverview',
    name: '统计看板',
    pinyin: 'tjkb tongjikanban',
    /** The statistics resources its charts read (src/admin/statistics/overview-charts.ts). */
    resources: [
      'bmsStatisticsEnroll',
      'bmsStatisticsStatisticsDepartment',
      'bmsStatisticsEnrollTargetDepartment',
      'bmsStatisticsStatisticsClassification',
      'bmsStatisticsContinue',
      'bmsStatisticsClueActivate',
    ],
  },
] as const;

function landingEntries(group: GroupSummary): ResourceEntry[] {
  return LANDING_PAGES.filter((page) => page.group === group.key).map((page) => {
    const used = group.resources.filter((r) => (page.resources as readonly string[]).includes(r.key));
    const resource: ResourceSummary = {
      key: page.key,
      name: page.name,
      basePath: group.resources[0]?.basePath.replace(/\/[^/]+$/, '') ?? '',
      kinds: [],
      permissions: used.flatMap((r) => r.permissions.filter((p) => p.endsWith(':list') || p.endsWith('List'))),
      pinyin: page.pinyin,
    };
    return { group, resource, href: resourceHref(resource) };
  });
}

/** Screens in manifest order: a group's landing page first, then its resources that have a screen. */
export const resourceEntries: ResourceEntry[] = groups.flatMap((group) => [
  ...landingEntries(group),
  ...group.resources.filter(hasScreen).map((resource) => ({ group, resource, href: resourceHref(resource) })),
]);

const byHref = new Map(resourceEntries.map((entry) => [entry.href, entry]));

/** The resource a `/admin/…` path shows, if any. */
export function findResource(pathname: string): ResourceEntry | undefined {
  return byHref.get(pathname.replace(/\/+$/, ''));
}
