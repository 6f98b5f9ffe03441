import { createFileRoute } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { RecruitPage } from '@/site/recruit-page';
import { jobsQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/recruit')({
  // Page 1 stays out of the URL.
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: positiveInt(search.page, 2) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => (await context.queryClient).ensureQueryData(jobsQuery(deps.page)),
  pendingComponent: ContentPending,
  component: RecruitRoute,
});

function RecruitRoute() {
  const { page } = Route.useLoaderDeps();
  return <RecruitPage page={page} />;
}
