import type { SiteMenuSub } from '@generated/cms-web/client/model/siteMenuSub';
import type { SiteMenuTree } from '@generated/cms-web/client/model/siteMenuTree';
import { describe, expect, it } from 'vitest';
import { CONTENT_ROUTES, CONTENT_SECTIONS, isContentSection } from './content-routes';
import { HIDDEN_TOP_MENU_NAMES, findMenu, firstMenuOf, headerMenus, isHiddenTopMenuName, mapSiteMenus, mapSubMenu, menuIdFromPath, sectionForPair } from './menu-mapping';

const sub = (over: Partial<SiteMenuSub>): SiteMenuSub => ({ id: 7, name: '子菜单', contentType: 'c-2', sortType: 's-2-1', sort: 1, ...over });
const top = (id: number, name: string, subMenus: SiteMenuSub[], sort = id): SiteMenuTree => ({ id, name, sort, subMenus });

describe('the content route table', () => {
  it('gives every route its own (contentType, sortType) pair', () => {
    const pairs = CONTENT_SECTIONS.map((s) => `${CONTENT_ROUTES[s].contentType}|${CONTENT_ROUTES[s].sortType}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('has the sixteen menu-driven routes of SPEC.md §2', () => {
    expect(CONTENT_SECTIONS).toHaveLength(16);
    expect(isContentSection('company_news')).toBe(true);
    expect(isContentSection('admin')).toBe(false);
    expect(isContentSection('toString')).toBe(false);
  });

  it('maps each pair back to its own route', () => {
    for (const section of CONTENT_SECTIONS) {
      const { contentType, sortType } = CONTENT_ROUTES[section];
      expect(sectionForPair(contentType, sortType)).toBe(contentType === 'c-0' ? 'article_details' : section);
    }
  });
});

describe('mapSubMenu', () => {
  it('links a list menu to its route with the menu id', () => {
    expect(mapSubMenu(sub({ id: 201, contentType: 'c-2', sortType: 's-2-1' }))).toMatchObject({
      section: 'company_news',
      path: '/company_news/201',
      openType: '_self',
    });
  });

  it('sends c-0 to the first content page of the menu, whatever its sort type', () => {
    expect(mapSubMenu(sub({ id: 203, contentType: 'c-0', sortType: 's-9-9' })).path).toBe('/article_details/203');
  });

  it('adds pType=one to c-1 menus', () => {
    const mapped = mapSubMenu(sub({ id: 101, contentType: 'c-1', sortType: 's-1-1' }));
    expect(mapped.path).toBe('/introduce/101?pType=one');
    expect(mapped.search).toEqual({ pType: 'one' });
  });

  it('opens s-0-2 in a new window and everything else in the same one', () => {
    expect(mapSubMenu(sub({ id: 303, contentType: 'c-2', sortType: 's-0-2' }))).toMatchObject({ path: '/online/303', openType: '_blank' });
    expect(mapSubMenu(sub({ contentType: 'c-3', sortType: 's-1-7' })).openType).toBe('_self');
  });

  it('combines the rules: a c-1 menu with s-0-2 opens a single page in a new window', () => {
    expect(mapSubMenu(sub({ id: 9, contentType: 'c-1', sortType: 's-0-2' }))).toMatchObject({
      path: '/introduce/9?pType=one',
      openType: '_blank',
    });
  });

  it('falls back to the first route of the content type for an unknown sort type', () => {
    expect(mapSubMenu(sub({ id: 5, contentType: 'c-3', sortType: 's-7-7' })).path).toBe('/power/5');
  });

  it('leaves a content type no route shows without a path', () => {
    expect(mapSubMenu(sub({ contentType: 'c-9' as SiteMenuSub['contentType'] })).path).toBeNull();
  });
});

describe('hidden top-level menus', () => {
  it.each(HIDDEN_TOP_MENU_NAMES.flatMap((n) => [n.zh, n.en]))('%s is hidden', (name) => {
    expect(isHiddenTopMenuName(name)).toBe(true);
  });

  it('ignores case and surrounding spaces, and keeps other names', () => {
    expect(isHiddenTopMenuName('  Bottom Menu ')).toBe(true);
    expect(isHiddenTopMenuName('关于我们')).toBe(false);
    expect(isHiddenTopMenuName('配置说明')).toBe(false);
  });
});

describe('mapSiteMenus and its readers', () => {
  const tree = [
    top(3, '隐藏菜单', [sub({ id: 31 })]),
    top(2, '新闻中心', [sub({ id: 22, sort: 2 }), sub({ id: 21, sort: 1, contentType: 'c-0' })]),
    top(1, '关于我们', [sub({ id: 11, contentType: 'c-1', sortType: 's-1-1' })]),
    top(4, 'configuration', [sub({ id: 41 })]),
    top(5, '空菜单', []),
  ];
  const menus = mapSiteMenus(tree);

  it('orders top menus and sub menus by their sort numbers and flags the hidden ones', () => {
    expect(menus.map((m) => [m.name, m.visible])).toEqual([
      ['关于我们', true],
      ['新闻中心', true],
      ['隐藏菜单', false],
      ['configuration', false],
      ['空菜单', true],
    ]);
    expect(menus[1]?.subMenus.map((s) => s.id)).toEqual([21, 22]);
  });

  it('shows only visible top menus that have sub menus', () => {
    expect(headerMenus(menus).map((m) => m.name)).toEqual(['关于我们', '新闻中心']);
  });

  it('finds the visible menu a menu id belongs to, never a hidden one', () => {
    expect(findMenu(menus, 22)?.top.name).toBe('新闻中心');
    expect(findMenu(menus, 31)).toBeNull();
    expect(firstMenuOf(menus, 'company_news')?.id).toBe(22);
    expect(firstMenuOf(menus, 'team')).toBeNull();
  });
});

describe('menuIdFromPath', () => {
  it('reads the menu id of content routes only', () => {
    expect(menuIdFromPath('/company_news/201')).toBe(201);
    expect(menuIdFromPath('/introduce/101/')).toBe(101);
    expect(menuIdFromPath('/admin/12')).toBeNull();
    expect(menuIdFromPath('/home')).toBeNull();
    expect(menuIdFromPath('/company_news/abc')).toBeNull();
  });
});
