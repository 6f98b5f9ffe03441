import type { FieldMeta } from '@generated/manifest/types';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { zodIssueMessage, type ZodIssueLike } from '@/lib/zod-messages';
import { toPayload } from './field-input';

/**
 * Form state for spec fields: inputs hold strings; submit turns them into the typed payload and
 * checks it with the operation's generated zod schema, so forms and backend agree on every rule.
 */
export function useFieldForm(fields: FieldMeta[], initial: Record<string, string>, schema: ZodType | undefined) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleOf = (name: string) => fields.find((f) => f.name === name)?.title ?? name;

  function setValue(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  /** The typed payload, or undefined after showing the problems next to their fields. */
  function validate(extra: Record<string, unknown> = {}): Record<string, unknown> | undefined {
    const payload = { ...toPayload(fields, values), ...extra };
    const result = schema?.safeParse(payload);
    if (!result || result.success) return payload;
    const next: Record<string, string> = {};
    for (const issue of result.error.issues as ZodIssueLike[]) {
      const name = String(issue.path[0] ?? '');
      next[name] ??= zodIssueMessage(issue, titleOf, payload);
    }
    setErrors(next);
    return undefined;
  }

  return { values, errors, setValue, validate, reset: (next: Record<string, string>) => (setValues(next), setErrors({})) };
}
