import { Link } from '@tanstack/react-router';
import { QRCodeSVG } from 'qrcode.react';
import { APP_FEATURES } from './app-features';
import { APP_BRAND, appDownloadUrl } from './site-brand';

/** SPEC.md §2 /down: the app's title, slogan and a QR code of its download link. */
export function DownPage() {
  const url = appDownloadUrl();
  return (
    <main className="relative overflow-hidden bg-gradient-to-b from-sky-50 to-white">
      <div aria-hidden className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-primary/10 blur-3xl" />
      <div className="relative mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-primary">客户端下载</p>
          <h1 className="mt-3 text-4xl font-bold text-slate-900 md:text-5xl">{APP_BRAND.name} App</h1>
          <p className="mt-4 text-xl text-slate-600">{APP_BRAND.slogan}</p>
          <ul className="mt-8 grid grid-cols-1 gap-4">
            {APP_FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-center gap-4">
                <span aria-hidden className="grid size-11 place-items-center rounded-xl bg-white text-primary shadow-sm ring-1 ring-slate-200/70">
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="text-sm text-slate-500">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="mx-auto w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200/70">
          <QRCodeSVG value={url} size={220} level="M" marginSize={2} title={`${APP_BRAND.name} App 下载二维码`} className="mx-auto h-auto w-full max-w-[220px]" />
          <figcaption className="mt-5">
            <span className="block font-semibold text-slate-900">手机扫码下载</span>
            <span className="mt-1 block text-sm text-slate-500">支持 iPhone 与 Android</span>
          </figcaption>
          {/* Nobody can scan a code on the phone they are holding: there, link to the same page. */}
          <Link to="/downLoad" className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary font-medium text-white md:hidden">
            立即下载
          </Link>
        </figure>
      </div>
    </main>
  );
}
