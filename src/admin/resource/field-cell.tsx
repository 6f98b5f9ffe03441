import type { FieldMeta } from '@generated/manifest/types';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyText } from '@/components/copy-text';
import { Button } from '@/components/ui/button';
import { isImageData, isImageSource } from '@/lib/image-source';
import { EMPTY_CELL } from './cell-format';
import { IdCardValue } from './id-card-value';

/**
 * A table cell's content: the formatted text (cell-format.ts), or for the `x-widget`s that have one
 * a control around it — a copyable value with 复制 (SPEC.md §8 copy helper), an image as a small
 * thumbnail (several for a list of images), an ID-card number masked with 显示 where the screen
 * allows (id-card-value.tsx). HTML arrives here already as a plain-text excerpt. An image sent as a
 * data: URL is drawn whatever the field declares: kilobytes of base64 are never text to read.
 * A plain function, not a component: it runs for every visible cell of a 1000-row page.
 */
export function fieldCell(field: FieldMeta, value: unknown, text: string): ReactNode {
  if (text === EMPTY_CELL) return text;
  if (field.widget === 'copy') return <CopyValue title={field.title} value={String(value)} text={text} />;
  if (field.widget === 'idCard' && typeof value === 'string') return <IdCardValue title={field.title} value={value} />;
  const images = imagesOf(field, value);
  if (images) {
    return (
      <span className="inline-flex gap-1">
        {images.map((src, index) => (
          <img
            key={index}
            src={src}
            alt={images.length > 1 ? `${field.title} ${index + 1}` : field.title}
            loading="lazy"
            decoding="async"
            className="size-8 rounded border object-cover"
          />
        ))}
      </span>
    );
  }
  return text.length > CELL_CHARS ? <LongText text={text} /> : text;
}

/** The images a value is, or undefined: a declared image field's (or image list's) sources, or data: images in any field. */
export function imagesOf(field: Pick<FieldMeta, 'widget' | 'items'>, value: unknown): string[] | undefined {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0 || !values.every((v): v is string => typeof v === 'string')) return undefined;
  const declared = field.widget === 'image' || field.items?.widget === 'image';
  const drawn = declared ? values.every(isImageSource) : values.every(isImageData);
  return drawn ? values : undefined;
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
