import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
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
import { decidesOn, RecordReview } from './record-review';
import type { Row } from './use-resource-list';
import { reportSubmitFailure } from './submit-failure';
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
  /** The resource and its list's fields: an action that decides on one record shows it (record-review.tsx). */
  resource?: ResourceMeta;
  fields?: readonly FieldMeta[];
}

/**
 * A record action (删除, 审核, 撤回, 启动 …): a confirmation when it needs nothing more, a small form
 * from the spec when it does (审核意见, 接收人 …). Its title says the action and names the record
 * (禁用管理员「张三」？), its toast what happened (已禁用). The dialog stays open with its input if
 * the call fails.
 */
export function ActionDialog({ api, operation, rows, resourceName, labelOf, preset = {}, verb, onClose, onDone, resource, fields: recordFields = [] }: ActionDialogProps) {
  // An action that takes no record (提交申请) is named by its summary alone.
  const wording =
    rows.length === 0
      ? { title: operation.summary, question: '带 * 的为必填项。', done: `${operation.summary}成功` }
      : actionWording(operation, resourceName, rows.map(labelOf), verb);
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
    onError: (error) => reportSubmitFailure(error, operation.summary || '操作'),
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
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-xl">
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
          {resource && rows[0] && decidesOn(operation, rows) && <RecordReview api={api} resource={resource} fields={recordFields} row={rows[0]} />}
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
