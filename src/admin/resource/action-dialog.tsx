import type { OperationMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { actionWording } from './action-wording';
import { FieldGrid } from './field-grid';
import { callOperation, loadBodySchema, type GroupApi } from './generated-api';
import { extraFields, targetPayload } from './operation-target';
import type { Row } from './use-resource-list';
import { useFieldForm } from './use-field-form';

interface ActionDialogProps {
  api: GroupApi;
  operation: OperationMeta;
  rows: Row[];
  /** The resource's name (管理员): the dialog names what it acts on. */
  resourceName: string;
  /** How each row is named (its label field, else its id). */
  labelOf: (row: Row) => string;
  /** Values to send without asking (e.g. the status an 启用/禁用 toggle sets). */
  preset?: Record<string, unknown>;
  /** The verb, when the caller knows better than the action's summary (启用 vs 禁用 from the record's status). */
  verb?: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A record action (删除, 审核, 撤回, 启动 …): a confirmation when it needs nothing more, a small form
 * from the spec when it does (审核意见, 接收人 …). Its title says the action and names the record
 * (禁用管理员「张三」？), its toast what happened (已禁用). The dialog stays open with its input if
 * the call fails.
 */
export function ActionDialog({ api, operation, rows, resourceName, labelOf, preset = {}, verb, onClose, onDone }: ActionDialogProps) {
  const wording = actionWording(operation, resourceName, rows.map(labelOf), verb);
  const fields = extraFields(operation).filter((f) => !(f.name in preset));
  const form = useFieldForm(
    fields,
    {},
    useCallback(() => loadBodySchema(api, operation), [api, operation]),
  );
  const mutation = useMutation({
    mutationFn: (payload: Record<string, unknown>) => callOperation(api, operation, payload),
    onSuccess: () => {
      toast.success(wording.done);
      onDone();
    },
  });
  const run = (extra: Record<string, unknown>) => mutation.mutate({ ...extra, ...preset, ...targetPayload(operation, rows) });

  if (fields.length === 0) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={wording.title}
        description={wording.question}
        onConfirm={() => mutation.mutateAsync({ ...preset, ...targetPayload(operation, rows) })}
        closeOnSuccess={false}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          {/* A form is its own confirmation: the title names the action and the record, without asking. */}
          <DialogTitle>{wording.title.replace(/？$/, '')}</DialogTitle>
          <DialogDescription>{wording.question}</DialogDescription>
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
