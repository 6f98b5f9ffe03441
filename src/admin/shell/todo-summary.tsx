import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { getBmsSystemToDoMatterCountQueryOptions } from '@generated/bms-system/client/bms-system';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const STATS = [
  { key: 'unhandledCount', label: '未处理' },
  { key: 'approvalCount', label: '待审批' },
  { key: 'overdueCount', label: '已逾期' },
] as const;

/** The staff member's own to-dos at a glance (a `self` call: every position has it). */
export function TodoSummary() {
  const counts = useQuery(getBmsSystemToDoMatterCountQueryOptions());
  const data = counts.data?.data;

  return (
    <section aria-labelledby="todo-title" className="rounded-xl border bg-card p-5">
      <div className="flex items-center justify-between">
        <h2 id="todo-title" className="font-semibold">
          我的待办
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void counts.refetch()} disabled={counts.isFetching} aria-label="刷新待办">
          <RefreshCw aria-hidden className={cn(counts.isFetching && 'animate-spin')} />
          刷新
        </Button>
      </div>
      {/* Failed is not zero: a dash per count would read as "nothing to do". */}
      {counts.isError && !data ? (
        <LoadFailed what="待办数量" error={counts.error} onRetry={() => void counts.refetch()} className="py-4" />
      ) : (
        <dl className="mt-4 grid grid-cols-3 gap-3" aria-busy={counts.isPending}>
          {STATS.map((stat) => (
            <div key={stat.key} className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className={cn('text-2xl font-semibold tabular-nums', stat.key === 'overdueCount' && data?.[stat.key] && 'text-destructive')}>
                {data ? data[stat.key] : counts.isPending ? '…' : '-'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
