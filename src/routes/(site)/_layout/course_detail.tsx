import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { positiveInt } from '@/lib/search-params';
import { ContentPending } from '@/site/content-pending';
import { CourseDetailPage } from '@/site/course-detail-page';
import { liveCourseQuery } from '@/site/service-queries';
import { SiteRouteError } from '@/site/site-route-error';

export const Route = createFileRoute('/(site)/_layout/course_detail')({
  // A missing or malformed id reads as absent: the page says so without asking the server.
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id !== undefined) await context.queryClient.ensureQueryData(liveCourseQuery(deps.id));
  },
  pendingComponent: ContentPending,
  errorComponent: CourseError,
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useLoaderDeps();
  return <CourseDetailPage id={id} />;
}

function CourseError(props: ErrorComponentProps) {
  return <SiteRouteError {...props} what="直播课程" eyebrow="名师直播" title="直播详情" />;
}
