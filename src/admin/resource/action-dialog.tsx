import type { OperationMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ACTION_CONFIRMATIONS } from '@/admin/action-confirmations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldGrid } from './field-grid';
import { callOperation, loadBodySchema, type GroupApi } from './generated-api';
import { actionName, extraFields, targetPayload } from './operation-target';
import type { Row } from './use-resource-list';
import { useFieldForm } from './use-field-form';

interface ActionDialogProps {
  api: GroupApi;
  operation: OperationMeta;
  rows: Row[];
  /** Values to send without asking (e.g. the status an 启用/禁用 toggle sets). */
  preset?: Record<string, unknown>;
  /** The confirmation question, when the caller knows better than the action's name (启用 vs 禁用). */
  question?: string;
  onClose: () => void;
  onDone: () => void;
}

/** The question a confirmation asks: the project's wording for known actions, else one from the summary. */
export function confirmationText(operation: OperationMeta, count: number): string {
  const known = ACTION_CONFIRMATIONS[actionName(operation)];
  const base = known ?? `确定要${operation.summary.replace(/^(批量)?/, '')}吗？`;
  return count > 1 ? `已选择 ${count} 条记录。${base}` : base;
}

/**
 * A record action (删除, 审核, 撤回, 启动 …): a confirmation when it needs nothing more, a small form
 * from the spec when it does (审核意见, 接收人 …). The dialog stays open with its input if the call fails.
 */
export function ActionDialog({ api, operation, rows, preset = {}, question, onClose, onDone }: ActionDialogProps) {
  const fields = extraFields(operation).filter((f) => !(f.name in preset));
  const form = useFieldForm(fields, {}, useCallback(() => loadBodySchema(api, operation), [api, operation]));
  const mutation = useMutation({
    mutationFn: (payload: Record<string, unknown>) => callOperation(api, operation, payload),
    onSuccess: () => {
      toast.success(`${operation.summary}成功`);
      onDone();
    },
  });
  const run = (extra: Record<string, unknown>) => mutation.mutate({ ...extra, ...preset, ...targetPayload(operation, rows) });

  if (fields.length === 0) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={operation.summary}
        description={question ?? confirmationText(operation, rows.length)}
        onConfirm={() => mutation.mutateAsync({ ...preset, ...targetPayload(operation, rows) })}
        closeOnSuccess={false}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{operation.summary}</DialogTitle>
          <DialogDescription>{question ?? confirmationText(operation, rows.length)}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-6"
          onSubmit={async (e) => {
            e.preventDefault();
            const payload = await form.validate({ ...preset, ...targetPayload(operation, rows) });
            if (payload) run(payload);
          }}
        >
          <FieldGrid fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="action-form" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              确定
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
