import { groups } from '@generated/manifest/index';
import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ownedByIdentity } from '@/lib/identity';
import { callOperation, type GroupApi } from './generated-api';
import { buildTree, detailOf, labelOfRecord, listOf, optionOf, rowsOfAnswer, searchParam, treeOf, type RelationOption, type RelationRef } from './relation-data';
import { groupApiQuery } from './use-resource-list';

/** Options per page of a picker: enough to scan, small enough to answer at once. */
export const OPTIONS_PAGE_SIZE = 20;
/** Labels rarely change while a screen is open: one fetch per record and session minute. */
const LABEL_STALE = 5 * 60_000;
/** A label that fails to load shows a dash for good; one more try first keeps a hiccup from doing that. */
const LABEL_RETRY = 1;
// The picker shows why a load failed, in place; a toast as well would say it twice (and a table
// resolving labels would raise one per row).
const QUIET = { message: false } as const;

/** The group of a resource, from the manifest's index (every group's resource keys). */
export function groupOfResource(resourceKey: string): string | undefined {
  return groups.find((g) => g.resources.some((r) => r.key === resourceKey))?.key;
}

export interface RelationTarget {
  api: GroupApi;
  resource: ResourceMeta;
}

/**
 * The target resource of a reference and its group's generated client (loaded once per group), when
 * `enabled`: a closed picker needs neither, and on a cold list they would load before its first rows.
 */
export function useRelationTarget(ref: RelationRef, enabled = true) {
  const groupKey = groupOfResource(ref.resource);
  const query = useQuery({ ...groupApiQuery(groupKey ?? ''), enabled: enabled && groupKey !== undefined });
  const resource = query.data?.meta.resources.find((r) => r.key === ref.resource);
  const target: RelationTarget | undefined = query.data && resource ? { api: query.data, resource } : undefined;
  const unknown = groupKey === undefined || (query.data !== undefined && !resource);
  return { target, error: unknown ? new Error(`未知的关联资源：${ref.resource}`) : query.error, isError: unknown || query.isError, refetch: query.refetch };
}

const labelKey = (resourceKey: string, id: number | string) => ['relation-label', resourceKey, String(id)] as const;

/** Remembers the labels of records a picker has loaded: the chosen one then shows without a fetch. */
function rememberLabels(queryClient: QueryClient, resourceKey: string, options: RelationOption[]) {
  for (const option of options) {
    if (queryClient.getQueryData(labelKey(resourceKey, option.id)) === undefined) queryClient.setQueryData(labelKey(resourceKey, option.id), option.label);
  }
}

export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Each record once, in the order first seen: pages of a list that moved meanwhile may repeat one. */
function uniqueOptions(options: RelationOption[]): RelationOption[] {
  const byId = new Map<string, RelationOption>();
  for (const option of options) if (!byId.has(String(option.id))) byId.set(String(option.id), option);
  return [...byId.values()];
}

/** A dependent picker's filter as its target list takes it: typed as the list's parameter declares (ids are numbers). */
function dependentFilter(list: OperationMeta, filter: Readonly<Record<string, string>> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter ?? {})) {
    const param = list.query.find((f) => f.name === name);
    out[name] = param && (param.type === 'integer' || param.type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  }
  return out;
}

/** The longest keyword a picker's search box takes: its search parameter's maxLength, if it declares one. */
export const searchMaxLengthOf = (list: OperationMeta | undefined, param: string | undefined): number | undefined => list?.query.find((f) => f.name === param)?.maxLength;

export interface OptionsPageRequest {
  ref: RelationRef;
  target: RelationTarget | undefined;
  /** The keyword as it goes out, under the search parameter `param` (none: the list is narrowed by the caller). */
  needle: string;
  param: string | undefined;
  filter?: Readonly<Record<string, string>>;
  pageNum: number;
  signal?: AbortSignal;
}

/**
 * One page of a picker's options (the page's query function). The labels it brings are remembered,
 * so the chosen record then shows without a fetch.
 */
export async function optionsPage(queryClient: QueryClient, { ref, target, needle, param, filter, pageNum, signal }: OptionsPageRequest) {
  const list = target ? listOf(target.resource) : undefined;
  if (!target || !list) throw new Error(`「${target?.resource.name ?? ref.resource}」没有列表接口`);
  const payload: Record<string, unknown> = { ...dependentFilter(list, filter), ...(list.paged ? { pageNum, pageSize: OPTIONS_PAGE_SIZE } : {}) };
  if (param && needle) payload[param] = needle;
  const { rows, total } = rowsOfAnswer(await callOperation(target.api, list, payload, QUIET, signal), list.paged ? OPTIONS_PAGE_SIZE : undefined);
  const options = rows.flatMap((row) => optionOf(row, ref.label) ?? []);
  rememberLabels(queryClient, ref.resource, options);
  return { options, total, pageNum, paged: Boolean(list.paged) };
}

/**
 * The target's records matching a keyword, page by page (加载更多). The keyword goes to the list's
 * search parameter; a list without one is narrowed here, over what has loaded. At most
 * OPTIONS_PAGE_SIZE more options show per 加载更多, whatever the backend sent: a page that ignored the
 * page size is cut to it, and a list answered whole (not paged) is shown a page at a time.
 */
export function useRelationOptions(ref: RelationRef, target: RelationTarget | undefined, keyword: string, enabled: boolean, filter?: Readonly<Record<string, string>>) {
  const queryClient = useQueryClient();
  const list = target ? listOf(target.resource) : undefined;
  const param = searchParam(list, ref.label);
  // The search box holds at most the parameter's maxLength; a longer keyword never goes out.
  const searchMaxLength = searchMaxLengthOf(list, param);
  const needle = keyword.trim().slice(0, searchMaxLength);
  const query = useInfiniteQuery({
    // A dependent picker's filter (x-depends-on: the chosen course) is part of what it asks.
    queryKey: ['relation-options', ref.resource, ref.label, param ? needle : '', filter ?? {}],
    enabled: enabled && target !== undefined,
    initialPageParam: 1,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => optionsPage(queryClient, { ref, target, needle, param, filter, pageNum: pageParam, signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.options.length, 0);
      return last.paged && last.options.length > 0 && loaded < last.total ? last.pageNum + 1 : undefined;
    },
  });
  const all = uniqueOptions(query.data?.pages.flatMap((page) => page.options) ?? []);
  const matching = param || !needle ? all : all.filter((o) => o.label.toLowerCase().includes(needle.toLowerCase()));
  // How many show: a page more per 加载更多, from the start again for other words.
  const [shown, setShown] = useState({ words: needle, size: OPTIONS_PAGE_SIZE });
  const size = shown.words === needle ? shown.size : OPTIONS_PAGE_SIZE;
  const options = matching.slice(0, size);
  const loadMore = async () => {
    setShown({ words: needle, size: size + OPTIONS_PAGE_SIZE });
    if (matching.length < size + OPTIONS_PAGE_SIZE && query.hasNextPage) await query.fetchNextPage();
  };
  return { ...query, options, hasMore: matching.length > size || query.hasNextPage, loadMore, searching: param !== undefined, searchMaxLength };
}

const treeQuery = (ref: RelationRef, target: RelationTarget | undefined) =>
  queryOptions({
    queryKey: ['relation-tree', ref.resource, ref.label],
    enabled: target !== undefined,
    staleTime: LABEL_STALE,
    retry: LABEL_RETRY,
    queryFn: async ({ signal }) => {
      const tree = target ? treeOf(target.resource, ref.tree) : undefined;
      if (!target || !tree) throw new Error(`「${target?.resource.name ?? ref.resource}」没有树接口`);
      return buildTree(rowsOfAnswer(await callOperation(target.api, tree, {}, QUIET, signal)).rows, ref.label);
    },
  });

/** A tree-shaped target's whole tree (its tree endpoint answers every record at once). */
export function useRelationTree(ref: RelationRef, target: RelationTarget | undefined, enabled = true) {
  return useQuery({ ...treeQuery(ref, target), enabled: enabled && target !== undefined });
}

/** Ids per list call of a label batch: a URL of 200 ids stays well within what servers accept. */
export const LABEL_BATCH_MAX = 200;

type Waiter = { resolve: (label: string | null) => void; reject: (error: unknown) => void };
const batches = new Map<string, Map<string, Waiter[]>>();
// Labels asked for one person are never answered by a call made for the next: a pending batch is dropped.
ownedByIdentity('relation-label-batches', () => {
  for (const waiting of batches.values()) {
    for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(new Error('identity changed'));
    waiting.clear();
  }
  batches.clear();
});
// Ids are numbers on the wire; a form holds them as text.
const wireId = (id: number | string) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

async function answerBatch(target: RelationTarget, list: OperationMeta, ref: RelationRef, waiting: Map<string, Waiter[]>) {
  const ids = [...waiting.keys()];
  const chunks = Array.from({ length: Math.ceil(ids.length / LABEL_BATCH_MAX) }, (_, i) => ids.slice(i * LABEL_BATCH_MAX, (i + 1) * LABEL_BATCH_MAX));
  await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const payload = { ids: chunk.map(wireId), ...(list.paged ? { pageNum: 1, pageSize: chunk.length } : {}) };
        // Not cut to the ids asked: a backend that ignored `ids` still names them if they are in its page.
        const { rows } = rowsOfAnswer(await callOperation(target.api, list, payload, QUIET));
        const labels = new Map(rows.map((row) => [String(row.id), labelOfRecord(row, ref.label) ?? null]));
        for (const id of chunk) for (const waiter of waiting.get(id) ?? []) waiter.resolve(labels.get(id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const waiter of waiting.get(id) ?? []) waiter.reject(error);
      }
    }),
  );
}

/**
 * A record's label through its target's list filtered by `ids`, batched: every label a screen asks
 * for in the same moment (the cells of one render) goes out in one call per target resource, never
 * one per id. Exported for tests.
 */
export function batchedLabel(target: RelationTarget, list: OperationMeta, ref: RelationRef, id: number | string): Promise<string | null> {
  const key = `${ref.resource}|${ref.label}`;
  let waiting = batches.get(key);
  if (!waiting) {
    const opened = new Map<string, Waiter[]>();
    waiting = opened;
    batches.set(key, opened);
    // After this render's other cells have asked (their queries start in the same task).
    setTimeout(() => {
      batches.delete(key);
      void answerBatch(target, list, ref, opened);
    }, 0);
  }
  const batch = waiting;
  return new Promise((resolve, reject) => batch.set(String(id), [...(batch.get(String(id)) ?? []), { resolve, reject }]));
}

/**
 * The label of one record of the target: from the tree when the target is a tree (one answer holds
 * every label), else from its list filtered by `ids` in batches (batchedLabel), else, for a target
 * whose list cannot be asked by ids, its detail; cached per record. Undefined while unknown (shown as
 * a dash), never another record's label.
 */
export function useRelationLabel(ref: RelationRef, id: number | string | undefined) {
  const { target, isError: targetFailed } = useRelationTarget(ref, id !== undefined);
  const isTree = Boolean(ref.tree);
  const tree = useRelationTree(ref, target, isTree && id !== undefined);
  const record = useQuery({
    queryKey: labelKey(ref.resource, id ?? ''),
    enabled: !isTree && target !== undefined && id !== undefined,
    staleTime: LABEL_STALE,
    retry: LABEL_RETRY,
    queryFn: async ({ signal }): Promise<string | null> => {
      // 0 (a tree's root, "none") names no record: nothing to ask.
      if (!target || id === undefined || Number(wireId(id)) <= 0) return null;
      const list = listOf(target.resource);
      // By ids when the list can be asked by ids alone (a chapter list needs its course as well).
      const byIds = list?.query.some((f) => f.name === 'ids') && !list.query.some((f) => f.required && f.name !== 'pageNum' && f.name !== 'pageSize');
      if (list && byIds) return batchedLabel(target, list, ref, id);
      const detail = detailOf(target.resource);
      if (detail) return labelOfRecord((await callOperation<{ data?: Record<string, unknown> }>(target.api, detail, { id: wireId(id) }, QUIET, signal)).data, ref.label) ?? null;
      return null;
    },
  });
  if (id === undefined) return { label: undefined, isError: false };
  if (isTree) {
    const found = tree.data ? findNode(tree.data, id) : undefined;
    return { label: found?.label, isError: targetFailed || tree.isError };
  }
  return { label: record.data ?? undefined, isError: targetFailed || record.isError };
}

function findNode(nodes: ReturnType<typeof buildTree>, id: number | string): RelationOption | undefined {
  for (const node of nodes) {
    if (String(node.id) === String(id)) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
