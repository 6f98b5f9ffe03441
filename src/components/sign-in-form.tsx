import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface SignInValues {
  account: string;
  password: string;
}

type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** SPEC.md §5: both fields required, with these exact messages (whitespace-only counts as empty). */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (!values.account.trim()) errors.account = '请输入账号';
  if (!values.password) errors.password = '请输入密码';
  return errors;
}

interface SignInFormProps {
  /** Rejects to keep the form as typed (the call layer has already shown why). */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  accountPlaceholder?: string;
  defaultAccount?: string;
}

/**
 * The account + password form shared by the staff and the public sign-in pages. Two fields need
 * no form library: sign-in pages are the first thing loaded and every kilobyte shows.
 */
export function SignInForm({ onSubmit, accountPlaceholder = '请输入账号', defaultAccount = '' }: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ account: defaultAccount, password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function change(name: keyof SignInValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (found.account || found.password) return;
    setSubmitting(true);
    try {
      await onSubmit({ account: values.account.trim(), password: values.password });
    } catch {
      // The error toast came from the call layer; the typed values stay for another try.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField label="账号" error={errors.account} required>
        <Input name="account" autoComplete="username" placeholder={accountPlaceholder} value={values.account} onChange={(e) => change('account', e.target.value)} />
      </FormField>
      <FormField label="密码" error={errors.password} required>
        <Input name="password" type="password" autoComplete="current-password" placeholder="请输入密码" value={values.password} onChange={(e) => change('password', e.target.value)} />
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting && <LoaderCircle className="animate-spin" aria-hidden />}
        登录
      </Button>
    </form>
  );
}
