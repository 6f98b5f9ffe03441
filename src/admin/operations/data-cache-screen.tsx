import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { readRecords } from '@/api/answer-shape';
import { errorText } from '@/api/api-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '../permissions';
import { EMPTY_CELL } from '../resource/cell-format';
import { FieldInput } from '../resource/field-input';
import { callOperation } from '../resource/generated-api';
import type { ResourceScreenProps } from '../resource/refinement';
import { callData, operationOf } from './operation-of';
import { RefreshProgress } from './refresh-progress';
import { useRefreshRun, type DataCache, type RefreshOutcome } from './use-refresh-run';

/** How often the screen asks while a report refreshes: often enough to see each one finish. */
const POLL_MS = 800;
const ALL = 'all';

/** 上次耗时 as staff say it: 45 秒, 2 分 5 秒. */
export function duration(seconds: number | undefined): string {
  if (seconds === undefined) return EMPTY_CELL;
  return seconds < 60 ? `${seconds} 秒` : `${Math.floor(seconds / 60)} 分${seconds % 60 ? ` ${seconds % 60} 秒` : ''}`;
}

const STATE: Record<RefreshOutcome | 'idle', { text: string; tone: string }> = {
  idle: { text: '正常', tone: 'text-muted-foreground' },
  refreshing: { text: '刷新中', tone: 'text-primary' },
  done: { text: '已更新', tone: 'text-emerald-700 dark:text-emerald-400' },
  failed: { text: '刷新失败', tone: 'text-destructive' },
};

/**
 * 统计数据缓存: every report's cache with its 数据更新于, and 刷新 per report or 全部刷新 (for one
 * 批次 if chosen). A refresh runs on the server; while any does, the screen polls and shows each
 * report's state and the run's progress, and says when it ends. A refused refresh leaves every time as
 * it was and says why.
 */
export function DataCacheScreen({ api, resource }: ResourceScreenProps) {
  const can = useCan();
  const queryClient = useQueryClient();
  const read = operationOf(resource, 'updateTime');
  const refreshOp = operationOf(resource, 'refresh');
  const batchField = refreshOp?.body.find((f) => f.name === 'batch');
  const [batch, setBatch] = useState('');
  const [confirmAll, setConfirmAll] = useState(false);
  const queryKey = ['data-cache', resource.key] as const;
  // Polls while a report refreshes, or while a run just started waits for its first answer.
  const following = useRef(false);
  const query = useQuery({
    queryKey,
    // A list of caches, answered whole: anything else fails the table (its LoadFailed), not the page.
    queryFn: ({ signal }) => (read ? callData(api, read, readRecords<DataCache>, {}, signal) : Promise.resolve([])),
    refetchInterval: (q) => (q.state.data?.some((c) => c.refreshing) || following.current ? POLL_MS : false),
  });
  const run = useRefreshRun(query.data, query.dataUpdatedAt);
  useLayoutEffect(() => {
    following.current = run.progress?.finished === false;
  });
  const refresh = useMutation({
    mutationFn: (cacheKey: string) => {
      if (!refreshOp) throw new Error('接口未生成：刷新统计缓存');
      // Its answer says only that the refresh began: the times are read from updateTime.
      return callOperation(api, refreshOp, { cacheKey, ...(batch ? { batch } : {}) });
    },
    onSuccess: (_, cacheKey) => {
      run.start(cacheKey === ALL ? (query.data ?? []).map((c) => c.cacheKey) : [cacheKey]);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const mayRefresh = refreshOp !== undefined && can(refreshOp.permission);
  const caches = query.data ?? [];
  const anyRefreshing = caches.some((c) => c.refreshing) || run.progress?.finished === false;
  const failed = Object.values(run.outcomes).filter((o) => o === 'failed').length;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">报表数据由后台定时汇总并缓存。刚导入或修改了大量记录、报表数字对不上时，可在这里手动刷新。</p>
      {mayRefresh && (
        <div className="flex flex-wrap items-end gap-3">
          {batchField && (
            <div className="grid w-48 gap-1.5">
              <Label htmlFor="cache-batch">{batchField.title}</Label>
              <FieldInput field={batchField} id="cache-batch" mode="filter" value={batch} onChange={setBatch} />
            </div>
          )}
          <Button disabled={anyRefreshing || refresh.isPending || caches.length === 0} onClick={() => setConfirmAll(true)}>
            <RefreshCw aria-hidden />
            全部刷新
          </Button>
        </div>
      )}
      {run.progress && <RefreshProgress {...run.progress} failed={failed} />}
      {refresh.isError && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          刷新未能开始：{errorText(refresh.error)}。报表数据仍为上次更新的结果。
        </p>
      )}
      {/* A report the table cannot draw (a field of a shape the spec does not promise) fails the table alone. */}
      <SectionBoundary what="统计缓存" onRetry={() => void query.refetch()} resetKeys={[query.data]} className="rounded-md border bg-card">
        <CacheTable
          caches={caches}
          outcomes={run.outcomes}
          loading={query.isPending}
          failure={query.isError && !query.data ? <LoadFailed what="统计缓存" error={query.error} onRetry={() => void query.refetch()} /> : undefined}
          busy={refresh.isPending ? refresh.variables : undefined}
          onRefresh={mayRefresh ? (key) => refresh.mutate(key) : undefined}
        />
      </SectionBoundary>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="全部刷新"
        description={`将重新计算全部 ${caches.length} 个报表${batch ? `（批次 ${batch}）` : ''}的缓存，需要一些时间，期间报表仍显示旧数据。确定要全部刷新吗？`}
        onConfirm={() => refresh.mutate(ALL)}
      />
    </div>
  );
}

interface CacheTableProps {
  caches: DataCache[];
  outcomes: Record<string, RefreshOutcome>;
  loading: boolean;
  failure?: ReactNode;
  /** The report whose refresh is being asked for (its button is busy). */
  busy?: string;
  onRefresh?: (cacheKey: string) => void;
}

function CacheTable({ caches, outcomes, loading, failure, busy, onRefresh }: CacheTableProps) {
  const head = 'border-b px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground';
  const cell = 'border-b px-3 py-2 whitespace-nowrap';
  const status = loading ? (
    <div className="flex justify-center py-10">
      <Spinner className="size-6" aria-label="统计缓存加载中" />
    </div>
  ) : (
    (failure ?? (caches.length === 0 ? <p className="py-10 text-center text-muted-foreground">暂无报表缓存</p> : undefined))
  );
  return (
    <div className="overflow-x-auto rounded-md border bg-card">
      <table className="w-full text-sm" aria-busy={loading}>
        <caption className="sr-only">统计数据缓存列表</caption>
        <thead className="bg-muted">
          <tr>
            {['报表', '数据更新于', '上次耗时', '上次刷新人', '状态', '操作'].map((title) => (
              <th key={title} scope="col" className={head}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!status &&
            caches.map((cache) => {
              const state = STATE[cache.refreshing ? 'refreshing' : (outcomes[cache.cacheKey] ?? 'idle')];
              return (
                <tr key={cache.cacheKey} className="hover:bg-muted/50">
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {cache.name}
                  </th>
                  <td className={`${cell} tabular-nums`}>{cache.updateTime || EMPTY_CELL}</td>
                  <td className={cell}>{duration(cache.costSeconds)}</td>
                  <td className={cell}>{cache.operatorName || EMPTY_CELL}</td>
                  <td className={`${cell} ${state.tone}`}>
                    <span className="inline-flex items-center gap-1.5">
                      {cache.refreshing && <Spinner className="size-3.5" aria-label={`${cache.name}刷新中`} />}
                      {state.text}
                    </span>
                  </td>
                  <td className={cell}>
                    {onRefresh && (
                      <Button
                        variant="link"
                        size="sm"
                        className="h-7 px-1"
                        aria-label={`刷新${cache.name}`}
                        disabled={cache.refreshing || busy !== undefined}
                        onClick={() => onRefresh(cache.cacheKey)}
                      >
                        刷新
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
        </tbody>
      </table>
      {status && <div className="text-sm">{status}</div>}
    </div>
  );
}
