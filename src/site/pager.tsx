import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Page numbers to show: first, last, and two around the current one, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].toSorted((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - (sorted[index - 1] ?? p) > 1 ? [null, p] : [p]));
}

/** A link to page p of the current route, other search params kept. */
const to = (p: number) => ({ to: '.' as const, search: (prev: Record<string, unknown>) => ({ ...prev, page: p === 1 ? undefined : p }) });

const cell = 'grid h-9 min-w-9 place-items-center rounded-md border px-3 text-sm transition-colors';

/**
 * SPEC.md §4 pagination: each page is a link that only changes the `page` search param, so the
 * route's loader reloads the list and the page can be shared or reloaded. Page 1 stays out of the URL.
 */
export function Pager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="分页" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <span className="mr-2 text-sm text-slate-500">共 {total} 条</span>
      {page > 1 ? (
        <Link {...to(page - 1)} aria-label="上一页" className={cn(cell, 'bg-white hover:border-primary hover:text-primary')}>
          <ChevronLeft className="size-4" aria-hidden />
        </Link>
      ) : null}
      {pageWindow(page, pages).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={p}
            {...to(p)}
            aria-label={`第 ${p} 页`}
            aria-current={p === page ? 'page' : undefined}
            className={cn(cell, p === page ? 'border-primary bg-primary text-white' : 'bg-white hover:border-primary hover:text-primary')}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link {...to(page + 1)} aria-label="下一页" className={cn(cell, 'bg-white hover:border-primary hover:text-primary')}>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
