import { Link } from '@tanstack/react-router';
import { Briefcase, Smartphone } from 'lucide-react';
import { APP_BRAND } from './site-brand';

/** Closing band: the app and the jobs page. */
export function HomeCta() {
  return (
    <section aria-label="下载与加入" className="pb-20">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 md:grid-cols-2">
        <Link to="/down" className="group relative overflow-hidden rounded-2xl bg-gradient-to-br from-blue-600 to-sky-500 p-8 text-white shadow-lg">
          <Smartphone aria-hidden className="absolute -right-4 -bottom-6 size-40 text-white/10" />
          <p className="text-sm text-white/80">{APP_BRAND.slogan}</p>
          <h2 className="mt-2 text-2xl font-bold">下载{APP_BRAND.name} App</h2>
          <p className="mt-3 max-w-sm text-sm leading-6 text-white/80">直播课、题库、模拟考试随身带，碎片时间也能高效备考。</p>
          <span className="mt-6 inline-flex rounded-full bg-white px-5 py-2 text-sm font-medium text-primary group-hover:bg-sky-50">扫码下载</span>
        </Link>
        <Link to="/recruit" className="group relative overflow-hidden rounded-2xl bg-slate-900 p-8 text-white shadow-lg">
          <Briefcase aria-hidden className="absolute -right-4 -bottom-6 size-40 text-white/5" />
          <p className="text-sm text-white/60">加入我们</p>
          <h2 className="mt-2 text-2xl font-bold">招贤纳士</h2>
          <p className="mt-3 max-w-sm text-sm leading-6 text-white/70">讲师、课程顾问、教研与技术岗位热招中，和我们一起做有温度的教育。</p>
          <span className="mt-6 inline-flex rounded-full bg-white/10 px-5 py-2 text-sm font-medium ring-1 ring-white/30 group-hover:bg-white/20">查看职位</span>
        </Link>
      </div>
    </section>
  );
}
