import { SignInForm, type SignInValues } from '@/components/sign-in-form';
import { useAppliedTheme } from '@/components/use-theme';
import { DemoAccountHint } from './demo-hint';
import type { StaffUser } from './session';

const loadSignIn = () => import('./admin-sign-in');

interface AdminLoginPageProps {
  /** Called with the signed-in staff member once the session is stored. */
  onSignedIn: (user: StaffUser) => unknown;
}

export function AdminLoginPage({ onSignedIn }: AdminLoginPageProps) {
  useAppliedTheme();
  async function signIn(values: SignInValues) {
    const { signInStaff } = await loadSignIn();
    await onSignedIn(await signInStaff(values));
  }

  return (
    <main className="grid min-h-svh place-items-center bg-gradient-to-br from-slate-100 to-blue-50 p-4 dark:from-background dark:to-slate-900">
      <section aria-labelledby="admin-login-title" className="w-full max-w-sm rounded-xl border bg-card p-8 shadow-sm">
        <h1 id="admin-login-title" className="mb-1 text-xl font-semibold">
          教务管理后台
        </h1>
        <p className="mb-6 text-sm text-muted-foreground">员工登录</p>
        <div className="grid gap-4">
          <SignInForm onSubmit={signIn} preload={loadSignIn} />
          <DemoAccountHint />
        </div>
      </section>
    </main>
  );
}
