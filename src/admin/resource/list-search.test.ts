import { describe, expect, it } from 'vitest';
import { listState, toSearch, validateListSearch } from './list-search';

describe('list search in the URL', () => {
  it('keeps valid paging and every filter, drops malformed paging', () => {
    expect(validateListSearch({ pageNum: '3', pageSize: '1000', status: '0', name: '张' })).toEqual({ pageNum: 3, pageSize: 1000, status: '0', name: '张' });
    expect(validateListSearch({ pageNum: '-1', pageSize: '17', extra: { nested: true } })).toEqual({});
    expect(validateListSearch({ pageNum: '0' })).toEqual({});
  });

  it('names every malformed key with undefined, so the router does not keep its raw value', () => {
    // The router merges the validated search over the raw one: a key left out would keep pageSize=1000000000.
    const validated = validateListSearch({ pageSize: 1_000_000_000, pageNum: '1.5', keyword: { a: 1 } });
    expect(Object.keys(validated).toSorted()).toEqual(['keyword', 'pageNum', 'pageSize']);
    expect(Object.values(validated)).toEqual([undefined, undefined, undefined]);
    expect(validateListSearch({ pageNum: -5 }).pageNum).toBeUndefined();
    expect(validateListSearch({ pageNum: 2 ** 31 }).pageNum).toBeUndefined();
  });

  it('reads malformed paging handed to it as the defaults', () => {
    expect(listState({ pageNum: 1.5, pageSize: 17 as 15 })).toEqual({ pageNum: 1, pageSize: 15, filters: {} });
  });

  it('puts a numeric filter in the URL as a number only when it reads back as the same text', () => {
    expect(toSearch({ pageNum: 1, pageSize: 15, filters: { status: '1', code: '0123', overdue: 'true' } })).toEqual({ status: 1, code: '0123', overdue: true });
  });

  it('puts a boolean filter in the URL as a boolean, either way, and reads it back as the same text', () => {
    const search = toSearch({ pageNum: 1, pageSize: 15, filters: { overdue: 'false', paid: 'true' } });
    expect(search).toEqual({ overdue: false, paid: true });
    expect(listState(search).filters).toEqual({ overdue: 'false', paid: 'true' });
  });

  // Only the exact words read back as the same text: `TRUE` as a boolean would come back as `true`.
  it('keeps a filter text that only looks like a boolean a string', () => {
    expect(toSearch({ pageNum: 1, pageSize: 15, filters: { name: 'TRUE', note: 'False' } })).toEqual({ name: 'TRUE', note: 'False' });
  });

  it('accepts page 1, the first page, from a shared link', () => {
    expect(validateListSearch({ pageNum: '1', status: '0' })).toEqual({ pageNum: 1, status: '0' });
  });

  it('round-trips a state without writing defaults into the URL', () => {
    expect(toSearch(listState({}))).toEqual({});
    const state = listState({ pageNum: 2, pageSize: 60, status: 1 });
    expect(state).toEqual({ pageNum: 2, pageSize: 60, filters: { status: '1' } });
    expect(toSearch({ ...state, pageNum: 1 })).toEqual({ status: 1, pageSize: 60 });
  });

  it("never sends the testers' mock-scenario keys to the API as filters", () => {
    expect(listState({ 'mock-scenario': '502', 'mock-endpoint': '/bms/x', name: '张' }).filters).toEqual({ name: '张' });
  });
});
