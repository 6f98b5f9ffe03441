import { useMemo, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { sanitizeCmsHtml } from './sanitize-html';

/** Readable defaults for CMS rich text (no typography plugin: the few rules it needs are here). */
const PROSE = [
  'text-[15px] leading-8 text-slate-700 break-words dark:text-slate-300',
  '[&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-slate-100',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-100',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_img]:mx-auto [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:bg-slate-50 [&_blockquote]:px-5 [&_blockquote]:py-3 dark:[&_blockquote]:bg-slate-800/60',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border [&_th]:bg-slate-50 [&_th]:p-2 [&_td]:border [&_td]:p-2 dark:[&_th]:bg-slate-800/60',
].join(' ');

/**
 * A second wall behind the sanitiser: were a positioning rule ever to reach the article (a CSS
 * change, a missed attribute), nothing inside could be drawn over the page. Paint containment
 * (`contain: content`) makes this box the containing block even of `position: fixed` descendants
 * and clips them to it; `isolation` keeps any z-index inside from outranking the header; wide
 * tables scroll within the box rather than spill. Inline, so no `className` can override it.
 */
const CONTAINED: CSSProperties = { contain: 'content', isolation: 'isolate', overflowX: 'auto' };

/**
 * Shows CMS HTML after sanitising it: the site's articles and the back office's preview of an HTML
 * field (`x-widget: html`). Nothing else in either app renders HTML from the server.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return <div data-cms-html="" className={cn(PROSE, className)} style={CONTAINED} dangerouslySetInnerHTML={{ __html: clean }} />;
}
