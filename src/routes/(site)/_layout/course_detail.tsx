import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentPending } from '@/site/content-pending';
import { CourseDetailPage } from '@/site/course-detail-page';
import { liveCourseQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/course_detail')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().catch(0) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(liveCourseQuery(deps.id)),
  pendingComponent: ContentPending,
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { id } = Route.useSearch();
  return <CourseDetailPage id={id} />;
}
