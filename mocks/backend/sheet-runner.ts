/**
 * Runs the bounded sheet read and the check of its rows off the thread that answers requests: a
 * Web Worker in the browser (MSW handlers run on the page's main thread), a worker_thread under
 * Node (vitest, mock:server). A worker can be killed, so a cancelled import or a parse that runs
 * past its time stops for real.
 */
import { checkRange, SHEET_MESSAGES, SheetRefused, sniffKind } from './sheet-guard';
import type { SheetAnswer, SheetJob, WorkerMessage } from './sheet-parse';
import type { RowResult } from './sheet-rows';
import { firstSheetDimension } from './sheet-zip';
import type { Worker as NodeWorker } from 'node:worker_threads';

/** Longer than any honest 10 MB file takes (read and checked) on a slow machine; a hostile one is cut off here. */
const PARSE_TIMEOUT_MS = 30_000;

/** Kept in variables so that Vite's browser build neither bundles nor rewrites the Node paths. */
const NODE_THREADS = 'node:worker_threads';
const NODE_WORKER = './sheet-node-worker.ts';

interface Running {
  answer: Promise<SheetAnswer>;
  stop: () => void;
}

type Progress = (done: number, total: number) => void;

/** Progress goes to `progress`; the first answer (or failure) settles. */
function listener(resolve: (answer: SheetAnswer) => void, progress: Progress | undefined) {
  return (message: WorkerMessage) => {
    if (message.kind === 'progress') progress?.(message.done, message.total);
    else resolve(message.answer);
  };
}

function inBrowser(job: SheetJob, progress: Progress | undefined): Running {
  const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module', name: 'sheet-reader' });
  const answer = new Promise<SheetAnswer>((resolve) => {
    const onMessage = listener(resolve, progress);
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => onMessage(event.data));
    worker.addEventListener('error', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
  });
  // The bytes move to the worker (transfer, no copy); the caller does not need them again.
  worker.postMessage(job, [job.bytes]);
  return { answer, stop: () => worker.terminate() };
}

async function inNode(job: SheetJob, progress: Progress | undefined): Promise<Running> {
  const { Worker } = (await import(/* @vite-ignore */ NODE_THREADS)) as { Worker: typeof NodeWorker };
  const worker = new Worker(new URL(NODE_WORKER, import.meta.url));
  const answer = new Promise<SheetAnswer>((resolve) => {
    worker.on('message', listener(resolve, progress));
    worker.once('error', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
    worker.once('exit', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
  });
  worker.postMessage(job, [job.bytes]);
  return { answer, stop: () => void worker.terminate() };
}

/** Same-thread fallback for a runtime with neither kind of worker (the read is bounded anyway). */
async function inProcess(job: SheetJob, progress: Progress | undefined): Promise<Running> {
  const { answerJob } = await import('./sheet-parse');
  const zodModules = import.meta.glob<Record<string, unknown>>('../../generated/*/zod/*.zod.ts');
  const load = (group: string) => zodModules[`../../generated/${group}/zod/${group}.zod.ts`]?.() ?? Promise.reject(new Error(`no zod module for group ${group}`));
  return { answer: answerJob(job, load, progress), stop: () => {} };
}

function start(job: SheetJob, progress: Progress | undefined): Promise<Running> {
  if (typeof window !== 'undefined' && typeof Worker === 'function') return Promise.resolve(inBrowser(job, progress));
  if (typeof process !== 'undefined' && process.versions?.node) return inNode(job, progress);
  return inProcess(job, progress);
}

/**
 * The cheap checks, on this thread: format by magic bytes, zip sizes, the first sheet's declared
 * range. Garbage and range bombs never cost a worker start (the worker repeats them: it is the one
 * that must never trust its input). Throws SheetRefused.
 */
export async function precheckSheet(bytes: ArrayBuffer, name: string): Promise<void> {
  const view = new Uint8Array(bytes);
  if (sniffKind(view, name) === 'xlsx') checkRange(await firstSheetDimension(view));
}

/**
 * Reads the first sheet of a workbook or CSV and checks its rows (sheet-rows.ts), in a worker.
 * Rejects with SheetRefused (a zh-CN message for the user) when the file is refused, unreadable or
 * too slow; with the signal's reason when aborted (the worker is terminated then).
 */
export async function runSheetJob(job: SheetJob, signal?: AbortSignal, progress?: Progress): Promise<RowResult[]> {
  signal?.throwIfAborted();
  await precheckSheet(job.bytes, job.name);
  signal?.throwIfAborted();
  const running = await start(job, progress);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const timedOut = new Promise<SheetAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: SHEET_MESSAGES.timeout }), PARSE_TIMEOUT_MS);
  });
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal?.reason ?? new DOMException('导入已取消', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const answer = await Promise.race([running.answer, timedOut, aborted]);
    if (!answer.ok) throw new SheetRefused(answer.message);
    return answer.results;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    running.stop();
  }
}
