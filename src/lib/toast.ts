/**
 * The app's toasts, without the toast library in the first load: sign-in pages must stay small and
 * most visits never toast. Calls queue here until the lazily loaded toaster
 * (src/components/ui/toaster.tsx) has mounted and connected its sink; then they pass straight through.
 */
export type ToastKind = 'success' | 'error' | 'info';

/** What shows a toast once the toaster is there (sonner's `toast` fits). */
export interface ToastSink {
  success(message: string, options: { id: string }): unknown;
  error(message: string, options: { id: string }): unknown;
  info(message: string, options: { id: string }): unknown;
  dismiss(): unknown;
}

let sink: ToastSink | undefined;
let queue: [ToastKind, string][] = [];
const listeners = new Set<() => void>();

/**
 * One toast per failure: the same text shown again (a retried call, two lists failing on one page
 * offline) replaces the toast on screen instead of stacking a copy, because the text is its id.
 */
function show(kind: ToastKind, message: string): void {
  if (sink) {
    sink[kind](message, { id: `${kind}:${message}` });
    return;
  }
  queue.push([kind, message]);
  for (const listener of listeners) listener();
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  dismiss: () => {
    queue = [];
    sink?.dismiss();
  },
};

export const toastQueue = {
  /** Toasts waiting for the toaster: it should load now, not when the browser is idle (a new one retries a failed load). */
  pending: (): number => queue.length,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The toaster is mounted and listening: shows what waited, in order, and takes every later toast. */
  connect(next: ToastSink): () => void {
    sink = next;
    const waiting = queue;
    queue = [];
    for (const [kind, message] of waiting) next[kind](message, { id: `${kind}:${message}` });
    return () => {
      if (sink === next) sink = undefined;
    };
  },
};
