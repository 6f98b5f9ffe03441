import type { OperationMeta } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@/api/messages';
import type { GroupApi } from '../resource/generated-api';
import { STATISTICS_PAGE_SIZE, statisticsListQuery } from './statistics-query';

const DEPARTMENTS = 'bmsStatisticsStatisticsDepartmentList';
const CONTINUE = 'bmsStatisticsContinueList';

const meta = (operationId: string) => ({ operationId }) as OperationMeta;

/** A statistics group whose two lists answer with the given bodies, counting the calls. */
function fakeApi(answers: Record<string, unknown>) {
  const calls: { operationId: string; payload: unknown }[] = [];
  const operations = Object.fromEntries(
    Object.entries(answers).map(([operationId, body]) => [
      operationId,
      (payload: unknown) => {
        calls.push({ operationId, payload });
        return Promise.resolve(body);
      },
    ]),
  );
  const api = { meta: { key: 'bms-statistics' }, operations: { statistics: operations } } as unknown as GroupApi;
  return { api, calls };
}

describe('a statistics list as its readers share it', () => {
  // The workbench headline asks under this very key before the statistics code has loaded, so the
  // placeholder and the real query must be one cache entry.
  it('is cached under the list name, the operation and the filters', () => {
    const { api } = fakeApi({});
    expect(statisticsListQuery(api, meta(DEPARTMENTS), { batch: '202509' }).queryKey).toEqual(['statistics-list', DEPARTMENTS, { batch: '202509' }]);
  });

  it('asks once for two readers of the same list, and separately for another list', async () => {
    const { api, calls } = fakeApi({
      [DEPARTMENTS]: { data: { pageList: [{ departmentName: '招生一部', clueCount: 4 }], total: 1 } },
      [CONTINUE]: { data: [{ departmentName: '招生二部', studentCount: 7 }] },
    });
    // Nothing goes stale during the test: a second fetch is answered from the cache entry it shares.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const params = { batch: '202509' };
    const departments = await client.fetchQuery(statisticsListQuery(api, meta(DEPARTMENTS), params));
    const again = await client.fetchQuery(statisticsListQuery(api, meta(DEPARTMENTS), { batch: '202509' }));
    const continued = await client.fetchQuery(statisticsListQuery(api, meta(CONTINUE), params));
    expect(calls).toEqual([
      { operationId: DEPARTMENTS, payload: { batch: '202509', pageNum: 1, pageSize: STATISTICS_PAGE_SIZE } },
      { operationId: CONTINUE, payload: { batch: '202509', pageNum: 1, pageSize: STATISTICS_PAGE_SIZE } },
    ]);
    expect(again).toBe(departments);
    expect(departments).toEqual({ rows: [{ departmentName: '招生一部', clueCount: 4 }], truncated: false });
    // A bare list of rows is read too.
    expect(continued).toEqual({ rows: [{ departmentName: '招生二部', studentCount: 7 }], truncated: false });
    client.clear();
  });

  it('says the figures are partial when more records matched than one page holds', async () => {
    const { api } = fakeApi({ [DEPARTMENTS]: { data: { pageList: [{ departmentName: '招生一部' }], total: 1500 } } });
    const signal = new AbortController().signal;
    const query = statisticsListQuery(api, meta(DEPARTMENTS), {});
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal })).resolves.toEqual({ rows: [{ departmentName: '招生一部' }], truncated: true });
  });

  it.each([
    ['pageList is not an array', { data: { pageList: { 0: { departmentName: '招生一部' } }, total: 1 } }],
    ['an entry is not a row', { data: [{ departmentName: '招生二部' }, null, 'x'] }],
    ['data is text', { data: 'oops' }],
  ])('fails, never reads as no rows, when %s', async (_, body) => {
    const { api } = fakeApi({ [DEPARTMENTS]: body });
    const queryFn = statisticsListQuery(api, meta(DEPARTMENTS), {}).queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).rejects.toMatchObject({ kind: 'invalid-response', message: API_MESSAGES.invalidResponse });
  });
});
