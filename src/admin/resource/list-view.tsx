import type { ResourceMeta } from '@generated/manifest/types';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Inbox, ListFilter } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import type { ListState } from './list-search';
import { knownTotal, missingFilters, type ListResult, type Row } from './use-resource-list';

export interface ListView {
  rows: Row[];
  /** For the pager; undefined when not known (共 N 条 is then left out, never 共 0 条). */
  total: number | undefined;
  loading: boolean;
  /** The failed or the empty state, shown instead of rows. */
  status: ReactNode;
}

const NO_ROWS: Row[] = [];

/**
 * Loading, failed and empty are three states, never one another:
 * - loading: nothing to show yet, or a 重试 under way (placeholder rows, the table busy);
 * - failed: LoadFailed with 重试; filters and what was typed stay, as they live in the URL and the form;
 * - empty (暂无数据): only a successful answer with no rows.
 * A page shown while the next one loads (placeholder data) is neither: its rows stay until the answer.
 */
export function useListView(query: UseQueryResult<ListResult>, resource: ResourceMeta, state: ListState): ListView {
  const queryClient = useQueryClient();
  const missing = missingFilters(resource, state);
  if (missing.length > 0) {
    return {
      rows: NO_ROWS,
      total: undefined,
      loading: false,
      status: (
        <p className="flex flex-col items-center gap-2 py-10">
          <ListFilter aria-hidden className="size-8 opacity-50" />
          请先在筛选条件中填写{missing.map((f) => `「${f.title}」`).join('、')}，再点查询
        </p>
      ),
    };
  }
  const rows = query.isError ? NO_ROWS : (query.data?.rows ?? NO_ROWS);
  const loading = query.isPending || (query.isFetching && (query.isError || (query.isPlaceholderData && rows.length === 0)));
  const failed = !loading && query.isError;
  // Failed: the count the same filters last had (another page of them loaded), else none — see knownTotal.
  const total = query.isError ? knownTotal(queryClient, resource, state) : query.data?.total;
  const status = failed ? (
    <LoadFailed what={`${resource.name}列表`} error={query.error} onRetry={() => void query.refetch()} />
  ) : !loading && rows.length === 0 ? (
    <p className="flex flex-col items-center gap-2 py-10">
      <Inbox aria-hidden className="size-8 opacity-50" />
      暂无数据
    </p>
  ) : undefined;
  return { rows, total, loading, status };
}
