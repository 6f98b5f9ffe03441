import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/(site)/_layout/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
