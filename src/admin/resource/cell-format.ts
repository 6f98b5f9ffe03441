import type { FieldMeta } from '@generated/manifest/types';
import { formatDate, formatDateTime } from '@/lib/date-format';
import { htmlExcerpt } from './html-excerpt';

export const EMPTY_CELL = '-';

/** The enum label of a value, if the field has labels. */
export function enumLabel(field: Pick<FieldMeta, 'enum' | 'enumLabels'>, value: unknown): string | undefined {
  const index = field.enum?.findIndex((v) => String(v) === String(value)) ?? -1;
  return index >= 0 ? field.enumLabels?.[index] : undefined;
}

const isMoney = (field: FieldMeta) => field.type === 'number' && (field.multipleOf === 0.01 || /金额|元|费|价/.test(field.title));

/** A cell as staff read it: enum labels, yyyy-MM-dd HH:mm:ss, two-decimal money, 是/否, a dash when empty. */
export function formatCell(field: FieldMeta, value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY_CELL;
  if (field.enum) return enumLabel(field, value) ?? String(value);
  if (field.widget === 'html' && typeof value === 'string') return htmlExcerpt(value) || EMPTY_CELL;
  if (field.format === 'date-time') return formatDateTime(value as string);
  if (field.format === 'date') return formatDate(value as string);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' && isMoney(field)) return value.toFixed(2);
  if (Array.isArray(value)) return value.length ? value.map((v) => (field.enum ? (enumLabel(field, v) ?? v) : v)).join('、') : EMPTY_CELL;
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
