import md5 from 'md5';
import { umsUserUserSignIn } from '@generated/ums-user/client/ums-user';
import { PLATFORM } from '@/api/platform';
import type { SignInValues } from '@/components/sign-in-form';
import { setIdentity } from '@/lib/identity';
import { saveSiteUser, type SiteUser } from './site-session';

/**
 * SPEC.md §4, §5: phone + password (md5-hashed), signed in on the exam-prep app's platform.
 * Loaded when the sign-in page is idle or submitted, not with the page: md5 and the call layer are
 * not needed to show the form.
 */
export async function signInSite({ account, password }: SignInValues): Promise<SiteUser> {
  const result = await umsUserUserSignIn({
    phone: account.trim(),
    password: md5(password),
    platform: PLATFORM.examPrepApp,
  });
  if (!result.data) throw new Error('登录结果缺少用户信息');
  const user = saveSiteUser(result.data);
  // Whatever the tab held for a visitor before is forgotten before this one's pages load.
  setIdentity('site', user.id);
  return user;
}
