import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then `ready` from the deferred render React does right after
 * (a transition's: built in slices of a few ms, interruptible). Heavy parts rendered only when it is
 * true stay out of the first commit, so what is above them paints first. Once `ready` is true, later
 * renders see it at once.
 */
export function useDeferredMount(ready = true): boolean {
  return useDeferredValue(ready, false);
}
