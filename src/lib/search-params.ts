/**
 * Tiny readers for route search params. Route `validateSearch` runs in the entry chunk of every page,
 * so these replace zod there: a malformed value reads as "absent", never as an error.
 */
export function positiveInt(value: unknown, min = 1): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min ? n : undefined;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
