import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import {
  carryNotice,
  checkIdentity,
  forgetEverything,
  onStaleIdentity,
  ownedByIdentity,
  setIdentity,
  setStoredIdentityReader,
  staleIdentity,
  takeCarriedNotice,
  watchStoredIdentity,
} from './identity';

/**
 * Module-level state that holds nothing one person fetched or chose, each with the reason. A store of
 * personal data registers with `ownedByIdentity` instead; a new store that does neither fails below.
 */
const IDENTITY_NEUTRAL: Record<string, string> = {
  'src/api/loading.ts': 'a count of calls in flight, for the overlay',
  'src/api/session-expiry.ts': 'the re-login hand-off; a pending one ends with the dialog',
  'src/lib/toast.ts': 'toasts waiting for the toaster, shown within a moment',
  'src/lib/identity.ts': 'the registry itself',
  'src/lib/new-version.ts': 'when this tab last reloaded into a new deploy, and the check for one in flight',
  'src/lib/mock-control.ts': "the testers' fault scenario, a tool of the browser, not of a person",
  'src/lib/local-write.ts': 'writes what callers give it; keeps nothing',
  'src/components/ui/button.tsx': 'class names by variant',
  'src/components/sanitize-html.ts': 'the sanitiser instance',
  'src/components/prompt-dialog.tsx': 'an open prompt, which a sign-out closes with the page',
  'src/components/copy-text.tsx': 'the manual-copy dialog, open only while a person looks at it',
  'src/components/mock-panel-dock.ts': "where the testers' panel sits on screen",
  'src/admin/resource/refinement.ts': 'code modules being loaded',
  'src/admin/permissions.ts': 'a constant set of keys nobody needs a grant for (grants live in the query cache)',
  'src/api/request.ts': 'a constant set of HTTP methods',
  'src/admin/resources.ts': 'the manifest by address',
  'src/admin/screens.ts': 'the manifest and landing pages by address',
  'src/admin/shell/reauth.ts': 'the re-login hand-off; the dialog finishes it on a change of person',
  'src/admin/shell/use-sidebar-collapsed.ts': "the sidebar's width on this device",
  'src/lib/theme.ts': "the light or dark theme of this device's back office, as the sidebar's width",
  'src/admin/session.ts': 'the session itself, cleared by endSession',
  'src/admin/resource/use-column-visibility.ts': 'kept under the staff id in its key',
  'src/admin/operations/sync-history.ts': 'kept under the staff id in its key',
  'src/site/site-session.ts': 'the session itself, cleared on sign-out',
  'src/site/site-layout.tsx': 'the expiry watch, installed once per page',
  'src/site/use-news-province.ts': 'the province filter of the public news, a device preference',
  'src/admin/refinements/bmsSystemPositionMenu/permission-editor.tsx': 'an empty constant set',
  'src/admin/resource/relation-data.ts': 'a constant set of root ids',
  'src/admin/resource/resource-screen.tsx': 'a constant set of list parameters that are no filters',
  'src/routes/admin/_shell/bms/statistics/index.tsx': 'a constant set of filter names',
};

/** Lines that hold state beside a module rather than inside a component or a call. */
const STATE = [/^let \w/m, /^(?:export )?const \w+(?::[^=]+)? = new (?:Map|Set|WeakMap)\b/m, /\b(?:localStorage|sessionStorage)\.setItem\(/, /\bCookies\.set\(/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.fixtures.ts') ? [path] : [];
  });
}

describe('every store of personal data belongs to one identity', () => {
  it('registers with ownedByIdentity, or is listed as holding nothing personal (with why)', () => {
    const root = process.cwd();
    const unregistered = sourceFiles(join(root, 'src'))
      .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => STATE.some((pattern) => pattern.test(text)))
      .filter(({ file, text }) => !text.includes('ownedByIdentity(') && !(file in IDENTITY_NEUTRAL))
      .map(({ file }) => file);
    expect(unregistered).toEqual([]);
  });

  it('the scan finds a store that does not register', () => {
    const planted = 'let rows: string[] = [];\nexport const remember = (row: string) => rows.push(row);\n';
    expect(STATE.some((pattern) => pattern.test(planted))).toBe(true);
    expect(planted.includes('ownedByIdentity(')).toBe(false);
  });
});

describe('identity changes', () => {
  afterEach(() => {
    setIdentity('admin', null);
    setIdentity('site', null);
  });

  it('forgets every registered store whenever the person changes, and only then', () => {
    const forget = vi.fn<() => void>();
    ownedByIdentity('test-store', forget);
    setIdentity('admin', null);
    forget.mockClear();
    setIdentity('admin', 1);
    expect(forget).toHaveBeenCalledTimes(1);
    setIdentity('admin', 1);
    expect(forget).toHaveBeenCalledTimes(1);
    setIdentity('admin', 2);
    expect(forget).toHaveBeenCalledTimes(2);
    setIdentity('admin', null);
    expect(forget).toHaveBeenCalledTimes(3);
  });

  it('a failing store does not keep the others from forgetting', () => {
    const later = vi.fn<() => void>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ownedByIdentity('test-broken', () => {
      throw new Error('boom');
    });
    ownedByIdentity('test-later', later);
    forgetEverything();
    expect(later).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    ownedByIdentity('test-broken', () => undefined);
  });

  it('a tab showing someone the browser no longer holds is stale, and its handler is told', () => {
    let stored: number | null = 1;
    setStoredIdentityReader('admin', () => stored);
    const handle = vi.fn<(stale: unknown) => void>();
    const stop = onStaleIdentity('admin', handle);
    setIdentity('admin', 1);
    expect(checkIdentity()).toBe(false);
    stored = 2;
    expect(staleIdentity()).toEqual({ area: 'admin', shown: 1, stored: 2 });
    expect(checkIdentity()).toBe(true);
    expect(handle).toHaveBeenCalledWith({ area: 'admin', shown: 1, stored: 2 });
    stored = null;
    expect(staleIdentity()).toEqual({ area: 'admin', shown: 1, stored: null });
    stop();
  });

  it('a stale tab forgets everything it holds before its area is told', () => {
    const order: string[] = [];
    ownedByIdentity('test-order', () => order.push('forget'));
    setStoredIdentityReader('admin', () => 2);
    const stop = onStaleIdentity('admin', () => order.push('told'));
    setIdentity('admin', 1);
    order.length = 0;
    expect(checkIdentity()).toBe(true);
    expect(order).toEqual(['forget', 'told']);
    stop();
    ownedByIdentity('test-order', () => undefined);
  });

  it('a stale tab whose area has no handler yet still forgets, without failing', () => {
    // Whatever handler a module imported earlier registered for the area is taken away.
    onStaleIdentity('site', () => undefined)();
    const forget = vi.fn<() => void>();
    ownedByIdentity('test-unhandled', forget);
    setStoredIdentityReader('site', () => null);
    setIdentity('site', 3);
    forget.mockClear();
    expect(checkIdentity()).toBe(true);
    expect(forget).toHaveBeenCalledTimes(1);
    ownedByIdentity('test-unhandled', () => undefined);
  });

  it('checks again when the tab comes back into view, and stops when unwatched', () => {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', doc);
    try {
      let stored: number | null = 1;
      setStoredIdentityReader('admin', () => stored);
      const handle = vi.fn<(stale: unknown) => void>();
      const stop = onStaleIdentity('admin', handle);
      setIdentity('admin', 1);
      const unwatch = watchStoredIdentity();
      stored = 2;
      doc.dispatchEvent(new Event('visibilitychange'));
      expect(handle).toHaveBeenCalledTimes(1);
      page.dispatchEvent(new Event('storage'));
      expect(handle).toHaveBeenCalledTimes(2);
      unwatch();
      doc.dispatchEvent(new Event('visibilitychange'));
      page.dispatchEvent(new Event('focus'));
      expect(handle).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a tab showing nobody (a sign-in page) is never stale', () => {
    setStoredIdentityReader('site', () => 5);
    setIdentity('site', null);
    expect(staleIdentity()).toBeUndefined();
  });
});

describe('a notice carried over a reload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is shown once, by the page the reload brings', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    carryNotice('已在其他窗口退出登录，请重新登录');
    expect(takeCarriedNotice()).toBe('已在其他窗口退出登录，请重新登录');
    expect(takeCarriedNotice()).toBeUndefined();
  });
});
