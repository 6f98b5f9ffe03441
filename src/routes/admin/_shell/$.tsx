import { createFileRoute, useLocation } from '@tanstack/react-router';
import { allows, canList, fetchGrant } from '@/admin/permissions';
import { listState, validateListSearch, type ListState } from '@/admin/resource/list-search';
import { loadRefinement } from '@/admin/resource/refinement';
import { ResourcePage } from '@/admin/resource/resource-page';
import { ResourcePending } from '@/admin/resource/resource-pending';
import { resourceSearch } from '@/admin/resource/url-state';
import { groupApiQuery, resourceListQuery, summaryAsker } from '@/admin/resource/use-resource-list';
import { findRecord, findResource } from '@/admin/resources';
import { loadRecord } from '@/admin/record/record-loader';

/** Every resource screen: `/admin/<service>/<group>/<resource>`, and its records' pages `…/<id>` (a static route beats this one). */
export const Route = createFileRoute('/admin/_shell/$')({
  validateSearch: validateListSearch,
  loader: async ({ context: { queryClient, user }, location }) => {
    // A record's page (`…/<resource>/<id>`) loads its record instead of a list.
    const record = findRecord(location.pathname);
    if (record) return loadRecord(queryClient, user, record);
    const entry = findResource(location.pathname);
    if (!entry) return;
    const list = async (state: ListState) => {
      const grant = await fetchGrant(queryClient, user);
      // A list the staff member may not see is not asked: the screen's guard says so instead.
      const asker = summaryAsker(entry.resource, state);
      if (!asker || !canList((permission) => allows(grant, permission), entry.resource)) return;
      await queryClient.ensureQueryData(resourceListQuery(entry.resource.key, state, asker));
    };
    // A failed list (or grant) is the screen's own section to show, with 重试: not the route's error.
    const listed = (state: ListState) => list(state).catch(() => undefined);
    // A URL with no filters needs nothing of the spec to be asked: its list goes out beside the
    // group's code. A filter is first checked against the spec (url-state.ts), so a value the spec
    // refuses never reaches the API.
    const paging = listState(validateListSearch(location.search));
    const unfiltered = Object.keys(paging.filters).length === 0;
    const [api, refinement] = await Promise.all([
      queryClient.ensureQueryData(groupApiQuery(entry.group.key)),
      loadRefinement(entry.resource.key),
      unfiltered ? listed(paging) : undefined,
    ]);
    const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
    if (!unfiltered && resource) await listed(resourceSearch(location.search, resource, refinement).state);
  },
  component: ResourceRoute,
  // The shell and the screen's outline show while a slow load is still out: after 300 ms, since most
  // loads are done by then and an outline that flashes for a moment only makes the page look slower.
  // Only here: a route without a pending component of its own keeps the router's defaults (1 s), as its
  // pending state would otherwise suspend the layout around it (the site's header lost the focus it held).
  pendingComponent: ResourcePending,
  pendingMs: 300,
  pendingMinMs: 0,
});

function ResourceRoute() {
  // The raw search, not the route's: the screen checks it against its spec and rewrites what it drops.
  const { search } = useLocation();
  const { pathname } = Route.useMatch();
  const navigate = Route.useNavigate();
  return <ResourcePage pathname={pathname} search={search} onSearchChange={(next, replace = false) => void navigate({ search: next, replace })} />;
}
