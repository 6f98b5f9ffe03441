import type { QueryClient } from '@tanstack/react-query';
import { FIRST_CONTENT_SECTION, type ContentSection } from './content-routes';
import { articleQuery, contentPageQuery, siteMenusQuery } from './site-queries';

/**
 * The loader's half of a content route. Kept apart from the views: route loaders are not code-split,
 * so whatever this file imports is loaded with the app's first screen.
 */
export interface ContentRouteSearch {
  page?: number;
  pType?: 'one';
  id?: number;
}

/** A content route shows one article (the first-content route, single pages, an asked-for id) or a list. */
export function showsArticle(section: ContentSection, search: ContentRouteSearch): boolean {
  return section === FIRST_CONTENT_SECTION || search.pType === 'one' || search.id !== undefined;
}

/** Loads what the page's views then read with useSuspenseQuery, through the same query options. */
export function loadContent(queryClient: QueryClient, section: ContentSection, menuId: number, search: ContentRouteSearch) {
  // The banner and the sibling links name the page from the menus: asked beside the content, not awaited.
  void queryClient.prefetchQuery(siteMenusQuery);
  return showsArticle(section, search) ? queryClient.ensureQueryData(articleQuery(menuId, search.id)) : queryClient.ensureQueryData(contentPageQuery(menuId, search.page ?? 1));
}
