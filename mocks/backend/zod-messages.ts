import type { FieldMeta } from '@generated/manifest/types';
import type { ZodError } from 'zod';
// Relative, with `.ts`: the sheet worker_thread (sheet-node-worker.ts) loads this file without Vite's aliases.
import { zodIssueMessage } from '../../src/lib/zod-messages.ts';

/** The first problem of a failed validation, in the same words the forms use. */
export function zodMessage(error: ZodError, fields: FieldMeta[], input: Record<string, unknown>): string {
  return zodIssueMessage(error.issues[0], (name) => fields.find((f) => f.name === name)?.title ?? name, input);
}
