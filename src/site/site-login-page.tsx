import md5 from 'md5';
import { umsUserUserSignIn } from '@generated/ums-user/api/ums-user';
import { PLATFORM } from '@/api/platform';
import { SignInForm, type SignInValues } from '@/components/sign-in-form';
import { saveSiteUser, type SiteUser } from './site-session';

export function SiteLoginPage({ onSignedIn }: { onSignedIn: (user: SiteUser) => void }) {
  async function signIn({ account, password }: SignInValues) {
    const result = await umsUserUserSignIn({
      phone: account.trim(),
      password: md5(password),
      platform: PLATFORM.examPrepApp,
    });
    if (!result.data) throw new Error('登录结果缺少用户信息');
    const user: SiteUser = { id: result.data.id, name: result.data.name, avatar: result.data.avatar };
    saveSiteUser(user);
    onSignedIn(user);
  }

  return (
    <main className="grid min-h-svh place-items-center bg-gradient-to-br from-blue-600 to-sky-400 p-4">
      <section aria-labelledby="site-login-title" className="w-full max-w-sm rounded-xl bg-card p-8 shadow-lg">
        <h1 id="site-login-title" className="mb-6 text-center text-xl font-semibold">
          欢迎登录
        </h1>
        <SignInForm onSubmit={signIn} accountPlaceholder="请输入手机号" />
      </section>
    </main>
  );
}
