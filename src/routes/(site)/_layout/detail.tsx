import { createFileRoute } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { PublicityDetailPage } from '@/site/publicity-detail-page';
import { publicityArticleQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/detail')({
  validateSearch: (search: Record<string, unknown>) => ({ id: positiveInt(search.id) ?? 0 }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => (await context.queryClient).ensureQueryData(publicityArticleQuery(deps.id)),
  pendingComponent: ContentPending,
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return <PublicityDetailPage id={id} />;
}
