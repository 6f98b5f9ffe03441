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
