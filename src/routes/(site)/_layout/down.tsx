import { createFileRoute } from '@tanstack/react-router';
import { DownPage } from '@/site/down-page';

export const Route = createFileRoute('/(site)/_layout/down')({
  staticData: { navIndex: 1 },
  component: DownPage,
});
