/** A zod issue, as much of it as a message needs (zod 4's issue shape). */
export interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The message staff read for a failed field: 「手机号格式不正确」. Generated zod schemas speak English;
 * this turns an issue into zh-CN with the field's Chinese title (the same words in forms and mocks).
 */
export function zodIssueMessage(
  issue: ZodIssueLike | undefined,
  titleOf: (name: string) => string,
  /** The validated object: zod 4 leaves `issue.input` out unless asked, so emptiness is read here. */
  input?: Record<string, unknown>,
): string {
  if (!issue) return '数据校验失败';
  const name = String(issue.path[0] ?? '');
  const title = titleOf(name);
  const value = input ? input[name] : issue.input;
  // Whatever rule failed, a missing required value reads as missing (not as 「取值无效」).
  if ((value === undefined || value === '' || value === null) && issue.code !== 'custom') return `${title}不能为空`;
  const unit = issue.origin === 'string' ? ' 个字符' : '';
  switch (issue.code) {
    case 'invalid_type':
      return `${title}类型不正确`;
    case 'too_small':
      if (issue.origin === 'array') return `请至少选择 ${String(issue.minimum)} 项${title}`;
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? `${title}不能为空` : `${title}不能小于 ${String(issue.minimum)}${unit}`;
    case 'too_big':
      return `${title}不能超过 ${String(issue.maximum)}${unit}`;
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
