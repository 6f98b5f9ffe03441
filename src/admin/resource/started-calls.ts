import { callList } from '@generated/manifest/list-call';
import type { ResourceSummary } from '@generated/manifest/types';
import { ownedByIdentity } from '@/lib/identity';
import type { ListState } from './list-search';

/** What a list call sends: the filters, and the page for a paged list. */
export const listPayload = (paged: boolean | undefined, state: ListState): Record<string, unknown> =>
  paged ? { ...state.filters, pageNum: state.pageNum, pageSize: state.pageSize } : state.filters;

const callKey = (operationId: string, payload: Record<string, unknown>) => `${operationId} ${JSON.stringify(payload)}`;

/**
 * The list call started for the screen being opened, before its query could run (from main.tsx on a
 * cold load, from the route loader on a navigation): that query adopts it instead of asking again.
 * One slot: a navigation's call replaces an earlier one nobody adopted (a hover's preload).
 */
let started: { key: string; call: Promise<unknown>; answered: boolean } | undefined;
// Asked for whoever was signed in then: a later sign-in must ask again.
ownedByIdentity('started-list-call', () => {
  started = undefined;
});

/** Starts a resource's list from its summary alone (no group code needed); the same call twice is one. */
export function startListCall(summary: Pick<ResourceSummary, 'list'>, state: ListState): void {
  const list = summary.list;
  if (!list || list.required.some((name) => !state.filters[name])) return;
  const payload = listPayload(list.paged, state);
  const key = callKey(list.operationId, payload);
  if (started?.key === key) return;
  const call = callList(list, payload);
  const entry = { key, call, answered: false };
  const answered = () => {
    entry.answered = true;
  };
  // A failure is the adopting query's to show; one nobody adopts is not an unhandled rejection.
  call.then(answered, answered);
  started = entry;
}

/** The started call of exactly this operation and payload, handed over once. */
export function takeStartedCall(operationId: string, payload: Record<string, unknown>): Promise<unknown> | undefined {
  if (started?.key !== callKey(operationId, payload)) return undefined;
  const { call } = started;
  started = undefined;
  return call;
}

/**
 * Resolves once the started call of exactly this operation and payload has answered (or failed), or
 * after `ms`, whichever is first; at once when no such call was started. True if it has answered.
 */
export async function startedCallAnsweredWithin(operationId: string, payload: Record<string, unknown>, ms: number): Promise<boolean> {
  const entry = started;
  if (entry?.key !== callKey(operationId, payload)) return false;
  if (!entry.answered && ms > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([entry.call.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }
  return entry.answered;
}
