import { Link } from '@tanstack/react-router';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { useDeferredMount } from '@/components/use-deferred-mount';
import { useScrollAnimation } from '@/components/use-scroll-animation';
import { HomeBusiness } from './home-business';
import { HomeCta } from './home-cta';
import { HomeLive } from './home-live';
import { HomeNews } from './home-news';
import { SITE_BRAND } from './site-brand';

const STATS = [
  ['20万+', '累计服务学员'],
  ['36', '学习服务中心'],
  ['60+', '合作高等院校'],
  ['96%', '成考学员录取率'],
] as const;

function HomeHero() {
  return (
    <section className="relative -mt-16 overflow-hidden bg-slate-950 pt-16 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(37_99_235/0.7),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(14_165_233/0.55),transparent_50%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-14 md:pt-28 md:pb-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs text-sky-100 ring-1 ring-white/15 sm:text-sm">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-400" />
          2026 秋季学历提升报名进行中
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight md:text-6xl md:leading-[1.1]">{SITE_BRAND.slogan}</h1>
        <p className="mt-5 max-w-xl text-base leading-7 text-white/75 md:text-lg md:leading-8">成人学历提升、继续教育、职业技能培训与在线学习，一站式服务每一位在职求学者。</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/broast" className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-6 font-medium text-slate-900 shadow-lg transition hover:bg-sky-50">
            <PlayCircle aria-hidden className="size-5 text-primary" />
            免费听直播课
          </Link>
          <Link to="/down" className="inline-flex h-11 items-center gap-2 rounded-full px-6 font-medium text-white ring-1 ring-white/40 transition hover:bg-white/10">
            下载学考通 App
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-4">
          {STATS.map(([value, label]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs text-white/60 sm:text-sm">{label}</dt>
              <dd className="order-first text-2xl font-bold md:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** SPEC.md §2 /home: the landing page, under a header that starts transparent. */
export function HomePage() {
  const reveal = useScrollAnimation<HTMLDivElement>();
  // The sections below the hero do not cost the first paint: they are built after it. Until then a
  // screen's height keeps the footer where it will be.
  const below = useDeferredMount();
  return (
    <main>
      <HomeHero />
      {below ? (
        <>
          <div ref={reveal}>
            <HomeBusiness />
          </div>
          <div ref={reveal}>
            <HomeLive />
          </div>
          <div ref={reveal}>
            <HomeNews />
          </div>
          <HomeCta />
        </>
      ) : (
        <div aria-hidden className="min-h-svh" />
      )}
    </main>
  );
}
