import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, isMissingChunk, withChunkTimeout } from './chunk-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('page chunk time-out (SPEC.md §8, §9)', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a chunk that has not loaded after 120 s with the named ChunkLoadError', async () => {
    const load = withChunkTimeout(never());
    const settled = vi.fn<(error: unknown) => void>();
    load.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    expect(isChunkLoadError(error)).toBe(true);
    // The console and error reports say how long the chunk was waited for, in seconds.
    expect((error as Error).message).toBe('Loading page chunk timed out after 120 s');
  });

  it('names a custom time-out in seconds', async () => {
    const error = withChunkTimeout(never(), 5_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await error).toMatchObject({ message: 'Loading page chunk timed out after 5 s', timedOut: true });
  });

  it('resolves with the module when it loads in time, and leaves no timer behind', async () => {
    const module = { component: 'Page' };
    const load = withChunkTimeout(Promise.resolve(module));
    await expect(load).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await withChunkTimeout(Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', timedOut: false, cause });
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module');
  });
});

describe('a chunk that failed at once (a deploy removed it, or the network failed)', () => {
  it('is a page chunk that did not time out, or a module the browser could not fetch or run', () => {
    expect(isMissingChunk(new ChunkLoadError('Loading page chunk failed: 404', { timedOut: false }))).toBe(true);
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/group-abc.js',
      'error loading dynamically imported module: https://x/assets/group-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/page-abc.css',
    ])
      expect(isMissingChunk(new TypeError(message))).toBe(true);
  });

  it('is not a chunk that never arrived (its own 120 s error), nor any other failure', () => {
    expect(isMissingChunk(new ChunkLoadError('timed out', { timedOut: true }))).toBe(false);
    expect(isMissingChunk(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingChunk(new Error('boom'))).toBe(false);
    expect(isMissingChunk('Failed to fetch dynamically imported module')).toBe(false);
  });
});
