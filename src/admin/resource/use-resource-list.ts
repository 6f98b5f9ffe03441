import type { FieldMeta, OperationMeta, ResourceMeta, ResourceSummary } from '@generated/manifest/types';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { readPage } from '@/api/answer-shape';
import { PAGE_SIZES, type PageSize } from '@/lib/page-sizes';
import { allows, canList, fetchGrant } from '../permissions';
import type { StaffUser } from '../session';
import { callOperation, loadGroupApi, type GroupApi } from './generated-api';
import type { ListState } from './list-search';
import type { Row } from './row';
import { listPayload, startedCallAnsweredWithin, startListCall, takeStartedCall } from './started-calls';

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

const resourceListKey = (resource: Pick<ResourceMeta, 'key'>, state: ListState) => ['resource-list', resource.key, state] as const;

export const resourceListQuery = (api: GroupApi, resource: ResourceMeta, state: ListState) =>
  queryOptions({
    queryKey: resourceListKey(resource, state),
    queryFn: async ({ signal, client, queryKey }): Promise<ListResult> => {
      const list = listOperation(resource);
      if (!list) return { rows: [], total: 0 };
      const payload = listPayload(list.paged, state);
      const ask = () => callOperation(api, list, payload, undefined, signal);
      // Only the query's first ask adopts a started call: a retry or a refetch wants a new answer.
      const asked = client.getQueryState(queryKey);
      const first = !asked || (asked.dataUpdateCount === 0 && asked.errorUpdateCount === 0);
      const started = takeStartedCall(list.operationId, payload);
      // A call started before the shell could offer its re-login dialog is asked again when it expired.
      const body = (await ((first ? started : undefined)?.catch((error: unknown) => (error instanceof ApiError && error.isSessionExpired ? ask() : Promise.reject(error))) ??
        ask())) as {
        data?: unknown;
      };
      // An answer of another shape fails this list only (its LoadFailed), never the screen's render.
      const { rows, total } = readPage<Row>(body.data, list.paged ? { pageSize: state.pageSize } : {});
      return { rows, total };
    },
  });

/**
 * Starts the list request of the screen a navigation opens, from its route loader, from the
 * resource's summary alone (its `list`, written by `npm run gen`): the request runs while the group's
 * manifest and client load and the screen renders, not after them. Only when the staff member may
 * list the resource (a refused call would raise an error for a screen the guard does not show), and
 * only when nothing is cached or asked for that state: a cached page is the screen's to revalidate.
 */
export async function preloadList(queryClient: QueryClient, summary: ResourceSummary, state: ListState, user: StaffUser): Promise<void> {
  // A screen without a list (its refinement's own screen) loads what it needs itself.
  if (!summary.list) return;
  const key = resourceListKey(summary, state);
  if (queryClient.getQueryState(key)) return;
  try {
    const grant = await fetchGrant(queryClient, user);
    // The screen may have asked meanwhile (its group's code was cached): it needs no second call.
    if (!canList((permission) => allows(grant, permission), summary) || queryClient.getQueryState(key)) return;
  } catch {
    // The screen asks for the grant again and shows what went wrong.
    return;
  }
  startListCall(summary, state);
}

/**
 * How long a wide screen's route waits for its first page when the call is on its way. The screen
 * then opens with its rows in the route's own commit (one build, one layout) instead of drawing its
 * title and outline, laying them out, and building itself again when the rows come: on a cold load
 * of the mock build the rows came ~6 % sooner (0.94×, 15 interleaved pairs), the deployable build's
 * answer is usually in already (0.98×). Well under SCREEN_OUTLINE_AFTER_MS, so a slow answer still
 * gets the outline at the same moment.
 */
export const FIRST_ROWS_WAIT_MS = 150;

/**
 * Puts a screen's first page into the cache before the screen's first render when its started call
 * (preloadList, or index.html on a cold load) has answered, or answers within `waitMs`: the screen
 * then opens with its rows in one commit and one layout, instead of drawing and laying out its
 * outline first only to replace it a moment later. A call later than that is not waited for: the
 * outline paints meanwhile. At phone width the route passes 0: there the screen builds behind its
 * outline whatever happens (phone-width.ts), so waiting would only delay the outline.
 */
export async function adoptAnsweredList(queryClient: QueryClient, api: GroupApi, resource: ResourceMeta, state: ListState, waitMs = 0): Promise<void> {
  const list = listOperation(resource);
  const key = resourceListKey(resource, state);
  if (!list || queryClient.getQueryState(key)) return;
  if (!(await startedCallAnsweredWithin(list.operationId, listPayload(list.paged, state), waitMs)) || queryClient.getQueryState(key)) return;
  await queryClient.prefetchQuery(resourceListQuery(api, resource, state));
}

/** The largest page size: its first page holds the first page of every smaller size. */
export const LARGEST_PAGE_SIZE = Math.max(...PAGE_SIZES) as PageSize;

/** Page 1 at the largest size with the same filters: the page smaller first pages are cut from. */
const largestFirstPage = (state: ListState): ListState => ({ ...state, pageNum: 1, pageSize: LARGEST_PAGE_SIZE });

/** Fetches page 1 at the largest size ahead (the pager's size menu opened): any size then shows at once. */
export async function prefetchLargestPage(queryClient: QueryClient, api: GroupApi, resource: ResourceMeta, state: ListState): Promise<void> {
  if (missingFilters(resource, state).length > 0) return;
  return queryClient.prefetchQuery(resourceListQuery(api, resource, largestFirstPage(state)));
}

/**
 * What to show while a page loads: the first page of a smaller size cut from a cached first page of
 * the largest size with the same filters (the pager fetches that when its size menu opens, so any
 * size shows at once), else the page shown before (no flash of an empty table).
 */
export function listPlaceholder(queryClient: QueryClient, resource: ResourceMeta, state: ListState) {
  return (previous: ListResult | undefined): ListResult | undefined => {
    if (state.pageNum === 1 && state.pageSize < LARGEST_PAGE_SIZE) {
      const largest = queryClient.getQueryData<ListResult>(resourceListKey(resource, largestFirstPage(state)));
      if (largest) return { rows: largest.rows.slice(0, state.pageSize), total: largest.total };
    }
    return previous;
  };
}

export function useResourceList(api: GroupApi, resource: ResourceMeta, state: ListState) {
  const queryClient = useQueryClient();
  return useQuery({
    ...resourceListQuery(api, resource, state),
    placeholderData: listPlaceholder(queryClient, resource, state),
    enabled: missingFilters(resource, state).length === 0,
  });
}

/** How long a screen's first build waits for its first rows at most (useFirstAnswer). */
export const FIRST_ANSWER_WAIT_MS = 300;

/**
 * Whether a screen opened at `state` may be built: its first page has answered (or failed), none is
 * coming (no list, a required filter missing), or FIRST_ANSWER_WAIT_MS have passed. Built then,
 * filters, toolbar and rows arrive in one commit and one layout; built at once, the screen was drawn
 * empty and, when the answer came, rendered again synchronously (a query update is never a
 * transition) and laid out again: two of the longest tasks of a cold load. It asks for that page
 * itself (adopting a call the route started), so waiting starts as the screen opens. Only the state
 * the screen opened at counts: later pages and filters are the screen's own to show. Once true, it stays true.
 */
export function useFirstAnswer(api: GroupApi, resource: ResourceMeta, state: ListState): boolean {
  const [first] = useState(state);
  const enabled = listOperation(resource) !== undefined && missingFilters(resource, first).length === 0;
  const { status } = useQuery({ ...resourceListQuery(api, resource, first), enabled });
  // Once answered (or late), for good: a failed first page is asked again when the built screen mounts
  // (a query without data goes back to pending), and taking the screen down then made it mount, ask and
  // fail again, in a loop (a list failing with 502 asked ~25 times a second and never showed its error).
  const [answered, setAnswered] = useState(false);
  const settled = answered || !enabled || status !== 'pending';
  if (settled && !answered) setAnswered(true);
  // Only while waiting: a timer left running would re-render the built screen for nothing.
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setAnswered(true), FIRST_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled;
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
