/**
 * Reading records the app stored itself (cookies, local storage) without trusting them: anyone with the
 * browser's dev tools — or an older build, or another tab of a tester — can leave anything there.
 *
 * A hand-written checker rather than zod: these run in every route's `beforeLoad`, so they sit in the
 * entry chunk that the sign-in pages load first, and zod there would break /login's size budget.
 */

/** A field's check; a `?`-marked field (see `Shape`) may also be absent or null. */
export type Check = (value: unknown) => boolean;
/** Field name → its check, and whether it may be missing (`true`). */
export type Shape = Record<string, readonly [Check, optional?: boolean]>;

/**
 * Longest stored text read at all. A real record is a few hundred characters; refusing longer ones before
 * `JSON.parse` keeps a planted 5 MB string or a deeply nested array from costing more than a length check.
 */
export const MAX_STORED_LENGTH = 8192;

/** A database id: a positive safe integer (not a string, not 1.5, not null). */
export const isId: Check = (value) => Number.isSafeInteger(value) && (value as number) > 0;
export const isBoolean: Check = (value) => typeof value === 'boolean';
/** A string of at most `max` characters, which must contain more than blanks unless `blankOk`. */
export const isText =
  (max: number, blankOk = false): Check =>
  (value) =>
    typeof value === 'string' && value.length <= max && (blankOk || value.trim() !== '');

/**
 * The fields of `shape` copied out of `value`, or null when `value` is not a plain object or a field
 * does not fit. Only the shape's own keys are read (own properties only) and written to a fresh object:
 * unknown keys, `__proto__` and `constructor` in the input are never copied anywhere.
 */
export function pickRecord<T>(value: unknown, shape: Shape): T | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record: Record<string, unknown> = {};
  for (const [key, [check, optional]] of Object.entries(shape)) {
    const field = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    if (optional && field == null) continue;
    if (!check(field)) return null;
    record[key] = field;
  }
  return record as T;
}

/**
 * Like `pickRecord`, but reading as liberally as a contract allows: only the required fields must fit;
 * an optional one that is missing, null or does not fit is left out (the caller's fallback applies).
 */
export function pickLenient<T>(value: unknown, shape: Shape): T | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record: Record<string, unknown> = {};
  for (const [key, [check, optional]] of Object.entries(shape)) {
    const field = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    if (check(field)) record[key] = field;
    else if (!optional) return null;
  }
  return record as T;
}

/** `pickLenient` over stored JSON text; null when missing, too long or not JSON. */
export function parseLenient<T>(text: string | null | undefined, shape: Shape): T | null {
  if (!text || text.length > MAX_STORED_LENGTH) return null;
  try {
    return pickLenient<T>(JSON.parse(text), shape);
  } catch {
    return null;
  }
}

/** `pickRecord` over stored JSON text; null when missing, too long or not JSON. */
export function parseRecord<T>(text: string | null | undefined, shape: Shape): T | null {
  if (!text || text.length > MAX_STORED_LENGTH) return null;
  try {
    return pickRecord<T>(JSON.parse(text), shape);
  } catch {
    return null;
  }
}
