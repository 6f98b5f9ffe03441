import { ArticleView } from './article-view';
import { showsArticle, type ContentRouteSearch } from './content-loader';
import { ContentListView } from './content-list-view';
import { CONTENT_ROUTES, FIRST_CONTENT_SECTION, type ContentSection } from './content-routes';
import { ContentShell } from './content-shell';

/** A menu-driven content route (SPEC.md §2): one article, or the menu's list with its pager. */
export function ContentPage({ section, menuId, search }: { section: ContentSection; menuId: number; search: ContentRouteSearch }) {
  return (
    <ContentShell section={section} menuId={menuId}>
      {showsArticle(section, search) ? (
        <ArticleView menuId={menuId} id={search.id} backToList={search.id !== undefined && section !== FIRST_CONTENT_SECTION} />
      ) : (
        <ContentListView section={section} menuId={menuId} page={search.page ?? 1} view={CONTENT_ROUTES[section].view} />
      )}
    </ContentShell>
  );
}
