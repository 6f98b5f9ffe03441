import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, loadGroupApi, type GroupApi } from './generated-api';
import type { ListState } from './list-search';

export type Row = Record<string, unknown> & { id?: number | string };

export interface ListResult {
  rows: Row[];
  total: number;
}

/** The group's generated client, zod and manifest: one query per group, cached for the session. */
export const groupApiQuery = (groupKey: string) =>
  queryOptions({ queryKey: ['group-api', groupKey], queryFn: () => loadGroupApi(groupKey), staleTime: Infinity, gcTime: Infinity });

export function listOperation(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged) ?? resource.operations.find((o) => o.kind === 'list');
}

export const resourceListQuery = (api: GroupApi, resource: ResourceMeta, state: ListState) =>
  queryOptions({
    queryKey: ['resource-list', resource.key, state],
    queryFn: async ({ signal }): Promise<ListResult> => {
      const list = listOperation(resource);
      if (!list) return { rows: [], total: 0 };
      const payload = list.paged ? { ...state.filters, pageNum: state.pageNum, pageSize: state.pageSize } : state.filters;
      const body = await callOperation<{ data?: unknown }>(api, list, payload, undefined, signal);
      const data = body.data as { pageList?: Row[]; total?: number } | Row[] | undefined;
      if (Array.isArray(data)) return { rows: data, total: data.length };
      return { rows: data?.pageList ?? [], total: data?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

export function useResourceList(api: GroupApi, resource: ResourceMeta, state: ListState) {
  return useQuery(resourceListQuery(api, resource, state));
}
