import { describe, expect, it } from 'vitest';
import { optionalString, positiveInt } from './search-params';

describe('search param readers', () => {
  it.each([
    ['3', 1, 3],
    [4, 1, 4],
    ['0', 1, undefined],
    ['1', 2, undefined],
    ['2.5', 1, undefined],
    ['abc', 1, undefined],
    ['', 1, undefined],
    [undefined, 1, undefined],
  ])('positiveInt(%s, min %s) = %s', (value, min, expected) => {
    expect(positiveInt(value, min)).toBe(expected);
  });

  it('reads strings only', () => {
    expect(optionalString('/admin')).toBe('/admin');
    expect(optionalString('')).toBeUndefined();
    expect(optionalString(['/x'])).toBeUndefined();
  });
});
