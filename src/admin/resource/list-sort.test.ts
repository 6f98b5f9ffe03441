import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortInForce, sortSearch } from './list-sort';

const sortable = ['createTime', 'name'];

describe('list sort in the URL', () => {
  it('keeps a declared column and direction', () => {
    expect(sortInForce({ orderByColumn: 'name', isAsc: 'desc' }, sortable)).toEqual({ column: 'name', dir: 'desc' });
    expect(sortInForce({ orderByColumn: 'name' }, sortable)).toEqual({ column: 'name', dir: 'asc' });
  });

  it('drops an unknown column, a malformed direction falls back to ascending', () => {
    expect(sortInForce({ orderByColumn: 'password', isAsc: 'asc' }, sortable)).toBeUndefined();
    expect(sortInForce({ orderByColumn: 'constructor' }, sortable)).toBeUndefined();
    expect(sortInForce({ orderByColumn: 7 }, sortable)).toBeUndefined();
    expect(sortInForce({ isAsc: 'desc' }, sortable)).toBeUndefined();
    expect(sortInForce({ orderByColumn: 'name', isAsc: 'sideways' }, sortable)).toEqual({ column: 'name', dir: 'asc' });
  });

  it('writes the pair back, nothing when unsorted', () => {
    expect(sortSearch({ column: 'name', dir: 'desc' })).toEqual({ orderByColumn: 'name', isAsc: 'desc' });
    expect(sortSearch(undefined)).toEqual({});
  });
});

describe('a header click cycles 升序 → 降序 → 不排序', () => {
  it('cycles one column and starts another at ascending', () => {
    const asc = nextSort(undefined, 'name');
    expect(asc).toEqual({ column: 'name', dir: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ column: 'name', dir: 'desc' });
    expect(nextSort(desc, 'name')).toBeUndefined();
    expect(nextSort(desc, 'createTime')).toEqual({ column: 'createTime', dir: 'asc' });
  });

  it('says aria-sort of each header', () => {
    expect(ariaSort({ column: 'name', dir: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ column: 'name', dir: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ column: 'name', dir: 'desc' }, 'createTime')).toBe('none');
    expect(ariaSort(undefined, 'name')).toBe('none');
  });
});

describe('the sort among the screen URL state (url-state.ts)', () => {
  const KEYWORD = { name: 'keyword', title: '关键词', type: 'string' as const };
  it('keeps a declared sort beside the filters, drops an unknown column and its direction', async () => {
    const { screenSearch } = await import('./url-state');
    const kept = screenSearch({ keyword: '张', orderByColumn: 'name', isAsc: 'desc' }, [KEYWORD], true, sortable);
    expect(kept.state.filters).toEqual({ keyword: '张', orderByColumn: 'name', isAsc: 'desc' });
    expect(kept.rewrite).toBe(false);
    const dropped = screenSearch({ keyword: '张', orderByColumn: 'password', isAsc: 'desc' }, [KEYWORD], true, sortable);
    expect(dropped.state.filters).toEqual({ keyword: '张' });
    expect(dropped.search).toEqual({ keyword: '张' });
    expect(dropped.rewrite).toBe(true);
    expect(screenSearch({ orderByColumn: 'name' }, [KEYWORD], true).state.filters).toEqual({});
  });
});
