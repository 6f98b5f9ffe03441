import type { FieldMeta } from '@generated/manifest/types';
import type { Located } from '../modules';
import { hashSeed, type MockStore, type Row } from '../store';
import { formatDateTime } from '../values';
import type { DerivedAnswer, DerivedContext } from './types';
import { ok, operatorName, readParams, refuse, REFUSAL_CODES } from './operations-shared';

/**
 * 统计数据缓存: one row per report cache, kept in the store (so a refresh under way survives a reload).
 * A refresh marks its reports refreshing with a start and a finish time; any later request settles
 * those whose finish time has passed (new 数据更新于, 上次耗时, 上次刷新人), as a backend's job would
 * have by then. Durations are fixed, not random: one report takes 1.2 s; 全部 staggers them from
 * 0.8 s in steps of 0.15 s, in the spec's order, so the progress is seen moving report by report.
 */
export const CACHE_TABLE = 'bmsStatisticsDataCache';
export const SINGLE_REFRESH_MS = 1200;
export const ALL_REFRESH_FIRST_MS = 800;
export const ALL_REFRESH_STEP_MS = 150;
/** What the spec calls every report at once; it is a request, not a report. */
const ALL = 'all';

interface CacheRow extends Row {
  cacheKey: string;
  updateTime: string;
  costSeconds: number;
  operatorName: string;
  /** Epoch ms; set while a refresh runs. */
  startedAt?: number;
  finishAt?: number;
  refreshedBy?: string;
}

/** The reports and their names: the spec's DataCacheKey enum and its x-enum-labels, without `all`. */
function reports(field: FieldMeta | undefined): { key: string; name: string }[] {
  return (field?.enum ?? []).map((value, index) => ({ key: String(value), name: field?.enumLabels?.[index] ?? String(value) })).filter((r) => r.key !== ALL);
}

const cacheKeyField = (located: Located) => [...located.operation.query, ...located.operation.body].find((f) => f.name === 'cacheKey');

/** The last nightly run (02:00, a report a few seconds after the previous one), a day earlier before 02:30. */
function nightlyRun(index: number, seed: number, key: string): Pick<CacheRow, 'updateTime' | 'costSeconds' | 'operatorName'> {
  const run = new Date();
  if (run.getHours() * 60 + run.getMinutes() < 150) run.setDate(run.getDate() - 1);
  const costSeconds = 6 + (hashSeed(seed, key) % 85);
  run.setHours(2, 0, 0, 0);
  run.setSeconds(index * 95 + costSeconds);
  return { updateTime: formatDateTime(run), costSeconds, operatorName: '系统定时任务' };
}

function cacheRows(store: MockStore, field: FieldMeta | undefined): CacheRow[] {
  return store.rows(CACHE_TABLE, () => reports(field).map((r, index) => ({ id: index + 1, cacheKey: r.key, ...nightlyRun(index, store.seed, r.key) }))) as CacheRow[];
}

/** Finishes the refreshes whose time has come; true when any did. */
function settle(rows: CacheRow[], now: number): boolean {
  let changed = false;
  for (const row of rows) {
    if (row.finishAt === undefined || row.finishAt > now) continue;
    row.updateTime = formatDateTime(new Date(row.finishAt));
    row.costSeconds = Math.max(1, Math.round((row.finishAt - (row.startedAt ?? row.finishAt)) / 1000));
    row.operatorName = row.refreshedBy ?? row.operatorName;
    delete row.startedAt;
    delete row.finishAt;
    delete row.refreshedBy;
    changed = true;
  }
  return changed;
}

function settled(ctx: DerivedContext, located: Located): CacheRow[] {
  const rows = cacheRows(ctx.store, cacheKeyField(located));
  if (settle(rows, Date.now())) ctx.store.touch(CACHE_TABLE);
  return rows;
}

const names = (located: Located) => new Map(reports(cacheKeyField(located)).map((r) => [r.key, r.name]));

const updateTime: DerivedAnswer = async (ctx, request, located) => {
  const { cacheKey } = await readParams(request, located.operation);
  const rows = settled(ctx, located);
  const label = names(located);
  const chosen = cacheKey === undefined || cacheKey === ALL ? rows : rows.filter((r) => r.cacheKey === cacheKey);
  return ok(
    chosen.map((r) => ({
      cacheKey: r.cacheKey,
      name: label.get(r.cacheKey) ?? r.cacheKey,
      updateTime: r.updateTime,
      refreshing: r.finishAt !== undefined,
      costSeconds: r.costSeconds,
      operatorName: r.operatorName,
    })),
  );
};

/**
 * Starts a refresh: all or nothing, so a report already refreshing refuses the request (40009)
 * instead of restarting it — 全部 then waits until every report is idle again.
 */
const refresh: DerivedAnswer = async (ctx, request, located) => {
  const { cacheKey } = await readParams(request, located.operation);
  const rows = settled(ctx, located);
  const label = names(located);
  const chosen = cacheKey === ALL ? rows : rows.filter((r) => r.cacheKey === cacheKey);
  if (chosen.length === 0) return refuse('报表不存在', REFUSAL_CODES.notFound);
  const busy = chosen.filter((r) => r.finishAt !== undefined);
  if (busy.length > 0) {
    return refuse(`${busy.map((r) => `「${label.get(r.cacheKey) ?? r.cacheKey}」`).join('、')}正在刷新，请等刷新完成后再试`, REFUSAL_CODES.stateConflict);
  }
  const now = Date.now();
  const by = operatorName(ctx);
  chosen.forEach((row, index) => {
    row.startedAt = now;
    row.finishAt = now + (cacheKey === ALL ? ALL_REFRESH_FIRST_MS + index * ALL_REFRESH_STEP_MS : SINGLE_REFRESH_MS);
    row.refreshedBy = by;
  });
  ctx.store.touch(CACHE_TABLE);
  return ok(undefined, cacheKey === ALL ? `已开始刷新全部 ${chosen.length} 个报表` : `已开始刷新「${label.get(String(cacheKey)) ?? String(cacheKey)}」`);
};

export const cacheAnswers: Record<string, DerivedAnswer> = {
  bmsStatisticsDataCacheUpdateTime: updateTime,
  bmsStatisticsDataCacheRefresh: refresh,
};
