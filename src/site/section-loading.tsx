import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** A data view's loading state: a spinner announced as "正在加载…" (never the empty text). */
export function SectionLoading({ what, className }: { what: string; className?: string }) {
  return (
    <div className={cn('grid place-items-center py-12 text-primary', className)}>
      <Spinner aria-label={`正在加载${what}`} className="size-7" />
    </div>
  );
}
