import { z } from 'zod';
import { appConfig } from '@/lib/app-config';
import { ownedByIdentity } from '@/lib/identity';
import { removeLocal, writeLocal } from '@/lib/local-write';
import { MAX_STORED_LENGTH } from '@/lib/stored-record';

/**
 * The tabs of open pages (issue 43, Element admin's "tags view"). A tab is a URL: its path is its
 * identity, its search the list state it was left with, so going back to it restores filters, page
 * and sort. The workbench (`/admin`) is always the first tab and cannot be closed. Kept in local
 * storage under the staff id, so another account on this browser never sees them, and forgotten in
 * memory with the identity (identity.ts).
 */
export interface Tab {
  /** `/admin/…`, without a trailing slash: one tab per path. */
  path: string;
  /** The search the page was last shown with (`?keyword=…`), or ''. */
  search: string;
  title: string;
}

export const WORKBENCH_PATH = '/admin';
/** A page's tab: its path without a trailing slash. */
export const tabPathOf = (pathname: string) => pathname.replace(/\/+$/, '') || WORKBENCH_PATH;
/** More than anyone keeps in view; the oldest closable tab goes first. */
export const MAX_TABS = 20;

const tabSchema = z.object({
  // Segments of the app's own paths only: no other origin, no scheme, no `..` stepping out of /admin.
  path: z
    .string()
    .regex(/^\/admin(?:\/[\w~%-][\w.~%-]*)*$/)
    .max(300),
  search: z
    .string()
    .regex(/^(?:\?.*)?$/)
    .max(2000),
  title: z.string().trim().min(1).max(80),
});
const storedSchema = z.array(z.unknown()).max(100);

export const tabsKey = (staffId: number) => `${appConfig.productName}_tabs_${staffId}`;

/**
 * What local storage holds for a staff member, as a list of tabs: anything that does not read as a
 * tab (a hand-edited entry, an older build's) is dropped, and anything that is not a list at all
 * gives none. Never throws.
 */
export function parseTabs(text: string | null): Tab[] {
  if (!text || text.length > MAX_STORED_LENGTH * 4) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const list = storedSchema.safeParse(raw);
  if (!list.success) return [];
  const tabs = list.data.flatMap((item) => {
    const tab = tabSchema.safeParse(item);
    return tab.success && tab.data.path !== WORKBENCH_PATH ? [tab.data] : [];
  });
  return dedupe(tabs).slice(-MAX_TABS);
}

function dedupe(tabs: Tab[]): Tab[] {
  const seen = new Set<string>();
  return tabs.filter((tab) => !seen.has(tab.path) && seen.add(tab.path));
}

/** Opens `tab`, or updates the open tab of its path in place (its search and title), keeping the order. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  if (tab.path === WORKBENCH_PATH) return [...tabs];
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at >= 0) return tabs.map((t, i) => (i === at ? tab : t));
  return [...tabs, tab].slice(-MAX_TABS);
}

export const closeTab = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.path !== path);
export const closeOthers = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.path === path);
export function closeToTheRight(tabs: readonly Tab[], path: string): Tab[] {
  const at = tabs.findIndex((t) => t.path === path);
  // The workbench is left of every tab: to its right is every tab.
  return path === WORKBENCH_PATH ? [] : at < 0 ? [...tabs] : tabs.slice(0, at + 1);
}

/**
 * Where to go when the shown tab closes: the tab that took its place (its right neighbour), else the
 * one before it, else the workbench.
 */
export function nextAfterClosing(before: readonly Tab[], after: readonly Tab[], closedPath: string): string {
  const at = before.findIndex((t) => t.path === closedPath);
  const next = after[Math.min(at, after.length - 1)];
  return next ? next.path + next.search : WORKBENCH_PATH;
}

// ——— the store: one staff member's tabs in memory, written through to local storage ———

const NONE: readonly Tab[] = Object.freeze([]);
let current: { staffId: number; tabs: readonly Tab[] } | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

ownedByIdentity('open-tabs', () => {
  current = undefined;
  notify();
});

/** The tabs of `staffId` (besides the workbench); the same array until they change. */
export function readTabs(staffId: number | undefined): readonly Tab[] {
  if (staffId === undefined) return NONE;
  if (current?.staffId !== staffId) {
    let text: string | null = null;
    try {
      text = localStorage.getItem(tabsKey(staffId));
    } catch {
      // No storage: the tabs live for this page only.
    }
    current = { staffId, tabs: parseTabs(text) };
  }
  return current.tabs;
}

export function writeTabs(staffId: number, tabs: readonly Tab[]): void {
  if (current?.staffId === staffId && sameTabs(current.tabs, tabs)) return;
  current = { staffId, tabs };
  try {
    if (tabs.length === 0) removeLocal(tabsKey(staffId));
    else writeLocal(tabsKey(staffId), JSON.stringify(tabs));
  } catch {
    // Full or blocked storage: the tabs still work until the page reloads.
  }
  notify();
}

const sameTabs = (a: readonly Tab[], b: readonly Tab[]) =>
  a.length === b.length && a.every((t, i) => t.path === b[i]?.path && t.search === b[i]?.search && t.title === b[i]?.title);

export function subscribeTabs(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
