import { callList } from '@generated/manifest/list-call';
import type { FieldMeta, OperationMeta, ResourceMeta, ResourceSummary } from '@generated/manifest/types';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { readPage } from '@/api/answer-shape';
import { callOperation, loadGroupApi, type GroupApi } from './generated-api';
import type { ListState } from './list-search';
import type { Row } from './row';

export type { Row };

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

/**
 * Filters the list cannot be asked without (the spec marks the query parameter required, e.g. a
 * chapter list needs its course): the screen asks for them instead of sending a call the backend
 * refuses, and shows neither a failure nor 暂无数据.
 */
export function missingFilters(resource: ResourceMeta, state: ListState): FieldMeta[] {
  // Stryker disable next-line ArrayDeclaration: the filter keeps only entries with `required`, which no fallback element has
  return (listOperation(resource)?.query ?? []).filter((f) => f.required && f.name !== 'pageNum' && f.name !== 'pageSize' && !state.filters[f.name]);
}

const resourceListKey = (resourceKey: string, state: ListState) => ['resource-list', resourceKey, state] as const;

/** What a list call sends: the filters, and the page for a paged list. */
export const listPayload = (paged: boolean | undefined, state: ListState): Record<string, unknown> =>
  paged ? { ...state.filters, pageNum: state.pageNum, pageSize: state.pageSize } : state.filters;

/**
 * How a list is asked: through the group's client once it has loaded (the screen), or from the
 * resource's summary before that (a route loader: `list` in generated/manifest, the same GET). Either
 * way the same call, so both share one query.
 */
export interface ListAsker {
  paged: boolean;
  ask: (payload: Record<string, unknown>, signal: AbortSignal) => Promise<unknown>;
}

/** A page of a resource's list. */
export const resourceListQuery = (resourceKey: string, state: ListState, { paged, ask }: ListAsker) =>
  queryOptions({
    queryKey: resourceListKey(resourceKey, state),
    queryFn: async ({ signal }): Promise<ListResult> => {
      const body = (await ask(listPayload(paged, state), signal)) as { data?: unknown };
      // An answer of another shape fails this list only (its LoadFailed), never the screen's render.
      return readPage<Row>(body.data, paged ? { pageSize: state.pageSize } : {});
    },
  });

/** The list as its summary asks it, before the group's code has loaded; none when a filter it requires is missing. */
export function summaryAsker(summary: Pick<ResourceSummary, 'list'>, state: ListState): ListAsker | undefined {
  const { list } = summary;
  if (!list || list.required.some((name) => !state.filters[name])) return undefined;
  return { paged: list.paged, ask: (payload, signal) => callList(list, payload, signal) };
}

export function useResourceList(api: GroupApi, resource: ResourceMeta, state: ListState) {
  const list = listOperation(resource);
  const asker: ListAsker = { paged: list?.paged === true, ask: (payload, signal) => (list ? callOperation(api, list, payload, undefined, signal) : Promise.resolve({ data: [] })) };
  return useQuery({
    ...resourceListQuery(resource.key, state, asker),
    // Another page or filter keeps the rows shown until its own answer replaces them.
    placeholderData: keepPreviousData,
    enabled: list !== undefined && missingFilters(resource, state).length === 0,
    // A page that failed in the route's loader shows that failure (with 重试); mounting does not ask again.
    retryOnMount: false,
  });
}

const sameFilters = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * The total of the list with these filters as last answered, by any page or size of it: what the
 * pager shows while this page failed. The rows matching the filters are still the same rows, so
 * their count stays true and the pager stays usable (back to the page that loaded); a total of
 * other filters would be a different list's, so none is known then.
 */
export function knownTotal(queryClient: QueryClient, resource: ResourceMeta, state: ListState): number | undefined {
  let latest: { at: number; total: number } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['resource-list', resource.key] })) {
    const [, , asked] = query.queryKey as ReturnType<typeof resourceListKey>;
    const data = query.state.data as ListResult | undefined;
    if (!data || !sameFilters(asked.filters, state.filters)) continue;
    if (!latest || query.state.dataUpdatedAt > latest.at) latest = { at: query.state.dataUpdatedAt, total: data.total };
  }
  return latest?.total;
}
