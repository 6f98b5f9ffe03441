import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password-schema';

const messages = (values: Record<string, string>) => {
  const result = changePasswordSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('changePasswordSchema', () => {
  it('requires every field', () => {
    expect(messages({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual(['请输入原密码', '请输入新密码', '请再次输入新密码']);
  });

  it('limits the new password to 6–20 characters', () => {
    expect(messages({ oldPassword: '123456', newPassword: '12345', confirmPassword: '12345' })).toContain('新密码长度为 6–20 位');
    expect(messages({ oldPassword: '123456', newPassword: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) })).toContain('新密码长度为 6–20 位');
  });

  it('refuses the old password as the new one', () => {
    expect(messages({ oldPassword: '123456', newPassword: '123456', confirmPassword: '123456' })).toEqual(['新密码不能与原密码相同']);
  });

  it('needs the confirmation to match', () => {
    expect(messages({ oldPassword: '123456', newPassword: 'abc12345', confirmPassword: 'abc1234' })).toEqual(['两次输入的新密码不一致']);
  });

  it('accepts a valid change', () => {
    expect(messages({ oldPassword: '123456', newPassword: 'abc12345', confirmPassword: 'abc12345' })).toEqual([]);
  });
});
