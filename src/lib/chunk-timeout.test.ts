import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-timeout';

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
