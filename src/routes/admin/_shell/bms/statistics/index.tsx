import { createFileRoute } from '@tanstack/react-router';
import { STATISTICS_OVERVIEW } from '@/admin/landing-pages';
import { listState, toSearch, validateListSearch } from '@/admin/resource/list-search';
import { groupApiQuery } from '@/admin/resource/use-resource-list';
import { OVERVIEW_FILTERS, StatisticsOverview } from '@/admin/statistics/overview-page';

const FILTERS = new Set<string>(OVERVIEW_FILTERS);

/** 统计看板 at the statistics group's own address; its resources' screens stay below it (`…/statistics/enroll`). */
export const Route = createFileRoute('/admin/_shell/bms/statistics/')({
  validateSearch: validateListSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(groupApiQuery(STATISTICS_OVERVIEW.group)),
  component: OverviewRoute,
});

function OverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = Object.fromEntries(Object.entries(listState(search).filters).filter(([name]) => FILTERS.has(name)));
  return <StatisticsOverview filters={filters} onFiltersChange={(next) => void navigate({ search: toSearch({ ...listState({}), filters: next }) })} />;
}
