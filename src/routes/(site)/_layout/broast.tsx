import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ContentPending } from '@/site/content-pending';
import { LiveTimetablePage } from '@/site/live-timetable-page';
import { liveCoursesQuery } from '@/site/service-queries';
import { SiteRouteError } from '@/site/site-route-error';

export const Route = createFileRoute('/(site)/_layout/broast')({
  loader: async ({ context }) => context.queryClient.ensureQueryData(liveCoursesQuery),
  pendingComponent: ContentPending,
  errorComponent: TimetableError,
  component: LiveTimetablePage,
});

function TimetableError(props: ErrorComponentProps) {
  return <SiteRouteError {...props} what="直播课表" eyebrow="名师直播" title="直播课表" />;
}
