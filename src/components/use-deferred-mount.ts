import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true from the deferred render React does right after it (a
 * transition's: built in slices of a few ms, interruptible). Heavy parts rendered only when it is
 * true stay out of the first commit, so what is above them paints first; later renders see true at
 * once.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}
