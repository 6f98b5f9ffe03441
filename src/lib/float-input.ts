/** SPEC.md §5: a float field holds digits and one dot with at most two decimals. */
export const FLOAT_INPUT_PATTERN = /^\d*(\.\d{0,2})?$/;

const MAX_DECIMALS = 2;
const FULL_WIDTH_ZERO = 0xff10;

/**
 * What a Chinese IME produces for the same keys: full-width digits (０-９), the full-width dot (．)
 * and, in Chinese punctuation mode, the ideographic full stop (。) for the "." key.
 */
function toAsciiCharacter(character: string): string {
  const code = character.charCodeAt(0);
  if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) return String(code - FULL_WIDTH_ZERO);
  if (character === '．' || character === '。') return '.';
  return character;
}

/**
 * Reduces typed or pasted text to a valid float ('¥1,234.567' → '1234.56', '12a.3.45' → '12.34')
 * instead of rejecting it: one stray character should not throw away a whole paste.
 * It works left to right, so filtering a prefix of the text gives a prefix of the result;
 * FloatInput relies on that to put the caret back where the user left it.
 * Unfinished values ('12.', '.5') stay as typed: the user may still be typing.
 */
export function filterFloatInput(raw: string): string {
  let result = '';
  let decimals = -1;
  for (const character of raw) {
    const ascii = toAsciiCharacter(character);
    if (ascii === '.') {
      if (decimals === -1) {
        result += '.';
        decimals = 0;
      }
    } else if (ascii >= '0' && ascii <= '9') {
      if (decimals === -1) {
        result += ascii;
      } else if (decimals < MAX_DECIMALS) {
        result += ascii;
        decimals += 1;
      }
    }
  }
  return result;
}
