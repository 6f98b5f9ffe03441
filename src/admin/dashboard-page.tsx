import { useAdminState } from './admin-store';
import { ScreenFinder } from './shell/screen-finder';
import { HeadlineFigures } from './statistics/headline-figures';
import { TodoSummary } from './shell/todo-summary';

/** /admin: who is signed in, their own to-dos, and a way into every screen they may open. */
export function DashboardPage() {
  const user = useAdminState((state) => state.userInfo);
  if (!user) return null;
  const role = [user.departmentName, user.positionName].filter(Boolean).join(' · ');

  return (
    <div className="grid gap-4">
      <section aria-labelledby="dashboard-title" className="rounded-xl border bg-card p-5">
        <h1 id="dashboard-title" className="text-lg font-semibold">
          欢迎回来，{user.name}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{role}，从左侧菜单或按 Ctrl K 搜索要处理的业务。</p>
      </section>
      <TodoSummary />
      <HeadlineFigures />
      <ScreenFinder />
    </div>
  );
}
