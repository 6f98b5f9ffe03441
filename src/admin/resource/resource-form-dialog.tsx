import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldGrid } from './field-grid';
import { toInputValues } from './field-input';
import { callOperation, loadBodySchema, type GroupApi } from './generated-api';
import type { Row } from './use-resource-list';
import { isPassword } from './password-field';
import { reportSubmitFailure } from './submit-failure';
import { useFieldForm } from './use-field-form';
import { useFormDraft } from '../tabs/form-drafts';

/** The name of a save form among a tab's drafts: a screen reopens its 新增 from it (tabs/form-drafts.ts). */
export const formDraftName = (save: Pick<OperationMeta, 'operationId'>, recordId?: unknown) => `${save.operationId}:${recordId === undefined ? 'new' : String(recordId)}`;

interface ResourceFormDialogProps {
  api: GroupApi;
  save: OperationMeta;
  resourceName: string;
  /** The row being edited; undefined creates a new one. */
  record: Row | undefined;
  /** A new record's values to start from (a related list's parent: the lead a follow-up is for). */
  initial?: Readonly<Record<string, unknown>>;
  onClose: () => void;
  onSaved: () => void;
}

/** A create asks for an initial password (password-field.ts): marked as required there. */
const askedOnCreate = (field: FieldMeta): FieldMeta => (isPassword(field) ? { ...field, required: true } : field);

/** 新增 / 编辑: fields from the save form of the spec, checked by its generated zod schema. */
export function ResourceFormDialog({ api, save, resourceName, record, initial, onClose, onSaved }: ResourceFormDialogProps) {
  const fields = save.body.filter((f) => f.name !== 'id');
  // What was typed here before its tab was left comes back; passwords are never kept.
  const draft = useFormDraft(formDraftName(save, record?.id));
  const [start] = useState(() => toInputValues(fields, record ?? initial));
  const form = useFieldForm(
    fields,
    { ...start, ...draft.initial },
    useCallback(() => loadBodySchema(api, save), [api, save]),
  );
  const secrets = useMemo(() => save.body.filter(isPassword).map((f) => f.name), [save]);
  // Only input is a draft: a form left as it opened keeps nothing (and is not opened again).
  useEffect(() => {
    const typed = Object.entries(form.values).some(([name, value]) => !secrets.includes(name) && value !== (start[name] ?? ''));
    if (typed) draft.keep(form.values, secrets);
    else draft.drop();
  }, [draft, form.values, secrets, start]);
  const cancel = () => {
    draft.drop();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (payload: Record<string, unknown>) => callOperation(api, save, payload),
    onSuccess: () => {
      draft.drop();
      toast.success(record ? '保存成功' : '新增成功');
      onSaved();
    },
    onError: (error) => reportSubmitFailure(error, record ? '保存' : '新增'),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const payload = await form.validate(record ? { id: record.id } : {});
    // A failed save keeps the dialog and everything typed; the call layer has shown why.
    if (payload) mutation.mutate(payload);
  }

  return (
    // ✕ and Esc put the form away with what was typed (the next 新增 starts from it); 取消 discards it.
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        draft.park();
        onClose();
      }}
    >
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {record ? '编辑' : '新增'}
            {resourceName}
          </DialogTitle>
          <DialogDescription>{draft.initial ? '已恢复上次未保存的输入。带 * 的为必填项。' : '带 * 的为必填项。'}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-6">
          <FieldGrid fields={record ? fields : fields.map(askedOnCreate)} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="resource-form" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={cancel}>
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
