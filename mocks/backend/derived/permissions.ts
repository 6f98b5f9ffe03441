/**
 * 岗位权限 and the menu reads that depend on it (SPEC.md §6), answered from the one menu table
 * (menus.ts) and the stored grants (permissions-grants.ts):
 * - positionMenu/listByPosition: the position's grants as PositionMenu rows (the editor's checks);
 * - positionMenu/updatePositionPermission: replaces them; a checked button brings its menus;
 * - menu/listByPosition: the position's enabled menus and buttons;
 * - menu/tree: every menu and button, flat, in tree order.
 * "My menus" (menu/listMine) reads the same grants in mocks/auth-handlers.ts.
 */
import type { OperationMeta } from '@generated/manifest/types';
import { HttpResponse } from 'msw';
import { coerceParams } from '../coerce';
import { REFUSAL_CODES } from '../contract';
import type { MockStore } from '../store';
import type { DerivedAnswer } from './types';
import type { MenuRow } from './menus';
import { grantedMenus, grantRows, menuRows, positionRows, replaceGrants } from './permissions-grants';

const ok = (data?: unknown, msg = '操作成功') => HttpResponse.json({ code: 0, msg, ...(data === undefined ? {} : { data }) });
const fail = (msg: string, code: number = REFUSAL_CODES.invalid) => HttpResponse.json({ code, msg });

async function readParams(request: Request, operation: OperationMeta): Promise<Record<string, unknown>> {
  const query = coerceParams(new URL(request.url).searchParams, operation.query);
  if (operation.bodyType !== 'form') return query;
  return { ...query, ...coerceParams(new URLSearchParams(await request.text()), operation.body) };
}

const shown = (ids: number[]) => (ids.length > 5 ? `${ids.slice(0, 5).join('、')} 等 ${ids.length} 项` : ids.join('、'));

/**
 * The position a request names, or the refusal: missing (40000, as the contract words it for a
 * caller that skips the contract check) or not in the 岗位 table (40004).
 */
async function positionOf(store: MockStore, value: unknown): Promise<{ id: number; name: string } | Response> {
  if (value === undefined) return fail('岗位不能为空');
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return fail('岗位类型不正确');
  const position = (await positionRows(store)).find((p) => p.id === id);
  if (!position) return fail(`岗位不存在或已被删除（ID：${id}）`, REFUSAL_CODES.notFound);
  return { id, name: String(position.name ?? '') };
}

const enabled = (menu: MenuRow) => menu.status !== 0;
const ofType = (type: unknown) => (menu: MenuRow) => type === undefined || menu.type === Number(type);

export const permissionAnswers: Record<string, DerivedAnswer> = {
  bmsSystemPositionMenuListByPosition: async ({ store }, request, { operation }) => {
    const position = await positionOf(store, (await readParams(request, operation)).positionId);
    if (position instanceof Response) return position;
    const menus = new Map((await menuRows(store)).map((m) => [m.id, m]));
    const rows = (await grantRows(store))
      .filter((grant) => grant.positionId === position.id && menus.has(grant.menuId))
      .map((grant) => {
        const menu = menus.get(grant.menuId) as MenuRow;
        return {
          id: grant.id,
          positionId: position.id,
          positionName: position.name,
          menuId: menu.id,
          menuName: menu.name,
          menuType: menu.type,
          parentId: menu.parentId,
          ...(menu.permission === undefined ? {} : { permission: menu.permission }),
          createTime: grant.createTime,
        };
      });
    return ok(rows);
  },

  bmsSystemPositionMenuUpdatePositionPermission: async ({ store }, request, { operation }) => {
    const params = await readParams(request, operation);
    const position = await positionOf(store, params.positionId);
    if (position instanceof Response) return position;
    // No menuIds at all (a form cannot carry an empty list) clears the position's grants, as the spec says.
    const ids = params.menuIds === undefined ? [] : [params.menuIds].flat().map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id))) return fail('菜单与按钮类型不正确');
    const known = new Set((await menuRows(store)).map((m) => m.id));
    const missing = [...new Set(ids.filter((id) => !known.has(id)))];
    // All or nothing, as a backend's transaction: one unknown id changes no grant.
    if (missing.length > 0) return fail(`菜单或按钮不存在或已被删除（ID：${shown(missing)}）`, REFUSAL_CODES.notFound);
    await replaceGrants(store, position.id, ids);
    return ok(undefined, '岗位权限已更新');
  },

  bmsSystemMenuListByPosition: async ({ store }, request, { operation }) => {
    const params = await readParams(request, operation);
    const position = await positionOf(store, params.positionId);
    if (position instanceof Response) return position;
    return ok((await grantedMenus(store, position.id)).filter(enabled).filter(ofType(params.type)));
  },

  bmsSystemMenuTree: async ({ store }, request, { operation }) => {
    const params = await readParams(request, operation);
    const status = params.status === undefined ? undefined : Number(params.status);
    return ok((await menuRows(store)).filter(ofType(params.type)).filter((menu) => status === undefined || menu.status === status));
  },
};
