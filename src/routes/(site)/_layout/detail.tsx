import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { PublicityDetailPage } from '@/site/publicity-detail-page';
import { publicityArticleQuery } from '@/site/service-queries';
import { SiteRouteError } from '@/site/site-route-error';

export const Route = createFileRoute('/(site)/_layout/detail')({
  // A missing or malformed id reads as absent: the page says so without asking the server.
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id !== undefined) await context.queryClient.ensureQueryData(publicityArticleQuery(deps.id));
  },
  pendingComponent: ContentPending,
  errorComponent: DetailError,
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useLoaderDeps();
  return <PublicityDetailPage id={id} />;
}

function DetailError(props: ErrorComponentProps) {
  return <SiteRouteError {...props} what="考试资讯" eyebrow="权威资讯" title="考试资讯" />;
}
