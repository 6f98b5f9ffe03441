import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';

interface SectionBoundaryProps {
  /** What the section shows, as the user names it: "{what}加载失败". */
  what: string;
  /** Loads the section's data again (after the boundary has let its content render again). */
  onRetry?: () => void;
  /** Values whose change renders the content again (e.g. the data it draws: a new answer may draw). */
  resetKeys?: readonly unknown[];
  className?: string;
  children: ReactNode;
}

interface SectionBoundaryState {
  error: unknown;
  keys: readonly unknown[] | undefined;
}

const sameKeys = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((key, index) => Object.is(key, b[index])));

/**
 * A section that cannot draw what it was sent fails alone: its LoadFailed with 重试 takes its place,
 * and the page, the shell and the other sections stay. The answer's shape is checked where it is read
 * (src/api/answer-shape.ts); this catches what that check does not promise (a field of a record), so
 * no answer reaches the route's error page.
 *
 * @example
 * <SectionBoundary what="公司新闻" onRetry={() => void query.refetch()} resetKeys={[query.data]}>…</SectionBoundary>
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { error: undefined, keys: undefined };

  static getDerivedStateFromError(error: unknown): Partial<SectionBoundaryState> {
    return { error: error ?? new Error('section failed') };
  }

  static getDerivedStateFromProps(props: SectionBoundaryProps, state: SectionBoundaryState): Partial<SectionBoundaryState> | null {
    if (sameKeys(props.resetKeys, state.keys)) return null;
    // New data to draw: the content gets another chance.
    return { keys: props.resetKeys, error: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The user reads one zh-CN text; developers the cause and where it was thrown.
    console.error(`[section] ${this.props.what}`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: undefined });
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return <LoadFailed what={this.props.what} error={this.state.error} onRetry={this.retry} className={this.props.className} />;
  }
}
