import { createFileRoute } from '@tanstack/react-router';
import { listState, validateListSearch } from '@/admin/resource/list-search';
import { loadRefinement } from '@/admin/resource/refinement';
import { ResourcePage } from '@/admin/resource/resource-page';
import { ResourcePending } from '@/admin/resource/resource-pending';
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
    void loadRefinement(entry.resource.key)?.catch(() => undefined);
    const queryClient = await context.queryClient;
    // Not awaited, and before the group's code: the first rows are on their way while it loads. Not
    // when the screen is drawn at build time: it is drawn with its rows still to come.
    const state = listState(validateListSearch(location.search));
    if (!context.prerenderStaff) void preloadList(queryClient, entry.resource, state, context.user);
    const api = await queryClient.ensureQueryData(groupApiQuery(entry.group.key));
    const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
    if (resource) await adoptAnsweredList(queryClient, api, resource, state, isPhoneWidth() ? 0 : FIRST_ROWS_WAIT_MS);
    return api;
  },
  component: ResourceRoute,
  // The shell and the screen's outline paint while the group's code loads, and give way at once.
  pendingComponent: ResourcePending,
  pendingMs: SCREEN_OUTLINE_AFTER_MS,
  pendingMinMs: 0,
});

function ResourceRoute() {
  const search = Route.useSearch();
  const { pathname } = Route.useMatch();
  const navigate = Route.useNavigate();
  return <ResourcePage pathname={pathname} search={search} onSearchChange={(next) => void navigate({ search: next, replace: false })} />;
}
