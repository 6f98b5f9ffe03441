import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_FALLBACK_MS, watchFirstPaint } from './first-paint';

/** A fake page: paint entries are delivered by hand, timers run when the test says. */
function fakePage(options: { paintTiming?: boolean; hidden?: boolean } = {}) {
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; observed: object[]; disconnected: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(init: object) {
      this.record.observed.push(init);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const env = {
    PerformanceObserver: Observer,
    document: { visibilityState: options.hidden ? 'hidden' : 'visible' },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms, cleared: false }) - 1,
    clearTimeout: (id: number) => {
      timers[id]!.cleared = true;
    },
  };
  const paint = (...names: string[]) => {
    for (const observer of observers) if (!observer.disconnected) observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  };
  const runTimers = (ms: number) => {
    for (const timer of timers.filter((t) => !t.cleared && t.ms === ms)) {
      timer.cleared = true;
      timer.callback();
    }
  };
  return { env, paint, runTimers, timers, observers };
}

describe('watchFirstPaint', () => {
  it('calls back one task after the first contentful paint, not at the first (blank) paint, and then stops watching', () => {
    const page = fakePage();
    const done = vi.fn<() => void>();
    watchFirstPaint(page.env, done);
    expect(page.observers[0]!.observed).toEqual([{ type: 'paint', buffered: true }]);

    page.paint('first-paint');
    page.runTimers(0);
    expect(done).not.toHaveBeenCalled();

    page.paint('first-paint', 'first-contentful-paint');
    expect(done).not.toHaveBeenCalled();
    page.runTimers(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.observers[0]!.disconnected).toBe(true);
    // The fallback is cleared: it never calls a second time.
    expect(page.timers.find((t) => t.ms === FIRST_PAINT_FALLBACK_MS)?.cleared).toBe(true);
  });

  it('gives up waiting after the fallback time when no paint is reported, and only once', () => {
    const page = fakePage();
    const done = vi.fn<() => void>();
    watchFirstPaint(page.env, done, 1234);
    page.runTimers(1234);
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.observers[0]!.disconnected).toBe(true);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait in a hidden tab (it paints nothing) or in a browser without paint timing', () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const page = fakePage(options);
      const done = vi.fn<() => void>();
      watchFirstPaint(page.env, done);
      expect(done).toHaveBeenCalledTimes(1);
      expect(page.observers).toHaveLength(0);
    }
    const done = vi.fn<() => void>();
    watchFirstPaint({ setTimeout: () => 0, clearTimeout: () => {} }, done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
