import type { ResourceMeta, ResourceSummary } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@/api/messages';
import type { ListState } from './list-search';
import { knownTotal, missingFilters, resourceListQuery, summaryAsker, type ListAsker, type ListResult } from './use-resource-list';

const resource = { key: 'admissionsClue' } as ResourceMeta;
const state = (over: Partial<ListState>): ListState => ({ pageNum: 1, pageSize: 15, filters: { status: '1' }, ...over });

function cached(filters: Record<string, string>, total: number) {
  const client = new QueryClient();
  const result: ListResult = { rows: [{ id: 1 }], total };
  client.setQueryData(['resource-list', resource.key, state({ pageSize: 100, filters })], result);
  return client;
}

describe('the total a failed page shows', () => {
  it('is the last answered total of the same filters, from any page or size', () => {
    expect(knownTotal(cached({ status: '1' }, 1200), resource, state({ pageNum: 7, pageSize: 30 }))).toBe(1200);
  });

  it("is unknown for other filters: their count would be another list's", () => {
    expect(knownTotal(cached({ status: '1' }, 1200), resource, state({ filters: { status: '2' } }))).toBeUndefined();
    expect(knownTotal(new QueryClient(), resource, state({}))).toBeUndefined();
  });
});

const callList = vi.hoisted(() => vi.fn<(list: unknown, payload: Record<string, unknown>, signal?: AbortSignal) => Promise<unknown>>());
vi.mock('@generated/manifest/list-call', () => ({ callList }));

const summary = { list: { operationId: 'umsPromoteAdmissionsClueList', path: '/api/ums/promote/admissionsClue/list', paged: true, required: [] } } as Pick<ResourceSummary, 'list'>;

describe("a resource's list query", () => {
  it('is asked from the summary alone, with the filters and the page, and reads the page', async () => {
    callList.mockReset();
    callList.mockResolvedValue({ data: { pageList: [{ id: 4 }, { id: 5 }], total: 42 } });
    const s = state({ pageNum: 3, pageSize: 30 });
    const answer = await new QueryClient().fetchQuery(resourceListQuery('umsPromoteAdmissionsClue', s, summaryAsker(summary, s)!));
    expect(answer).toEqual({ rows: [{ id: 4 }, { id: 5 }], total: 42 });
    expect(callList).toHaveBeenCalledWith(summary.list, { status: '1', pageNum: 3, pageSize: 30 }, expect.any(AbortSignal));
  });

  it('sends no page to a list that is not paged', async () => {
    const ask = vi.fn<ListAsker['ask']>(async () => ({ data: [{ id: 1 }] }));
    expect(await new QueryClient().fetchQuery(resourceListQuery('tree', state({}), { paged: false, ask }))).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(ask).toHaveBeenCalledWith({ status: '1' }, expect.any(AbortSignal));
  });

  it('fails on an answer of another shape instead of showing it as no rows', async () => {
    const ask = vi.fn<ListAsker['ask']>(async () => ({ data: '<html>维护中</html>' }));
    await expect(new QueryClient().fetchQuery(resourceListQuery('x', state({}), { paged: true, ask }))).rejects.toThrow(API_MESSAGES.invalidResponse);
  });

  it('is one query for one resource and state: what a route loader asked, the screen does not ask again', async () => {
    const ask = vi.fn<ListAsker['ask']>(async () => ({ data: { pageList: [], total: 0 } }));
    const other = vi.fn<ListAsker['ask']>(async () => ({ data: { pageList: [], total: 0 } }));
    const client = new QueryClient();
    await Promise.all([
      client.ensureQueryData(resourceListQuery('x', state({}), { paged: true, ask })),
      client.ensureQueryData(resourceListQuery('x', state({}), { paged: true, ask: other })),
    ]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('is not asked from a summary while a filter it requires is missing, nor for a resource without a list', () => {
    const chapters = { list: { operationId: 'bmsContChapterList', path: '/api/bms/cont/chapter/list', paged: true, required: ['courseId'] } };
    expect(summaryAsker(chapters, state({ filters: {} }))).toBeUndefined();
    expect(summaryAsker(chapters, state({ filters: { courseId: '3' } }))).toBeDefined();
    expect(summaryAsker({}, state({}))).toBeUndefined();
  });
});

describe('filters a list cannot be asked without', () => {
  const chapters = {
    key: 'chapter',
    operations: [
      {
        kind: 'list',
        paged: true,
        query: [
          { name: 'pageNum', title: '页码', required: true },
          { name: 'pageSize', title: '每页条数', required: true },
          { name: 'courseId', title: '课程', required: true },
          { name: 'keyword', title: '关键词' },
        ],
      },
    ],
  } as unknown as ResourceMeta;

  it('are the required query parameters (paging aside) that the state leaves empty', () => {
    expect(missingFilters(chapters, state({ filters: {} })).map((f) => f.name)).toEqual(['courseId']);
    expect(missingFilters(chapters, state({ filters: { courseId: '3' } }))).toEqual([]);
    expect(missingFilters({ key: 'x', operations: [] } as unknown as ResourceMeta, state({}))).toEqual([]);
  });
});
