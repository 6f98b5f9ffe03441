/**
 * The sheet reader under Node (vitest, `npm run mock:server`): a worker_thread, so the mock server
 * keeps answering other requests while a workbook is parsed. Node loads this file itself (type
 * stripping), not through Vite: it and what it imports use relative `.ts` paths and no aliases.
 */
import { parentPort } from 'node:worker_threads';
import { answerJob, type SheetJob } from './sheet-parse.ts';

parentPort?.on('message', (job: SheetJob) => {
  parentPort?.postMessage(answerJob(job), []);
});
