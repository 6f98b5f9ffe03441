import type { FieldMeta } from '@generated/manifest/types';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useState } from 'react';
import { appConfig } from '@/lib/app-config';
import { restoreSession } from '../session';
import { defaultVisible } from './cell-format';

const storageKey = (resourceKey: string) => `${appConfig.productName}_columns_${restoreSession()?.id ?? 'anon'}_${resourceKey}`;

function read(resourceKey: string, fields: FieldMeta[]): ColumnVisibilityState {
  const defaults = Object.fromEntries(fields.map((f) => [f.name, defaultVisible(f)]));
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(resourceKey)) ?? '{}') as ColumnVisibilityState;
    return { ...defaults, ...saved };
  } catch {
    return defaults;
  }
}

/** The columns remembered for a list (only those the staff member set). */
export function readColumnVisibility(resourceKey: string): ColumnVisibilityState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(resourceKey)) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as ColumnVisibilityState) : {};
  } catch {
    return {};
  }
}

/** Remembers a whole set of columns (a saved view's) for the next time the list opens. */
export function storeColumnVisibility(resourceKey: string, next: ColumnVisibilityState): void {
  localStorage.setItem(storageKey(resourceKey), JSON.stringify(next));
}

/** Which columns show, remembered per staff member and resource (local storage). */
export function useColumnVisibility(resourceKey: string, fields: FieldMeta[]) {
  const [visibility, setVisibility] = useState(() => read(resourceKey, fields));
  function toggle(name: string, visible: boolean) {
    const next = { ...visibility, [name]: visible };
    setVisibility(next);
    storeColumnVisibility(resourceKey, next);
  }
  /** A saved view's columns: those it names as it says, the others as they are. */
  function replace(columns: ColumnVisibilityState) {
    const next = { ...visibility, ...columns };
    setVisibility(next);
    storeColumnVisibility(resourceKey, next);
  }
  return { visibility, toggle, replace };
}
