import { queryOptions } from '@tanstack/react-query';
import {
  cmsWebSiteContentDetailsForClient,
  cmsWebSiteContentListForClient,
  cmsWebSiteMenuListForClient,
  getCmsWebSiteMenuListForClientQueryKey,
} from '@generated/cms-web/client/cms-web';
import type { SiteContentArticle } from '@generated/cms-web/client/model/siteContentArticle';
import type { SiteContentBrief } from '@generated/cms-web/client/model/siteContentBrief';
import { PLATFORM } from '@/api/platform';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { mapSiteMenus } from './menu-mapping';

const MENU_PARAMS = { platform: PLATFORM.companyWebsite };

/** The CMS menu tree with computed links (SPEC.md §2); menus change rarely, so it is kept a while. */
export const siteMenusQuery = queryOptions({
  queryKey: getCmsWebSiteMenuListForClientQueryKey(MENU_PARAMS),
  queryFn: async ({ signal }) => mapSiteMenus((await cmsWebSiteMenuListForClient(MENU_PARAMS, undefined, signal)).data ?? []),
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
      const briefs = list.data?.pageList ?? [];
      const details = await Promise.all(
        briefs.map((brief) =>
          cmsWebSiteContentDetailsForClient({ id: brief.id }, { message: false }, signal).then(
            (result) => result.data,
            () => undefined,
          ),
        ),
      );
      return { items: briefs.map((brief, index) => ({ ...brief, ...details[index] })), total: list.data?.total ?? 0 };
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
      (await cmsWebSiteContentListForClient({ menuId, pageNum: 1, pageSize: count }, undefined, signal)).data?.pageList ?? [],
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
        articleId = first.data?.pageList[0]?.id;
        if (articleId === undefined) return null;
      }
      return (await cmsWebSiteContentDetailsForClient({ id: articleId }, undefined, signal)).data ?? null;
    },
  });
}
