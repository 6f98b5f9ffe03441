import type { OperationMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { cancelImports, onImportProgress, type ImportProgress } from '@/lib/import-progress';
import { callOperation, type GroupApi } from './generated-api';
import { UploadResultView, type UploadResult } from './upload-result';

const ACCEPT = '.xlsx,.xls,.csv';
const MAX_BYTES = 10 * 1024 * 1024;
const MOCKS_ON = import.meta.env.VITE_API_MOCK === 'on';

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
 * What the embedded mock backend reports about the import it is processing (mock builds only: a
 * production build drops this branch, and a real backend reports no progress over one POST).
 */
function useImportProgress(active: boolean): ImportProgress | undefined {
  const [progress, setProgress] = useState<ImportProgress>();
  useEffect(() => {
    if (!MOCKS_ON || !active) return undefined;
    const stop = onImportProgress(setProgress);
    return () => {
      stop();
      setProgress(undefined);
    };
  }, [active]);
  return active ? progress : undefined;
}

function progressText(progress: ImportProgress | undefined): string {
  if (progress?.phase === 'rows' && progress.total > 0) return `已处理 ${progress.done} / ${progress.total} 行`;
  if (progress?.phase === 'read') return '正在读取文件';
  return '正在等待服务器处理';
}

/** 正在导入…: a real percentage while rows are checked, an indeterminate bar before. */
function ImportProgressBar({ progress }: { progress: ImportProgress | undefined }) {
  const percent = progress?.phase === 'rows' && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
  return (
    <div className="grid gap-1.5 text-sm">
      <output>正在导入…</output>
      {/* Without a value a progress element is indeterminate: the state before rows are counted. */}
      <progress
        aria-label="导入进度"
        max={100}
        value={percent}
        aria-valuetext={percent === undefined ? progressText(progress) : `${percent}%，${progressText(progress)}`}
        className="h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
      />
      <p className="text-muted-foreground">
        {progressText(progress)}
        {percent !== undefined && `（${percent}%）`}
      </p>
    </div>
  );
}

/**
 * 导入: type and size checked before sending; the per-row result of the server shown after. A file is
 * imported once: 开始导入 is off while it is sent and once it has been imported (again would add its
 * rows twice), until another file is chosen; the dialog then offers 完成. While the server works the
 * dialog shows progress and 取消 stays usable: closing it in any way aborts the request (and tells
 * the embedded mock backend to stop; its service worker does not pass an abort on).
 */
export function UploadDialog({ api, upload, resourceName, onClose, onImported }: UploadDialogProps) {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const running = useRef<AbortController | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (chosen: File) => {
      const controller = new AbortController();
      running.current = controller;
      // No full-screen loading overlay: it would cover this dialog's progress and its 取消.
      return callOperation<{ data?: UploadResult }>(api, upload, { file: chosen }, { loading: false }, controller.signal);
    },
    onSuccess: (body) => {
      if ((body.data?.success ?? 0) > 0) onImported();
    },
    onSettled: () => {
      running.current = undefined;
    },
  });
  const progress = useImportProgress(mutation.isPending);
  // Closing (取消, Esc, a click outside) or unmounting (leaving the page) stops an import in flight.
  const stop = useCallback(() => {
    if (!running.current || running.current.signal.aborted) return;
    running.current.abort();
    if (MOCKS_ON) cancelImports();
  }, []);
  useEffect(() => stop, [stop]);
  const close = () => {
    stop();
    onClose();
  };
  const result = mutation.data?.data;
  // A failed call leaves the file importable: the call layer has said why, and the user may try again.
  const imported = mutation.isSuccess;

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
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
          {mutation.isPending && <ImportProgressBar progress={progress} />}
          {result && <UploadResultView key={mutation.submittedAt} result={result} />}
          <DialogFooter>
            <Button type="button" variant={imported ? 'default' : 'outline'} onClick={close}>
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
