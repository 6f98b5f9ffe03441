import { RefreshCw, TriangleAlert } from 'lucide-react';
import { errorText } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ClampedText } from './clamped-text';

interface LoadFailedProps {
  /** What did not load, as the user names it (直播课程, 资讯, 管理员列表…). */
  what: string;
  error: unknown;
  /** Loads again; the state in the URL and what the user typed stay as they are. */
  onRetry: () => void;
  className?: string;
}

/**
 * The failed state of every data view, site and back office: says what failed and why, in zh-CN,
 * and offers 重试. It is never the empty state: "no data" is only for a successful empty answer.
 *
 * @example
 * if (query.isError) return <LoadFailed what="直播课程" error={query.error} onRetry={() => void query.refetch()} />;
 */
export function LoadFailed({ what, error, onRetry, className }: LoadFailedProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      <TriangleAlert aria-hidden className="size-8 text-amber-600 dark:text-amber-400" />
      <p className="font-medium text-foreground">{what}加载失败</p>
      {/* A server's message can be 4 KB: three lines here, the rest one click away. */}
      <ClampedText text={errorText(error)} align="center" className="max-w-md text-sm text-muted-foreground" />
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        重试
      </Button>
    </div>
  );
}
