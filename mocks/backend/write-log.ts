import type { WriteChange, WriteEntry } from '@/lib/mock-control';
import { formatDateTime } from '@/lib/date-format';
import type { MockStore, Row } from './store';

/**
 * The mock backend's record of writes: every create, edit, removal, toggle and named action on a
 * record, with who and when and the fields it changed. Kept in the store as one more table (so it
 * survives a reload and goes with 重置模拟数据), under a key no resource has. The backend the mocks stand
 * in for has no such log in its API, so only the testers' panel channel reads it (MockControl.history).
 */
export const WRITE_LOG = '__writeLog';
/** The newest this many writes are kept: a tester's session, not an archive. */
const KEPT = 2000;
/** Kept by the backend itself on every write: a change to them says nothing. */
const BOOKKEEPING = new Set(['updateTime']);

interface LoggedWrite extends WriteEntry {
  id: number;
  resource: string;
  recordId: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
// The store keeps rows of any shape; this table holds only what logWrite puts in it.
const logOf = (store: MockStore) => store.rows(WRITE_LOG, () => []) as unknown as LoggedWrite[];

/** The fields whose values differ between two states of a record (a create: every field it has). */
export function changedFields(before: Row | undefined, after: Row | undefined): WriteChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: WriteChange[] = [];
  for (const field of names) {
    if (field === 'id' || BOOKKEEPING.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (!same(was, now)) changes.push({ field, ...(was === undefined ? {} : { before: was }), ...(now === undefined ? {} : { after: now }) });
  }
  return changes;
}

/** Notes a write of one record. */
export function logWrite(store: MockStore, resource: string, recordId: number, entry: Omit<WriteEntry, 'at'>, at = new Date()): void {
  const log = logOf(store);
  const id = (log[0]?.id ?? 0) + 1;
  log.unshift({ id, resource, recordId, at: formatDateTime(at), ...entry });
  if (log.length > KEPT) log.length = KEPT;
  store.touch(WRITE_LOG);
}

/** The writes of one record, newest first. */
export function writesOf(store: MockStore, resource: string, recordId: number): WriteEntry[] {
  if (!store.has(WRITE_LOG)) return [];
  return logOf(store)
    .filter((entry) => entry.resource === resource && entry.recordId === recordId)
    .map(({ at, by, action, changes }) => ({ at, by, action, changes }));
}
