import type { OperationMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { callOperation, type GroupApi } from './generated-api';

const ACCEPT = '.xlsx,.xls,.csv';
const MAX_BYTES = 10 * 1024 * 1024;

interface UploadResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; reason: string }[];
}

/** What is wrong with a chosen file before it is sent, or undefined. */
export function checkUploadFile(file: File | undefined): string | undefined {
  if (!file) return '请选择要导入的文件';
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return '文件格式不正确，请选择 xlsx、xls 或 csv 文件';
  if (file.size === 0) return '文件为空，请检查后重新选择';
  if (file.size > MAX_BYTES) return '文件不能超过 10 MB';
  return undefined;
}

interface UploadDialogProps {
  api: GroupApi;
  upload: OperationMeta;
  resourceName: string;
  onClose: () => void;
  onImported: () => void;
}

/**
 * 导入: type and size checked before sending; the per-row result of the server shown after. A file is
 * imported once: 开始导入 is off while it is sent and once it has been imported (again would add its
 * rows twice), until another file is chosen; the dialog then offers 完成.
 */
export function UploadDialog({ api, upload, resourceName, onClose, onImported }: UploadDialogProps) {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (chosen: File) => callOperation<{ data?: UploadResult }>(api, upload, { file: chosen }),
    onSuccess: (body) => {
      if ((body.data?.success ?? 0) > 0) onImported();
    },
  });
  const result = mutation.data?.data;
  // A failed call leaves the file importable: the call layer has said why, and the user may try again.
  const imported = mutation.isSuccess;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>导入{resourceName}</DialogTitle>
          <DialogDescription>支持 xlsx、xls、csv，不超过 10 MB。请先下载模板并按模板填写。</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const problem = checkUploadFile(file);
            setError(problem);
            if (!problem && file) mutation.mutate(file);
          }}
        >
          <FormField label="导入文件" error={error}>
            <FileInput
              file={file}
              accept={ACCEPT}
              disabled={mutation.isPending}
              onChange={(e) => {
                setFile(e.target.files?.[0]);
                setError(undefined);
                mutation.reset();
              }}
            />
          </FormField>
          {result && (
            <section aria-label="导入结果" className="grid gap-2 rounded-md border p-3 text-sm">
              <p>
                共 {result.total} 行，成功 <b className="text-emerald-600">{result.success}</b> 行，失败 <b className="text-destructive">{result.failed}</b> 行
              </p>
              {result.errors.length > 0 && (
                <table className="w-full text-left">
                  <caption className="sr-only">失败明细</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="w-16 py-1">行号</th>
                      <th scope="col" className="py-1">失败原因</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.errors.map((e) => (
                      <tr key={`${e.row}-${e.reason}`} className="border-t">
                        <td className="py-1">{e.row}</td>
                        <td className="py-1 text-destructive">{e.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          )}
          <DialogFooter>
            <Button type="button" variant={imported ? 'default' : 'outline'} onClick={onClose}>
              {imported ? '完成' : '取消'}
            </Button>
            <Button type="submit" variant={imported ? 'outline' : 'default'} disabled={mutation.isPending || imported} aria-busy={mutation.isPending}>
              {mutation.isPending && <Spinner aria-hidden className="size-4" />}
              开始导入
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
