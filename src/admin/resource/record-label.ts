import type { FieldMeta } from '@generated/manifest/types';
import type { Row } from './use-resource-list';

/** Field names that name the record itself, best first. */
const OWN_NAMES = ['name', 'title', 'realName', 'nickname', 'nickName', 'fullName', 'userName', 'username'];
/** A Chinese field title that says "this is a name": 姓名, 名称, 标题, 文件名, 版本号 … (not 审核人, 渠道). */
const NAME_TITLE = /(名称|姓名|标题|名|号)$/;

/**
 * The field that names a record to staff (张三, 2026 春季招生 …), from the list's field metadata:
 * a `name`/`title`-like field, else an `xxxName`/`xxxTitle` whose title says it is a name and that
 * is not the label of a reference (`departmentName` beside `departmentId` names the department,
 * not the record). Undefined when the record has none; callers fall back to its id.
 * When the spec declares label fields itself, this reads that declaration instead.
 */
export function labelField(fields: readonly FieldMeta[]): string | undefined {
  const names = new Set(fields.map((f) => f.name));
  const own = OWN_NAMES.find((name) => fields.some((f) => f.name === name && f.type === 'string'));
  if (own) return own;
  return fields.find((f) => {
    const match = /^(.+)(Name|Title)$/.exec(f.name);
    return f.type === 'string' && match && !names.has(`${match[1]}Id`) && NAME_TITLE.test(f.title);
  })?.name;
}

/** How a record is named in a question or a message: its label, else `ID 12`. */
export function recordLabel(row: Row, field: string | undefined): string {
  const value = field === undefined ? undefined : row[field];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return `ID ${String(row.id ?? '-')}`;
}
