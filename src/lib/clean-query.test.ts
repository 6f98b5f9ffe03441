import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanQuery, isEmptyQueryValue } from './clean-query';

/** The rule restated independently of the module, so the tests check it rather than echo it. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Values that look empty but are real filters, plus anything else a form might hold. */
const kept = fc.oneof(
  fc.constantFrom<unknown>(0, -0, false, NaN, ' ', '0', 'null', 'undefined', [''], [null], [0], {}),
  fc.anything().filter((value) => !isEmpty(value)),
);
const emptied = fc.constantFrom<unknown>(undefined, null, '', []);

// '__proto__' is left out: assigning it on a plain object sets the prototype, and no query key is named that.
const key = fc.string().filter((k) => k !== '__proto__');
const query = fc.dictionary(key, fc.oneof(kept, emptied), { noNullPrototype: true });

describe('cleanQuery (SPEC.md §5)', () => {
  it('removes exactly undefined, null, empty strings and empty arrays', () => {
    fc.assert(
      fc.property(query, (params) => {
        const cleaned = cleanQuery(params);
        for (const [k, value] of Object.entries(params)) {
          expect(Object.hasOwn(cleaned, k)).toBe(!isEmpty(value));
        }
      }),
    );
  });

  it('keeps every other value as the same reference', () => {
    fc.assert(
      fc.property(fc.dictionary(key, kept, { noNullPrototype: true }), (params) => {
        const cleaned = cleanQuery(params);
        expect(Object.keys(cleaned)).toEqual(Object.keys(params));
        for (const [k, value] of Object.entries(params)) expect(Object.is(cleaned[k], value)).toBe(true);
      }),
    );
  });

  it('never adds keys and leaves its input alone', () => {
    fc.assert(
      fc.property(query, (params) => {
        const before = { ...params };
        const cleaned = cleanQuery(params);
        expect(Object.keys(cleaned).every((k) => Object.hasOwn(params, k))).toBe(true);
        expect(params).toEqual(before);
        expect(cleaned).not.toBe(params);
      }),
    );
  });

  it('keeps the falsy values that are real filters', () => {
    expect(cleanQuery({ a: 0, b: false, c: [0], d: ' ', e: undefined, f: null, g: '', h: [] })).toEqual({
      a: 0,
      b: false,
      c: [0],
      d: ' ',
    });
  });

  it('agrees with isEmptyQueryValue', () => {
    fc.assert(
      fc.property(fc.oneof(kept, emptied), (value) => {
        expect(Object.hasOwn(cleanQuery({ value }), 'value')).toBe(!isEmptyQueryValue(value));
      }),
    );
  });
});
