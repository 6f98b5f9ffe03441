import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import type * as ReactQuery from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { GroupApi } from './generated-api';
import { useRelationLabel } from './use-relation';

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

/** Runs the hook for a record and returns the label query it set up. */
function useLabelQuery(id: number | string): NonNullable<CapturedQuery['queryFn']> {
  useRelationLabel(ref, id);
  const query = queries.captured.find((q) => q.queryKey[0] === 'relation-label');
  if (!query?.queryFn) throw new Error('no label query');
  return query.queryFn;
}

/** What TanStack Query hands a query function. */
const context = () => ({ signal: new AbortController().signal });

describe("a reference's label", () => {
  it("is the label field of the record's detail, asked by its numeric id", async () => {
    const detailCall = vi.fn<Call>(async () => ({ data: { id: 12, name: '李招生', account: 'zhaosheng' } }));
    const listCall = vi.fn<Call>();
    install([list, detail], { bmsSystemAdminDetail: detailCall, bmsSystemAdminList: listCall });
    await expect(useLabelQuery('12')(context())).resolves.toBe('李招生');
    expect(detailCall).toHaveBeenCalledTimes(1);
    expect(detailCall.mock.calls[0]?.[0]).toEqual({ id: 12 });
    expect(listCall).not.toHaveBeenCalled();
  });

  it('is unknown (a dash, never another field) when the detail carries no label', async () => {
    install([detail], { bmsSystemAdminDetail: vi.fn<Call>(async () => ({ data: { id: 12, account: 'zhaosheng' } })) });
    await expect(useLabelQuery(12)(context())).resolves.toBeNull();
    install([detail], { bmsSystemAdminDetail: vi.fn<Call>(async () => ({})) });
    await expect(useLabelQuery(12)(context())).resolves.toBeNull();
  });

  it('comes from the list filtered by ids when the target has no detail', async () => {
    const listCall = vi.fn<Call>(async () => ({ data: { pageList: [{ id: 12, name: '李招生' }], total: 1 } }));
    install([list], { bmsSystemAdminList: listCall });
    await expect(useLabelQuery('12')(context())).resolves.toBe('李招生');
    expect(listCall.mock.calls[0]?.[0]).toEqual({ ids: [12], pageNum: 1, pageSize: 1 });
  });
});
