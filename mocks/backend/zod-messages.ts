import type { FieldMeta } from '@generated/manifest/types';
import type { ZodError } from 'zod';
import { zodIssueMessage } from '@/lib/zod-messages';

/** The first problem of a failed validation, in the same words the forms use. */
export function zodMessage(error: ZodError, fields: FieldMeta[], input: Record<string, unknown>): string {
  return zodIssueMessage(error.issues[0], (name) => fields.find((f) => f.name === name)?.title ?? name, input);
}
