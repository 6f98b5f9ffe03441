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

/** Which columns show, remembered per staff member and resource (local storage). */
export function useColumnVisibility(resourceKey: string, fields: FieldMeta[]) {
  const [visibility, setVisibility] = useState(() => read(resourceKey, fields));
  function toggle(name: string, visible: boolean) {
    const next = { ...visibility, [name]: visible };
    setVisibility(next);
    localStorage.setItem(storageKey(resourceKey), JSON.stringify(next));
  }
  return { visibility, toggle };
}
