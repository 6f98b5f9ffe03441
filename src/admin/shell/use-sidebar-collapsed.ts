import { useState } from 'react';
import { appConfig } from '@/lib/app-config';

const KEY = `${appConfig.productName}_sidebarCollapsed`;

function stored(): boolean {
  try {
    // Only the exact value this hook writes counts: anything else (edited, corrupt) means expanded.
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the staff member folded the desktop sidebar away (to give a wide table the whole width).
 * Remembered per browser; below `lg` the sidebar is a drawer and this has no effect.
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(stored);
  function change(next: boolean) {
    setCollapsed(next);
    try {
      if (next) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage full or blocked (private mode): the choice lasts for this page only.
    }
  }
  return [collapsed, change];
}
