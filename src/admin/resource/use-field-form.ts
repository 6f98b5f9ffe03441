import type { FieldMeta } from '@generated/manifest/types';
import { useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { fieldRuleProblems } from '@/lib/field-rules';
import { toast } from '@/lib/toast';
import { zodIssueMessage, type ZodIssueLike } from '@/lib/zod-messages';
import { toPayload } from './field-input';
import { passwordProblems } from './password-field';

/**
 * Form state for spec fields: inputs hold strings; submit turns them into the typed payload and
 * checks it with the operation's generated zod schema and the rules the manifest adds to it
 * (`notBefore`, widgets: src/lib/field-rules.ts, which the mock backend applies too), so forms and
 * backend agree on every rule.
 */
export function useFieldForm(fields: FieldMeta[], initial: Record<string, string>, loadSchema: () => Promise<ZodType | undefined>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const checking = useRef(false);
  // The schema loads while the user fills the form in, so submitting does not wait for it.
  useEffect(() => void loadSchema().catch(() => undefined), [loadSchema]);
  const titleOf = (name: string) => fields.find((f) => f.name === name)?.title ?? name;

  function setValue(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  /**
   * The typed payload, or undefined after showing the problems next to their fields (or, when the
   * rules could not be loaded, a message saying so: what was typed stays). A second submit while the
   * rules are still loading gets undefined: one press of 确定 must not save twice.
   */
  async function validate(extra: Record<string, unknown> = {}): Promise<Record<string, unknown> | undefined> {
    if (checking.current) return undefined;
    const payload = { ...toPayload(fields, values), ...extra };
    // A required field left empty that has a default leaves with it (the generated call sends every
    // required field; `所属章` empty means 0, a top-level 章), as the schema's own default says.
    for (const field of fields) if (field.required && payload[field.name] === undefined && field.default !== undefined) payload[field.name] = field.default;
    let schema: ZodType | undefined;
    checking.current = true;
    try {
      schema = await loadSchema();
    } catch {
      toast.error('表单校验规则加载失败：网络异常，请检查网络后重试');
      return undefined;
    } finally {
      checking.current = false;
    }
    const result = schema?.safeParse(payload);
    const next: Record<string, string> = {};
    for (const issue of result?.success === false ? (result.error.issues as ZodIssueLike[]) : []) {
      const name = String(issue.path[0] ?? '');
      next[name] ??= zodIssueMessage(issue, titleOf, payload);
    }
    // Rules across fields and the widgets' own (an end not before its start, the ID-card checksum):
    // shown at their field with the schema's, what was typed stays.
    for (const [name, message] of Object.entries(fieldRuleProblems(fields, payload))) next[name] ??= message;
    // Passwords are checked as typed (their payload is a hash); one is asked for when nothing is edited (a create).
    for (const [name, message] of Object.entries(passwordProblems(fields, values, extra.id === undefined))) next[name] = message;
    if (Object.keys(next).length === 0) return payload;
    setErrors(next);
    return undefined;
  }

  return { values, errors, setValue, validate, reset: (next: Record<string, string>) => (setValues(next), setErrors({})) };
}
