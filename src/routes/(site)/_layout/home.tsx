import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/site/home-page';

export const Route = createFileRoute('/(site)/_layout/home')({
  staticData: { navIndex: 0, transparentHeader: true },
  component: HomePage,
});
