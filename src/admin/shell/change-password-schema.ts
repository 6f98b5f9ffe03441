import { z } from 'zod';

const LENGTH = '新密码长度为 6–20 位';

/** zh-CN messages in the order staff fix them: required, length, then the cross-field rules. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, '请输入原密码'),
    newPassword: z.string().min(1, { message: '请输入新密码', abort: true }).min(6, LENGTH).max(20, LENGTH),
    confirmPassword: z.string().min(1, '请再次输入新密码'),
  })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: '新密码不能与原密码相同' })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: '两次输入的新密码不一致' });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
