import { useQuery } from '@tanstack/react-query';
import { ChevronRight, RefreshCw } from 'lucide-react';
import { getBmsSystemToDoMatterCountQueryOptions } from '@generated/bms-system/client/bms-system';
import { readCount, readRecord } from '@/api/answer-shape';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { resourceEntries } from '../resources';
import { ScreenLink } from './screen-link';

/**
 * Each count opens the 待办 list filtered to exactly what it counts (the spec's own filters:
 * status 未处理, type 审批, overdue), so the number on the card is the total the list shows.
 */
const STATS = [
  { key: 'unhandledCount', label: '未处理', search: 'status=0' },
  { key: 'approvalCount', label: '待审批', search: 'type=1&status=0' },
  { key: 'overdueCount', label: '已逾期', search: 'overdue=true' },
] as const;

const TODO_LIST = resourceEntries.find((entry) => entry.resource.key === 'bmsSystemToDoMatter')?.href ?? '/admin';

type Counts = Record<(typeof STATS)[number]['key'], number>;

/**
 * The counts as numbers: a count left out is none, one that is not a count fails the card (its
 * LoadFailed), as a number drawn from something else would be a wrong number of to-dos.
 */
export function readCounts(data: unknown): Counts {
  const record = readRecord(data) ?? {};
  const counts = {} as Counts;
  for (const { key } of STATS) {
    counts[key] = readCount(record[key] ?? 0, data, key);
  }
  return counts;
}

/** The staff member's own to-dos at a glance (a `self` call: every position has it). */
export function TodoSummary() {
  const counts = useQuery({ ...getBmsSystemToDoMatterCountQueryOptions(), select: (answer) => readCounts(answer.data) });
  const data = counts.data;

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
        <ul className="mt-4 grid grid-cols-3 gap-3" aria-busy={counts.isPending}>
          {STATS.map((stat) => (
            <li key={stat.key}>
              <ScreenLink
                href={`${TODO_LIST}?${stat.search}`}
                className="group block rounded-lg bg-muted/60 px-3 py-2 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center justify-between text-xs text-muted-foreground">
                  {stat.label}
                  <ChevronRight aria-hidden className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
                </span>
                <span className={cn('block text-2xl font-semibold tabular-nums', stat.key === 'overdueCount' && data?.[stat.key] && 'text-destructive')}>
                  {data ? data[stat.key] : counts.isPending ? '…' : '-'}
                </span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
