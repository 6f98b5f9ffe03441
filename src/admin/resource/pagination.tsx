import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PAGE_SIZES, type PageSize } from '@/lib/page-sizes';

const SIZE_CHOICES = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size}条/页` }));

interface PaginationProps {
  /** Rows the list holds; undefined while it is not known (first load, a failed load): no 共 N 条 then. */
  total: number | undefined;
  pageNum: number;
  pageSize: PageSize;
  onChange: (pageNum: number, pageSize: PageSize) => void;
}

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].toSorted((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - (sorted[i - 1] ?? page) > 1 ? ['gap' as const, page] : [page]));
}

/** The Element-style pager staff know: 共 N 条 · N条/页 · pages · 前往 [ ] 页. */
export function Pagination({ total, pageNum, pageSize, onChange }: PaginationProps) {
  // An unknown total offers no page after the current one rather than invent how many there are.
  const last = total === undefined ? pageNum : Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  // A record page holds several lists, each with its own 前往 box.
  const jumpId = useId();

  function go(page: number) {
    onChange(Math.min(Math.max(1, page), last), pageSize);
  }

  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-2 text-sm">
      {total !== undefined && <span>共 {total} 条</span>}
      {/* As wide as its longest label (1000条/页), whatever the font: a fixed width cut it to 1000条/. */}
      <ChoiceSelect
        size="sm"
        aria-label="每页条数"
        className="w-fit min-w-32 tabular-nums"
        value={String(pageSize)}
        onValueChange={(size) => onChange(1, Number(size) as PageSize)}
        choices={SIZE_CHOICES}
      />
      <Button variant="outline" size="icon" className="size-8" aria-label="上一页" disabled={pageNum <= 1} onClick={() => go(pageNum - 1)}>
        <ChevronLeft aria-hidden />
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(pageNum, last).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Button
                variant={page === pageNum ? 'default' : 'ghost'}
                size="sm"
                className="h-8 min-w-8 px-2"
                aria-label={`第 ${page} 页`}
                aria-current={page === pageNum ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="icon" className="size-8" aria-label="下一页" disabled={pageNum >= last} onClick={() => go(pageNum + 1)}>
        <ChevronRight aria-hidden />
      </Button>
      <form
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          const page = Number(jump);
          if (Number.isInteger(page) && page > 0) go(page);
          setJump('');
        }}
      >
        <label htmlFor={jumpId}>前往</label>
        <Input id={jumpId} inputMode="numeric" className="h-8 w-14" value={jump} onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))} />
        <span>页</span>
      </form>
    </nav>
  );
}
