/**
 * Runs `task` after the page has loaded and the browser is idle (or `timeout` ms later at most):
 * for fetching code a later interaction needs without delaying what the page needs first.
 * Returns a cancel function (for effects).
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') schedule();
  else globalThis.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    globalThis.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
