import { useMemo, useState } from 'react';
import { z } from 'zod';
import { appConfig } from '@/lib/app-config';
import { ownedByIdentity } from '@/lib/identity';
import { MAX_STORED_LENGTH } from '@/lib/stored-record';
import { adminStore } from '../admin-store';
import { tabPathOf } from './tab-store';

/**
 * Unsaved form input per tab (issue 43). Screens are not kept mounted (a tab is a URL), so this is what
 * keeps a form when its page is left:
 * - a form still open when its page goes (another tab, the browser's back, a reload) opens again with
 *   what was typed when the page comes back;
 * - a form closed with its ✕ or Esc keeps what was typed for the next 新增 / 编辑 of the same record
 *   on that tab, without opening by itself;
 * - 取消, a save, closing the tab and a change of identity forget it.
 * Kept in session storage (this browser tab only, survives a reload) under the staff id. Passwords are
 * never kept (the form leaves them out).
 */
type Values = Record<string, string>;
export interface Draft {
  values: Values;
  /** The form was open when its page went: the page opens it again. */
  open: boolean;
}

const storedSchema = z.record(z.string().max(300), z.object({ values: z.record(z.string().max(100), z.string().max(10_000)), open: z.boolean() }));

const draftsKey = (staffId: number) => `${appConfig.productName}_drafts_${staffId}`;
/** A form on a tab: the tab's path and the form's own name (its operation and record). */
export const draftKey = (path: string, form: string) => `${path}#${form}`;

let cache: { staffId: number; drafts: Record<string, Draft> } | undefined;
ownedByIdentity('form-drafts', () => {
  if (cache) removeSession(draftsKey(cache.staffId));
  cache = undefined;
});

function removeSession(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

function drafts(staffId: number): Record<string, Draft> {
  if (cache?.staffId === staffId) return cache.drafts;
  let parsed: Record<string, Draft> = {};
  try {
    const text = sessionStorage.getItem(draftsKey(staffId));
    if (text && text.length <= MAX_STORED_LENGTH * 8) parsed = storedSchema.catch({}).parse(JSON.parse(text));
  } catch {
    // Not JSON, or no storage: no drafts.
  }
  cache = { staffId, drafts: parsed };
  return parsed;
}

function store(staffId: number, next: Record<string, Draft>) {
  cache = { staffId, drafts: next };
  try {
    if (Object.keys(next).length === 0) sessionStorage.removeItem(draftsKey(staffId));
    else sessionStorage.setItem(draftsKey(staffId), JSON.stringify(next));
  } catch {
    // Full or blocked: the draft still lives in memory until a reload.
  }
}

export const readDraft = (staffId: number, key: string): Draft | undefined => (Object.hasOwn(drafts(staffId), key) ? drafts(staffId)[key] : undefined);

export function keepDraft(staffId: number, key: string, draft: Draft): void {
  store(staffId, { ...drafts(staffId), [key]: draft });
}

export function dropDraft(staffId: number, key: string): void {
  if (!Object.hasOwn(drafts(staffId), key)) return;
  const { [key]: _dropped, ...rest } = drafts(staffId);
  store(staffId, rest);
}

/** Every draft of a tab, when it closes or is refreshed. */
export function dropTabDrafts(staffId: number, path: string): void {
  const all = drafts(staffId);
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(`${path}#`)));
  if (Object.keys(kept).length !== Object.keys(all).length) store(staffId, kept);
}

/**
 * The tab of the page shown. Read from the address, not the router, so a screen can ask on its first
 * render wherever it renders (a page drawn on the server has no tab, and no drafts).
 */
const shownTab = () => (typeof window === 'undefined' ? undefined : tabPathOf(window.location.pathname));

/** Whether the form `form` on the page shown was open when the page went (its screen opens it again). */
export function wasLeftOpen(form: string): boolean {
  const staffId = adminStore.getState().userInfo?.id;
  const path = shownTab();
  return staffId !== undefined && path !== undefined && readDraft(staffId, draftKey(path, form))?.open === true;
}

/**
 * A form's draft on the tab it opened on: `initial` is what was typed when the form was last left
 * (undefined when none); `keep` remembers what is typed now, `park` keeps it with the form closed,
 * `drop` forgets it. The tab is the one shown when the form mounts: a navigation away must not file
 * the draft under the next page.
 */
export function useFormDraft(form: string) {
  const [key] = useState(() => draftKey(shownTab() ?? '', form));
  const [staffId] = useState(() => adminStore.getState().userInfo?.id);
  const [initial] = useState(() => (staffId === undefined ? undefined : readDraft(staffId, key)?.values));
  return useMemo(
    () => ({
      initial,
      /** Remembers `values`, except the fields named in `secrets` (passwords). */
      keep: (values: Values, secrets: readonly string[] = []) => {
        if (staffId !== undefined) keepDraft(staffId, key, { values: Object.fromEntries(Object.entries(values).filter(([name]) => !secrets.includes(name))), open: true });
      },
      park: () => {
        const kept = staffId === undefined ? undefined : readDraft(staffId, key);
        if (staffId !== undefined && kept) keepDraft(staffId, key, { ...kept, open: false });
      },
      drop: () => {
        if (staffId !== undefined) dropDraft(staffId, key);
      },
    }),
    [initial, staffId, key],
  );
}
