import { createFileRoute } from '@tanstack/react-router';
import { listState, validateListSearch } from '@/admin/resource/list-search';
import { loadRefinement } from '@/admin/resource/refinement';
import { ResourcePage } from '@/admin/resource/resource-page';
import { groupApiQuery, preloadList } from '@/admin/resource/use-resource-list';
import { findResource } from '@/admin/resources';

/** Every resource screen: `/admin/<service>/<group>/<resource>` (a static route beats this one). */
export const Route = createFileRoute('/admin/_shell/$')({
  validateSearch: validateListSearch,
  loader: async ({ context, location }) => {
    const entry = findResource(location.pathname);
    if (!entry) return undefined;
    // Beside the group's modules, not after them: the screen waits for both (most resources have none).
    void loadRefinement(entry.resource.key)?.catch(() => undefined);
    const queryClient = await context.queryClient;
    const api = await queryClient.ensureQueryData(groupApiQuery(entry.group.key));
    // Not awaited: the page renders while its first rows are on their way.
    void preloadList(queryClient, api, entry.resource, listState(validateListSearch(location.search)), context.user);
    return api;
  },
  component: ResourceRoute,
});

function ResourceRoute() {
  const search = Route.useSearch();
  const { pathname } = Route.useMatch();
  const navigate = Route.useNavigate();
  return <ResourcePage pathname={pathname} search={search} onSearchChange={(next) => void navigate({ search: next, replace: false })} />;
}
