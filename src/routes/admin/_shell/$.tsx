import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/admin/resource/list-search';
import { ResourcePage } from '@/admin/resource/resource-page';
import { groupApiQuery } from '@/admin/resource/use-resource-list';
import { findResource } from '@/admin/resources';

/** Every resource screen: `/admin/<service>/<group>/<resource>` (a static route beats this one). */
export const Route = createFileRoute('/admin/_shell/$')({
  validateSearch: validateListSearch,
  loader: async ({ context, location }) => {
    const entry = findResource(location.pathname);
    return entry ? (await context.queryClient).ensureQueryData(groupApiQuery(entry.group.key)) : undefined;
  },
  component: ResourceRoute,
});

function ResourceRoute() {
  const search = Route.useSearch();
  const { pathname } = Route.useMatch();
  const navigate = Route.useNavigate();
  return <ResourcePage pathname={pathname} search={search} onSearchChange={(next) => void navigate({ search: next, replace: false })} />;
}
