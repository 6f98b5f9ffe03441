import { loadGroup } from '@generated/manifest/index';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeBackend } from '../node';

/**
 * The mock backend's list and export answer the shared `orderByColumn` / `isAsc` pair for the
 * columns the list declares (`x-sortable`, OperationMeta.sortable), and refuse any other with 40000.
 * The declaration is set on the loaded manifest here so the test holds whichever specs declare it.
 */
const TEACHER = '/api/bms/cont/teacher';

beforeAll(async () => {
  const group = await loadGroup['bms-cont']!();
  const list = group.resources.find((r) => r.key === 'bmsContTeacher')!.operations.find((o) => o.kind === 'list' && o.paged)! as { sortable?: string[] };
  list.sortable = [...new Set([...(list.sortable ?? []), 'createTime', 'name'])];
});

async function teachers(query: Record<string, string>) {
  const backend = createNodeBackend();
  const url = new URL(`http://localhost${TEACHER}/list`);
  for (const [k, v] of Object.entries({ pageNum: '1', pageSize: '1000', ...query })) url.searchParams.set(k, v);
  const response = await getResponse(backend.handlers, new Request(url));
  return (await response!.json()) as { code: number; msg: string; data?: { pageList: { id: number; name?: string }[] } };
}

describe('mock backend sorting', () => {
  it('sorts a declared column both ways', async () => {
    const asc = (await teachers({ orderByColumn: 'name', isAsc: 'asc' })).data!.pageList.map((r) => r.name ?? '');
    const desc = (await teachers({ orderByColumn: 'name', isAsc: 'desc' })).data!.pageList.map((r) => r.name ?? '');
    expect(asc.length).toBeGreaterThan(1);
    const collator = new Intl.Collator('zh-CN', { numeric: true });
    expect(asc).toEqual(asc.toSorted(collator.compare));
    expect(desc).toEqual(asc.toReversed());
  });

  it('refuses an undeclared column with 40000 naming it', async () => {
    const answer = await teachers({ orderByColumn: 'password', isAsc: 'asc' });
    expect(answer.code).toBe(40000);
    expect(answer.msg).toMatch(/^不支持按「.+」排序$/);
  });
});

describe('every x-sortable list sorts in the mock backend (a declaration is honest)', () => {
  it('answers each declared list sorted by its first sortable column, both ways', { timeout: 120_000 }, async () => {
    const backend = createNodeBackend();
    const collator = new Intl.Collator('zh-CN', { numeric: true });
    const unsorted: string[] = [];
    for (const key of Object.keys(loadGroup)) {
      const group = await loadGroup[key]!();
      for (const resource of group.resources) {
        const listOp = resource.operations.find((o) => o.kind === 'list' && o.paged) as ((typeof resource.operations)[number] & { sortable?: string[] }) | undefined;
        // This file's own declaration on 讲师 aside; lists that need a filter are asked by their screens with it.
        if (!listOp?.sortable?.length || resource.key === 'bmsContTeacher' || listOp.query.some((f) => f.required)) continue;
        const column = listOp.sortable[0]!;
        for (const dir of ['asc', 'desc'] as const) {
          const url = new URL(`http://localhost${listOp.path}`);
          for (const [k, v] of Object.entries({ pageNum: '1', pageSize: '1000', orderByColumn: column, isAsc: dir })) url.searchParams.set(k, v);
          const answer = (await (await getResponse(backend.handlers, new Request(url)))!.json()) as { code: number; data?: { pageList: Record<string, unknown>[] } };
          const values = (answer.data?.pageList ?? []).map((r) => r[column]).filter((v) => v !== undefined && v !== null && v !== '');
          const order = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
          const ordered = values.every((v, i) => i === 0 || (dir === 'asc' ? 1 : -1) * order(values[i - 1], v) <= 0);
          if (answer.code !== 0 || !ordered) unsorted.push(`${listOp.operationId} ${column} ${dir}`);
        }
      }
    }
    expect(unsorted).toEqual([]);
  });
});
