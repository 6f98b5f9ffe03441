import { groups, specHash } from '@generated/manifest/index';
import md5 from 'md5';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../handlers';
import { DEFAULT_SEED } from '../../node';
import { handleApiRequest } from '../backend';
import { memorySession } from '../session';
import { MockStore, type Persistence, type StoreSnapshot } from '../store';
import { loadMenuTable, type MenuRow } from './menus';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
interface PositionMenuRow {
  id: number;
  positionId: number;
  positionName: string;
  menuId: number;
  menuName: string;
  menuType: number;
  parentId: number;
  permission?: string;
  createTime: string;
}

/** A store that remembers its last snapshot, as IndexedDB does in the browser. */
function memoryPersistence(): Persistence & { saved?: StoreSnapshot } {
  const persistence: Persistence & { saved?: StoreSnapshot } = {
    load: async () => persistence.saved,
    save: async (snapshot) => void (persistence.saved = structuredClone(snapshot)),
    clear: async () => void (persistence.saved = undefined),
  };
  return persistence;
}

function backendOn(store: MockStore) {
  const session = memorySession();
  return { store, session, handlers: mockHandlers({ store, session, scenario: () => ({ kind: 'off' }) }) };
}

let backend: ReturnType<typeof backendOn>;
let persistence: ReturnType<typeof memoryPersistence>;
beforeEach(() => {
  persistence = memoryPersistence();
  backend = backendOn(new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence }));
});

/** One call through every handler (contract, auth, derived answers), as the app makes it. */
async function call<T = unknown>(method: string, path: string, params: Record<string, string | number | (string | number)[]> = {}): Promise<Envelope<T>> {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) encoded.append(name, String(v));
  const url = `http://localhost/api/bms/system/${path}`;
  const request =
    method === 'GET' ? new Request(`${url}?${encoded}`) : new Request(url, { method, body: encoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  return (await response.json()) as Envelope<T>;
}

const grantsOf = async (positionId: number | string) => (await call<PositionMenuRow[]>('GET', 'positionMenu/listByPosition', { positionId })).data ?? [];
const update = (positionId: number | string, menuIds: (number | string)[]) => call('PUT', 'positionMenu/updatePositionPermission', { positionId, menuIds });
const signIn = (account: string) => call('POST', 'admin/signIn', { account, password: md5('123456') });
const myKeys = async () => ((await call<MenuRow[]>('GET', 'menu/listMine')).data ?? []).flatMap((m) => (m.permission ? [m.permission] : []));

/** What every position starts with: one's approvals (submit, withdraw one's own, answer those waiting for one). */
const everyoneKeys = groups.flatMap((g) => g.resources.flatMap((r) => r.permissions)).filter((key) => /^system:approvalFlow:(list|apply|withdraw|audit)$/.test(key));
const promoteKeys = [
  ...groups
    .filter((g) => g.key === 'ums-promote')
    .flatMap((g) => g.resources.flatMap((r) => r.permissions))
    .filter((key) => /:(list|save|export)$/.test(key) || /^promote:(admissionsClue:(draw|seaDraw|giveUp|follow)|appointment:(apply|change|reception))$/.test(key)),
  ...everyoneKeys,
];

async function menuByName(name: string): Promise<MenuRow> {
  const menu = (await loadMenuTable()).find((m) => m.name === name);
  if (!menu) throw new Error(`no menu ${name}`);
  return menu;
}

describe('the menu table', () => {
  it('is one tree of the manifest: a menu per group and per resource, a button per permission key', async () => {
    const tree = (await call<MenuRow[]>('GET', 'menu/tree')).data ?? [];
    const ids = new Set(tree.map((m) => m.id));
    expect(ids.size).toBe(tree.length);
    const byId = new Map(tree.map((m) => [m.id, m]));
    const depth = (m: MenuRow): number => (m.parentId === 0 ? 1 : 1 + depth(byId.get(m.parentId)!));
    expect(tree.filter((m) => m.parentId === 0).map((m) => m.name)).toContain('招生推广');
    const buttons = tree.filter((m) => m.type === 2);
    expect(tree.filter((m) => m.name.length > 32)).toEqual([]);
    expect(buttons.filter((m) => depth(m) !== 3)).toEqual([]);
    expect(buttons.filter((m) => !/^[a-z]\w*:/.test(m.permission ?? ''))).toEqual([]);
    expect(tree.filter((m) => m.type === 1 && m.permission !== undefined)).toEqual([]);
    // Read from a summary or a standard verb, never the bare action word (lotteryTimes).
    expect(buttons.filter((m) => !/^\S.* · .*[\u4e00-\u9fff]/.test(m.name))).toEqual([]);
    const keys = new Set(groups.flatMap((g) => g.resources.flatMap((r) => r.permissions)).filter((k) => k !== 'public' && k !== 'self'));
    expect(new Set(tree.flatMap((m) => (m.permission ? [m.permission] : [])))).toEqual(keys);
    expect(tree.find((m) => m.permission === 'promote:admissionsClue:export')?.name).toBe('招生线索 · 导出');
    expect(tree.find((m) => m.permission === 'promote:admissionsClue:assign')?.name).toBe('招生线索 · 分配');
  });

  it('is the table the 菜单 screen lists', async () => {
    const tree = (await call<MenuRow[]>('GET', 'menu/tree')).data ?? [];
    const page = (await call<{ total: number; pageList: MenuRow[] }>('GET', 'menu/list', { pageNum: 1, pageSize: 1000, keyword: '招生线索' })).data;
    expect((await call<{ total: number }>('GET', 'menu/list', { pageNum: 1, pageSize: 15 })).data?.total).toBe(tree.length);
    expect(page?.pageList.map((m) => m.name)).toContain('招生线索 · 导出');
  });
});

describe('grants per position', () => {
  it("招生顾问 starts with the promote area's list, save and export buttons, the work on a lead (draw, give up, follow up, book, receive) and their menus", async () => {
    const grants = await grantsOf(2);
    expect(new Set(grants.flatMap((g) => (g.permission ? [g.permission] : [])))).toEqual(new Set(promoteKeys));
    const menus = grants.filter((g) => g.menuType === 1).map((g) => g.menuName);
    expect(menus).toContain('招生推广');
    expect(menus).toContain('招生线索');
    expect(grants.every((g) => g.positionId === 2 && g.positionName === '招生顾问')).toBe(true);
    // Every granted button's menu is granted too.
    const granted = new Set(grants.map((g) => g.menuId));
    expect(grants.filter((g) => g.parentId !== 0 && !granted.has(g.parentId))).toEqual([]);
  });

  it('a position nobody set up starts with what everyone has: their approvals', async () => {
    expect(everyoneKeys.length).toBeGreaterThanOrEqual(3);
    expect(new Set((await grantsOf(14)).flatMap((g) => (g.permission ? [g.permission] : [])))).toEqual(new Set(everyoneKeys));
  });

  it('grants are numbered 1, 2, … as seeded (超级管理员 first), and a new grant takes the next number', async () => {
    const first = await grantsOf(1);
    expect(first.map((g) => g.id)).toEqual(first.map((_, index) => index + 1));
    const seeded = (await Promise.all(Array.from({ length: 14 }, (_, i) => grantsOf(i + 1)))).flat().map((g) => g.id);
    expect(seeded.toSorted((a, b) => a - b)).toEqual(seeded.map((_, index) => index + 1));
    const exportClues = await menuByName('招生线索 · 导出');
    const others = Math.max(...(await Promise.all(Array.from({ length: 13 }, (_, i) => grantsOf(i + 1)))).flat().map((g) => g.id));
    expect(await update(14, [exportClues.id])).toMatchObject({ code: 0 });
    // The button and its two menus (its approvals given up), numbered after every grant that stays.
    expect((await grantsOf(14)).map((g) => g.id)).toEqual([others + 1, others + 2, others + 3]);
  });

  it('an update replaces the whole set, and a checked button brings its menus', async () => {
    const exportClues = await menuByName('招生线索 · 导出');
    const clues = await menuByName('招生线索');
    const promote = await menuByName('招生推广');
    const before = await grantsOf(2);
    expect(await update(2, [exportClues.id])).toMatchObject({ code: 0 });
    const after = await grantsOf(2);
    expect(after.map((g) => g.menuId).toSorted((a, b) => a - b)).toEqual([promote.id, clues.id, exportClues.id]);
    // A grant it kept keeps the time it was given.
    expect(after.find((g) => g.menuId === exportClues.id)?.createTime).toBe(before.find((g) => g.menuId === exportClues.id)?.createTime);
    // Other positions are untouched.
    expect((await grantsOf(3)).length).toBeGreaterThan(3);
  });

  it("menu/listByPosition answers the position's menus and buttons, by type", async () => {
    const buttons = (await call<MenuRow[]>('GET', 'menu/listByPosition', { positionId: 2, type: 2 })).data ?? [];
    expect(new Set(buttons.map((m) => m.permission))).toEqual(new Set(promoteKeys));
    const menus = (await call<MenuRow[]>('GET', 'menu/listByPosition', { positionId: 2, type: 1 })).data ?? [];
    expect(menus.every((m) => m.type === 1)).toBe(true);
    expect(menus.map((m) => m.name)).toContain('招生线索');
  });

  it('survives a reload: the grants are a table of the store', async () => {
    const exportClues = await menuByName('招生线索 · 导出');
    await update(2, [exportClues.id]);
    await backend.store.flush();
    const reloaded = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    await reloaded.restore();
    backend = backendOn(reloaded);
    expect((await grantsOf(2)).map((g) => g.menuName)).toEqual(['招生推广', '招生线索', '招生线索 · 导出']);
  });
});

describe('refusals', () => {
  it('a missing or unknown position: 40000 / 40004 in zh-CN, from the contract and from the answer itself', async () => {
    expect(await call('GET', 'positionMenu/listByPosition')).toMatchObject({ code: 40000, msg: '岗位不能为空' });
    expect(await call('GET', 'positionMenu/listByPosition', { positionId: 99 })).toMatchObject({ code: 40004, msg: '岗位不存在或已被删除（ID：99）' });
    expect(await call('GET', 'menu/listByPosition', { positionId: 99 })).toMatchObject({ code: 40004 });
    expect(await update(99, [1])).toMatchObject({ code: 40004, msg: '岗位不存在或已被删除（ID：99）' });
    // Without the contract check in front (the registry's own answer).
    const direct = await handleApiRequest({ store: backend.store }, new Request('http://localhost/api/bms/system/positionMenu/listByPosition'));
    expect(await direct?.json()).toMatchObject({ code: 40000, msg: '岗位不能为空' });
  });

  it('unknown menu ids: 40004 naming them, and no grant changes', async () => {
    const before = await grantsOf(2);
    const answer = await update(2, [1, 99999999]);
    expect(answer).toMatchObject({ code: 40004, msg: '菜单或按钮不存在或已被删除（ID：99999999）' });
    expect(await grantsOf(2)).toEqual(before);
  });

  it('no menu ids at all clears the position (a form cannot carry an empty list)', async () => {
    expect(await update(2, [])).toMatchObject({ code: 0 });
    expect(await grantsOf(2)).toEqual([]);
  });
});

describe('my menus (menu/listMine) follow the grants', () => {
  it('招生顾问 sees what the position is granted; after an update and a new sign-in, the new grants', async () => {
    await signIn('zhaosheng');
    expect(new Set(await myKeys())).toEqual(new Set(promoteKeys));
    const grants = await grantsOf(2);
    const clues = await menuByName('招生线索');
    const kept = grants.filter((g) => g.menuId !== clues.id && g.parentId !== clues.id).map((g) => g.menuId);
    expect((await update(2, kept)).code).toBe(0);
    await signIn('zhaosheng');
    const keys = await myKeys();
    expect(keys).not.toContain('promote:admissionsClue:list');
    expect(keys).toContain('promote:appointment:list');
  });

  it('a super administrator has every enabled menu, whatever their position holds', async () => {
    await update(1, [1]);
    await signIn('admin');
    const tree = (await call<MenuRow[]>('GET', 'menu/tree')).data ?? [];
    expect(((await call<MenuRow[]>('GET', 'menu/listMine')).data ?? []).length).toBe(tree.length);
  });

  it('a disabled menu grants nothing', async () => {
    await signIn('zhaosheng');
    const exportClues = await menuByName('招生线索 · 导出');
    expect((await call('PUT', 'menu/able', { id: exportClues.id, status: 0 })).code).toBe(0);
    expect(await myKeys()).not.toContain('promote:admissionsClue:export');
  });
});
