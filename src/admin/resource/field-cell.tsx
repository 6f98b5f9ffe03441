import type { FieldMeta } from '@generated/manifest/types';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyText } from '@/components/copy-text';
import { Button } from '@/components/ui/button';
import { EMPTY_CELL } from './cell-format';
import { isImageSource } from './image-upload-input';

/**
 * A table cell's content: the formatted text (cell-format.ts), or for the `x-widget`s that have one
 * a control around it — a copyable value with 复制 (SPEC.md §8 copy helper), an image as a small
 * thumbnail. HTML arrives here already as a plain-text excerpt and an ID-card number as it is.
 * A plain function, not a component: it runs for every visible cell of a 1000-row page.
 */
export function fieldCell(field: FieldMeta, value: unknown, text: string): ReactNode {
  if (text === EMPTY_CELL) return text;
  if (field.widget === 'copy') return <CopyValue title={field.title} value={String(value)} text={text} />;
  if (field.widget === 'image' && typeof value === 'string' && isImageSource(value)) {
    return <img src={value} alt={field.title} loading="lazy" decoding="async" className="size-8 rounded border object-cover" />;
  }
  return text.length > CELL_CHARS ? <LongText text={text} /> : text;
}

/** Beyond this many characters a cell's text may be wider than its column should be. */
export const CELL_CHARS = 24;

/**
 * A long text in a cell (a 4 KB remark, a name pasted twice): one line, cut with an ellipsis, the
 * whole text on hover (title) and to screen readers (the element's text is all there). Short texts
 * stay bare strings: most cells of a 1000-row page are short.
 */
export function LongText({ text }: { text: string }) {
  return (
    <span className="inline-block max-w-80 truncate align-bottom" title={text}>
      {text}
    </span>
  );
}

function CopyValue({ title, value, text }: { title: string; value: string; text: string }) {
  return (
    <span className="inline-flex max-w-72 items-center gap-1">
      <span className="truncate" title={text}>
        {text}
      </span>
      {/* Named with its visible word first (复制), and what it copies, among the other rows' buttons. */}
      <Button type="button" variant="ghost" size="sm" className="h-6 shrink-0 px-1.5" aria-label={`复制${title}`} onClick={() => void copyText(value)}>
        <Copy aria-hidden />
        复制
      </Button>
    </span>
  );
}
