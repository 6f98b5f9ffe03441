import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/(site)/_layout/course_detail')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/(site)/_layout/course_detail"!</div>;
}
