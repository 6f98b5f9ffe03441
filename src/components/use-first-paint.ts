import { useSyncExternalStore } from 'react';
import { firstPaintDone, onFirstPaint } from '@/lib/first-paint';

/**
 * True once the page has painted content (src/lib/first-paint.ts): a query the first screen does not
 * show passes it as `enabled`, so its call starts just after that paint instead of competing with it.
 */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(onFirstPaint, firstPaintDone, () => true);
}
