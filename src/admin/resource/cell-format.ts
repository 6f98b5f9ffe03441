import type { FieldMeta } from '@generated/manifest/types';
import { formatDate, formatDateTime } from '@/lib/date-format';
import { maskIdCard } from '@/lib/id-card-mask';
import { isImageData } from '@/lib/image-source';
import { htmlExcerpt } from './html-excerpt';

export const EMPTY_CELL = '-';
/** What an inline (data:) image reads as where only text can go. */
export const IMAGE_TEXT = '图片';

/** The enum label of a value, if the field has labels. */
export function enumLabel(field: Pick<FieldMeta, 'enum' | 'enumLabels'>, value: unknown): string | undefined {
  const index = field.enum?.findIndex((v) => String(v) === String(value)) ?? -1;
  return index >= 0 ? field.enumLabels?.[index] : undefined;
}

const isMoney = (field: FieldMeta) => field.type === 'number' && (field.multipleOf === 0.01 || /金额|元|费|价/.test(field.title));

/** A cell as staff read it: enum labels, yyyy-MM-dd HH:mm:ss, two-decimal money, 是/否, a masked ID-card number, 图片 for an inline image, a dash when empty. */
export function formatCell(field: FieldMeta, value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY_CELL;
  if (field.enum) return enumLabel(field, value) ?? String(value);
  if (field.widget === 'html' && typeof value === 'string') return htmlExcerpt(value) || EMPTY_CELL;
  // Masked wherever a cell's text goes (sorting, tooltips): the full number only on demand (id-card-value.tsx).
  if (field.widget === 'idCard' && typeof value === 'string') return maskIdCard(value);
  // An image sent inline is kilobytes of base64: as text it reads 图片 (cells draw it: field-cell.tsx).
  if (typeof value === 'string' && isImageData(value)) return IMAGE_TEXT;
  if (field.format === 'date-time') return formatDateTime(value as string);
  if (field.format === 'date') return formatDate(value as string);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' && isMoney(field)) return value.toFixed(2);
  if (Array.isArray(value))
    return value.length ? value.map((v) => (field.enum ? (enumLabel(field, v) ?? v) : typeof v === 'string' && isImageData(v) ? IMAGE_TEXT : v)).join('、') : EMPTY_CELL;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Columns worth showing by default: not bare ids of other records, not long text. A reference
 * (`x-ref`) shows its record's label, so it is worth showing.
 */
export function defaultVisible(field: FieldMeta): boolean {
  if (field.name !== 'id' && field.name.endsWith('Id') && !field.ref) return false;
  return !/^(content|description|avatar|password|remark)$/.test(field.name) && field.type !== 'object';
}
