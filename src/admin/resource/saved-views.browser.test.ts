import { beforeEach, describe, expect, it } from 'vitest';
import { forgetEverything } from '@/lib/identity';
import { defaultView, readViews, removeView, saveView, setDefaultView } from './saved-views';

const VIEW = { name: '本月新线索', search: { status: 1, orderByColumn: 'createTime', isAsc: 'desc' }, columns: { remark: false } };

describe('saved views (per staff member, local storage)', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetEverything();
  });

  it('reads the same value until the views change (a store snapshot; a new [] each read loops React)', () => {
    expect(readViews(undefined, 'umsPromoteClue')).toBe(readViews(undefined, 'umsPromoteClue'));
    expect(readViews(1, 'umsPromoteClue')).toBe(readViews(1, 'umsPromoteClue'));
    const before = readViews(1, 'umsPromoteClue');
    saveView(1, 'umsPromoteClue', VIEW);
    expect(readViews(1, 'umsPromoteClue')).not.toBe(before);
  });

  it('saves, reads back after the memory copy is forgotten, sets a default, deletes', () => {
    saveView(1, 'umsPromoteClue', VIEW);
    saveView(1, 'umsPromoteClue', { ...VIEW, name: '全部' });
    forgetEverything();
    expect(readViews(1, 'umsPromoteClue').map((v) => v.name)).toEqual(['本月新线索', '全部']);
    setDefaultView(1, 'umsPromoteClue', '全部');
    expect(defaultView(1, 'umsPromoteClue')?.name).toBe('全部');
    setDefaultView(1, 'umsPromoteClue', '本月新线索');
    expect(
      readViews(1, 'umsPromoteClue')
        .filter((v) => v.isDefault)
        .map((v) => v.name),
    ).toEqual(['本月新线索']);
    removeView(1, 'umsPromoteClue', '本月新线索');
    expect(defaultView(1, 'umsPromoteClue')).toBeUndefined();
    expect(readViews(1, 'umsPromoteClue').map((v) => v.name)).toEqual(['全部']);
  });

  it("never shows one staff member's views to another, nor another list's", () => {
    saveView(1, 'umsPromoteClue', VIEW);
    expect(readViews(2, 'umsPromoteClue')).toEqual([]);
    expect(readViews(1, 'bmsSystemAdmin')).toEqual([]);
    expect(readViews(undefined, 'umsPromoteClue')).toEqual([]);
  });

  it('reads a damaged store as no views, and keeps only plain values of one', () => {
    saveView(3, 'r', VIEW);
    const key = Object.keys(localStorage).find((k) => k.includes('_views_3_r'))!;
    localStorage.setItem(key, '{broken');
    forgetEverything();
    expect(readViews(3, 'r')).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ name: 'a', search: { x: { y: 1 }, z: 2 }, columns: { c: 'no', d: true } }, { name: '' }, 7]));
    forgetEverything();
    expect(readViews(3, 'r')).toEqual([{ name: 'a', search: { z: 2 }, columns: { d: true } }]);
  });
});
