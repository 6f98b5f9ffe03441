/**
 * What each position is granted (岗位权限), kept in the mock store as the `bmsSystemPositionMenu`
 * table (one row per position and menu or button), so it survives a reload like every other table
 * and the testers' reset brings the defaults back. Labels (岗位, 菜单) are joined when answering, as
 * a backend joins them: a renamed position or menu shows its new name, a removed menu grants nothing.
 */
import { groups, loadGroup } from '@generated/manifest/index';
import type { ResourceMeta } from '@generated/manifest/types';
import { prepareRelations, seedTable } from '../demo-data';
import type { MockStore, Row } from '../store';
import { formatDateTime } from '../values';
import { POSITIONS } from '../vocabulary';
import { loadMenuTable, MENU_KEY, type MenuRow } from './menus';

export const GRANTS_KEY = 'bmsSystemPositionMenu';
const POSITION_KEY = 'bmsSystemPosition';
const GRANTED_AT = '2024-03-01 09:00:00';
const POSITION_COUNT = POSITIONS.length;

export interface GrantRow extends Row {
  positionId: number;
  menuId: number;
  createTime: string;
}

const groupOfKey = new Map(groups.flatMap((g) => g.resources.flatMap((r) => r.permissions.map((key) => [key, g.key] as const))));
const actionOf = (key: string) => key.split(':').at(-1) ?? '';

/**
 * The buttons each position starts with (positions are the fixed list of vocabulary.ts, ids 1..14);
 * a position not named here starts with none. Their menus come with them.
 */
const DEFAULT_GRANTS: Readonly<Record<number, (key: string, group: string) => boolean>> = {
  // 超级管理员: everything (its staff are super administrators anyway, who need no grant).
  1: () => true,
  // 招生顾问 (the demo accounts zhaosheng, zhaosheng2): the promote area's lists, saves and exports, and the
  // work on a lead: draw it (from the department's pool or 公海), give it up, follow it up, book and receive a visit.
  2: (key, group) =>
    group === 'ums-promote' &&
    (['list', 'save', 'export'].includes(actionOf(key)) || /^promote:(admissionsClue:(draw|seaDraw|giveUp|follow)|appointment:(apply|change|reception))$/.test(key)),
  // 招生主管: the whole promote area, and the statistics that steer the team.
  3: (key, group) => group === 'ums-promote' || (group === 'bms-statistics' && ['list', 'export'].includes(actionOf(key))),
  // 班主任: continuing education's lists, and the 未来班 they run.
  4: (key, group) => (group === 'bms-cont' && actionOf(key) === 'list') || key.startsWith('personnel:future:'),
  // 教务专员: continuing education as a whole.
  5: (_key, group) => group === 'bms-cont',
  // 人事专员: personnel.
  8: (_key, group) => group === 'bms-personnel',
  // 财务专员: fee records, bills and payment settings.
  9: (key) => /^(promote:feeRecord|extension:bill|extension:payConfig):/.test(key),
  // 技术支持: the developer tools.
  12: (_key, group) => group === 'bms-develop',
};

/** Each id with its ancestors (a granted button brings its menus), in the table's order. */
export function withAncestors(menus: readonly Pick<MenuRow, 'id' | 'parentId'>[], ids: Iterable<number>): Set<number> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const out = new Set<number>();
  for (const id of ids) {
    let current = byId.get(id);
    while (current && !out.has(current.id)) {
      out.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return out;
}

/**
 * What every position starts with besides its own: one's approvals (审批流程: submit, withdraw one's
 * own, answer those waiting for one — the backend checks who may act on which record).
 */
const EVERYONE = (key: string) => /^system:approvalFlow:(list|apply|withdraw|audit)$/.test(key);

function seedGrants(menus: readonly MenuRow[]): GrantRow[] {
  const rows: GrantRow[] = [];
  const positions = new Set([...Object.keys(DEFAULT_GRANTS), ...Array.from({ length: POSITION_COUNT }, (_, i) => String(i + 1))]);
  for (const position of [...positions].toSorted((a, b) => Number(a) - Number(b))) {
    const own = DEFAULT_GRANTS[Number(position)];
    const grants = (key: string, group: string) => EVERYONE(key) || (own?.(key, group) ?? false);
    const buttons = menus.filter((m) => m.permission !== undefined && grants(m.permission, groupOfKey.get(m.permission) ?? ''));
    for (const menuId of [
      ...withAncestors(
        menus,
        buttons.map((b) => b.id),
      ),
    ].toSorted((a, b) => a - b)) {
      rows.push({ id: rows.length + 1, positionId: Number(position), menuId, createTime: GRANTED_AT });
    }
  }
  return rows;
}

/** Every grant of every position, seeded with the defaults on first use. */
export async function grantRows(store: MockStore): Promise<GrantRow[]> {
  const menus = await loadMenuTable();
  return store.rows(GRANTS_KEY, () => seedGrants(menus)) as GrantRow[];
}

async function tableRows(store: MockStore, group: string, key: string): Promise<Row[]> {
  const meta: ResourceMeta | undefined = (await loadGroup[group]?.())?.resources.find((r) => r.key === key);
  if (!meta) return [];
  await prepareRelations(meta);
  return store.rows(key, () => seedTable(meta, store.seed, Infinity, store));
}

/** The 岗位 table as stored (the 岗位 screen may have renamed or removed some). */
export const positionRows = (store: MockStore) => tableRows(store, 'bms-system', POSITION_KEY);

/** The menu table as stored (the 菜单 screen may have changed it), in tree order: each menu before its children, siblings by sort. */
export async function menuRows(store: MockStore): Promise<MenuRow[]> {
  const rows = (await tableRows(store, 'bms-system', MENU_KEY)) as MenuRow[];
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: MenuRow[] = [];
  const seen = new Set<number>();
  const visit = (parentId: number) => {
    for (const row of (children.get(parentId) ?? []).toSorted((a, b) => a.sort - b.sort || a.id - b.id)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(0);
  // A menu whose parent is gone still exists: it follows the tree rather than vanishing.
  return [...ordered, ...rows.filter((row) => !seen.has(row.id)).toSorted((a, b) => a.id - b.id)];
}

/** The menus and buttons a position is granted (that still exist), in tree order. */
export async function grantedMenus(store: MockStore, positionId: number): Promise<MenuRow[]> {
  const granted = new Set((await grantRows(store)).filter((g) => g.positionId === positionId).map((g) => g.menuId));
  return (await menuRows(store)).filter((menu) => granted.has(menu.id));
}

/**
 * Replaces a position's grants with `menuIds` and their ancestors. Grants it keeps keep their time;
 * the caller has checked that the position and every menu exist.
 */
export async function replaceGrants(store: MockStore, positionId: number, menuIds: readonly number[]): Promise<void> {
  const rows = await grantRows(store);
  const wanted = withAncestors(await menuRows(store), menuIds);
  const kept = new Set<number>();
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i] as GrantRow;
    if (row.positionId !== positionId) continue;
    if (wanted.has(row.menuId)) kept.add(row.menuId);
    else rows.splice(i, 1);
  }
  let nextId = rows.reduce((max, r) => Math.max(max, r.id), 0);
  const now = formatDateTime(new Date());
  for (const menuId of [...wanted].toSorted((a, b) => a - b)) {
    if (!kept.has(menuId)) rows.push({ id: (nextId += 1), positionId, menuId, createTime: now });
  }
  store.touch(GRANTS_KEY);
}
