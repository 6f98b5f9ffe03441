import { useLocation } from '@tanstack/react-router';
import { findRecord, findResource } from '../resources';

const ROWS = 8;
const WIDTHS = ['w-2/3', 'w-1/2', 'w-3/4', 'w-2/5'];

/**
 * A resource screen while its group's code loads: its title and the shape of its list inside the
 * shell, painted at once instead of a blank page (the rows are usually on their way already).
 */
export function ResourcePending() {
  const { pathname } = useLocation();
  const name = (findResource(pathname) ?? findRecord(pathname))?.resource.name;
  return (
    <section aria-labelledby="resource-title" aria-busy="true" className="grid gap-4">
      <h1 id="resource-title" className="text-lg font-semibold">
        {name ?? '加载中…'}
      </h1>
      <ResourceSkeleton />
    </section>
  );
}

/** The shape of a list screen (its filter bar and rows) while the screen itself is not there yet. */
export function ResourceSkeleton() {
  return (
    <>
      <div aria-hidden className="h-[74px] animate-pulse rounded-xl border bg-card" />
      <div className="overflow-hidden rounded-xl border bg-card">
        <output className="sr-only">加载中…</output>
        {Array.from({ length: ROWS }, (__, row) => (
          <div key={row} aria-hidden className="flex h-[41px] items-center gap-6 border-b px-4 last:border-b-0">
            {WIDTHS.map((_, col) => (
              <span key={col} className={`block h-4 flex-1 animate-pulse rounded bg-muted ${WIDTHS[(row + col) % WIDTHS.length]}`} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
