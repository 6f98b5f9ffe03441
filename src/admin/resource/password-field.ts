import type { FieldMeta } from '@generated/manifest/types';
import md5 from 'md5';

/**
 * A spec field declared `format: password` (openapi/README.md, "Meaning"): a secret staff type in plain
 * and that leaves md5-hashed, like a sign-in's (SPEC.md §5); no answer carries it back. In a save form it
 * is an initial password: asked when creating (the new account must be able to sign in), left empty when
 * editing to keep the stored one. Its plain length follows the app's password rule (修改密码: 6–20 位).
 */
export const isPassword = (field: Pick<FieldMeta, 'format'>) => field.format === 'password';

export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/** What leaves for a typed password: its md5, as the backend compares it. */
export const hashPassword = (plain: string) => md5(plain);

/**
 * The problems of the password fields of a form, by field name: missing on a create, or a plain
 * length outside the rule. Read from what was typed (`values`), before anything is hashed.
 */
export function passwordProblems(fields: readonly FieldMeta[], values: Readonly<Record<string, string>>, creating: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (!isPassword(field)) continue;
    const plain = values[field.name] ?? '';
    if (plain === '') {
      if (creating) problems[field.name] = `请输入${field.title}`;
      continue;
    }
    if (plain.length < PASSWORD_LENGTH.min || plain.length > PASSWORD_LENGTH.max) problems[field.name] = `${field.title}长度为 ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 位`;
  }
  return problems;
}
