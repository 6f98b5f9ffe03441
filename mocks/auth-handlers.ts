import {
  getBmsSystemAdminChangeDepartmentMockHandler,
  getBmsSystemAdminSignInMockHandler,
  getBmsSystemAdminSignOutMockHandler,
  getBmsSystemAdminUpdatePasswordMockHandler,
  getBmsSystemDepartmentTreeMockHandler,
  getBmsSystemMenuListMineMockHandler,
} from '@generated/bms-system/client/bms-system.msw';
import type { Admin } from '@generated/bms-system/client/model/admin';
import type { Department } from '@generated/bms-system/client/model/department';
import type { Menu } from '@generated/bms-system/client/model/menu';
import { getUmsUserUserSignInMockHandler, getUmsUserUserSignOutMockHandler } from '@generated/ums-user/client/ums-user.msw';
import { departmentRows } from './backend/demo-data';
import { grantedMenus, menuRows } from './backend/derived/permissions-grants';
import { secretOf } from './backend/secrets';
import type { MockSession, SessionStaff } from './backend/session';
import { ADMIN_KEY, signedInStaff, signIn, signOut, staffRow, switchDepartment } from './backend/staff';
import type { MockStore } from './backend/store';
import { formatDateTime } from './backend/values';
import { DEMO_VISITORS, passwordMatches } from './demo-accounts';

const WRONG = { code: 10001, msg: '账号或密码错误' };
const EXPIRED = { code: 100000004, msg: '登录已失效，请重新登录' };
const now = () => formatDateTime(new Date());

/**
 * "My menus" (menu/listMine): a super administrator has every enabled menu and button; anyone else
 * what the position they signed in with is granted now (岗位权限, the stored grants), so a change of
 * grants or of position shows at the staff member's next sign-in.
 */
export async function menusOf(staff: Pick<SessionStaff, 'isSuper' | 'positionId'>, store: MockStore): Promise<Menu[]> {
  const menus = staff.isSuper ? await menuRows(store) : staff.positionId === undefined ? [] : await grantedMenus(store, staff.positionId);
  return menus.filter((menu) => menu.status !== 0) as unknown as Menu[];
}

/**
 * Sign-in checks the 管理员 table and the md5 of the password (SPEC.md §5; mocks/backend/staff.ts);
 * sign-out ends the session. The staff member's own calls (menus, department, password) answer as
 * that account, and with 100000004 while the session is closed — these run before the generic session check.
 */
export function authHandlers(session: MockSession, store: MockStore) {
  const whenSignedIn = <T>(answer: () => T | Promise<T>) => (session.signedOut() ? EXPIRED : answer());
  return [
    getBmsSystemAdminSignInMockHandler(async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const result = await signIn(store, session, form.get('account') ?? '', form.get('password'));
      if ('refused' in result) return { code: result.code, msg: result.refused };
      return { code: 0, msg: '登录成功', data: result.staff as unknown as Admin };
    }),
    getBmsSystemAdminSignOutMockHandler(() => {
      signOut(session);
      return { code: 0, msg: '已退出登录' };
    }),
    getBmsSystemMenuListMineMockHandler(({ request }) =>
      whenSignedIn(async () => {
        const type = Number(new URL(request.url).searchParams.get('type')) || undefined;
        const menus = (await menusOf(await signedInStaff(store, session), store)).filter((menu) => type === undefined || menu.type === type);
        return { code: 0, msg: '操作成功', data: menus };
      }),
    ),
    // The switcher lists the 部门 table itself (enabled ones, tree order): one department table for the whole app.
    getBmsSystemDepartmentTreeMockHandler(() =>
      whenSignedIn(async () => ({
        code: 0,
        msg: '操作成功',
        data: (await departmentRows(store)).filter((d) => d.status !== 0).toSorted((a, b) => a.id - b.id) as unknown as Department[],
      })),
    ),
    getBmsSystemAdminChangeDepartmentMockHandler(({ request }) =>
      whenSignedIn(async () => {
        const departmentId = Number(new URLSearchParams(await request.text()).get('departmentId'));
        const department = (await departmentRows(store)).find((d) => d.id === departmentId && d.status !== 0);
        if (!department) return { code: 40004, msg: '部门不存在或已停用' };
        const staff = await switchDepartment(store, session, { id: departmentId, name: String(department.name) });
        const row = { ...(await staffRow(store, staff)), id: staff.id, departmentId, departmentName: String(department.name), lastLoginTime: now() };
        return { code: 0, msg: '切换成功', data: row as unknown as Admin };
      }),
    ),
    // The demo passwords stay as documented: a correct change is accepted but not stored.
    getBmsSystemAdminUpdatePasswordMockHandler(({ request }) =>
      whenSignedIn(async () => {
        const form = new URLSearchParams(await request.text());
        const staff = await signedInStaff(store, session);
        if (secretOf(store, ADMIN_KEY, staff.id, 'password') !== form.get('oldPassword')) return { code: 10002, msg: '原密码错误' };
        if (form.get('newPassword') === form.get('oldPassword')) return { code: 10003, msg: '新密码不能与原密码相同' };
        return { code: 0, msg: '密码修改成功' };
      }),
    ),
    getUmsUserUserSignInMockHandler(async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const visitor = DEMO_VISITORS.find((v) => v.phone === form.get('phone'));
      if (!visitor || !passwordMatches(visitor.password, form.get('password'))) return WRONG;
      return { code: 0, msg: '登录成功', data: { ...visitor.user } };
    }),
    getUmsUserUserSignOutMockHandler({ code: 0, msg: '已退出登录' }),
  ];
}
