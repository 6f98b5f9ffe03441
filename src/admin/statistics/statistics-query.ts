import type { OperationMeta } from '@generated/manifest/types';
import { queryOptions } from '@tanstack/react-query';
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
 * headline) shares it: one cache entry, one shape. An answer of any other shape is no rows, never a crash.
 */
export const statisticsListQuery = (api: GroupApi, operation: OperationMeta, params: Record<string, string>) =>
  queryOptions({
    queryKey: ['statistics-list', operation.operationId, params],
    queryFn: async ({ signal }): Promise<StatisticsRows> => {
      const body = await callOperation<{ data?: unknown }>(api, operation, { ...params, pageNum: 1, pageSize: STATISTICS_PAGE_SIZE }, undefined, signal);
      const data = body.data as { pageList?: unknown; total?: unknown } | unknown[] | undefined;
      const list = Array.isArray(data) ? data : data?.pageList;
      const rows = (Array.isArray(list) ? list : []).filter((row): row is StatRow => typeof row === 'object' && row !== null);
      const total = !Array.isArray(data) && typeof data?.total === 'number' ? data.total : rows.length;
      return { rows, truncated: total > rows.length };
    },
  });
