import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readColumnVisibility, storeColumnVisibility } from './use-column-visibility';

describe('the remembered columns of a list', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads back the columns stored for the list', () => {
    storeColumnVisibility('clue', { phone: false, remark: true });
    expect(readColumnVisibility('clue')).toEqual({ phone: false, remark: true });
    expect(readColumnVisibility('student')).toEqual({});
  });

  it('reads nothing from a value that is not a set of columns', () => {
    storeColumnVisibility('clue', { phone: false });
    for (const key of stored.keys()) stored.set(key, 'not json');
    expect(readColumnVisibility('clue')).toEqual({});
  });
});
