import { groups } from '@generated/manifest/index';
import type { GroupSummary, ResourceSummary } from '@generated/manifest/types';
import { LANDING_PAGES } from './landing-pages';
import { resourceEntries } from './resources';

/**
 * A screen the shell links to: what the menu, breadcrumbs, Ctrl K and the screen guard know of it.
 * Either a resource's screen (resources.ts) or a group's landing page (landing-pages.ts); both open
 * for whoever may list any of the resources they show (permissions.ts `canOpen`).
 */
export interface ScreenEntry {
  /** The resource's key, or the landing page's. */
  key: string;
  name: string;
  pinyin: string;
  href: string;
  group: GroupSummary;
  /** The resources it shows: its own for a resource's screen, those whose lists a landing page reads. */
  resources: readonly ResourceSummary[];
}

function landingScreens(group: GroupSummary): ScreenEntry[] {
  return LANDING_PAGES.filter((page) => page.group === group.key).map(({ key, name, pinyin, href, resources }) => ({
    key,
    name,
    pinyin,
    href,
    group,
    // A list the spec dropped opens nothing: with none left, the page opens for no one.
    resources: group.resources.filter((r) => (resources as readonly string[]).includes(r.key)),
  }));
}

/** Screens in manifest order: a group's landing page first, then its resources that have a screen. */
export const screenEntries: ScreenEntry[] = groups.flatMap((group) => [
  ...landingScreens(group),
  ...resourceEntries
    .filter((entry) => entry.group === group)
    .map(({ resource, href }) => ({ key: resource.key, name: resource.name, pinyin: resource.pinyin, href, group, resources: [resource] })),
]);

const byHref = new Map(screenEntries.map((entry) => [entry.href, entry]));

/** The screen a `/admin/…` path shows, if any. */
export function findScreen(pathname: string): ScreenEntry | undefined {
  return byHref.get(pathname.replace(/\/+$/, ''));
}
