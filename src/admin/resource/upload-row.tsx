import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';

interface UploadRowProps {
  id: string;
  title: string;
  /** 文件 or 图片: what the in-progress line names. */
  noun: string;
  value: string;
  /** The file picked here, named in the input; undefined shows none. */
  file: File | undefined;
  accept?: string;
  input: RefObject<HTMLInputElement | null>;
  uploading: boolean;
  problem: string | undefined;
  invalid?: boolean;
  describedBy?: string;
  pick: (file: File | undefined) => Promise<void>;
  onRemove: () => void;
  /** Before the input (an image's preview). */
  before?: ReactNode;
  /** Under the input row (the name of a stored file). */
  children?: ReactNode;
}

/** The controls a file field and an image field share: the input, 移除, the upload in progress and why a file was refused. */
export function UploadRow({ id, title, noun, value, file, accept, input, uploading, problem, invalid, describedBy, pick, onRemove, before, children }: UploadRowProps) {
  const errorId = `${id}-upload-error`;
  return (
    <div className="grid gap-2">
      <div className="flex min-w-0 items-center gap-3">
        {before}
        <FileInput
          ref={input}
          id={id}
          accept={accept}
          file={file}
          disabled={uploading}
          aria-invalid={invalid || problem !== undefined || undefined}
          aria-describedby={[describedBy, problem ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {value !== '' && (
          <Button type="button" variant="ghost" size="sm" aria-label={`移除${title}`} onClick={onRemove}>
            <X aria-hidden />
            移除
          </Button>
        )}
      </div>
      {children}
      {uploading && <output className="text-sm text-muted-foreground">{noun}上传中…</output>}
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
