import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import { cn } from '@/lib/cn';
import { LIVE_STATUS } from './live-format';

export function LiveStatusBadge({ status, className }: { status: LiveCourse['liveStatus']; className?: string }) {
  const { label, className: tone } = LIVE_STATUS[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', tone, className)}>
      {status === 1 && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {label}
    </span>
  );
}
