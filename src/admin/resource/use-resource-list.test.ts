import type { GroupMeta, OperationMeta, ResourceMeta, ResourceSummary } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_EXPIRED_CODE } from '@/api/api-error';
import { server } from '@/test/msw-server';
import { permissionsQueryOptions } from '../permissions';
import type { StaffUser } from '../session';
import type { GroupApi } from './generated-api';
import type { ListState } from './list-search';
import { startListCall } from './started-calls';
import { adoptAnsweredList, knownTotal, LARGEST_PAGE_SIZE, listPlaceholder, missingFilters, preloadList, resourceListQuery, type ListResult } from './use-resource-list';

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

const callList = vi.hoisted(() => vi.fn<(list: unknown, payload: Record<string, unknown>) => Promise<unknown>>());
vi.mock('@generated/manifest/list-call', () => ({ callList }));

describe("preloading a screen's first list from its route loader", () => {
  const list = { operationId: 'umsPromoteAdmissionsClueList', kind: 'list', paged: true, query: [{ name: 'pageNum' }], bodyType: null } as unknown as OperationMeta;
  const meta = { key: 'ums-promote', resources: [{ key: 'umsPromoteAdmissionsClue', operations: [list] }] } as unknown as GroupMeta;
  const summary = {
    key: 'umsPromoteAdmissionsClue',
    permissions: ['promote:admissionsClue:list', 'promote:admissionsClue:save'],
    list: { operationId: 'umsPromoteAdmissionsClueList', path: '/api/ums/promote/admissionsClue/list', paged: true, required: [] },
  } as unknown as ResourceSummary;
  const answer = { data: { pageList: [{ id: 1 }], total: 1 } };
  const setup = () => {
    callList.mockReset();
    callList.mockImplementation(async () => answer);
    // The group's own client: what the screen calls when no call was started for it.
    const call = vi.fn<(payload: Record<string, unknown>) => Promise<unknown>>(async () => answer);
    const api: GroupApi = { meta, operations: { umsPromoteAdmissionsClue: { umsPromoteAdmissionsClueList: call } } };
    return { call, api, client: new QueryClient() };
  };
  const screenQuery = (client: QueryClient, api: GroupApi, s: ListState) => client.fetchQuery(resourceListQuery(api, meta.resources[0]!, s));

  it('starts the page the screen will ask for from the summary alone, and the screen adopts that call', async () => {
    const { call, api, client } = setup();
    await preloadList(client, summary, state({}), staff(true));
    expect(callList).toHaveBeenCalledTimes(1);
    expect(callList.mock.calls[0]?.[1]).toEqual({ status: '1', pageNum: 1, pageSize: 15 });
    expect(await screenQuery(client, api, state({}))).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(call).not.toHaveBeenCalled();
    // Adopted once: the next ask of the same page (a refetch) is a call of its own.
    await client.refetchQueries({ queryKey: listKey(state({})) });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("adopts a started call's failure as its own, without asking twice", async () => {
    const { call, api, client } = setup();
    callList.mockImplementation(async () => Promise.reject(new Error('网络异常')));
    await preloadList(client, summary, state({}), staff(true));
    await expect(screenQuery(client, api, state({}))).rejects.toThrow('网络异常');
    expect(call).not.toHaveBeenCalled();
  });

  it('leaves another page, and a call a later navigation replaced, to the screen', async () => {
    const { call, api, client } = setup();
    await preloadList(client, summary, state({}), staff(true));
    await screenQuery(client, api, state({ pageNum: 2 }));
    expect(call).toHaveBeenCalledTimes(1);
    await preloadList(client, summary, state({ pageNum: 3 }), staff(true));
    await screenQuery(client, api, state({}));
    expect(call).toHaveBeenCalledTimes(2);
    expect(callList).toHaveBeenCalledTimes(2);
  });

  it('asks again when the started call met an expired session, so the re-login dialog can take it', async () => {
    const { call, api, client } = setup();
    callList.mockImplementation(async () => Promise.reject(new ApiError('登录已失效', { kind: 'business', code: SESSION_EXPIRED_CODE })));
    await preloadList(client, summary, state({}), staff(true));
    expect(await screenQuery(client, api, state({}))).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('never hands a call started late to a retry: the retry wants a new answer (a late cold-load call, a fault since lifted)', async () => {
    const { call, api, client } = setup();
    call.mockImplementationOnce(async () => Promise.reject(new Error('服务器正在部署中')));
    await expect(screenQuery(client, api, state({}))).rejects.toThrow('服务器正在部署中');
    callList.mockImplementation(async () => Promise.reject(new Error('服务器正在部署中')));
    startListCall(summary, state({}));
    expect(await screenQuery(client, api, state({}))).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('starts the same page once, whoever asks first (main.tsx on a cold load, then the route loader)', async () => {
    const { call, api, client } = setup();
    await preloadList(client, summary, state({}), staff(true));
    await preloadList(client, summary, state({}), staff(true));
    expect(callList).toHaveBeenCalledTimes(1);
    await screenQuery(client, api, state({}));
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for nothing when the position may not list the resource', async () => {
    const { client } = setup();
    client.setQueryData(permissionsQueryOptions(staff(false)).queryKey, ['promote:admissionsClue:save']);
    await preloadList(client, summary, state({}), staff(false));
    expect(callList).not.toHaveBeenCalled();
    client.setQueryData(permissionsQueryOptions(staff(false)).queryKey, ['promote:admissionsClue:list']);
    await preloadList(client, summary, state({}), staff(false));
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it('leaves a state already cached to the screen (no second request), and a list that needs a filter', async () => {
    const { client } = setup();
    client.setQueryData(listKey(state({})), previous);
    await preloadList(client, summary, state({}), staff(true));
    const chapters = { ...summary, list: { ...(summary.list as object), required: ['courseId'] } } as ResourceSummary;
    await preloadList(new QueryClient(), chapters, state({}), staff(true));
    expect(callList).not.toHaveBeenCalled();
    await preloadList(new QueryClient(), chapters, state({ filters: { courseId: '3' } }), staff(true));
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it('puts an answered first page in the cache before the screen renders, without asking again', async () => {
    const { call, api, client } = setup();
    await preloadList(client, summary, state({}), staff(true));
    // The answer is in (index.html asked long before the route's code ran).
    await callList.mock.results[0]?.value;
    await adoptAnsweredList(client, api, meta.resources[0]!, state({}));
    expect(client.getQueryData(listKey(state({})))).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(call).not.toHaveBeenCalled();
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it('never waits for a started call still on its way, nor asks when none was started', async () => {
    const { call, api, client } = setup();
    let answerNow: ((value: unknown) => void) | undefined;
    callList.mockImplementation(() => new Promise((resolve) => (answerNow = resolve)));
    await preloadList(client, summary, state({}), staff(true));
    // Resolves while the call is out: the screen's outline paints meanwhile.
    await adoptAnsweredList(client, api, meta.resources[0]!, state({}));
    expect(client.getQueryState(listKey(state({})))).toBeUndefined();
    answerNow?.({ data: { pageList: [{ id: 2 }], total: 1 } });
    expect(await screenQuery(client, api, state({}))).toEqual({ rows: [{ id: 2 }], total: 1 });
    // Another page: no call started for it, so nothing is asked before the screen asks.
    await adoptAnsweredList(client, api, meta.resources[0]!, state({ pageNum: 2 }));
    expect(client.getQueryState(listKey(state({ pageNum: 2 })))).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it('waits, when asked to, for a started call still on its way, and opens with its rows', async () => {
    const { call, api, client } = setup();
    let answerNow: ((value: unknown) => void) | undefined;
    callList.mockImplementation(() => new Promise((resolve) => (answerNow = resolve)));
    await preloadList(client, summary, state({}), staff(true));
    // A wait far longer than any test run: the answer, not the time, ends it.
    const adopted = adoptAnsweredList(client, api, meta.resources[0]!, state({}), 600_000);
    await Promise.resolve();
    expect(client.getQueryState(listKey(state({})))).toBeUndefined();
    answerNow?.({ data: { pageList: [{ id: 3 }], total: 1 } });
    await adopted;
    expect(client.getQueryData(listKey(state({})))).toEqual({ rows: [{ id: 3 }], total: 1 });
    expect(call).not.toHaveBeenCalled();
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after its time, and leaves a call still out to the screen', async () => {
    const { api, client } = setup();
    let answerNow: ((value: unknown) => void) | undefined;
    callList.mockImplementation(() => new Promise((resolve) => (answerNow = resolve)));
    await preloadList(client, summary, state({}), staff(true));
    await adoptAnsweredList(client, api, meta.resources[0]!, state({}), 5);
    expect(client.getQueryState(listKey(state({})))).toBeUndefined();
    answerNow?.({ data: { pageList: [{ id: 4 }], total: 1 } });
    expect(await screenQuery(client, api, state({}))).toEqual({ rows: [{ id: 4 }], total: 1 });
    expect(callList).toHaveBeenCalledTimes(1);
  });

  it("asks not even for the position's grant when the state is already cached", async () => {
    const { client } = setup();
    let grantCalls = 0;
    server.use(
      http.get('*/api/bms/system/menu/listMine', () => {
        grantCalls += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: [{ permission: 'promote:admissionsClue:list', status: 1 }] });
      }),
    );
    client.setQueryData(listKey(state({})), previous);
    await preloadList(client, summary, state({}), staff(false));
    expect(grantCalls).toBe(0);
    expect(client.getQueryState(permissionsQueryOptions(staff(false)).queryKey)).toBeUndefined();
    expect(callList).not.toHaveBeenCalled();
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
