import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { LoadFailed } from '@/components/load-failed';
import { RouteError, useRouteRetry } from '@/components/route-error';
import { PageBanner } from './page-banner';

interface SiteRouteErrorProps extends ErrorComponentProps {
  /** What the page loads, as visitors name it: "{what}加载失败". */
  what: string;
  eyebrow: string;
  title: string;
}

/**
 * A site page whose loader failed: its banner, then what failed, the call's own zh-CN message (the
 * server's when it refused, e.g. 内容不存在或已下架) and 重试.
 */
export function SiteRouteError({ error, reset, what, eyebrow, title }: SiteRouteErrorProps) {
  const retry = useRouteRetry(reset);
  // Not a call's failure (a page chunk that timed out, a bug): the app's generic page says so.
  if (!isApiError(error)) return <RouteError error={error} onRetry={retry} />;
  return (
    <main>
      <PageBanner eyebrow={eyebrow} title={title} trail={[title]} />
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        <LoadFailed what={what} error={error} onRetry={retry} className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/70" />
      </div>
    </main>
  );
}
