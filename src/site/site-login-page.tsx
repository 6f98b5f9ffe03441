import { CheckCircle2, GraduationCap } from 'lucide-react';
import { SignInForm, type SignInValues } from '@/components/sign-in-form';
import { APP_BRAND, SITE_BRAND } from './site-brand';
import type { SiteUser } from './site-session';

const loadSignIn = () => import('./site-sign-in');

const POINTS = ['学历提升与继续教育全程服务', '名师直播课与海量题库', '学习进度与考试安排随时掌握'];

/** SPEC.md §4, §5: the public sign-in page (the call itself is in ./site-sign-in). */
export function SiteLoginPage({ onSignedIn }: { onSignedIn: (user: SiteUser) => void }) {
  async function signIn(values: SignInValues) {
    const { signInSite } = await loadSignIn();
    onSignedIn(await signInSite(values));
  }

  return (
    <main className="grid min-h-svh grid-cols-1 bg-slate-50 lg:grid-cols-[1.1fr_1fr]">
      <section aria-hidden className="relative hidden overflow-hidden bg-slate-950 p-12 text-white lg:flex lg:flex-col">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(37_99_235/0.75),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(14_165_233/0.55),transparent_50%)]" />
        <p className="relative flex items-center gap-2.5 text-lg font-bold">
          <span className="grid size-9 place-items-center rounded-xl bg-white/15">
            <GraduationCap className="size-5" />
          </span>
          {SITE_BRAND.name}
        </p>
        <div className="relative my-auto">
          <h2 className="text-4xl leading-tight font-bold">{SITE_BRAND.slogan}</h2>
          <ul className="mt-8 space-y-4 text-white/80">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3">
                <CheckCircle2 className="size-5 text-sky-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/50">© {SITE_BRAND.name}</p>
      </section>
      <div className="flex items-center justify-center p-4 sm:p-8">
        <section aria-labelledby="site-login-title" className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-200/70">
          <p aria-hidden className="mb-6 flex items-center justify-center gap-2 font-bold text-primary lg:hidden">
            <GraduationCap className="size-6" />
            {SITE_BRAND.name}
          </p>
          <h1 id="site-login-title" className="text-center text-2xl font-semibold text-slate-900">
            欢迎登录
          </h1>
          <p className="mt-2 mb-6 text-center text-sm text-slate-500">使用{APP_BRAND.name} App 账号登录</p>
          <SignInForm onSubmit={signIn} preload={loadSignIn} accountPlaceholder="请输入手机号" />
          {import.meta.env.VITE_API_MOCK === 'on' && <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-500">演示账号 13900000000 / 123456</p>}
        </section>
      </div>
    </main>
  );
}
