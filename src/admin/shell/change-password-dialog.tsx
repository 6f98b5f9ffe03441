import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import md5 from 'md5';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { bmsSystemAdminUpdatePassword } from '@generated/bms-system/client/bms-system';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Old, new and confirmation; both passwords leave the browser only as md5 (like the sign-in, SPEC.md §5). */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  function setOpen(next: boolean) {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await bmsSystemAdminUpdatePassword({ oldPassword: md5(oldPassword), newPassword: md5(newPassword) });
    } catch {
      // The call layer showed why (e.g. 原密码错误); the form stays as typed.
      return;
    }
    toast.success('密码修改成功，下次登录请使用新密码');
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>修改密码</DialogTitle>
          <DialogDescription>新密码须为 6–20 位，且不能与原密码相同。</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="原密码" error={errors.oldPassword?.message} required>
            <Input type="password" autoComplete="current-password" placeholder="请输入原密码" {...form.register('oldPassword')} />
          </FormField>
          <FormField label="新密码" error={errors.newPassword?.message} required>
            <Input type="password" autoComplete="new-password" placeholder="6–20 位" {...form.register('newPassword')} />
          </FormField>
          <FormField label="确认新密码" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" placeholder="请再次输入新密码" {...form.register('confirmPassword')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                取消
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
              确定
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
