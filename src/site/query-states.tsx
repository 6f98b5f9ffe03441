import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { SectionLoading } from './section-loading';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What the view shows, as visitors name it (直播课程, 考试资讯…): used by the loading and failed states. */
  what: string;
  /** Whether a successful answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** Shown only for a successful empty answer, never while loading or after a failure. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /** What 重试 does when more than this query feeds the view; refetches this query by default. */
  onRetry?: () => void;
  className?: string;
}

/**
 * The site's one rule for a data view that is not behind a route loader: loading, failed and empty
 * are three different states. Data already shown stays when a later refetch fails.
 */
export function QueryStates<T>({ query, what, isEmpty, empty, children, onRetry, className }: QueryStatesProps<T>) {
  // An answer is drawn in a deferred render, in slices React can interrupt: a section filling in
  // never holds the page in one long task. Until it is drawn the section still says it is loading.
  const data = useDeferredValue(query.data);
  const retry = onRetry ?? (() => void query.refetch());
  if (data === undefined) {
    if (query.data === undefined && query.isError) return <LoadFailed what={what} error={query.error} onRetry={retry} className={className} />;
    return <SectionLoading what={what} className={className} />;
  }
  // An answer the view cannot draw (its shape is checked where it is read; a field of it is not)
  // fails this section alone, with 重试.
  return (
    <SectionBoundary what={what} onRetry={retry} resetKeys={[data]} className={className}>
      <Drawn data={data} isEmpty={isEmpty} empty={empty} draw={children} />
    </SectionBoundary>
  );
}

/** The answer drawn, as a component of its own: whatever throws while drawing it is the boundary's. */
function Drawn<T>({ data, isEmpty, empty, draw }: { data: T; isEmpty: (data: T) => boolean; empty: ReactNode; draw: (data: T) => ReactNode }) {
  return isEmpty(data) ? empty : draw(data);
}
