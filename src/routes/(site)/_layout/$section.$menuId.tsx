import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { CONTENT_ROUTES, groupEyebrow, isContentSection } from '@/site/content-routes';
import { loadContent } from '@/site/content-loader';
import { ContentPage } from '@/site/content-page';
import { ContentPending } from '@/site/content-pending';
import { SiteRouteError } from '@/site/site-route-error';

interface ContentSearch {
  page?: number;
  pType?: 'one';
  id?: number;
}

function validateContentSearch(search: Record<string, unknown>): ContentSearch {
  return { page: positiveInt(search.page, 2), pType: search.pType === 'one' ? 'one' : undefined, id: positiveInt(search.id) };
}

/**
 * The sixteen menu-driven content routes of SPEC.md §2 in one file. A section outside the table
 * (or a menu id that is not a number) does not match at all, so such paths fall through to the
 * 404 page, and /admin/… stays the back office's.
 */
export const Route = createFileRoute('/(site)/_layout/$section/$menuId')({
  params: {
    parse: ({ section, menuId }) => {
      const id = Number(menuId);
      if (!isContentSection(section) || !Number.isSafeInteger(id) || id < 1) return false;
      return { section, menuId: id };
    },
    stringify: ({ section, menuId }) => ({ section, menuId: String(menuId) }),
  },
  validateSearch: validateContentSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => loadContent(context.queryClient, params.section, params.menuId, deps),
  pendingComponent: ContentPending,
  errorComponent: ContentError,
  component: ContentRoute,
});

function ContentRoute() {
  const { section, menuId } = Route.useParams();
  const search = Route.useSearch();
  return <ContentPage section={section} menuId={menuId} search={search} />;
}

function ContentError(props: ErrorComponentProps) {
  const { section } = Route.useParams();
  const { group, title } = CONTENT_ROUTES[section];
  return <SiteRouteError {...props} what={`${title}内容`} eyebrow={groupEyebrow(group)} title={title} />;
}
