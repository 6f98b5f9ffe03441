import { createFileRoute } from '@tanstack/react-router';
import { ContentPending } from '@/site/content-pending';
import { LiveTimetablePage } from '@/site/live-timetable-page';
import { liveCoursesQuery } from '@/site/service-queries';

export const Route = createFileRoute('/(site)/_layout/broast')({
  loader: async ({ context }) => (await context.queryClient).ensureQueryData(liveCoursesQuery),
  pendingComponent: ContentPending,
  component: LiveTimetablePage,
});
