import { zodResolver } from '@hookform/resolvers/zod';
import { useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** SPEC.md §5: whitespace alone is no answer. The answer is handed back trimmed. */
const promptSchema = z.object({ value: z.string().trim().min(1, '请填写内容') });

export interface PromptOptions {
  title: string;
  label: string;
  defaultValue?: string;
}

interface PendingPrompt extends PromptOptions {
  id: number;
  settle: (value: string | null) => void;
}

// One prompt at a time, held outside React so any code (a row action, a call's handler) can ask.
let pending: PendingPrompt | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function show(next: PendingPrompt | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks for one line of text in a dialog; resolves with the trimmed text, or null when cancelled.
 * A second prompt while one is open cancels the first. Needs one <PromptHost /> mounted.
 *
 * @example
 * const reason = await prompt({ title: '驳回申请', label: '驳回原因' });
 * if (reason !== null) await reject({ id, reason });
 */
export function prompt(options: PromptOptions): Promise<string | null> {
  pending?.settle(null);
  return new Promise((resolve) => {
    const id = ++nextId;
    show({
      ...options,
      id,
      settle: (value) => {
        resolve(value);
        if (pending?.id === id) show(null);
      },
    });
  });
}

/** Mount once, next to the Toaster. */
export function PromptHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return (
    <Dialog
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) current?.settle(null);
      }}
    >
      {/* Keyed by prompt so each one starts from its own default value and no stale error. */}
      {current && <PromptForm key={current.id} prompt={current} />}
    </Dialog>
  );
}

function PromptForm({ prompt: { title, label, defaultValue = '', settle } }: { prompt: PendingPrompt }) {
  const form = useForm({ resolver: zodResolver(promptSchema), defaultValues: { value: defaultValue } });
  const submit = form.handleSubmit(({ value }) => settle(value));

  return (
    <DialogContent aria-describedby={undefined}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <FormField label={label} error={form.formState.errors.value?.message} required>
          <Input autoComplete="off" {...form.register('value')} />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              取消
            </Button>
          </DialogClose>
          <Button type="submit">确定</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
