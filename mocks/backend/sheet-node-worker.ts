/**
 * The sheet reader under Node (vitest, `npm run mock:server`): a worker_thread, so the mock server
 * keeps answering other requests while a workbook is parsed and its rows checked. Node loads this
 * file itself (type stripping), not through Vite: it and what it imports use relative `.ts` paths
 * and no aliases, and the group's zod module is imported by its file URL.
 */
import { parentPort } from 'node:worker_threads';
import { answerJob, type SchemaLoader, type SheetJob, type WorkerMessage } from './sheet-parse.ts';

// answerJob only passes keys that match GROUP_KEY (no `/`, no `..`): the URL stays inside generated/.
const loadSchemas: SchemaLoader = (group) => import(new URL(`../../generated/${group}/zod/${group}.zod.ts`, import.meta.url).href) as Promise<Record<string, unknown>>;

const post = (message: WorkerMessage) => parentPort?.postMessage(message, []);

parentPort?.on('message', (job: SheetJob) => {
  void answerJob(job, loadSchemas, (done, total) => post({ kind: 'progress', done, total })).then((answer) => post({ kind: 'answer', answer }));
});
