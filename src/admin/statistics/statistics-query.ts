import type { OperationMeta } from '@generated/manifest/types';
import { queryOptions } from '@tanstack/react-query';
import { readPage } from '@/api/answer-shape';
import { callOperation, type GroupApi } from '../resource/generated-api';
import type { StatRow } from './overview-charts';

/** Statistics lists are per owner or department: one page of this size holds all of a batch. */
export const STATISTICS_PAGE_SIZE = 1000;

export interface StatisticsRows {
  rows: StatRow[];
  /** More records matched than one page holds: the figures cover the first page only. */
  truncated: boolean;
}

/**
 * One statistics list under the given filters, as every reader of it (a chart, the workbench's
 * headline) shares it: one cache entry, one shape. An answer of another shape (or with entries that
 * are not rows) fails the query, so each reader shows its own 加载失败: figures summed over part of
 * the rows would be wrong without saying so.
 */
export const statisticsListQuery = (api: GroupApi, operation: OperationMeta, params: Record<string, string>) =>
  queryOptions({
    queryKey: ['statistics-list', operation.operationId, params],
    queryFn: async ({ signal }): Promise<StatisticsRows> => {
      const body = await callOperation<{ data?: unknown }>(api, operation, { ...params, pageNum: 1, pageSize: STATISTICS_PAGE_SIZE }, undefined, signal);
      const { rows, total } = readPage<StatRow>(body.data, { pageSize: STATISTICS_PAGE_SIZE });
      return { rows, truncated: total > rows.length };
    },
  });
