/** A value that carries no filter: the backend must not receive it at all. */
export function isEmptyQueryValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Drops empty values (undefined, null, '' and empty arrays) from query parameters, so a cleared
 * filter field means "no filter" rather than "filter by the empty string" (SPEC.md §5).
 * Other falsy values (0, false) are real filters and stay.
 */
export function cleanQuery<T extends Record<string, unknown>>(params: T): Partial<T> {
  const cleaned: Partial<T> = {};
  for (const key of Object.keys(params) as (keyof T)[]) {
    const value = params[key];
    if (!isEmptyQueryValue(value)) cleaned[key] = value;
  }
  return cleaned;
}
