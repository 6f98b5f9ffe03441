import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import type * as ReactQuery from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { GroupApi } from './generated-api';
import { OPTIONS_PAGE_SIZE, optionsPage, type RelationTarget, searchMaxLengthOf, useRelationLabel } from './use-relation';

interface CapturedQuery {
  queryKey: readonly unknown[];
  queryFn?: (context: { signal: AbortSignal }) => Promise<unknown>;
}

// The unit project has no DOM to render a hook in. useRelationLabel uses React only through
// useQuery, so it runs as a plain function here: each useQuery call records its options, and the
// group-api query answers with the group client the test installs.
const queries = vi.hoisted(() => ({ captured: [] as CapturedQuery[], api: undefined as unknown }));
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactQuery>()),
  useQuery: (options: CapturedQuery) => {
    queries.captured.push(options);
    const data = options.queryKey[0] === 'group-api' ? queries.api : undefined;
    return { data, error: null, isError: false, refetch: vi.fn<() => void>() };
  },
}));

type Call = (payload: Record<string, unknown>) => Promise<unknown>;

const ref = { resource: 'bmsSystemAdmin', label: 'name' };
const idQuery = [{ name: 'id', title: 'ID', type: 'integer' }];
const detail = { operationId: 'bmsSystemAdminDetail', kind: 'detail', query: idQuery } as unknown as OperationMeta;
const list = { operationId: 'bmsSystemAdminList', kind: 'list', paged: true, query: [{ name: 'ids', title: '所选记录', type: 'array' }] } as unknown as OperationMeta;

function install(operations: OperationMeta[], calls: Record<string, Call>) {
  const resource = { key: 'bmsSystemAdmin', name: '管理员', operations } as unknown as ResourceMeta;
  queries.api = { meta: { key: 'bms-system', resources: [resource] }, operations: { bmsSystemAdmin: calls } } as unknown as GroupApi;
  queries.captured = [];
}

/** The target install() sets up, as a picker holds it once loaded. */
function targetWith(operations: OperationMeta[], calls: Record<string, Call>): RelationTarget {
  install(operations, calls);
  return { api: queries.api as GroupApi, resource: (queries.api as GroupApi).meta.resources[0] as ResourceMeta };
}

/** Runs the hook for a record and returns the label query it set up. */
function useLabelQuery(id: number | string): NonNullable<CapturedQuery['queryFn']> {
  useRelationLabel(ref, id);
  const query = queries.captured.findLast((q) => q.queryKey[0] === 'relation-label');
  if (!query?.queryFn) throw new Error('no label query');
  return query.queryFn;
}

/** What TanStack Query hands a query function. */
const context = () => ({ signal: new AbortController().signal });

const plainList = { ...list, query: [] } as unknown as OperationMeta;

describe("a reference's label", () => {
  it('comes from the list filtered by ids: the labels asked at once go out in one call per target', async () => {
    const listCall = vi.fn<Call>(async () => ({
      data: {
        pageList: [
          { id: 13, name: '王五' },
          { id: 12, name: '李招生' },
        ],
        total: 2,
      },
    }));
    const detailCall = vi.fn<Call>();
    install([list, detail], { bmsSystemAdminList: listCall, bmsSystemAdminDetail: detailCall });
    const [first, second, again] = [useLabelQuery('12'), useLabelQuery(13), useLabelQuery(12)];
    await expect(Promise.all([first(context()), second(context()), again(context())])).resolves.toEqual(['李招生', '王五', '李招生']);
    expect(listCall).toHaveBeenCalledTimes(1);
    expect(listCall.mock.calls[0]?.[0]).toEqual({ ids: [12, 13], pageNum: 1, pageSize: 2 });
    expect(detailCall).not.toHaveBeenCalled();
  });

  it('is unknown (a dash) for an id the list did not answer, and fails with the call', async () => {
    install([list], { bmsSystemAdminList: vi.fn<Call>(async () => ({ data: { pageList: [], total: 0 } })) });
    await expect(useLabelQuery(12)(context())).resolves.toBeNull();
    install([list], { bmsSystemAdminList: vi.fn<Call>(async () => Promise.reject(new Error('断网'))) });
    await expect(useLabelQuery(12)(context())).rejects.toThrow('断网');
  });

  it('asks nothing for 0 (a tree’s root: no record), nor by ids of a list that needs another filter first', async () => {
    const listCall = vi.fn<Call>();
    const rootDetail = vi.fn<Call>();
    install([list, detail], { bmsSystemAdminList: listCall, bmsSystemAdminDetail: rootDetail });
    await expect(useLabelQuery(0)(context())).resolves.toBeNull();
    install([detail], { bmsSystemAdminDetail: rootDetail });
    await expect(useLabelQuery('0')(context())).resolves.toBeNull();
    expect(listCall).not.toHaveBeenCalled();
    expect(rootDetail).not.toHaveBeenCalled();
    const needsCourse = { ...list, query: [...list.query, { name: 'courseId', title: '课程', type: 'integer', required: true }] } as unknown as OperationMeta;
    const detailCall = vi.fn<Call>(async () => ({ data: { id: 7, name: '第一章' } }));
    install([needsCourse, detail], { bmsSystemAdminList: listCall, bmsSystemAdminDetail: detailCall });
    await expect(useLabelQuery(7)(context())).resolves.toBe('第一章');
    expect(listCall).not.toHaveBeenCalled();
  });

  it("is the detail's label field, asked by its numeric id, when the list cannot be asked by ids", async () => {
    const detailCall = vi.fn<Call>(async () => ({ data: { id: 12, name: '李招生', account: 'zhaosheng' } }));
    install([plainList, detail], { bmsSystemAdminDetail: detailCall, bmsSystemAdminList: vi.fn<Call>() });
    await expect(useLabelQuery('12')(context())).resolves.toBe('李招生');
    expect(detailCall.mock.calls[0]?.[0]).toEqual({ id: 12 });
  });

  it('is unknown (a dash, never another field) when the detail carries no label', async () => {
    install([detail], { bmsSystemAdminDetail: vi.fn<Call>(async () => ({ data: { id: 12, account: 'zhaosheng' } })) });
    await expect(useLabelQuery(12)(context())).resolves.toBeNull();
    install([detail], { bmsSystemAdminDetail: vi.fn<Call>(async () => ({})) });
    await expect(useLabelQuery(12)(context())).resolves.toBeNull();
  });
});

describe('a label asked for no record', () => {
  it('is unknown without asking anything when the id is not known yet', async () => {
    const listCall = vi.fn<Call>(async () => ({ data: { pageList: [], total: 0 } }));
    const detailCall = vi.fn<Call>(async () => ({ data: { id: 1, name: '李招生' } }));
    install([list, detail], { bmsSystemAdminList: listCall, bmsSystemAdminDetail: detailCall });
    useRelationLabel(ref, undefined);
    const query = queries.captured.findLast((q) => q.queryKey[0] === 'relation-label');
    await expect(query?.queryFn?.(context())).resolves.toBeNull();
    expect(listCall).not.toHaveBeenCalled();
    expect(detailCall).not.toHaveBeenCalled();
  });

  it('is unknown while the target resource is not loaded', async () => {
    queries.api = undefined;
    queries.captured = [];
    useRelationLabel(ref, 12);
    const query = queries.captured.findLast((q) => q.queryKey[0] === 'relation-label');
    await expect(query?.queryFn?.(context())).resolves.toBeNull();
  });
});

describe("a picker's options", () => {
  const keywordList = {
    ...list,
    query: [
      { name: 'name', title: '姓名', type: 'string', maxLength: 10 },
      { name: 'keyword', title: '关键字', type: 'string', maxLength: 30 },
      { name: 'departmentId', title: '部门', type: 'integer' },
      { name: 'status', title: '状态', type: 'string' },
    ],
  } as unknown as OperationMeta;

  it('takes at most as many characters of a keyword as the search parameter declares', () => {
    expect(searchMaxLengthOf(keywordList, 'keyword')).toBe(30);
    expect(searchMaxLengthOf(keywordList, 'name')).toBe(10);
  });

  it('takes a keyword of any length when the list has no search parameter, or none loaded', () => {
    expect(searchMaxLengthOf(keywordList, undefined)).toBeUndefined();
    expect(searchMaxLengthOf(plainList, 'keyword')).toBeUndefined();
    expect(searchMaxLengthOf(undefined, undefined)).toBeUndefined();
  });

  it('asks a page of the paged list with the keyword and the typed filter, and remembers the labels it brings', async () => {
    const listCall = vi.fn<Call>(async () => ({
      data: {
        pageList: [
          { id: 12, name: '李招生' },
          { id: 13, name: '王五' },
        ],
        total: 42,
      },
    }));
    const target = targetWith([keywordList], { bmsSystemAdminList: listCall });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['relation-label', 'bmsSystemAdmin', '13'], '王五（旧）');
    const page = await optionsPage(queryClient, { ref, target, needle: '李', param: 'keyword', filter: { departmentId: '7', status: '1' }, pageNum: 3 });
    expect(page).toEqual({
      options: [
        { id: 12, label: '李招生' },
        { id: 13, label: '王五' },
      ],
      total: 42,
      pageNum: 3,
      paged: true,
    });
    // An integer parameter goes out as a number; a text one as the text.
    expect(listCall.mock.calls[0]?.[0]).toEqual({ departmentId: 7, status: '1', pageNum: 3, pageSize: OPTIONS_PAGE_SIZE, keyword: '李' });
    expect(queryClient.getQueryData(['relation-label', 'bmsSystemAdmin', '12'])).toBe('李招生');
    // A label already known is kept, not replaced by a page's.
    expect(queryClient.getQueryData(['relation-label', 'bmsSystemAdmin', '13'])).toBe('王五（旧）');
  });

  it('asks a list answered whole once, without paging nor an empty keyword, and keeps every row', async () => {
    const rows = Array.from({ length: OPTIONS_PAGE_SIZE + 5 }, (_, i) => ({ id: i + 1, name: `员工${i + 1}` }));
    const listCall = vi.fn<Call>(async () => ({ data: rows }));
    const target = targetWith([{ ...keywordList, paged: undefined }], { bmsSystemAdminList: listCall });
    const page = await optionsPage(new QueryClient(), { ref, target, needle: '', param: 'keyword', pageNum: 1 });
    expect(listCall.mock.calls[0]?.[0]).toEqual({});
    expect(page).toMatchObject({ total: rows.length, pageNum: 1, paged: false });
    expect(page.options).toHaveLength(rows.length);
  });

  it('offers no option for a row without an id: it could not be chosen', async () => {
    const listCall = vi.fn<Call>(async () => ({ data: { pageList: [{ name: '无编号' }, { id: 12, name: '李招生' }], total: 2 } }));
    const target = targetWith([keywordList], { bmsSystemAdminList: listCall });
    const page = await optionsPage(new QueryClient(), { ref, target, needle: '', param: 'keyword', pageNum: 1 });
    expect(page.options).toEqual([{ id: 12, label: '李招生' }]);
  });

  it('fails, naming the target, when it has no list to pick from', async () => {
    const target = targetWith([detail], {});
    await expect(optionsPage(new QueryClient(), { ref, target, needle: '', param: undefined, pageNum: 1 })).rejects.toThrow('「管理员」没有列表接口');
    await expect(optionsPage(new QueryClient(), { ref, target: undefined, needle: '', param: undefined, pageNum: 1 })).rejects.toThrow('「bmsSystemAdmin」没有列表接口');
  });
});
