import { getBmsSystemAdminSignInMockHandler, getBmsSystemAdminSignOutMockHandler } from '@generated/bms-system/api/bms-system.msw';
import { getUmsUserUserSignInMockHandler, getUmsUserUserSignOutMockHandler } from '@generated/ums-user/api/ums-user.msw';
import type { MockSession } from './backend/session';
import { DEMO_STAFF, DEMO_VISITORS, passwordMatches } from './demo-accounts';

const WRONG = { code: 10001, msg: '账号或密码错误' };

/** Sign-in checks the demo accounts and the md5 of the password (SPEC.md §5); sign-out ends the session. */
export function authHandlers(session: MockSession) {
  return [
    getBmsSystemAdminSignInMockHandler(async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const staff = DEMO_STAFF.find((s) => s.account === form.get('account'));
      if (!staff || !passwordMatches(staff.password, form.get('password'))) return WRONG;
      session.setSignedOut(false);
      return { code: 0, msg: '登录成功', data: { ...staff.user, lastLoginTime: new Date().toISOString().slice(0, 19) + 'Z' } };
    }),
    getBmsSystemAdminSignOutMockHandler(() => {
      session.setSignedOut(true);
      return { code: 0, msg: '已退出登录' };
    }),
    getUmsUserUserSignInMockHandler(async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const visitor = DEMO_VISITORS.find((v) => v.phone === form.get('phone'));
      if (!visitor || !passwordMatches(visitor.password, form.get('password'))) return WRONG;
      return { code: 0, msg: '登录成功', data: { ...visitor.user } };
    }),
    getUmsUserUserSignOutMockHandler({ code: 0, msg: '已退出登录' }),
  ];
}
