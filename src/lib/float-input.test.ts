import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterFloatInput, FLOAT_INPUT_PATTERN } from './float-input';

/** Text a user could type or paste: mostly the characters the filter cares about, plus noise. */
const typed = fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789..,¥-+e x１２９．。'), maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));

const validFloat = fc
  .tuple(fc.stringMatching(/^\d{0,8}$/), fc.option(fc.stringMatching(/^\d{0,2}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

const asciiDigits = (text: string) => text.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/[^0-9]/g, '');

function isSubsequence(needle: string, haystack: string): boolean {
  let at = 0;
  for (const character of haystack) if (character === needle[at]) at += 1;
  return at === needle.length;
}

describe('filterFloatInput (SPEC.md §5)', () => {
  it.each([
    ['12a.3.45', '12.34'],
    ['¥1,234.567', '1234.56'],
    ['１２', '12'],
    ['１２。５', '12.5'],
    ['３．１４１', '3.14'],
    ['-3.5', '3.5'],
    ['1e5', '15'],
    ['abc', ''],
    ['', ''],
    ['12.', '12.'],
    ['.5', '.5'],
    ['..', '.'],
    ['007.10', '007.10'],
  ])('reduces %j to %j', (raw, expected) => {
    expect(filterFloatInput(raw)).toBe(expected);
  });

  it('always yields digits with at most one dot and two decimals', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        expect(filterFloatInput(raw)).toMatch(FLOAT_INPUT_PATTERN);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const once = filterFloatInput(raw);
        expect(filterFloatInput(once)).toBe(once);
      }),
    );
  });

  it('leaves a valid value unchanged', () => {
    fc.assert(
      fc.property(validFloat, (value) => {
        expect(filterFloatInput(value)).toBe(value);
      }),
    );
  });

  it('keeps the digits of the input in their order', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        expect(isSubsequence(asciiDigits(filterFloatInput(raw)), asciiDigits(raw))).toBe(true);
      }),
    );
  });

  it('drops only decimals beyond the second: every digit before the first dot survives', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const beforeDot = raw.split(/[.．。]/)[0] ?? '';
        expect(filterFloatInput(raw).split('.')[0]).toBe(asciiDigits(beforeDot));
      }),
    );
  });

  // FloatInput puts the caret at filterFloatInput(textBeforeCaret).length; that is only right
  // because the filtered prefix is a prefix of the filtered whole.
  it('maps a prefix of the input to a prefix of the output', () => {
    fc.assert(
      fc.property(typed, fc.nat(), (raw, cut) => {
        const prefix = raw.slice(0, cut % (raw.length + 1));
        expect(filterFloatInput(raw).startsWith(filterFloatInput(prefix))).toBe(true);
      }),
    );
  });
});
