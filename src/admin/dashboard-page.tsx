import type { StaffUser } from './session';

export function DashboardPage({ user }: { user: StaffUser }) {
  return (
    <section aria-labelledby="dashboard-title" className="rounded-xl border bg-card p-6">
      <h1 id="dashboard-title" className="text-lg font-semibold">
        欢迎回来，{user.name ?? user.account}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">从左侧菜单选择要处理的业务。</p>
    </section>
  );
}
