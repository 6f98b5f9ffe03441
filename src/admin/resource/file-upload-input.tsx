import { FileCheck } from 'lucide-react';
import { useState } from 'react';
import { UploadRow } from './upload-row';
import { useUpload } from './use-upload';

/** The upload endpoint's own limit (its spec: 单个文件不超过 10 MB; the mock server's multipart limit is 11 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What an upload answers: where the file now is, and what it was. */
export interface UploadedFile {
  url: string;
  fileName: string;
  size: number;
}

/** Why a picked file cannot be uploaded, or undefined. */
export function fileProblem(file: Pick<File, 'size'>): string | undefined {
  if (file.size === 0) return '文件为空，请重新选择';
  if (file.size > MAX_FILE_BYTES) return '文件不能超过 10 MB';
  return undefined;
}

/** The upload goes through the generated client of the spec's `uploadFile` (no URL written here); its chunk loads on first use. */
async function uploadFile(file: File): Promise<UploadedFile | undefined> {
  const { bmsExtensionOtherUploadFile } = await import('@generated/bms-extension/client/bms-extension');
  const data = (await bmsExtensionOtherUploadFile({ file })).data;
  return data?.url ? { url: data.url, fileName: data.fileName || file.name, size: typeof data.size === 'number' ? data.size : file.size } : undefined;
}

/** A stored file's name, for a value that is only its URL (editing a record). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
  } catch {
    return path.slice(path.lastIndexOf('/') + 1) || url;
  }
}

interface FileUploadInputProps {
  id: string;
  title: string;
  value: string;
  onChange: (value: string) => void;
  /** Told what was uploaded, so the form fills the fields that describe the file (`x-size-of`). */
  onUploaded?: (file: UploadedFile) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * `x-widget: file`: a file is picked and uploaded, and the field keeps the URL the upload answers —
 * nobody types a URL or a byte size. The form fills the fields declared `x-size-of` this one from the
 * upload (FieldGrid). The chosen file (or, when editing, the stored one) is named beside the button.
 */
export function FileUploadInput({ id, title, value, onChange, onUploaded, invalid, 'aria-describedby': describedBy }: FileUploadInputProps) {
  const [file, setFile] = useState<{ picked: File; url: string }>();
  const { input, problem, uploading, pick } = useUpload({
    noun: '文件',
    check: fileProblem,
    upload: uploadFile,
    onUploaded: (uploaded: UploadedFile, picked) => {
      setFile({ picked, url: uploaded.url });
      onChange(uploaded.url);
      onUploaded?.(uploaded);
    },
  });

  const current = file?.url === value ? file.picked : undefined;
  return (
    <UploadRow
      id={id}
      title={title}
      noun="文件"
      value={value}
      file={current}
      input={input}
      uploading={uploading}
      problem={problem}
      invalid={invalid}
      describedBy={describedBy}
      pick={pick}
      onRemove={() => (onChange(''), setFile(undefined))}
    >
      {value !== '' && !current && (
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <FileCheck aria-hidden className="size-4 shrink-0" />
          <span className="truncate">已上传：{fileNameOf(value)}</span>
        </p>
      )}
    </UploadRow>
  );
}
