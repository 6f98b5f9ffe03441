import type { FieldMeta } from '@generated/manifest/types';

/** A group of a record's fields on its page. */
export interface RecordSection {
  title: string;
  fields: FieldMeta[];
}

/** Who made or last changed the record, and when: the backend's own bookkeeping. */
const BOOKKEEPING = /^(create|update)(Time|By|Name|Id)$/;
const LONG_TEXT = 200;

/** Whether a field is a body of text (an article, a remark), shown at full width. */
export const isLongText = (field: FieldMeta) =>
  field.widget === 'html' || field.semantic === 'content' || field.semantic === 'remark' || (field.type === 'string' && (field.maxLength ?? 0) > LONG_TEXT);

/**
 * A record's fields as its page groups them, in the spec's order within each group: 基本信息 (its own
 * values and states), 关联信息 (the records it points to: `x-ref`, shown by their labels), 内容 (bodies
 * of text), 记录信息 (created and changed, by whom). A reference whose label the record carries
 * (`x-label-of`) shows once, by its label; the id itself is in the page's heading.
 */
export function recordSections(fields: readonly FieldMeta[]): RecordSection[] {
  const labelled = new Set(fields.flatMap((f) => (f.labelOf ? [f.labelOf] : [])));
  const shown = fields.filter((f) => f.name !== 'id' && !(f.ref && labelled.has(f.name)));
  return SECTIONS.map((title, index) => ({ title, fields: shown.filter((f) => sectionOf(f) === index) })).filter((section) => section.fields.length > 0);
}

const SECTIONS = ['基本信息', '关联信息', '内容', '记录信息'];

/** The index in SECTIONS of the group a field belongs to. */
function sectionOf(field: FieldMeta): number {
  if (BOOKKEEPING.test(field.name)) return 3;
  if (field.ref || field.labelOf) return 1;
  if (isLongText(field)) return 2;
  return 0;
}
