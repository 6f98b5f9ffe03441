import { queryOptions } from '@tanstack/react-query';
import {
  cmsWebSiteContentDetailsForClient,
  cmsWebSiteContentListForClient,
  cmsWebSiteMenuListForClient,
  getCmsWebSiteMenuListForClientQueryKey,
} from '@generated/cms-web/client/cms-web';
import type { SiteContentArticle } from '@generated/cms-web/client/model/siteContentArticle';
import type { SiteContentBrief } from '@generated/cms-web/client/model/siteContentBrief';
import type { SiteMenuTree } from '@generated/cms-web/client/model/siteMenuTree';
import type { SiteMenuSub } from '@generated/cms-web/client/model/siteMenuSub';
import { readPage, readRecord, readRecords } from '@/api/answer-shape';
import { PLATFORM } from '@/api/platform';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { mapSiteMenus } from './menu-mapping';

const MENU_PARAMS = { platform: PLATFORM.companyWebsite };

/** SPEC.md §7: the menu list with subMenus (a menu without any has none). */
function readMenuTree(data: unknown): SiteMenuTree[] {
  return readRecords<SiteMenuTree>(data).map((top) => ({ ...top, subMenus: readRecords<SiteMenuSub>(top.subMenus) }));
}

/** The CMS menu tree with computed links (SPEC.md §2); menus change rarely, so it is kept a while. */
export const siteMenusQuery = queryOptions({
  queryKey: getCmsWebSiteMenuListForClientQueryKey(MENU_PARAMS),
  queryFn: async ({ signal }) => mapSiteMenus(readMenuTree((await cmsWebSiteMenuListForClient(MENU_PARAMS, undefined, signal)).data)),
  staleTime: 5 * 60_000,
});

/** SPEC.md §3: a list item is its brief plus the fields of its detail. */
export type ContentItem = SiteContentBrief & Partial<SiteContentArticle>;

export interface ContentPage {
  items: ContentItem[];
  total: number;
}

/** One page of a menu's contents, each item merged with its detail (a missing detail keeps the brief). */
export function contentPageQuery(menuId: number, page: number) {
  return queryOptions({
    queryKey: ['site', 'content-page', menuId, page, DEFAULT_PAGE_SIZE],
    queryFn: async ({ signal }): Promise<ContentPage> => {
      const list = await cmsWebSiteContentListForClient({ menuId, pageNum: page, pageSize: DEFAULT_PAGE_SIZE }, undefined, signal);
      const { rows: briefs, total } = readPage<SiteContentBrief>(list.data, { pageSize: DEFAULT_PAGE_SIZE });
      const details = await Promise.all(
        briefs.map((brief) =>
          cmsWebSiteContentDetailsForClient({ id: brief.id }, { message: false }, signal).then(
            (result) => readRecord<SiteContentArticle>(result.data) ?? undefined,
            () => undefined,
          ),
        ),
      );
      return { items: briefs.map((brief, index) => ({ ...brief, ...details[index] })), total };
    },
  });
}

/**
 * A menu's latest items as their briefs (title, summary, date): one call. What the home page's news
 * block shows needs nothing from the details, which `contentPageQuery` fetches one call per item.
 */
export function contentBriefsQuery(menuId: number, count: number) {
  return queryOptions({
    queryKey: ['site', 'content-briefs', menuId, count],
    queryFn: async ({ signal }): Promise<SiteContentBrief[]> =>
      readPage<SiteContentBrief>((await cmsWebSiteContentListForClient({ menuId, pageNum: 1, pageSize: count }, undefined, signal)).data, { pageSize: count }).rows,
  });
}

/**
 * One article of a menu: the asked-for id, otherwise the menu's first content (SPEC.md §2, c-0 and
 * single pages). Null when the menu has no content yet.
 */
export function articleQuery(menuId: number, id: number | undefined) {
  return queryOptions({
    queryKey: ['site', 'article', menuId, id ?? 'first'],
    queryFn: async ({ signal }): Promise<SiteContentArticle | null> => {
      let articleId = id;
      if (articleId === undefined) {
        const first = await cmsWebSiteContentListForClient({ menuId, pageNum: 1, pageSize: 1 }, undefined, signal);
        articleId = readPage<SiteContentBrief>(first.data, { pageSize: 1 }).rows[0]?.id;
        if (articleId === undefined) return null;
      }
      return readRecord<SiteContentArticle>((await cmsWebSiteContentDetailsForClient({ id: articleId }, undefined, signal)).data);
    },
  });
}
