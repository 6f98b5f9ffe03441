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

export interface Run {
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

/** Reads a report's 数据更新于 in `list` (undefined when it has none or is not listed). */
const timeIn = (list: DataCache[]) => (key: string) => list.find((c) => c.cacheKey === key)?.updateTime;

/** The run `keys` join: the current one while it has not finished, else a new one. */
function joined(current: Run | undefined, finished: boolean, keys: string[], timeOf: (key: string) => string | undefined, startedAt: number): Run {
  const active = current && !finished ? current : undefined;
  const before = { ...active?.before };
  for (const key of keys) if (!active?.keys.includes(key)) before[key] = timeOf(key);
  return { id: active?.id ?? (current?.id ?? 0) + 1, keys: [...new Set([...(active?.keys ?? []), ...keys])], before, startedAt };
}

/** The run once `keys` are started at `now` (ms): the answers fetched before then say nothing of them. */
export const startedRun = (current: Run | undefined, finished: boolean, keys: string[], list: DataCache[], now: number): Run => joined(current, finished, keys, timeIn(list), now);

/**
 * The run once refreshes seen running in `list` are followed: an unfinished run keeps its start, a new
 * one starts at 0 since these refreshes began before any answer this screen has.
 */
export const followedRun = (current: Run | undefined, finished: boolean, keys: string[], list: DataCache[]): Run =>
  joined(current, finished, keys, timeIn(list), current && !finished ? current.startedAt : 0);

/** The keys of the reports refreshing in `list` that the unfinished `run` does not follow. */
export const unfollowedIn = (list: DataCache[], run: Run | undefined, finished: boolean): string[] =>
  list.filter((c) => c.refreshing && !(run && !finished && run.keys.includes(c.cacheKey))).map((c) => c.cacheKey);

/** Where a run stands: each report's outcome and the counts the progress and the final toast show. */
export interface RunTally {
  outcomes: Record<string, RefreshOutcome>;
  /** Reports no longer refreshing, failed ones included. */
  done: number;
  failed: number;
  total: number;
  finished: boolean;
}

/** Reads `caches` (fetched at `dataUpdatedAt`, ms) against `run`: no run tallies nothing and is not finished. */
export function tallyOf(run: Run | undefined, caches: DataCache[], dataUpdatedAt: number): RunTally {
  const fresh = run !== undefined && dataUpdatedAt > run.startedAt;
  const outcomes: Record<string, RefreshOutcome> = {};
  if (run) for (const key of run.keys) outcomes[key] = outcomeOf(run, key, caches, fresh);
  const done = Object.values(outcomes).filter((o) => o !== 'refreshing').length;
  const failed = Object.values(outcomes).filter((o) => o === 'failed').length;
  const total = run?.keys.length ?? 0;
  const finished = total > 0 && done === total;
  return { outcomes, done, failed, total, finished };
}

/** The toasts a finished run announces: the failures (an error) and the updated reports (a success), each only when there are any. */
export function announcementOf({ done, failed, total }: Pick<RunTally, 'done' | 'failed' | 'total'>): { error?: string; success?: string } {
  return {
    error: failed > 0 ? `${failed} 个报表刷新失败，数据仍为上次更新的结果` : undefined,
    success: done > failed ? (total === 1 && failed === 0 ? '刷新完成，数据已更新' : `刷新完成：${done - failed} 个报表已更新`) : undefined,
  };
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
  const { outcomes, done, failed, total, finished } = tallyOf(run, list, dataUpdatedAt);

  // What the callbacks below read when they run (an event or an effect after this render).
  const latest = useRef({ list, finished });
  useLayoutEffect(() => {
    latest.current = { list, finished };
  });
  const start = (keys: string[]) => setRun((current) => startedRun(current, latest.current.finished, keys, latest.current.list, Date.now()));

  // Refreshes running that no run follows yet: follow them (their current time is the old one).
  const unfollowedKey = unfollowedIn(list, run, finished).join();
  useEffect(() => {
    if (unfollowedKey === '') return;
    const { list: seen, finished: ended } = latest.current;
    setRun((current) => followedRun(current, ended, unfollowedKey.split(','), seen));
  }, [unfollowedKey]);

  const announced = useRef(0);
  useEffect(() => {
    if (!finished || !run || announced.current === run.id) return;
    announced.current = run.id;
    const { error, success } = announcementOf({ done, failed, total });
    if (error !== undefined) toast.error(error);
    if (success !== undefined) toast.success(success);
  }, [finished, run, failed, done, total]);

  return { outcomes, progress: run ? { done, total, finished } : undefined, start };
}
