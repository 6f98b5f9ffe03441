import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** SPEC.md §5: both fields required, with these exact messages. */
export const signInSchema = z.object({
  account: z.string().trim().min(1, '请输入账号'),
  password: z.string().min(1, '请输入密码'),
});

export type SignInValues = z.infer<typeof signInSchema>;

interface SignInFormProps {
  /** Rejects to keep the form as typed (the call layer has already shown why). */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  accountPlaceholder?: string;
  defaultAccount?: string;
}

/** The account + password form shared by the staff and the public sign-in pages. */
export function SignInForm({ onSubmit, accountPlaceholder = '请输入账号', defaultAccount = '' }: SignInFormProps) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { account: defaultAccount, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The error toast came from the call layer; the typed values stay for another try.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="账号" error={errors.account?.message} required>
        <Input autoComplete="username" placeholder={accountPlaceholder} {...form.register('account')} />
      </FormField>
      <FormField label="密码" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" placeholder="请输入密码" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
        登录
      </Button>
    </form>
  );
}
