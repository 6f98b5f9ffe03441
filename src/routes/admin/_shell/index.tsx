import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/admin/dashboard-page';

export const Route = createFileRoute('/admin/_shell/')({
  component: DashboardPage,
});
