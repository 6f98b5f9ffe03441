/**
 * Runs the bounded sheet read off the thread that answers requests: a Web Worker in the browser
 * (MSW handlers run on the page's main thread), a worker_thread under Node (vitest, mock:server).
 * A worker can be killed, so a cancelled import or a parse that runs past its time stops for real.
 */
import { checkRange, SHEET_MESSAGES, SheetRefused, sniffKind } from './sheet-guard';
import type { ParsedSheet, SheetAnswer, SheetJob } from './sheet-parse';
import { firstSheetDimension } from './sheet-zip';
import type { Worker as NodeWorker } from 'node:worker_threads';

/** Longer than any honest 10 MB file takes on a slow machine; a hostile one is cut off here. */
const PARSE_TIMEOUT_MS = 30_000;

/** Kept in variables so that Vite's browser build neither bundles nor rewrites the Node paths. */
const NODE_THREADS = 'node:worker_threads';
const NODE_WORKER = './sheet-node-worker.ts';

interface Running {
  answer: Promise<SheetAnswer>;
  stop: () => void;
}

function inBrowser(job: SheetJob): Running {
  const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module', name: 'sheet-reader' });
  const answer = new Promise<SheetAnswer>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<SheetAnswer>) => resolve(event.data));
    worker.addEventListener('error', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
  });
  // The bytes move to the worker (transfer, no copy); the caller does not need them again.
  worker.postMessage(job, [job.bytes]);
  return { answer, stop: () => worker.terminate() };
}

async function inNode(job: SheetJob): Promise<Running> {
  const { Worker } = (await import(/* @vite-ignore */ NODE_THREADS)) as { Worker: typeof NodeWorker };
  const worker = new Worker(new URL(NODE_WORKER, import.meta.url));
  const answer = new Promise<SheetAnswer>((resolve) => {
    worker.once('message', (message: SheetAnswer) => resolve(message));
    worker.once('error', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
    worker.once('exit', () => resolve({ ok: false, message: SHEET_MESSAGES.unreadable }));
  });
  worker.postMessage(job, [job.bytes]);
  return { answer, stop: () => void worker.terminate() };
}

/** Same-thread fallback for a runtime with neither kind of worker (the read is bounded anyway). */
async function inProcess(job: SheetJob): Promise<Running> {
  const { answerJob } = await import('./sheet-parse');
  return { answer: Promise.resolve(answerJob(job)), stop: () => {} };
}

function start(job: SheetJob): Promise<Running> {
  if (typeof window !== 'undefined' && typeof Worker === 'function') return Promise.resolve(inBrowser(job));
  if (typeof process !== 'undefined' && process.versions?.node) return inNode(job);
  return inProcess(job);
}

/**
 * Reads the first sheet of a workbook or CSV. Rejects with SheetRefused (a zh-CN message for the
 * user) when the file is refused, unreadable or too slow; with the signal's reason when aborted.
 */
/**
 * The cheap checks, on this thread: format by magic bytes, zip sizes, the first sheet's declared
 * range. Garbage and range bombs never cost a worker start (the worker repeats them: it is the one
 * that must never trust its input). Throws SheetRefused.
 */
export async function precheckSheet(bytes: ArrayBuffer, name: string): Promise<void> {
  const view = new Uint8Array(bytes);
  if (sniffKind(view, name) === 'xlsx') checkRange(await firstSheetDimension(view));
}

export async function runSheetJob(job: SheetJob, signal?: AbortSignal): Promise<ParsedSheet> {
  signal?.throwIfAborted();
  await precheckSheet(job.bytes, job.name);
  signal?.throwIfAborted();
  const running = await start(job);
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
    return answer.sheet;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    running.stop();
  }
}
