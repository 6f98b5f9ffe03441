import type { FieldMeta } from '@generated/manifest/types';
import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, ExternalLink, Minimize2 } from 'lucide-react';
import { copyText } from '@/components/copy-text';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { Snapshot } from './snapshot';
import { RankTable, SnapshotCards } from './snapshot-figures';

/** The search value that shows the TV page full screen: `?display=tv`. */
export const TV_DISPLAY = 'tv';

/** 电视大屏地址: what to open on the TV, with 复制 (the app's copy helper) and a preview in a new tab. */
export function TvAddress({ href }: { href: string }) {
  return (
    <div className="grid gap-1.5 rounded-md border bg-card p-4">
      <Label htmlFor="tv-address">电视大屏地址</Label>
      <div className="flex flex-wrap gap-2">
        <Input id="tv-address" readOnly value={href} className="min-w-0 flex-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copyText(href)}>
          <Copy aria-hidden />
          复制地址
        </Button>
        <Button asChild variant="outline">
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            打开大屏
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        在电视的浏览器中打开此地址（需先用有「电视大屏缓存数据」权限的账号登录后台），大屏全屏显示上面的参数对应的数据，每分钟自动刷新。
      </p>
    </div>
  );
}

interface TvDisplayProps {
  title: string;
  /** null: the backend has no snapshot yet (snapshot.ts). */
  query: UseQueryResult<Snapshot | null>;
  fields: FieldMeta[];
  rangeLabel?: string;
  onExit: () => void;
}

/**
 * The TV page itself: the snapshot full screen, in type readable across a room, refreshed by its
 * query every minute. Over the back office's own frame, which a TV has no use for.
 */
export function TvDisplay({ title, query, fields, rangeLabel, onExit }: TvDisplayProps) {
  const snapshot = query.data;
  const retry = () => void query.refetch();
  return (
    <section aria-label={`${title}（大屏）`} className="fixed inset-0 z-[60] overflow-y-auto bg-slate-950 p-8 text-white">
      <header className="mb-8 flex flex-wrap items-baseline gap-4">
        <h2 className="text-4xl font-bold">{snapshot?.departmentName ? `${snapshot.departmentName} · ` : ''}招生数据</h2>
        <span className="text-2xl text-white/70">{rangeLabel}</span>
        <span className="text-lg text-white/60 tabular-nums">数据更新于 {snapshot?.updateTime ?? '-'}</span>
        <Button type="button" variant="ghost" size="sm" className="ml-auto text-white/60 hover:bg-white/10 hover:text-white" onClick={onExit}>
          <Minimize2 aria-hidden />
          退出大屏
        </Button>
      </header>
      {query.isPending ? (
        <Spinner className="size-10" aria-label="大屏数据加载中" />
      ) : snapshot === undefined ? (
        <LoadFailed what="大屏数据" error={query.error} onRetry={retry} className="text-white" />
      ) : snapshot === null ? (
        <p className="py-16 text-center text-2xl text-white/70">暂无数据：后台还没有汇总这组参数的数据，稍后自动刷新。</p>
      ) : (
        // A TV left on all day meets every answer the backend sends: one it cannot draw fails this part alone.
        <SectionBoundary what="大屏数据" onRetry={retry} resetKeys={[snapshot]} className="text-white">
          <div className="grid gap-8">
            <SnapshotCards snapshot={snapshot} fields={fields} large />
            <div className="grid gap-6 xl:grid-cols-2">
              <RankTable caption="部门排行" who="部门" ranks={snapshot.departmentRanks.slice(0, 5)} large />
              <RankTable caption="个人排行" who="姓名" ranks={snapshot.ownerRanks.slice(0, 5)} large />
            </div>
          </div>
        </SectionBoundary>
      )}
    </section>
  );
}
