import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { RecruitPage } from '@/site/recruit-page';
import { jobsQuery } from '@/site/service-queries';
import { SiteRouteError } from '@/site/site-route-error';

export const Route = createFileRoute('/(site)/_layout/recruit')({
  // Page 1 stays out of the URL.
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: positiveInt(search.page, 2) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => context.queryClient.ensureQueryData(jobsQuery(deps.page)),
  pendingComponent: ContentPending,
  errorComponent: RecruitError,
  component: RecruitRoute,
});

function RecruitRoute() {
  const { page } = Route.useLoaderDeps();
  return <RecruitPage page={page} />;
}

function RecruitError(props: ErrorComponentProps) {
  return <SiteRouteError {...props} what="招聘职位" eyebrow="加入我们" title="招贤纳士" />;
}
