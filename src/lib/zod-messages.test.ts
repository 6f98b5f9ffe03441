import { describe, expect, it } from 'vitest';
import { zodIssueMessage } from './zod-messages';

const titleOf = (name: string) => ({ phone: '手机号', project: '报读项目', name: '姓名' })[name] ?? name;

describe('zod issues in zh-CN', () => {
  it('names the field and reads a missing value as missing, whatever the rule', () => {
    expect(zodIssueMessage({ code: 'invalid_value', path: ['project'], input: undefined }, titleOf)).toBe('报读项目不能为空');
    expect(zodIssueMessage({ code: 'invalid_type', path: ['name'] }, titleOf, { phone: '1' })).toBe('姓名不能为空');
    expect(zodIssueMessage({ code: 'invalid_format', path: ['phone'] }, titleOf, { phone: '' })).toBe('手机号不能为空');
  });

  it('explains a present but wrong value', () => {
    expect(zodIssueMessage({ code: 'invalid_format', path: ['phone'] }, titleOf, { phone: '123' })).toBe('手机号格式不正确');
    expect(zodIssueMessage({ code: 'too_big', path: ['name'], input: 'x'.repeat(40), origin: 'string', maximum: 32 }, titleOf)).toBe('姓名不能超过 32 个字符');
    expect(zodIssueMessage({ code: 'invalid_value', path: ['project'], input: 9 }, titleOf)).toBe('报读项目的取值无效');
  });
});
