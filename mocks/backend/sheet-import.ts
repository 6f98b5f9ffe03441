/**
 * Row processing of an import in slices: the rows come checked from the sheet worker, but inserting
 * 5,000 of them (a generated record each) still takes a while, and in the browser it runs on the
 * page's main thread (MSW), so it yields between short slices, can report progress to the upload
 * dialog and stops when the import is cancelled.
 */
import { onImportCancel, reportImportProgress } from '@/lib/import-progress';

/** Well under the 50 ms of a "long task", with room for a slow, busy machine: the page stays responsive. */
const SLICE_MS = 10;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let running = 0;

/** Imports still being processed (a cancelled one winds down at its next slice). */
export const importsRunning = () => running;

/**
 * A signal for one import: aborted when the request is (Node: the caller's AbortSignal reaches the
 * handler) or when the tab's dialog says 取消 (browser: MSW's service worker does not forward aborts).
 */
export function importSignal(request: Request): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(new DOMException('导入已取消', 'AbortError'));
  if (request.signal.aborted) abort();
  request.signal.addEventListener('abort', abort, { once: true });
  const stopListening = onImportCancel(abort);
  running += 1;
  let disposed = false;
  return {
    signal: controller.signal,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      running -= 1;
      request.signal.removeEventListener('abort', abort);
      stopListening();
    },
  };
}

/**
 * Calls `step` for every item, yielding to the event loop every SLICE_MS; throws when aborted.
 * `report: false` when the rows were already counted (the worker reported them as it checked them):
 * the bar would otherwise start again from 0.
 */
export async function processInSlices<T>(items: readonly T[], step: (item: T, index: number) => void, signal: AbortSignal, options: { report?: boolean } = {}): Promise<void> {
  const report = options.report === false ? () => {} : (done: number) => reportImportProgress({ phase: 'rows', done, total: items.length });
  let sliceStart = performance.now();
  report(0);
  for (let index = 0; index < items.length; index += 1) {
    step(items[index] as T, index);
    if (performance.now() - sliceStart > SLICE_MS) {
      report(index + 1);
      await nextTask();
      signal.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  report(items.length);
}
