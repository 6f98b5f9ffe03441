/** SPEC.md §9: a page chunk that has not loaded after this long is a failure. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The named error of a page chunk that failed to load (time-out or network), as webpack names it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(message: string, options: { timedOut: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Races a dynamic import against the time-out; a failed import becomes a ChunkLoadError too. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading page chunk timed out after ${timeoutMs / 1000} s`, { timedOut: true }));
    }, timeoutMs);
    load.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const message = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(`Loading page chunk failed: ${message}`, { timedOut: false, cause }));
      },
    );
  });
}

/**
 * What browsers say when a dynamic import's file cannot be fetched or run (Chromium, Firefox, Safari),
 * and what Vite's preload helper throws for a page's style sheet that did not load.
 */
const IMPORT_FAILED = /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

/**
 * A chunk that failed at once rather than never arriving: the server answered 404 (a deploy removed
 * the file), something else than a script, or the network failed. A page chunk's import says so as a
 * ChunkLoadError that did not time out; any other module (a group's code, a lazy part of a page) in
 * the browser's own words. Whether it is a new deploy or the network is for src/lib/new-version.ts.
 */
export function isMissingChunk(error: unknown): boolean {
  if (isChunkLoadError(error)) return !error.timedOut;
  return error instanceof Error && IMPORT_FAILED.test(error.message);
}
