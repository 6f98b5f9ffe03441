import { GraduationCap } from 'lucide-react';
import { APP_FEATURES } from './app-features';
import { APP_BRAND, SITE_BRAND } from './site-brand';

/**
 * SPEC.md §2 /downLoad: the page the QR code opens on a phone, outside the layout (no header).
 * Public on purpose: whoever scans the code has not signed in to the website.
 */
export function AppDownloadPage() {
  return (
    <main className="flex min-h-svh flex-col bg-gradient-to-b from-blue-700 via-blue-600 to-sky-500 px-6 py-12 text-white">
      <div className="mx-auto flex w-full max-w-sm flex-1 flex-col items-center text-center">
        <span aria-hidden className="grid size-20 place-items-center rounded-3xl bg-white text-primary shadow-xl">
          <GraduationCap className="size-10" />
        </span>
        <h1 className="mt-6 text-3xl font-bold">{APP_BRAND.name}</h1>
        <p className="mt-2 text-white/80">{APP_BRAND.slogan}</p>
        <ul className="mt-10 grid grid-cols-1 w-full gap-3 text-left">
          {APP_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
              <Icon aria-hidden className="size-6 shrink-0" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="text-sm text-white/75">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid grid-cols-1 w-full gap-3">
          <a href={APP_BRAND.iosUrl} className="rounded-full bg-white py-3.5 font-semibold text-primary shadow-lg">
            iPhone 版下载
          </a>
          <a href={APP_BRAND.androidUrl} className="rounded-full bg-white/15 py-3.5 font-semibold ring-1 ring-white/40">
            Android 版下载
          </a>
        </div>
        <p className="mt-auto pt-10 text-xs text-white/60">© {SITE_BRAND.name}</p>
      </div>
    </main>
  );
}
