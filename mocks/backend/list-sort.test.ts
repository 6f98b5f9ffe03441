import { describe, expect, it } from 'vitest';
import { sortRows } from './list-sort';

const rows = [
  { id: 1, name: '王五', score: 80, createTime: '2026-01-03 10:00:00' },
  { id: 2, name: '李四', score: null, createTime: '2026-01-01 09:00:00' },
  { id: 3, name: '张三', score: 95, createTime: undefined },
  { id: 4, name: '赵六', score: 80, createTime: '2026-01-02 08:00:00' },
];
const sortable = ['name', 'score', 'createTime'];
const labels = new Map([['phone', '手机号']]);
const ids = (result: ReturnType<typeof sortRows>) => ('rows' in result ? result.rows.map((r) => r.id) : result);

describe('sortRows: the orderByColumn / isAsc pair', () => {
  it('leaves the order alone without a column', () => {
    expect(ids(sortRows(rows, {}, sortable, labels))).toEqual([1, 2, 3, 4]);
    expect(ids(sortRows(rows, { orderByColumn: '' }, sortable, labels))).toEqual([1, 2, 3, 4]);
  });

  it('sorts numbers both ways, stable on ties, nulls last either way', () => {
    expect(ids(sortRows(rows, { orderByColumn: 'score', isAsc: 'asc' }, sortable, labels))).toEqual([1, 4, 3, 2]);
    expect(ids(sortRows(rows, { orderByColumn: 'score', isAsc: 'desc' }, sortable, labels))).toEqual([3, 1, 4, 2]);
  });

  it('sorts times as their text reads (yyyy-MM-dd HH:mm:ss), missing last', () => {
    expect(ids(sortRows(rows, { orderByColumn: 'createTime', isAsc: 'asc' }, sortable, labels))).toEqual([2, 4, 1, 3]);
    expect(ids(sortRows(rows, { orderByColumn: 'createTime', isAsc: 'desc' }, sortable, labels))).toEqual([1, 4, 2, 3]);
  });

  it('sorts zh-CN names by pinyin, ascending when isAsc is absent', () => {
    expect(ids(sortRows(rows, { orderByColumn: 'name' }, sortable, labels))).toEqual([2, 1, 3, 4]);
  });

  it('accepts the Element UI words (ascending / descending) the RuoYi backends accept', () => {
    expect(ids(sortRows(rows, { orderByColumn: 'score', isAsc: 'descending' }, sortable, labels))).toEqual([3, 1, 4, 2]);
  });

  it('refuses an undeclared column or direction naming it (40000 at the caller)', () => {
    expect(sortRows(rows, { orderByColumn: 'phone' }, sortable, labels)).toEqual({ error: '不支持按「手机号」排序' });
    expect(sortRows(rows, { orderByColumn: 'constructor' }, sortable, labels)).toEqual({ error: '不支持按「constructor」排序' });
    expect(sortRows(rows, { orderByColumn: 'score', isAsc: 'up' }, sortable, labels)).toEqual({ error: '排序方向只能是 asc 或 desc' });
  });

  it('does not reorder the table it was given', () => {
    const table = [...rows];
    sortRows(table, { orderByColumn: 'score', isAsc: 'desc' }, sortable, labels);
    expect(table.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
