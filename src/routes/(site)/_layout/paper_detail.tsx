import { createFileRoute } from '@tanstack/react-router';
import { MockTestPage } from '@/site/mock-test-page';

export const Route = createFileRoute('/(site)/_layout/paper_detail')({
  component: MockTestPage,
});
