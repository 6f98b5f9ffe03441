import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { use, type ComponentType, type ReactNode } from 'react';
import type { GroupApi } from './generated-api';
import type { ListState } from './list-search';
import type { Row } from './row';

/** What a resource screen is given; a refinement's own screen gets the same. */
export interface ResourceScreenProps {
  api: GroupApi;
  resource: ResourceMeta;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/**
 * A row's own action that is no spec operation: e.g. 打开看板 opens the board inside the back office.
 * It acts through the screen's URL state (a sub-screen a reload keeps), so the generic screen needs
 * nothing per resource.
 */
export interface RowAction {
  /** The button's words, which are also its accessible name. */
  label: string;
  /** Why this record cannot have it now (the button is then disabled and says why), or undefined. */
  unavailable?: (row: Row) => string | undefined;
  onSelect: (row: Row, screen: Pick<ResourceScreenProps, 'state' | 'onStateChange'>) => void;
}

/**
 * The one place for a resource's exceptions: `src/admin/refinements/<resourceKey>.tsx` exporting
 * `refine`. The generic screen applies whatever it says; a resource without one keeps the screen the
 * spec gives it. Names are the spec's: list fields for columns, list parameters for filters, and the
 * operation's `action` (`remove`, `upload`, `audit`…) for actions. docs/recipes.md has the recipe.
 */
export interface Refinement {
  columns?: {
    /** These columns first, in this order; the others follow in the spec's order. */
    order?: string[];
    /** Columns staff never need: left out of the table and of 列设置. */
    hide?: string[];
    /** A column's cell drawn here instead of the formatted value (`formatCell(field, value)` gives that value). */
    cells?: Record<string, (row: Row, field: FieldMeta) => ReactNode>;
  };
  filters?: {
    /** These filters first, in this order; the others follow in the spec's order. */
    order?: string[];
    /** Filters left out of the filter form (never a required one: the list cannot load without it). */
    hide?: string[];
  };
  actions?: {
    /** Operations neither the toolbar nor the rows offer, by their `action`. The list cannot be hidden. */
    hide?: string[];
  };
  /** Record actions the spec has no operation for (open a board, a sub-screen), at the row's end before 编辑. */
  rowActions?: RowAction[];
  /**
   * The resource's record pages: its related lists (the records pointing at it, reverse `x-ref`) by
   * `<resource>.<field>` or `<resource>`, these first in this order, hidden ones left out.
   */
  related?: {
    order?: string[];
    hide?: string[];
  };
  /** A whole screen instead of the generic one (it may render `GenericResourceScreen` inside). */
  screen?: ComponentType<ResourceScreenProps>;
  /**
   * URL keys the screen reads besides the list's filters (a sub-screen's id, a read's parameters), as
   * fields: checked like filters (url-state.ts). Any other key is dropped from the URL, never sent.
   */
  search?: (resource: ResourceMeta) => FieldMeta[];
}

const modules = import.meta.glob<{ refine: Refinement }>(['../refinements/*.tsx', '!../refinements/*.test.tsx']);
const pathOf = (resourceKey: string) => `../refinements/${resourceKey}.tsx`;
const loading = new Map<string, Promise<Refinement>>();

/** Whether a resource has a refinement file (known without loading it). */
export const hasRefinement = (resourceKey: string) => Object.hasOwn(modules, pathOf(resourceKey));

/**
 * A resource's refinement, loaded once (its own small chunk); undefined at once for a resource that
 * has none. A failed load is forgotten so the screen's retry loads it again. The route loader starts
 * it beside the group's modules, so the screen rarely waits for it.
 */
export function loadRefinement(resourceKey: string): Promise<Refinement> | undefined {
  if (!hasRefinement(resourceKey)) return undefined;
  const load = modules[pathOf(resourceKey)];
  if (!load) return undefined;
  let pending = loading.get(resourceKey);
  if (!pending) {
    pending = load().then(
      (m) => m.refine,
      (error: unknown) => {
        loading.delete(resourceKey);
        throw error;
      },
    );
    loading.set(resourceKey, pending);
  }
  return pending;
}

/** The refinement of the screen's resource; suspends while its chunk loads. */
export function useRefinement(resourceKey: string): Refinement | undefined {
  const pending = loadRefinement(resourceKey);
  return pending ? use(pending) : undefined;
}

/** Named items first in the given order, then the rest in their own order; hidden ones left out. */
function arrange<T>(items: T[], nameOf: (item: T) => string, order: string[] = [], hide: string[] = []): T[] {
  const hidden = new Set(hide);
  const rank = new Map(order.map((name, index) => [name, index]));
  const kept = items.filter((item) => !hidden.has(nameOf(item)));
  const ranked = kept.filter((item) => rank.has(nameOf(item))).toSorted((a, b) => (rank.get(nameOf(a)) ?? 0) - (rank.get(nameOf(b)) ?? 0));
  return [...ranked, ...kept.filter((item) => !rank.has(nameOf(item)))];
}

export const refineColumns = (fields: FieldMeta[], refinement: Refinement | undefined): FieldMeta[] =>
  refinement?.columns ? arrange(fields, (f) => f.name, refinement.columns.order, refinement.columns.hide) : fields;

export const refineFilters = (fields: FieldMeta[], refinement: Refinement | undefined): FieldMeta[] =>
  refinement?.filters ? arrange(fields, (f) => f.name, refinement.filters.order, refinement.filters.hide) : fields;

/** The resource as its screen offers it: the refinement's hidden actions gone (never the list). */
export function refineResource(resource: ResourceMeta, refinement: Refinement | undefined): ResourceMeta {
  const hidden = new Set(refinement?.actions?.hide);
  if (hidden.size === 0) return resource;
  const offered = (o: OperationMeta) => o.kind === 'list' || !hidden.has(o.action);
  return { ...resource, operations: resource.operations.filter(offered) };
}

/** A record page's related lists as the resource's refinement arranges them (by `<resource>.<field>`, or `<resource>` for all its fields). */
export function refineRelated<T extends { resource: string; field: string }>(lists: readonly T[], refinement: Refinement | undefined): T[] {
  const related = refinement?.related;
  if (!related) return [...lists];
  const named = (list: T, names: string[] = []) => names.find((name) => name === `${list.resource}.${list.field}` || name === list.resource);
  const kept = lists.filter((list) => !named(list, related.hide));
  const rank = (list: T) => {
    const name = named(list, related.order);
    return name === undefined ? Number.MAX_SAFE_INTEGER : (related.order ?? []).indexOf(name);
  };
  return kept.toSorted((a, b) => rank(a) - rank(b));
}
