import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { MockTestPage } from '@/site/mock-test-page';
import { papersQuery } from '@/site/paper-queries';
import { SiteRouteError } from '@/site/site-route-error';

export const Route = createFileRoute('/(site)/_layout/paper_detail')({
  // Page 1 stays out of the URL.
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: positiveInt(search.page, 2) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => context.queryClient.ensureQueryData(papersQuery(deps.page)),
  pendingComponent: ContentPending,
  errorComponent: PapersError,
  component: PapersRoute,
});

function PapersRoute() {
  const { page } = Route.useLoaderDeps();
  return <MockTestPage page={page} />;
}

function PapersError(props: ErrorComponentProps) {
  return <SiteRouteError {...props} what="模拟试卷" eyebrow="全真模考" title="模拟考试" />;
}
