import { Link, useRouterState } from '@tanstack/react-router';
import { LoaderCircle, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { canOpen } from '../permissions';
import { findScreen } from '../screens';

interface ScreenGuardProps {
  can: (permission: string) => boolean;
  /** The grants are still loading: wait rather than flash the screen or the refusal. */
  pending: boolean;
  /** The grants failed to load: that is not a refusal, and must not read as one. */
  failed?: { error: unknown; retry: () => void };
  children: ReactNode;
}

/**
 * A deep link (or an old bookmark) can name a screen the position does not grant; the menu hides
 * it, and this keeps the screen itself from opening (the backend refuses its calls anyway).
 */
export function ScreenGuard({ can, pending, failed, children }: ScreenGuardProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const entry = findScreen(pathname);
  if (!entry || canOpen(can, entry)) return children;
  if (pending) {
    return (
      <output className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        权限加载中…
      </output>
    );
  }
  if (failed) return <LoadFailed what="岗位权限" error={failed.error} onRetry={failed.retry} className="rounded-xl border bg-card" />;
  return (
    <section aria-labelledby="no-access-title" className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <ShieldX className="size-10 text-muted-foreground" aria-hidden />
      <h1 id="no-access-title" className="text-lg font-semibold">
        无权访问“{entry.name}”
      </h1>
      <p className="text-sm text-muted-foreground">当前岗位没有该功能的查看权限，如需使用请联系管理员开通。</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/admin">返回工作台</Link>
      </Button>
    </section>
  );
}
