import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { defaultView, openingSearch, readViews, removeView, saveView, setDefaultView } from './saved-views';

let nextKey = 0;
/** A resource key no earlier test has read, so the in-memory copy starts from storage. */
const freshResource = () => `clue${++nextKey}`;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

const mine = { name: '我的线索', search: { status: 1 }, columns: { phone: false } };
const today = { name: '今日新增', search: { createTime: 'today' }, columns: {} };

describe('saved views', () => {
  it('has none before anyone signs in, without reading storage', () => {
    const resource = freshResource();
    localStorage.setItem(`eduweb_views_undefined_${resource}`, JSON.stringify([mine]));
    expect(readViews(undefined, resource)).toEqual([]);
    expect(defaultView(undefined, resource)).toBeUndefined();
  });

  it('keeps one staff member’s views from another', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    expect(readViews(7, resource)).toEqual([mine]);
    expect(readViews(8, resource)).toEqual([]);
  });

  it('removes only the view named', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    saveView(7, resource, today);
    removeView(7, resource, '我的线索');
    expect(readViews(7, resource)).toEqual([today]);
    expect(JSON.parse(localStorage.getItem(localStorage.key(0) ?? '') ?? '[]')).toEqual([today]);
  });

  it('opens a list without URL state with the default view, remembering its columns', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    setDefaultView(7, resource, '我的线索');
    const storeColumns = vi.fn<(columns: Record<string, boolean>) => void>();
    expect(openingSearch({}, resource, 7, storeColumns)).toEqual({ status: 1 });
    expect(storeColumns).toHaveBeenCalledWith({ phone: false });
  });

  it('keeps the mock switches of the URL when opening with the default view', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    setDefaultView(7, resource, '我的线索');
    expect(openingSearch({ 'mock-delay': 1 }, resource, 7, () => {})).toEqual({ 'mock-delay': 1, status: 1 });
  });

  it('opens as the URL says when it holds list state', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    setDefaultView(7, resource, '我的线索');
    const storeColumns = vi.fn<(columns: Record<string, boolean>) => void>();
    expect(openingSearch({ page: 2 }, resource, 7, storeColumns)).toBeUndefined();
    expect(openingSearch({ page: 2, 'mock-delay': 1 }, resource, 7, storeColumns)).toBeUndefined();
    expect(openingSearch({ 'x-mock-': 1 }, resource, 7, storeColumns)).toBeUndefined();
    expect(storeColumns).not.toHaveBeenCalled();
  });

  it('opens as the URL says when there is no default view', () => {
    const resource = freshResource();
    saveView(7, resource, mine);
    expect(openingSearch({}, resource, 7, () => {})).toBeUndefined();
  });
});
