import { createFileRoute, useLocation } from '@tanstack/react-router';
import { listState, validateListSearch } from '@/admin/resource/list-search';
import { loadRefinement } from '@/admin/resource/refinement';
import { ResourcePage } from '@/admin/resource/resource-page';
import { ResourcePending } from '@/admin/resource/resource-pending';
import { resourceSearch } from '@/admin/resource/url-state';
import { adoptAnsweredList, FIRST_ROWS_WAIT_MS, groupApiQuery, preloadList } from '@/admin/resource/use-resource-list';
import { findResource } from '@/admin/resources';
import { isPhoneWidth } from '@/lib/phone-width';
import { SCREEN_OUTLINE_AFTER_MS } from '@/lib/screen-outline';

/** Every resource screen: `/admin/<service>/<group>/<resource>` (a static route beats this one). */
export const Route = createFileRoute('/admin/_shell/$')({
  validateSearch: validateListSearch,
  loader: async ({ context, location }) => {
    const entry = findResource(location.pathname);
    if (!entry) return undefined;
    // Beside the group's modules, not after them: the screen waits for both (most resources have none).
    const refinement = loadRefinement(entry.resource.key)?.catch(() => undefined);
    const queryClient = await context.queryClient;
    // Not awaited, and before the group's code: the first rows are on their way while it loads. Not
    // when the screen is drawn at build time: it is drawn with its rows still to come. Only a search
    // without filters: paging is checked here, but a filter only against the group's manifest.
    const early = listState(validateListSearch(location.search));
    const unfiltered = Object.keys(early.filters).length === 0;
    if (!context.prerenderStaff && unfiltered) void preloadList(queryClient, entry.resource, early, context.user);
    const api = await queryClient.ensureQueryData(groupApiQuery(entry.group.key));
    const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
    if (resource) {
      const { state } = resourceSearch(location.search, resource, await refinement);
      if (!context.prerenderStaff && !unfiltered) void preloadList(queryClient, entry.resource, state, context.user);
      await adoptAnsweredList(queryClient, api, resource, state, isPhoneWidth() ? 0 : FIRST_ROWS_WAIT_MS);
    }
    return api;
  },
  component: ResourceRoute,
  // The shell and the screen's outline paint while the group's code loads, and give way at once.
  pendingComponent: ResourcePending,
  pendingMs: SCREEN_OUTLINE_AFTER_MS,
  pendingMinMs: 0,
});

function ResourceRoute() {
  // The raw search, not the route's: the screen checks it against its spec and rewrites what it drops.
  const { search } = useLocation();
  const { pathname } = Route.useMatch();
  const navigate = Route.useNavigate();
  return <ResourcePage pathname={pathname} search={search} onSearchChange={(next, replace = false) => void navigate({ search: next, replace })} />;
}
