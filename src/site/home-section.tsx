import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A home page band: a small English eyebrow, the Chinese title, then its content. */
export function HomeSection({ id, eyebrow, title, description, action, className, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-16 md:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-10">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-primary">{eyebrow}</p>
            <h2 id={id} className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">
              {title}
            </h2>
            {description && <p className="mt-3 max-w-2xl text-slate-500">{description}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
