import { startTransition, useEffect, useState } from 'react';
import { firstPaintDone, onFirstPaint } from '@/lib/first-paint';

/**
 * True once the page has painted content (src/lib/first-paint.ts): a query the first screen does not
 * show passes it as `enabled`, so its call starts just after that paint instead of competing with it.
 * The flag turns in a transition, not as an external store's (always synchronous) update: every part
 * of the page waiting on it renders again at that moment, in slices rather than one long task.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(firstPaintDone);
  useEffect(() => (done ? undefined : onFirstPaint(() => startTransition(() => setDone(true)))), [done]);
  return done;
}
