/**
 * The browser's sheet reader: a Web Worker, so that parsing a workbook (seconds for a large one,
 * forever for a hostile one) and checking its rows never block the page whose main thread runs the
 * MSW handlers. The group's zod module is loaded here, not on the page: its chunks come with this
 * worker's own (ES-module) build, which is why vite.config.ts sets `worker.format: 'es'`.
 * Started by sheet-runner.ts; one job per worker, which is terminated afterwards.
 */
import { answerJob, type SchemaLoader, type SheetJob, type WorkerMessage } from './sheet-parse.ts';

const zodModules = import.meta.glob<Record<string, unknown>>('../../generated/*/zod/*.zod.ts');

const loadSchemas: SchemaLoader = (group) => {
  const load = zodModules[`../../generated/${group}/zod/${group}.zod.ts`];
  return load ? load() : Promise.reject(new Error(`no zod module for group ${group}`));
};

// A worker's postMessage has no target origin; the options only name what is transferred (nothing).
// Stryker disable next-line ObjectLiteral: `{}` and `{ transfer: [] }` both transfer nothing; the object is there for the Window-typed `self`.
const post = (message: WorkerMessage) => self.postMessage(message, { transfer: [] });

self.addEventListener('message', (event: MessageEvent<SheetJob>) => {
  void answerJob(event.data, loadSchemas, (done, total) => post({ kind: 'progress', done, total })).then((answer) => post({ kind: 'answer', answer }));
});
