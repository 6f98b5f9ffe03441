import { appConfig } from '@/lib/app-config';
import { ownedByIdentity } from '@/lib/identity';

/**
 * A staff member's saved views of a list: its filters and sort (the URL search) and its columns,
 * under a name; one may be the default, applied when the list opens without URL state. Kept in local
 * storage per staff id and resource (SPEC: until the spec has an endpoint), so one person's views
 * never reach another: the key names the staff member, and the copy read into memory is forgotten
 * with the identity (identity.ts).
 */
export interface SavedView {
  name: string;
  search: Record<string, string | number | boolean>;
  columns: Record<string, boolean>;
  isDefault?: true;
}

export const MAX_VIEW_NAME = 20;

const storageKey = (staffId: number, resourceKey: string) => `${appConfig.productName}_views_${staffId}_${resourceKey}`;

const cache = new Map<string, SavedView[]>();
const listeners = new Set<() => void>();
ownedByIdentity('saved-views', () => {
  cache.clear();
  listeners.forEach((l) => l());
});

const plain = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A stored view as written by an older build or by hand: only what reads as a view is kept. */
function parseViews(text: string | null): SavedView[] {
  try {
    const raw: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { name, search, columns, isDefault } = item as Record<string, unknown>;
      if (typeof name !== 'string' || name.trim() === '') return [];
      const s =
        typeof search === 'object' && search !== null ? Object.fromEntries(Object.entries(search).filter((e): e is [string, string | number | boolean] => plain(e[1]))) : {};
      const c = typeof columns === 'object' && columns !== null ? Object.fromEntries(Object.entries(columns).filter((e): e is [string, boolean] => typeof e[1] === 'boolean')) : {};
      return [{ name: name.slice(0, MAX_VIEW_NAME), search: s, columns: c, ...(isDefault === true ? { isDefault: true as const } : {}) }];
    });
  } catch {
    return [];
  }
}

/** One empty list for every reader: a store snapshot must be the same value until the store changes. */
const NONE: readonly SavedView[] = Object.freeze([]);

export function readViews(staffId: number | undefined, resourceKey: string): readonly SavedView[] {
  if (staffId === undefined) return NONE;
  const key = storageKey(staffId, resourceKey);
  let views = cache.get(key);
  if (!views) {
    views = parseViews(localStorage.getItem(key));
    cache.set(key, views);
  }
  return views;
}

function write(staffId: number, resourceKey: string, views: SavedView[]): void {
  const key = storageKey(staffId, resourceKey);
  cache.set(key, views);
  localStorage.setItem(key, JSON.stringify(views));
  listeners.forEach((l) => l());
}

/** Saves (or replaces, by name) a view; a replaced default stays the default. */
export function saveView(staffId: number, resourceKey: string, view: Omit<SavedView, 'isDefault'>): void {
  const views = readViews(staffId, resourceKey);
  const before = views.find((v) => v.name === view.name);
  const next = { ...view, ...(before?.isDefault ? { isDefault: true as const } : {}) };
  write(staffId, resourceKey, before ? views.map((v) => (v === before ? next : v)) : [...views, next]);
}

export function removeView(staffId: number, resourceKey: string, name: string): void {
  write(
    staffId,
    resourceKey,
    readViews(staffId, resourceKey).filter((v) => v.name !== name),
  );
}

/** Makes `name` the default (only one is), or none with undefined. */
export function setDefaultView(staffId: number, resourceKey: string, name: string | undefined): void {
  write(
    staffId,
    resourceKey,
    readViews(staffId, resourceKey).map((v) => ({ name: v.name, search: v.search, columns: v.columns, ...(v.name === name ? { isDefault: true as const } : {}) })),
  );
}

export const defaultView = (staffId: number | undefined, resourceKey: string): SavedView | undefined => readViews(staffId, resourceKey).find((v) => v.isDefault);

export function subscribeViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The search a list opens with when its URL holds no list state: the staff member's default view's
 * (its columns remembered for the screen about to mount), or undefined to open as the URL says.
 */
export function openingSearch(
  raw: Readonly<Record<string, unknown>>,
  resourceKey: string,
  staffId: number | undefined,
  storeColumns: (columns: Record<string, boolean>) => void,
): Record<string, unknown> | undefined {
  if (Object.keys(raw).some((key) => !key.startsWith('mock-'))) return undefined;
  const view = defaultView(staffId, resourceKey);
  if (!view) return undefined;
  storeColumns(view.columns);
  return { ...raw, ...view.search };
}
