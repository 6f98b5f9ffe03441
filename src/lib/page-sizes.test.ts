import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, isPageSize, PAGE_SIZES } from './page-sizes';

describe('page sizes (SPEC.md §9)', () => {
  it('offers exactly the specified sizes, ascending', () => {
    expect(PAGE_SIZES).toEqual([15, 30, 60, 100, 200, 400, 600, 800, 1000]);
  });

  it('defaults to 15, one of the offered sizes', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(15);
    expect(isPageSize(DEFAULT_PAGE_SIZE)).toBe(true);
  });

  it('accepts a number exactly when it is an offered size', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...PAGE_SIZES), fc.integer({ min: -1, max: 2000 })), (n) => {
        expect(isPageSize(n)).toBe([15, 30, 60, 100, 200, 400, 600, 800, 1000].includes(n));
      }),
    );
  });

  it('rejects the same sizes as strings (URL values must be coerced first)', () => {
    expect(isPageSize('15')).toBe(false);
  });
});
