import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentPending } from '@/site/content-pending';
import { PublicityDetailPage } from '@/site/publicity-detail-page';
import { publicityArticleQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/detail')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().catch(0) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(publicityArticleQuery(deps.id)),
  pendingComponent: ContentPending,
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return <PublicityDetailPage id={id} />;
}
