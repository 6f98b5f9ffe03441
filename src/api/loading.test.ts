import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingOverlay } from './loading';

const ends: (() => void)[] = [];
/** Begins a call and remembers its end, so every test leaves the shared counter at zero. */
const begin = () => {
  const end = loadingOverlay.begin();
  ends.push(end);
  return end;
};

afterEach(() => {
  for (const end of ends.splice(0)) end();
});

describe('the full-screen loading overlay', () => {
  it('tells its subscribers when a call begins and when it ends', () => {
    const seen: boolean[] = [];
    const unsubscribe = loadingOverlay.subscribe(() => seen.push(loadingOverlay.isVisible()));
    const end = begin();
    expect(seen).toEqual([true]);
    end();
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  it('stays open until the last of overlapping calls ends, even when one is ended twice', () => {
    const first = begin();
    const second = begin();
    first();
    first();
    expect(loadingOverlay.isVisible()).toBe(true);
    second();
    expect(loadingOverlay.isVisible()).toBe(false);
  });

  it('tells a subscriber nothing more once it has left, and nothing for a repeated end', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = loadingOverlay.subscribe(listener);
    const end = begin();
    end();
    end();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    begin();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
