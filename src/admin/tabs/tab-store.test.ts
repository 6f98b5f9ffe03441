import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEverything } from '@/lib/identity';
import { memoryStorage } from '@/test/memory-storage';
import { dropTabDrafts, keepDraft, readDraft } from './form-drafts';
import {
  closeOthers,
  closeTab,
  closeToTheRight,
  MAX_TABS,
  nextAfterClosing,
  openTab,
  parseTabs,
  readTabs,
  subscribeTabs,
  tabsKey,
  WORKBENCH_PATH,
  writeTabs,
  type Tab,
} from './tab-store';
import { tabTitle } from './tab-title';

const tab = (path: string, search = ''): Tab => ({ path, search, title: path.split('/').pop() ?? path });
const A = tab('/admin/ums/promote/clue');
const B = tab('/admin/bms/system/admin');
const C = tab('/admin/ums/promote/opxChannel');
const paths = (tabs: readonly Tab[]) => tabs.map((t) => t.path);

describe('tab list rules', () => {
  it('opens a path once: a second open updates its search in place and keeps the order', () => {
    const tabs = openTab(openTab(openTab([], A), B), { ...A, search: '?status=1' });
    expect(paths(tabs)).toEqual([A.path, B.path]);
    expect(tabs[0]?.search).toBe('?status=1');
  });

  it('never lists the workbench: it is always there, first, and cannot close', () => {
    expect(openTab([A], tab(WORKBENCH_PATH))).toEqual([A]);
    expect(closeTab([A], WORKBENCH_PATH)).toEqual([A]);
  });

  it('keeps at most MAX_TABS, dropping the oldest', () => {
    let tabs: Tab[] = [];
    for (let i = 0; i <= MAX_TABS; i++) tabs = openTab(tabs, tab(`/admin/x/${i}`));
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]?.path).toBe('/admin/x/1');
  });

  it('closes one, the others, or those to the right of a tab', () => {
    expect(paths(closeTab([A, B, C], B.path))).toEqual([A.path, C.path]);
    expect(paths(closeOthers([A, B, C], B.path))).toEqual([B.path]);
    expect(paths(closeOthers([A, B, C], WORKBENCH_PATH))).toEqual([]);
    expect(paths(closeToTheRight([A, B, C], A.path))).toEqual([A.path]);
    expect(paths(closeToTheRight([A, B, C], WORKBENCH_PATH))).toEqual([]);
  });

  it('shows the right neighbour of a closed tab, else the left one, else the workbench', () => {
    expect(nextAfterClosing([A, B, C], [A, C], B.path)).toBe(C.path);
    expect(nextAfterClosing([A, B, { ...C, search: '?pageNum=2' }], [A, B], C.path)).toBe(B.path);
    expect(nextAfterClosing([A], [], A.path)).toBe(WORKBENCH_PATH);
    expect(nextAfterClosing([A, { ...B, search: '?q=1' }], [{ ...B, search: '?q=1' }], A.path)).toBe(`${B.path}?q=1`);
  });
});

describe('what local storage holds', () => {
  it('reads nothing from bad JSON, a non-list or a planted giant value', () => {
    expect(parseTabs('{not json')).toEqual([]);
    expect(parseTabs('{"path":"/admin/a"}')).toEqual([]);
    expect(parseTabs('null')).toEqual([]);
    expect(parseTabs(JSON.stringify([A]).padEnd(100_000, ' '))).toEqual([]);
  });

  it('keeps the entries that read as tabs and drops the rest (other origins, scripts, duplicates)', () => {
    const text = JSON.stringify([
      A,
      { path: 'https://evil.example/admin', search: '', title: 'x' },
      { path: 'javascript:alert(1)', search: '', title: 'x' },
      { path: '/admin/a/../../login', search: '', title: 'x' },
      { path: '/admin/b', search: 'no-question-mark', title: 'x' },
      { path: '/admin/c', search: '', title: '   ' },
      { ...A, search: '?dup=1' },
      { ...B, __proto__: { polluted: true }, extra: 1 },
      tab(WORKBENCH_PATH),
    ]);
    const tabs = parseTabs(text);
    expect(paths(tabs)).toEqual([A.path, B.path]);
    expect(tabs[1]).toEqual(B);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('per staff member', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    forgetEverything();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each staff member under their own key; one never reads the other', () => {
    writeTabs(1, [A, B]);
    expect(JSON.parse(localStorage.getItem(tabsKey(1)) ?? '[]')).toEqual([A, B]);
    expect(readTabs(2)).toEqual([]);
    writeTabs(2, [C]);
    forgetEverything();
    expect(readTabs(1)).toEqual([A, B]);
    expect(readTabs(2)).toEqual([C]);
    expect(readTabs(undefined)).toEqual([]);
  });

  it('reads the same array until the tabs change (a store snapshot)', () => {
    writeTabs(1, [A]);
    expect(readTabs(1)).toBe(readTabs(1));
  });

  it('tells its subscribers when the tabs change, not when the same tabs are written again', () => {
    const heard: number[] = [];
    const stop = subscribeTabs(() => heard.push(readTabs(5).length));
    writeTabs(5, [A]);
    writeTabs(5, [{ ...A }]);
    writeTabs(5, [A, B]);
    stop();
    writeTabs(5, [A]);
    expect(heard).toEqual([1, 2]);
  });

  it('falls back to no tabs when the stored value is hostile', () => {
    localStorage.setItem(tabsKey(3), '[{"path":');
    expect(readTabs(3)).toEqual([]);
  });

  it('reads stored drafts of another shape as none', () => {
    sessionStorage.setItem('eduweb_drafts_4', JSON.stringify({ '/admin/x#save:new': { name: '<img src=x>' } }));
    expect(readDraft(4, '/admin/x#save:new')).toBeUndefined();
  });

  it('forgets a tab’s drafts when it closes, and all drafts with the identity', () => {
    keepDraft(1, `${A.path}#save:new`, { values: { name: '张三' }, open: true });
    keepDraft(1, `${B.path}#save:new`, { values: { name: '李四' }, open: false });
    dropTabDrafts(1, A.path);
    expect(readDraft(1, `${A.path}#save:new`)).toBeUndefined();
    expect(readDraft(1, `${B.path}#save:new`)).toEqual({ values: { name: '李四' }, open: false });
    forgetEverything();
    expect(readDraft(1, `${B.path}#save:new`)).toBeUndefined();
  });
});

describe('titles', () => {
  it('names the workbench, a screen by its menu name, a record by its screen and id, and nothing else', () => {
    expect(tabTitle(WORKBENCH_PATH)).toBe('工作台');
    expect(tabTitle('/admin/bms/statistics')).toBe('统计看板');
    expect(tabTitle('/admin/nowhere/at/all')).toBeUndefined();
  });
});
