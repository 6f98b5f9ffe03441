import type { FieldMeta } from '@generated/manifest/types';
import { lazy, Suspense } from 'react';
import { EMPTY_CELL, formatCell } from '../resource/cell-format';
import { fieldCell } from '../resource/field-cell';
import { isImageSource } from '../resource/image-upload-input';
import { RecordLink, RelationLabel, RelationLabels } from '../resource/relation-label';
import type { Row } from '../resource/row';
import { isLongText } from './record-fields';

/** The strict CMS sanitiser (DOMPurify) loads with the first record that has HTML, not with every page. */
const SafeHtml = lazy(() => import('@/components/safe-html').then((m) => ({ default: m.SafeHtml })));

/**
 * One value of a record as its page shows it: formatted as its table cell is (enum labels, dates,
 * money, 复制), references as links to their records, images as images, HTML sanitised, long texts whole.
 */
export function RecordValue({ field, record, fields }: { field: FieldMeta; record: Row; fields: readonly FieldMeta[] }) {
  const value = record[field.name];
  if (field.ref) {
    if (value === undefined || value === null || value === '') return <>{EMPTY_CELL}</>;
    if (Array.isArray(value)) return <RelationLabels refTo={field.ref} ids={value as (number | string)[]} />;
    return <RelationLabel refTo={field.ref} id={value as number | string} />;
  }
  const text = formatCell(field, value);
  if (text === EMPTY_CELL) return <>{text}</>;
  const idField = field.labelOf ? fields.find((f) => f.name === field.labelOf) : undefined;
  const id = idField ? record[idField.name] : undefined;
  if (idField?.ref && (typeof id === 'number' || typeof id === 'string')) {
    return (
      <RecordLink resource={idField.ref.resource} id={id}>
        {text}
      </RecordLink>
    );
  }
  if (field.widget === 'html' && typeof value === 'string') {
    return (
      <Suspense fallback={<span className="text-muted-foreground">{text}</span>}>
        <SafeHtml html={value} className="max-h-96 overflow-y-auto rounded-md border p-3 text-sm leading-6" />
      </Suspense>
    );
  }
  if (field.widget === 'image' && typeof value === 'string' && isImageSource(value)) {
    return <img src={value} alt={field.title} loading="lazy" decoding="async" className="max-h-40 max-w-full rounded border object-contain" />;
  }
  if (isLongText(field) || field.widget === undefined) return <span className="break-words whitespace-pre-wrap">{text}</span>;
  return <>{fieldCell(field, value, text)}</>;
}
