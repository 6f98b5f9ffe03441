import { toDate } from './date-format';
import { isValidIdCard } from './id-card';

/**
 * What the rules need of a field (FieldMeta fits; src/lib does not import the manifest).
 * One place for the rules a field's own schema cannot hold, so a form and the mock backend
 * refuse the same values with the same words.
 */
export interface RuleField {
  name: string;
  title: string;
  /** `x-not-before`: the field this date or date-time may not be earlier than. */
  notBefore?: string;
  /** `x-widget`: `idCard` brings the SPEC.md §5 checksum. */
  widget?: string;
}

/** 「结束时间不能早于开始时间」: both fields by their titles. */
export function notBeforeMessage(end: Pick<RuleField, 'title'>, start: Pick<RuleField, 'title'>): string {
  return `${end.title}不能早于${start.title}`;
}

/** SPEC.md §5 gives the rule (weights and a check digit) but no words; these say what to type. */
export function idCardMessage(field: Pick<RuleField, 'title'>): string {
  return `请输入有效的 18 位${field.title}`;
}

/** Only text and numbers are values here (a file or an object is no date). */
function own(values: Readonly<Record<string, unknown>>, name: string): string | number | undefined {
  const value = Object.hasOwn(values, name) ? values[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The problems of filled-in values, one message per field name:
 * - `x-not-before`: when both are filled in and the end is earlier than its start (equal is fine:
 *   a one-day activity). A value that is no readable date is left to the field's format rule; a
 *   start that is not among `fields` is not checked.
 * - `x-widget: idCard`: an 18-digit number whose check character holds and whose birth date is a
 *   real past day (src/lib/id-card.ts).
 */
export function fieldRuleProblems(fields: readonly RuleField[], values: Readonly<Record<string, unknown>>): Record<string, string> {
  const problems: Record<string, string> = {};
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const field of fields) {
    const value = own(values, field.name);
    if (value === undefined || value === '') continue;
    if (field.widget === 'idCard' && !isValidIdCard(String(value).trim())) {
      problems[field.name] = idCardMessage(field);
      continue;
    }
    const start = field.notBefore === undefined ? undefined : byName.get(field.notBefore);
    if (!start) continue;
    const endAt = toDate(value);
    const startAt = toDate(own(values, start.name));
    if (endAt && startAt && endAt.getTime() < startAt.getTime()) problems[field.name] = notBeforeMessage(field, start);
  }
  return problems;
}
