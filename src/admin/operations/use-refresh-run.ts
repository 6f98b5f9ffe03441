import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

/** A report cache as `dataCache/updateTime` answers it (DataCache in openapi/bms/statistics.yaml). */
export interface DataCache {
  cacheKey: string;
  name: string;
  updateTime?: string;
  refreshing: boolean;
  costSeconds?: number;
  operatorName?: string;
}

/** Where a report of the current run stands: still refreshing, done with a new time, or stopped without one. */
export type RefreshOutcome = 'refreshing' | 'done' | 'failed';

interface Run {
  id: number;
  keys: string[];
  /** Each report's 数据更新于 when the run began: a refresh that stops without a new one failed. */
  before: Record<string, string | undefined>;
  /** Only answers fetched after this (ms) say anything about the run. */
  startedAt: number;
}

export interface RefreshRun {
  outcomes: Record<string, RefreshOutcome>;
  /** The run's progress (reports no longer refreshing); kept once finished, until the next run. */
  progress?: { done: number; total: number; finished: boolean };
  /** Watch these reports: their refresh was just started. */
  start: (keys: string[]) => void;
}

function outcomeOf(run: Run, key: string, caches: DataCache[], fresh: boolean): RefreshOutcome {
  const cache = caches.find((c) => c.cacheKey === key);
  if (!fresh || !cache || cache.refreshing) return 'refreshing';
  return cache.updateTime !== run.before[key] ? 'done' : 'failed';
}

const timeIn = (list: DataCache[]) => (key: string) => list.find((c) => c.cacheKey === key)?.updateTime;

/** The run `keys` join: the current one while it has not finished, else a new one. */
function joined(current: Run | undefined, finished: boolean, keys: string[], timeOf: (key: string) => string | undefined, startedAt: number): Run {
  const active = current && !finished ? current : undefined;
  const before = { ...active?.before };
  for (const key of keys) if (!active?.keys.includes(key)) before[key] = timeOf(key);
  return { id: active?.id ?? (current?.id ?? 0) + 1, keys: [...new Set([...(active?.keys ?? []), ...keys])], before, startedAt };
}

/**
 * Follows refreshes from start to end: the screen polls `updateTime` while any report refreshes, and
 * this reads each answer against the times the reports had when their refresh began. A refresh seen
 * running that this screen did not start (another tab, a reload mid-way) is followed the same way.
 * When every report of the run has stopped it says so once, in a toast.
 */
export function useRefreshRun(caches: DataCache[] | undefined, dataUpdatedAt: number): RefreshRun {
  const [run, setRun] = useState<Run>();
  const list = caches ?? [];
  const fresh = run !== undefined && dataUpdatedAt > run.startedAt;
  const outcomes: Record<string, RefreshOutcome> = {};
  for (const key of run?.keys ?? []) outcomes[key] = run ? outcomeOf(run, key, list, fresh) : 'refreshing';
  const done = Object.values(outcomes).filter((o) => o !== 'refreshing').length;
  const failed = Object.values(outcomes).filter((o) => o === 'failed').length;
  const total = run?.keys.length ?? 0;
  const finished = total > 0 && done === total;

  // What the callbacks below read when they run (an event or an effect after this render).
  const latest = useRef({ list, finished });
  useLayoutEffect(() => {
    latest.current = { list, finished };
  });
  const start = (keys: string[]) => setRun((current) => joined(current, latest.current.finished, keys, timeIn(latest.current.list), Date.now()));

  // Refreshes running that no run follows yet: follow them (their current time is the old one).
  const unfollowedKey = list
    .filter((c) => c.refreshing && !(run && !finished && run.keys.includes(c.cacheKey)))
    .map((c) => c.cacheKey)
    .join();
  useEffect(() => {
    if (unfollowedKey === '') return;
    const { list: seen, finished: ended } = latest.current;
    setRun((current) => joined(current, ended, unfollowedKey.split(','), timeIn(seen), current && !ended ? current.startedAt : 0));
  }, [unfollowedKey]);

  const announced = useRef(0);
  useEffect(() => {
    if (!finished || !run || announced.current === run.id) return;
    announced.current = run.id;
    if (failed > 0) toast.error(`${failed} 个报表刷新失败，数据仍为上次更新的结果`);
    if (done > failed) toast.success(total === 1 && failed === 0 ? '刷新完成，数据已更新' : `刷新完成：${done - failed} 个报表已更新`);
  }, [finished, run, failed, done, total]);

  return { outcomes, progress: run ? { done, total, finished } : undefined, start };
}
