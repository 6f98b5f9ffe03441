import type { SiteMenuSub } from '@generated/cms-web/client/model/siteMenuSub';
import type { SiteMenuTree } from '@generated/cms-web/client/model/siteMenuTree';
import { CONTENT_ROUTES, CONTENT_SECTIONS, FIRST_CONTENT_SECTION, isContentSection, type ContentSection } from './content-routes';

/**
 * SPEC.md §2: top-level CMS menus with these names hold configuration, footer links or parked
 * entries and are never shown. The CMS may use either language (ARCHITECTURE.md "Readings"), so
 * both names of all three live here, in one place.
 */
export const HIDDEN_TOP_MENU_NAMES = [
  { zh: '配置', en: 'configuration' },
  { zh: '底部菜单', en: 'bottom menu' },
  { zh: '隐藏菜单', en: 'hidden menu' },
] as const;

/** SPEC.md §2: this sort type opens its page in a new window. */
export const NEW_WINDOW_SORT_TYPE = 's-0-2';

export type OpenType = '_self' | '_blank';

/** The search params a content link carries: c-1 menus add `pType=one` (SPEC.md §2). */
export interface ContentSearch {
  pType?: 'one';
}

export interface SiteSubMenu extends SiteMenuSub {
  /** Route of the pair, or null when no route shows this content type. */
  section: ContentSection | null;
  search: ContentSearch;
  /** The computed link, query included, e.g. `/introduce/101?pType=one`. */
  path: string | null;
  openType: OpenType;
}

export interface SiteTopMenu extends Omit<SiteMenuTree, 'subMenus'> {
  visible: boolean;
  subMenus: SiteSubMenu[];
}

export function isHiddenTopMenuName(name: string): boolean {
  const normalised = name.trim().toLowerCase();
  return HIDDEN_TOP_MENU_NAMES.some((hidden) => hidden.zh === normalised || hidden.en === normalised);
}

/**
 * The content route of a (contentType, sortType) pair. c-0 always goes to the first-content page;
 * an unknown sort type falls back to the first route of the same content type, because the
 * content type decides how a page looks and the sort type only which named route shows it.
 */
export function sectionForPair(contentType: string, sortType: string): ContentSection | null {
  if (contentType === 'c-0') return FIRST_CONTENT_SECTION;
  const sameType = CONTENT_SECTIONS.filter((section) => CONTENT_ROUTES[section].contentType === contentType);
  return sameType.find((section) => CONTENT_ROUTES[section].sortType === sortType) ?? sameType[0] ?? null;
}

export function openTypeFor(sortType: string): OpenType {
  return sortType === NEW_WINDOW_SORT_TYPE ? '_blank' : '_self';
}

export function searchFor(contentType: string): ContentSearch {
  return contentType === 'c-1' ? { pType: 'one' } : {};
}

export function contentPath(section: ContentSection, menuId: number, search: ContentSearch = {}): string {
  const query = new URLSearchParams(Object.entries(search)).toString();
  return `/${section}/${menuId}${query ? `?${query}` : ''}`;
}

export function mapSubMenu(sub: SiteMenuSub): SiteSubMenu {
  const section = sectionForPair(sub.contentType, sub.sortType);
  const search = searchFor(sub.contentType);
  return {
    ...sub,
    section,
    search,
    path: section ? contentPath(section, sub.id, search) : null,
    openType: openTypeFor(sub.sortType),
  };
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** The CMS tree with computed links and visibility; sub menus without a route are dropped. */
export function mapSiteMenus(tree: readonly SiteMenuTree[]): SiteTopMenu[] {
  return tree.toSorted(bySort).map((top) => ({
    ...top,
    visible: !isHiddenTopMenuName(top.name),
    subMenus: top.subMenus
      .toSorted(bySort)
      .map(mapSubMenu)
      .filter((sub) => sub.path !== null),
  }));
}

/** What the header shows: visible top menus that have something to open. */
export function headerMenus(menus: readonly SiteTopMenu[]): SiteTopMenu[] {
  return menus.filter((menu) => menu.visible && menu.subMenus.length > 0);
}

/** The visible top menu and sub menu a menu id belongs to (the header's active item, page titles). */
export function findMenu(menus: readonly SiteTopMenu[], menuId: number): { top: SiteTopMenu; sub: SiteSubMenu } | null {
  for (const top of headerMenus(menus)) {
    const sub = top.subMenus.find((candidate) => candidate.id === menuId);
    if (sub) return { top, sub };
  }
  return null;
}

/** The first sub menu that opens a given route (e.g. the home page's news block). */
export function firstMenuOf(menus: readonly SiteTopMenu[], section: ContentSection): SiteSubMenu | null {
  for (const top of headerMenus(menus)) {
    const sub = top.subMenus.find((candidate) => candidate.section === section);
    if (sub) return sub;
  }
  return null;
}

/** The menu id of a content route's pathname (`/company_news/201` → 201), or null for other pages. */
export function menuIdFromPath(pathname: string): number | null {
  const match = /^\/([^/]+)\/(\d+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2] || !isContentSection(match[1])) return null;
  return Number(match[2]);
}
