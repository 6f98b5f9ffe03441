import { queryOptions } from '@tanstack/react-query';
import { cmsResourcePaperList } from '@generated/cms-resource/client/cms-resource';
import type { Paper } from '@generated/cms-resource/client/model/paper';
import { readPage } from '@/api/answer-shape';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';

/** AbleStatus 启用 (openapi/_shared.yaml): a disabled paper is not offered to visitors. */
const ENABLED = 1;

/** SPEC.md §2 /paper_detail: the enabled papers of the resource library, one page at a time. */
export function papersQuery(page: number) {
  return queryOptions({
    queryKey: ['site', 'papers', page, DEFAULT_PAGE_SIZE],
    queryFn: async ({ signal }) => {
      const result = await cmsResourcePaperList({ pageNum: page, pageSize: DEFAULT_PAGE_SIZE, status: ENABLED }, undefined, signal);
      const { rows, total } = readPage<Paper>(result.data, { pageSize: DEFAULT_PAGE_SIZE });
      return { items: rows, total };
    },
  });
}
