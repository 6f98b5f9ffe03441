import { RefreshCw } from 'lucide-react';
import { errorText } from '@/api/api-error';
import { cn } from '@/lib/cn';

/** The CMS menus could not be loaded: what the header's navigation shows in their place. */
export interface MenusFailure {
  error: unknown;
  retry: () => void;
}

/**
 * The navigation's failed state, small enough for a header bar: it says the menus failed (and why,
 * to screen readers and on hover) and offers 重试; the fixed links around it keep working.
 */
export function MenusFailed({ failure, className }: { failure: MenusFailure; className?: string }) {
  const why = errorText(failure.error);
  return (
    <span role="alert" title={why} className={cn('flex items-center gap-1 text-sm', className)}>
      <span>
        栏目加载失败<span className="sr-only">：{why}</span>
      </span>
      <button type="button" onClick={failure.retry} className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-medium underline-offset-2 hover:underline">
        <RefreshCw aria-hidden className="size-3.5" />
        重试
      </button>
    </span>
  );
}
