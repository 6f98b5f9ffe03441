import type { FieldMeta } from '@generated/manifest/types';
import type { ZodError } from 'zod';

/** The first problem of a failed validation as staff should read it: 「手机号格式不正确」. */
export function zodMessage(error: ZodError, fields: FieldMeta[]): string {
  const issue = error.issues[0];
  if (!issue) return '数据校验失败';
  const name = String(issue.path[0] ?? '');
  const field = fields.find((f) => f.name === name);
  const title = field?.title ?? name;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${title}不能为空` : `${title}类型不正确`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? `${title}不能为空` : `${title}不能小于 ${String(issue.minimum)}${issue.origin === 'string' ? ' 个字符' : ''}`;
    case 'too_big':
      return `${title}不能超过 ${String(issue.maximum)}${issue.origin === 'string' ? ' 个字符' : ''}`;
    case 'invalid_format':
      return `${title}格式不正确`;
    case 'invalid_value':
      return `${title}的取值无效`;
    case 'not_multiple_of':
      return `${title}最多保留两位小数`;
    default:
      return `${title}不正确`;
  }
}
