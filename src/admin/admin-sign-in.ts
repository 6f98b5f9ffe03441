import md5 from 'md5';
import { bmsSystemAdminSignIn } from '@generated/bms-system/client/bms-system';
import type { SignInValues } from '@/components/sign-in-form';
import { saveSession, type StaffUser } from './session';
import { enterSession } from './staff-identity';

/**
 * SPEC.md §5: staff sign-in with the md5-hashed password; stores the session. Loaded when the
 * sign-in page is idle or submitted, not with the page (it brings the call layer).
 */
export async function signInStaff({ account, password }: SignInValues): Promise<StaffUser> {
  const result = await bmsSystemAdminSignIn({ account: account.trim(), password: md5(password) });
  if (!result.data) throw new Error('登录结果缺少用户信息');
  const user = saveSession(result.data);
  // Another staff member's caches are forgotten here (the sign-in route forgets the same one's grants).
  enterSession(user);
  return user;
}
