import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentPending } from '@/site/content-pending';
import { RecruitPage } from '@/site/recruit-page';
import { jobsQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/recruit')({
  // Page 1 stays out of the URL.
  validateSearch: z.object({ page: z.coerce.number().int().min(2).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(jobsQuery(deps.page)),
  pendingComponent: ContentPending,
  component: RecruitRoute,
});

function RecruitRoute() {
  const { page } = Route.useLoaderDeps();
  return <RecruitPage page={page} />;
}
