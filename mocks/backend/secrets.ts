/**
 * Secrets a form sends but no answer may carry: fields declared `format: password` (openapi/README.md,
 * "Meaning"; md5 on the wire, SPEC.md §5). A backend stores them beside the record, never in what its
 * lists and details answer, so the mock keeps them in a table of their own per resource
 * (`<resource>:secrets`, one row per record id), persisted and reset with the other tables.
 */
import type { FieldMeta } from '@generated/manifest/types';
import md5 from 'md5';
import { DEMO_STAFF } from '../demo-accounts';
import type { MockStore, Row } from './store';

/** The secrets a table starts with: the demo accounts' passwords (README), as md5 like every password sent. */
const SEEDS: Readonly<Record<string, () => Row[]>> = {
  bmsSystemAdmin: () => DEMO_STAFF.map((staff) => ({ id: staff.user.id, password: md5(staff.password) })),
};

export const secretsKey = (resourceKey: string) => `${resourceKey}:secrets`;

/** Whether a field holds a secret (a password), which the record's answers never carry. */
export const isSecret = (field: Pick<FieldMeta, 'format'>) => field.format === 'password';

/** The values without their secrets, and the secrets apart (only those sent). */
export function splitSecrets(fields: readonly FieldMeta[], values: Record<string, unknown>): { values: Record<string, unknown>; secrets: Record<string, string> } {
  const kept = { ...values };
  const secrets: Record<string, string> = {};
  for (const field of fields) {
    if (!isSecret(field) || !Object.hasOwn(kept, field.name)) continue;
    const value = kept[field.name];
    delete kept[field.name];
    if (typeof value === 'string' && value !== '') secrets[field.name] = value;
  }
  return { values: kept, secrets };
}

/** A resource's secrets table, seeded on first use (a reset brings the demo passwords back with the other tables). */
export function secretRows(store: MockStore, resourceKey: string): Row[] {
  return store.rows(secretsKey(resourceKey), SEEDS[resourceKey] ?? (() => []));
}

/** Stores (replaces) what was sent for a record; nothing sent changes nothing. */
export function storeSecrets(store: MockStore, resourceKey: string, id: number, secrets: Record<string, string>): void {
  if (Object.keys(secrets).length === 0) return;
  const rows = secretRows(store, resourceKey);
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) rows.push({ id, ...secrets });
  else rows[index] = { ...rows[index], ...secrets, id };
  store.touch(secretsKey(resourceKey));
}

/** A record's secret, or undefined when it has none. */
export function secretOf(store: MockStore, resourceKey: string, id: number, name: string): string | undefined {
  const value = secretRows(store, resourceKey).find((r) => r.id === id)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A removed record's secrets go with it. */
export function forgetSecrets(store: MockStore, resourceKey: string, ids: Iterable<number>): void {
  const gone = new Set(ids);
  const rows = secretRows(store, resourceKey);
  const before = rows.length;
  for (let i = rows.length - 1; i >= 0; i -= 1) if (gone.has((rows[i] as Row).id)) rows.splice(i, 1);
  if (rows.length !== before) store.touch(secretsKey(resourceKey));
}
