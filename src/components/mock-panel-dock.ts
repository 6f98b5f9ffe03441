import { appConfig } from '@/lib/app-config';

/** Where the testers' button sits: a bottom corner, full size or folded to a tab on that screen edge. */
export interface MockPanelDock {
  side: 'left' | 'right';
  folded: boolean;
}

export const DEFAULT_DOCK: MockPanelDock = { side: 'right', folded: false };

/**
 * The strip at the bottom of the screen the button occupies (bottom-3 + h-8 + a gap): the page gets
 * this much room below its content (padding and scroll padding), so the button never has to sit
 * over the last row, the pager or a form's buttons.
 */
export const DOCK_RESERVE = '3.5rem';

const KEY = `${appConfig.productName}_mockPanelDock`;

/** The stored dock; anything unreadable (corrupt JSON, an old shape, blocked storage) is the default. */
export function loadDock(): MockPanelDock {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return DEFAULT_DOCK;
    const { side, folded } = value as Record<string, unknown>;
    return {
      side: side === 'left' ? 'left' : 'right',
      folded: folded === true,
    };
  } catch {
    return DEFAULT_DOCK;
  }
}

export function saveDock(dock: MockPanelDock): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(dock));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}
