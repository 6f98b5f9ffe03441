import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';

/** The dark band atop inner pages: eyebrow, the page's h1 and a breadcrumb. */
export function PageBanner({ eyebrow, title, trail }: { eyebrow: string; title: string; trail: string[] }) {
  return (
    <section className="relative overflow-hidden bg-slate-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(37_99_235/0.55),transparent_55%),radial-gradient(circle_at_85%_60%,rgb(14_165_233/0.45),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 md:py-16">
        <p className="text-xs font-semibold tracking-[0.3em] text-sky-300">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold md:text-4xl">{title}</h1>
        <nav aria-label="面包屑" className="mt-4 text-sm text-white/70">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/home" className="hover:text-white">
                首页
              </Link>
            </li>
            {trail.map((step, index) => (
              <li key={`${index}-${step}`} aria-current={index === trail.length - 1 ? 'page' : undefined} className="flex items-center gap-1 last:text-white">
                <ChevronRight aria-hidden className="size-3.5" />
                {step}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
