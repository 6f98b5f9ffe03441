import type { FieldMeta } from '@generated/manifest/types';

/** Turns form/query strings into the types the spec declares (what a Java backend binds). */
export function coerceValue(field: FieldMeta | undefined, raw: string): unknown {
  if (!field) return raw;
  const type = field.type === 'array' ? field.itemType : field.type;
  if (type === 'integer' || type === 'number') {
    const n = Number(raw);
    return raw.trim() === '' || Number.isNaN(n) ? raw : n;
  }
  if (type === 'boolean') return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
  return raw;
}

/**
 * A form or query string as an object of typed values; repeated keys and array fields become arrays.
 * Only the fields the spec declares: other keys are ignored, as a backend's binder ignores them. Keys
 * are looked up in a Map, so `constructor`, `toString` or `__proto__` are unknown names like any
 * other, never inherited members (they could empty a list as "filters", or set the prototype).
 */
export function coerceParams(search: URLSearchParams, fields: FieldMeta[]): Record<string, unknown> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const out: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const field = byName.get(key) ?? byName.get(key.replace(/\[\]$/, ''));
    if (!field) continue;
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    const typed = values.flatMap((v) => (field.type === 'array' && v.includes(',') ? v.split(',') : [v])).map((v) => coerceValue(field, v));
    const value = field.type === 'array' || typed.length > 1 ? typed : typed[0];
    // `name[]` and `name` both sent: one list of values.
    const earlier = Object.hasOwn(out, field.name) ? out[field.name] : undefined;
    out[field.name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), ...(Array.isArray(value) ? value : [value])];
  }
  return out;
}

/** The label staff see for a value (enum label, or the value itself). */
export function displayValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (field.enum && field.enumLabels) {
    const index = field.enum.findIndex((v) => String(v) === String(value));
    if (index >= 0) return field.enumLabels[index];
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.join(',');
  return value;
}
