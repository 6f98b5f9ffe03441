import type { FieldMeta } from '@generated/manifest/types';
import { parseEntry } from '@/lib/date-entry';

const isDate = (field: FieldMeta | undefined): field is FieldMeta & { format: 'date' | 'date-time' } => field?.format === 'date' || field?.format === 'date-time';

/**
 * The date range a filter is one end of: the spec pairs an end with its start by `x-not-before`
 * (结束日期 on 开始日期, the shared StartDate / EndDate parameters and their like), both dates of the
 * same kind. Undefined for any other field.
 */
export function rangeOf(fields: readonly FieldMeta[], name: string): { start: string; end: string } | undefined {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const field = byName.get(name);
  if (!isDate(field)) return undefined;
  const start = field.notBefore === undefined ? undefined : byName.get(field.notBefore);
  if (isDate(start) && start.format === field.format) return { start: start.name, end: field.name };
  const end = fields.find((f) => f.notBefore === name);
  if (isDate(end) && end.format === field.format) return { start: name, end: end.name };
  return undefined;
}

/**
 * Filter values with typed dates in the wire format (2026/3/1 searched as 2026-03-01); unreadable text
 * is left for the list's rules to drop, as any invalid filter.
 */
export function tidyDates(values: Readonly<Record<string, string>>, fields: readonly FieldMeta[]): Record<string, string> {
  const out = { ...values };
  for (const field of fields) {
    const value = out[field.name];
    if (!isDate(field) || value === undefined) continue;
    const wire = parseEntry(value, field.format);
    if (wire !== undefined) out[field.name] = wire;
  }
  return out;
}
