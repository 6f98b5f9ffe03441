import type { GroupMeta, OperationMeta, ResourceMeta, ResourceSummary } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { permissionsQueryOptions } from '../permissions';
import type { StaffUser } from '../session';
import type { GroupApi } from './generated-api';
import type { ListState } from './list-search';
import { knownTotal, LARGEST_PAGE_SIZE, listPlaceholder, missingFilters, preloadList, type ListResult } from './use-resource-list';

const resource = { key: 'admissionsClue' } as ResourceMeta;
const rows = Array.from({ length: 1000 }, (_, i) => ({ id: 1200 - i }));
const state = (over: Partial<ListState>): ListState => ({ pageNum: 1, pageSize: 15, filters: { status: '1' }, ...over });
const previous: ListResult = { rows: [{ id: 1 }], total: 1 };

function cacheLargest(filters: Record<string, string>) {
  const client = new QueryClient();
  client.setQueryData(['resource-list', resource.key, state({ pageSize: LARGEST_PAGE_SIZE, filters })], { rows, total: 1200 });
  return client;
}

describe('list placeholder', () => {
  it('cuts page 1 of a smaller size from a cached page 1 of the largest size with the same filters', () => {
    const placeholder = listPlaceholder(cacheLargest({ status: '1' }), resource, state({ pageSize: 30 }))(previous);
    expect(placeholder?.total).toBe(1200);
    expect(placeholder?.rows).toEqual(rows.slice(0, 30));
  });

  it('keeps the page shown before for other pages, other filters, or without that cache', () => {
    expect(listPlaceholder(cacheLargest({ status: '1' }), resource, state({ pageNum: 2, pageSize: 30 }))(previous)).toBe(previous);
    expect(listPlaceholder(cacheLargest({ status: '2' }), resource, state({ pageSize: 30 }))(previous)).toBe(previous);
    expect(listPlaceholder(new QueryClient(), resource, state({ pageSize: 30 }))(previous)).toBe(previous);
  });
});

describe('the total a failed page shows', () => {
  it('is the last answered total of the same filters, from any page or size', () => {
    const client = cacheLargest({ status: '1' });
    expect(knownTotal(client, resource, state({ pageNum: 7, pageSize: 30 }))).toBe(1200);
  });

  it("is unknown for other filters: their count would be another list's", () => {
    expect(knownTotal(cacheLargest({ status: '1' }), resource, state({ filters: { status: '2' } }))).toBeUndefined();
    expect(knownTotal(new QueryClient(), resource, state({}))).toBeUndefined();
  });
});

const staff = (isSuper: boolean) => ({ id: 7, positionId: 3, isSuper }) as StaffUser;
const listKey = (s: ListState) => ['resource-list', 'umsPromoteAdmissionsClue', s];

describe("preloading a screen's first list from its route loader", () => {
  const list = { operationId: 'umsPromoteAdmissionsClueList', kind: 'list', paged: true, query: [{ name: 'pageNum' }], bodyType: null } as unknown as OperationMeta;
  const meta = { key: 'ums-promote', resources: [{ key: 'umsPromoteAdmissionsClue', operations: [list] }] } as unknown as GroupMeta;
  const summary = { key: 'umsPromoteAdmissionsClue', permissions: ['promote:admissionsClue:list', 'promote:admissionsClue:save'] } as ResourceSummary;
  const setup = () => {
    const call = vi.fn<(payload: Record<string, unknown>) => Promise<unknown>>(async () => ({ data: { pageList: [{ id: 1 }], total: 1 } }));
    const api: GroupApi = { meta, operations: { umsPromoteAdmissionsClue: { umsPromoteAdmissionsClueList: call } } };
    return { call, api, client: new QueryClient() };
  };

  it('fetches the page the screen will ask for, once, for a super administrator', async () => {
    const { call, api, client } = setup();
    await preloadList(client, api, summary, state({}), staff(true));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toEqual({ status: '1', pageNum: 1, pageSize: 15 });
    expect(client.getQueryData(listKey(state({})))).toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('asks for nothing when the position may not list the resource', async () => {
    const { call, api, client } = setup();
    client.setQueryData(permissionsQueryOptions(staff(false)).queryKey, ['promote:admissionsClue:save']);
    await preloadList(client, api, summary, state({}), staff(false));
    expect(call).not.toHaveBeenCalled();
    client.setQueryData(permissionsQueryOptions(staff(false)).queryKey, ['promote:admissionsClue:list']);
    await preloadList(client, api, summary, state({}), staff(false));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('leaves a state already cached to the screen (no second request)', async () => {
    const { call, api, client } = setup();
    client.setQueryData(listKey(state({})), previous);
    await preloadList(client, api, summary, state({}), staff(true));
    expect(call).not.toHaveBeenCalled();
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
