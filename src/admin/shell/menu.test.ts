import { describe, expect, it } from 'vitest';
import { createAdminStore } from '../admin-store';
import { allows } from '../permissions';
import { screenEntries } from '../screens';
import { buildMenu, locate, menuEntries } from './menu';
import { screenItems, searchScreens } from './screen-search';

const superMenu = buildMenu(() => true);
const promoteKeys = screenEntries
  .filter((e) => e.group.key === 'ums-promote')
  .flatMap((e) => e.resources.flatMap((r) => r.permissions))
  .filter((p) => /:(list|save|export)$/.test(p));
const promoteMenu = buildMenu((p) => allows({ isSuper: false, keys: new Set(promoteKeys) }, p));

describe('buildMenu', () => {
  it('gives a super administrator every list screen, each once', () => {
    const hrefs = superMenu.flatMap(menuEntries).map((e) => e.href);
    expect(new Set(hrefs).size).toBe(screenEntries.length);
  });

  it('keeps only the areas with a granted list screen, plus the personal section', () => {
    expect(promoteMenu.map((a) => a.key)).toEqual(['personal', 'promote']);
    const promote = promoteMenu[1];
    expect(promote?.groups.flatMap((g) => g.entries).every((e) => e.group.key === 'ums-promote')).toBe(true);
  });

  it('leaves out every area in which the position may open no screen', () => {
    // Built here rather than at module scope, so the menu is built while each test runs.
    const menu = buildMenu((p) => allows({ isSuper: false, keys: new Set(['system:admin:list']) }, p));
    expect(menu.map((a) => a.key)).toEqual(['personal', 'system']);
    expect(menu[1]?.groups.flatMap((g) => g.entries).map((e) => e.key)).toEqual(['bmsSystemAdmin']);
    expect(buildMenu(() => true).every((area) => area.groups.length > 0)).toBe(true);
  });

  it('leads the statistics group with 统计看板 for a position granted one report it reads', () => {
    const menu = buildMenu((p) => allows({ isSuper: false, keys: new Set(['statistics:clueActivate:list']) }, p));
    const statistics = menu.flatMap((a) => a.groups).find((g) => g.key === 'bms-statistics');
    expect(statistics?.entries.map((e) => e.name)).toEqual(['统计看板', '线索激活统计']);
    expect(superMenu.flatMap((a) => a.groups).find((g) => g.key === 'bms-statistics')?.entries[0]?.name).toBe('统计看板');
  });

  it('leaves 统计看板 out for a position granted only lists it does not read', () => {
    const menu = buildMenu((p) => allows({ isSuper: false, keys: new Set(['statistics:biPage:list']) }, p));
    expect(menu.flatMap(menuEntries).map((e) => e.name)).not.toContain('统计看板');
  });

  it('shows nothing but personal screens before the grant is known', () => {
    expect(buildMenu((p) => allows(undefined, p)).map((a) => a.key)).toEqual(['personal']);
  });
});

describe('locate', () => {
  it('names the area and resource of a screen, and of a page below it', () => {
    const active = locate(superMenu, '/admin/bms/system/admin/');
    expect(active).toMatchObject({ index: 'system', subIndex: 'bmsSystemAdmin', title: '系统管理', subTitle: '管理员' });
    expect(locate(superMenu, '/admin/bms/system/admin/12').subIndex).toBe('bmsSystemAdmin');
  });

  it('prefers the longest matching screen', () => {
    expect(locate(superMenu, '/admin/bms/system/adminView').subIndex).toBe('bmsSystemAdminView');
  });

  it('names the statistics area and 统计看板 on the landing page, and the report below it on a report', () => {
    expect(locate(superMenu, '/admin/bms/statistics')).toMatchObject({ subIndex: 'bmsStatisticsOverview', subTitle: '统计看板' });
    expect(locate(superMenu, '/admin/bms/statistics/clueActivate').subIndex).toBe('bmsStatisticsClueActivate');
  });

  it('is the dashboard at /admin', () => {
    expect(locate(superMenu, '/admin')).toMatchObject({ index: '', title: '工作台', navIndex: [-1, -1] });
  });
});

describe('menu state in the store', () => {
  it('opens the active area once, and lets the user fold it again', () => {
    const store = createAdminStore();
    store.setActive(locate(superMenu, '/admin/bms/system/admin'));
    expect(store.getState().menu.subOpen).toEqual(['system']);
    store.toggleSubMenu('system');
    store.setActive(locate(superMenu, '/admin/bms/system/position'));
    expect(store.getState().menu.subOpen).toEqual([]);
    expect(store.getState().menu.subTitle).toBe('岗位');
  });

  it('merges a record of the same staff member and replaces another one', () => {
    const store = createAdminStore();
    const base = { id: 1, account: 'a', name: 'A', phone: '13800000001', departmentId: 1, departmentName: '总部', status: 1 as const, isSuper: false, createTime: '' };
    store.setUserInfo(base);
    store.setUserInfo({ ...base, departmentId: 2, departmentName: '招生一部' });
    expect(store.getState().userInfo?.departmentName).toBe('招生一部');
    store.setUserInfo({ ...base, id: 2, name: 'B' });
    expect(store.getState().userInfo).toMatchObject({ id: 2, name: 'B' });
  });
});

describe('searchScreens', () => {
  const items = screenItems(superMenu);
  const names = (query: string) => searchScreens(items, query).map((i) => i.entry.name);

  it('finds a screen by its Chinese name', () => {
    expect(names('管理员')[0]).toBe('管理员');
    expect(names('招生线索')[0]).toBe('招生线索');
  });

  it('finds a screen by pinyin initials first, before longer names containing them', () => {
    const found = names('gly');
    expect(found[0]).toBe('管理员');
    expect(found).toContain('部门临时管理员');
  });

  it('finds a screen by full pinyin, ignoring case and spaces', () => {
    expect(names('Guan Li Yuan')[0]).toBe('管理员');
  });

  it('finds 统计看板 by its pinyin initials', () => {
    expect(names('tjkb')[0]).toBe('统计看板');
  });

  it('finds nothing for nonsense', () => {
    expect(names('zzzzqqq')).toEqual([]);
  });

  it('searches only the screens the staff member may open', () => {
    expect(searchScreens(screenItems(promoteMenu), 'gly')).toEqual([]);
  });
});
