import { cn } from '@/lib/cn';

interface RefreshProgressProps {
  done: number;
  total: number;
  finished: boolean;
  failed: number;
}

/**
 * 已完成 x / y as a real progress bar (role="progressbar" with its values), so a screen reader
 * hears it move; once finished it stays, full, saying how the run ended, until the next run.
 */
export function RefreshProgress({ done, total, finished, failed }: RefreshProgressProps) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const words = finished ? (failed > 0 ? `刷新结束，${failed} 个报表失败` : '全部刷新完成') : '正在刷新';
  return (
    <div className="grid gap-1.5 rounded-md border bg-card p-3">
      <div className="flex items-center justify-between text-sm">
        <span id="refresh-progress-label" className="font-medium">
          {words}
        </span>
        <span className="text-muted-foreground tabular-nums">
          已完成 {done} / {total}
        </span>
      </div>
      <div
        // A styled bar whose aria-value* screen readers and tests read; a <progress> takes no consistent style.
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="progressbar"
        aria-labelledby="refresh-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`已完成 ${done} / ${total}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-300', finished && failed > 0 ? 'bg-amber-500' : 'bg-primary')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
