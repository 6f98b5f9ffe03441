/**
 * The browser's sheet reader: a Web Worker, so that parsing a workbook (seconds for a large one,
 * forever for a hostile one) never blocks the page whose main thread runs the MSW handlers.
 * Started by sheet-runner.ts; one job per worker, which is terminated afterwards.
 */
import { answerJob, type SheetJob } from './sheet-parse.ts';

self.addEventListener('message', (event: MessageEvent<SheetJob>) => {
  // A worker's postMessage has no target origin; the options only name what is transferred (nothing).
  self.postMessage(answerJob(event.data), { transfer: [] });
});
