import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isChunkLoadError } from '@/lib/chunk-timeout';
import { whenIdle } from '@/lib/idle';

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

function signInFailure(error: unknown): string {
  const offline = isChunkLoadError(error) || (error instanceof TypeError && /import|fetch/i.test(error.message));
  if (offline) return '登录失败：网络异常，请检查网络后重试';
  return `登录失败：${error instanceof Error && error.message ? error.message : '未知错误'}`;
}

interface SignInFormProps {
  /** Rejects to keep the form as typed (an ApiError's message the call layer has already shown). */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** Fetches the code `onSubmit` needs once the page is idle, so the first press does not wait for it. */
  preload?: () => Promise<unknown>;
  accountPlaceholder?: string;
  defaultAccount?: string;
  /** The account is given and cannot be changed (a re-login continues one person's session). */
  accountLocked?: boolean;
}

/**
 * The account + password form shared by the staff and the public sign-in pages. Two fields need
 * no form library: sign-in pages are the first thing loaded and every kilobyte shows.
 */
export function SignInForm({ onSubmit, preload, accountPlaceholder = '请输入账号', defaultAccount = '', accountLocked = false }: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ account: defaultAccount, password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  // A failed preload is harmless: submitting imports again and reports a failure then.
  useEffect(() => (preload ? whenIdle(() => void preload().catch(() => undefined)) : undefined), [preload]);

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
    setFailure(undefined);
    try {
      await onSubmit({ account: values.account.trim(), password: values.password });
    } catch (error) {
      // The typed values stay for another try. An ApiError has been toasted by the call layer;
      // anything else (the sign-in code could not load, an answer without the user) is said here.
      if (!isApiError(error)) setFailure(signInFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField label="账号" error={errors.account} required>
        <Input
          name="account"
          autoComplete="username"
          placeholder={accountPlaceholder}
          value={values.account}
          readOnly={accountLocked}
          className={accountLocked ? 'bg-muted' : undefined}
          onChange={(e) => change('account', e.target.value)}
        />
      </FormField>
      <FormField label="密码" error={errors.password} required>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
        />
      </FormField>
      {failure && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting && <LoaderCircle className="animate-spin" aria-hidden />}
        登录
      </Button>
    </form>
  );
}
