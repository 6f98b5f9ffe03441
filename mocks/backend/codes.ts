import type { FieldMeta } from '@generated/manifest/types';

/**
 * Codes as an organisation assigns them, not letter soup from their `pattern` (values.ts asks here
 * first, and keeps a code only when it matches the declared pattern):
 * - a waybill number in its carrier's shape (顺丰 SF + 13 digits, 中通 7 + 14 digits, 圆通 YT + 13…),
 *   the carrier read from the record (its `company` / `expressCompany`);
 * - any other code: the record kind's initials and its id, `CT-0017` (with `_`, or nothing between,
 *   when the pattern allows no `-`), so codes of one table look alike and never repeat.
 * Positions carry codes of their own (demo-data.ts, POSITION_CODES).
 */

/** A code's field: declared one, or named or titled like one (编码, 单号, `…Code`, `…No`). */
export function isCodeField(field: FieldMeta): boolean {
  if (field.type !== 'string' || field.enum || field.widget === 'idCard' || field.format) return false;
  return field.semantic === 'code' || /(编码|编号|单号|代码|卡号)$/.test(field.title) || /^code$|Code$|No$/.test(field.name);
}

/** Carrier → [prefix, digits after it] (China's common waybill shapes). */
const WAYBILLS: Readonly<Record<string, readonly [string, number]>> = {
  SF: ['SF', 13],
  ZTO: ['7', 14],
  YTO: ['YT', 13],
  YD: ['43', 11],
  STO: ['77', 11],
  JD: ['JDVA', 11],
  EMS: ['11', 11],
};

const digits = (count: number, draw: (min: number, max: number) => number) => Array.from({ length: count }, () => draw(0, 9)).join('');

/** The initials of a resource key's words after its service and group (`bmsExtensionClassificationTwo` → `CT`). */
export function kindInitials(resourceKey: string): string {
  const words = resourceKey.replace(/\/.*$/, '').match(/[A-Z][a-z0-9]*/g) ?? [];
  const initials = words
    .slice(1)
    .map((w) => w[0])
    .join('');
  return (initials || resourceKey.slice(0, 2)).toUpperCase().slice(0, 4);
}

/**
 * A realistic code for a code field of a record, or undefined for a field that is no code or a
 * pattern none of the shapes fits (the caller then draws from the pattern).
 */
export function codeValue(field: FieldMeta, row: Record<string, unknown>, resourceKey: string, id: number, draw: (min: number, max: number) => number): string | undefined {
  if (!isCodeField(field)) return undefined;
  const fits = (code: string) => {
    if (field.maxLength !== undefined && code.length > field.maxLength) return false;
    if (field.minLength !== undefined && code.length < field.minLength) return false;
    try {
      return field.pattern === undefined || new RegExp(field.pattern, 'u').test(code);
    } catch {
      return false;
    }
  };
  if (/express|waybill/i.test(field.name) || /快递|运单/.test(field.title)) {
    const carrier = String(row.company ?? row.expressCompany ?? 'SF');
    const [prefix, count] = WAYBILLS[carrier] ?? WAYBILLS.SF!;
    const code = `${prefix}${digits(count, draw)}`;
    return fits(code) ? code : undefined;
  }
  const initials = kindInitials(resourceKey);
  const number = String(id).padStart(4, '0');
  return [`${initials}-${number}`, `${initials}${number}`, `${initials}_${number}`, `${initials.toLowerCase()}_${number}`].find(fits);
}
