import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { readColumnVisibility, storeColumnVisibility } from './use-column-visibility';

describe('the remembered columns of a list', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reads back the columns stored for the list', () => {
    storeColumnVisibility('clue', { phone: false, remark: true });
    expect(readColumnVisibility('clue')).toEqual({ phone: false, remark: true });
    expect(readColumnVisibility('student')).toEqual({});
  });

  it('reads nothing from a value that is not a set of columns', () => {
    storeColumnVisibility('clue', { phone: false });
    localStorage.setItem(localStorage.key(0) ?? '', 'not json');
    expect(readColumnVisibility('clue')).toEqual({});
  });
});
