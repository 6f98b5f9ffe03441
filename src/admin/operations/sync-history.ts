import { z } from 'zod';
import { unreadableAnswer } from '@/api/answer-shape';
import { appConfig } from '@/lib/app-config';
import { MAX_STORED_LENGTH } from '@/lib/stored-record';
import { restoreSession } from '../session';

/** SyncOutcome (openapi/bms/extension.yaml): what a sync answers. */
const OUTCOME = z.object({
  total: z.number().int().min(0),
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  removed: z.number().int().min(0),
  finishTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});
export type SyncOutcome = z.infer<typeof OUTCOME>;

/** A sync this browser ran: its type, the answer, who ran it and, for attendance, the dates. */
const RUN = z.object({
  type: z.number().int(),
  outcome: OUTCOME,
  operatorName: z.string().max(64).optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type SyncRun = z.infer<typeof RUN>;

/** The last run of each type, by type. */
export type SyncHistory = Record<string, SyncRun>;

/**
 * The spec has no GET for a sync's last result: the screen keeps the last one of each type here, under
 * the staff member's id, so the next person at this browser does not read it.
 */
export const syncHistoryKey = (resourceKey: string) => `${appConfig.productName}_syncResults_${restoreSession()?.id ?? 'anon'}_${resourceKey}`;

/**
 * The stored runs that still read as runs. Anything else (not JSON, too long, another shape, a run
 * filed under another type) is left out without a word: it is a convenience, not a record.
 */
export function readSyncHistory(resourceKey: string, storage: Pick<Storage, 'getItem'> = localStorage): SyncHistory {
  let parsed: unknown;
  try {
    const text = storage.getItem(syncHistoryKey(resourceKey));
    if (!text || text.length > MAX_STORED_LENGTH) return {};
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const history: SyncHistory = {};
  for (const [type, value] of Object.entries(parsed)) {
    const run = RUN.safeParse(value);
    if (run.success && String(run.data.type) === type) history[type] = run.data;
  }
  return history;
}

/** Keeps a run as its type's last; a full or refused storage only loses the convenience. */
export function saveSyncRun(resourceKey: string, history: SyncHistory, run: SyncRun, storage: Pick<Storage, 'setItem'> = localStorage): SyncHistory {
  const next = { ...history, [String(run.type)]: run };
  try {
    storage.setItem(syncHistoryKey(resourceKey), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the result is still shown until the page is left.
  }
  return next;
}

/**
 * A sync's answer (`data`) as its outcome. One that is not (a count missing or negative, no finish
 * time) fails the run with 服务器返回了无法识别的数据: the screen would otherwise keep, and show after
 * every reload, figures nobody sent.
 */
export function readSyncOutcome(data: unknown): SyncOutcome {
  const outcome = OUTCOME.safeParse(data);
  if (!outcome.success) throw unreadableAnswer('data is not a sync outcome', data);
  return outcome.data;
}
