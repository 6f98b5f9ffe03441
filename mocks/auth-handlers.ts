import {
  getBmsSystemAdminChangeDepartmentMockHandler,
  getBmsSystemAdminSignInMockHandler,
  getBmsSystemAdminSignOutMockHandler,
  getBmsSystemAdminUpdatePasswordMockHandler,
  getBmsSystemDepartmentTreeMockHandler,
  getBmsSystemMenuListMineMockHandler,
} from '@generated/bms-system/client/bms-system.msw';
import type { Department } from '@generated/bms-system/client/model/department';
import type { Menu } from '@generated/bms-system/client/model/menu';
import { getUmsUserUserSignInMockHandler, getUmsUserUserSignOutMockHandler } from '@generated/ums-user/client/ums-user.msw';
import { departmentRows } from './backend/demo-data';
import { grantedMenus, menuRows } from './backend/derived/permissions-grants';
import type { MockSession } from './backend/session';
import type { MockStore } from './backend/store';
import { formatDateTime } from './backend/values';
import { DEMO_STAFF, DEMO_VISITORS, passwordMatches, type DemoStaff } from './demo-accounts';

const WRONG = { code: 10001, msg: '账号或密码错误' };
const EXPIRED = { code: 100000004, msg: '登录已失效，请重新登录' };
const now = () => formatDateTime(new Date());

/** The signed-in staff member; before any sign-in the mocks act as the first demo account. */
function currentStaff(session: MockSession): DemoStaff {
  return DEMO_STAFF.find((s) => s.account === session.account()) ?? (DEMO_STAFF[0] as DemoStaff);
}

/**
 * "My menus" (menu/listMine): a super administrator has every enabled menu and button; anyone else
 * what their position is granted now (岗位权限, the stored grants), so a change an administrator
 * saves shows at the staff member's next sign-in.
 */
export async function menusOf(staff: DemoStaff, store: MockStore): Promise<Menu[]> {
  const menus = staff.user.isSuper ? await menuRows(store) : await grantedMenus(store, staff.user.positionId);
  return menus.filter((menu) => menu.status !== 0) as unknown as Menu[];
}

/**
 * Sign-in checks the demo accounts and the md5 of the password (SPEC.md §5); sign-out ends the
 * session. The staff member's own calls (menus, department, password) answer as that account, and
 * with 100000004 while the session is closed — these run before the generic session check.
 */
export function authHandlers(session: MockSession, store: MockStore) {
  const whenSignedIn = <T>(answer: () => T | Promise<T>) => (session.signedOut() ? EXPIRED : answer());
  return [
    getBmsSystemAdminSignInMockHandler(async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const staff = DEMO_STAFF.find((s) => s.account === form.get('account'));
      if (!staff || !passwordMatches(staff.password, form.get('password'))) return WRONG;
      session.setSignedOut(false);
      session.setAccount(staff.account);
      return { code: 0, msg: '登录成功', data: { ...staff.user, lastLoginTime: now() } };
    }),
    getBmsSystemAdminSignOutMockHandler(() => {
      session.setSignedOut(true);
      session.setAccount(undefined);
      return { code: 0, msg: '已退出登录' };
    }),
    getBmsSystemMenuListMineMockHandler(({ request }) =>
      whenSignedIn(async () => {
        const type = Number(new URL(request.url).searchParams.get('type')) || undefined;
        const menus = (await menusOf(currentStaff(session), store)).filter((menu) => type === undefined || menu.type === type);
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
        const { user } = currentStaff(session);
        return { code: 0, msg: '切换成功', data: { ...user, departmentId, departmentName: String(department.name), lastLoginTime: now() } };
      }),
    ),
    // The demo passwords stay as documented: a correct change is accepted but not stored.
    getBmsSystemAdminUpdatePasswordMockHandler(({ request }) =>
      whenSignedIn(async () => {
        const form = new URLSearchParams(await request.text());
        if (!passwordMatches(currentStaff(session).password, form.get('oldPassword'))) return { code: 10002, msg: '原密码错误' };
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
