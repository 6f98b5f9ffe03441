import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IMAGE_EXTENSIONS } from '@/lib/image-extension';
import { isImageSource } from '@/lib/image-source';
import { UploadRow } from './upload-row';
import { useUpload } from './use-upload';

/** SPEC.md §5's image extensions, in the words staff read. */
export const IMAGE_RULE_MESSAGE = `仅支持 ${IMAGE_EXTENSIONS.join('、')} 格式的图片`;
/** The upload endpoint's own limit (its spec: 单张不超过 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why a picked file cannot be uploaded as an image, or undefined. By its name's extension, as the backend checks it. */
export function imageFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return IMAGE_RULE_MESSAGE;
  if (file.size === 0) return '图片文件为空，请重新选择';
  if (file.size > MAX_IMAGE_BYTES) return '图片不能超过 10 MB';
  return undefined;
}

// The rule lives in src/lib (the demo-data audit checks stored images with it too).
export { isImageSource } from '@/lib/image-source';

/** The upload goes through the generated client of the spec's `uploadImage` (no URL written here); its chunk loads on first use. */
async function uploadImage(file: File): Promise<string | undefined> {
  const { bmsExtensionOtherUploadImage } = await import('@generated/bms-extension/client/bms-extension');
  const body = await bmsExtensionOtherUploadImage({ file });
  return body.data?.url || undefined;
}

interface ImageUploadInputProps {
  id: string;
  title: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * `x-widget: image`: a picker that checks the SPEC.md §5 extension rule before anything is sent,
 * uploads the file and keeps the returned URL as the field's value, with a thumbnail of it. Right
 * after an upload the thumbnail is the picked file itself, so it shows even before (or without)
 * the stored URL being reachable.
 */
export function ImageUploadInput({ id, title, value, onChange, invalid, 'aria-describedby': describedBy }: ImageUploadInputProps) {
  const [file, setFile] = useState<File>();
  const [local, setLocal] = useState<{ url: string; for: string }>();
  useEffect(() => (local ? () => URL.revokeObjectURL(local.url) : undefined), [local]);
  const { input, problem, uploading, pick } = useUpload({
    noun: '图片',
    check: imageFileProblem,
    upload: uploadImage,
    onUploaded: (url: string, picked) => {
      setFile(picked);
      setLocal({ url: URL.createObjectURL(picked), for: url });
      onChange(url);
    },
  });

  const preview = local?.for === value ? local.url : value;
  return (
    <UploadRow
      id={id}
      title={title}
      noun="图片"
      value={value}
      file={value === '' ? undefined : file}
      accept={ACCEPT}
      input={input}
      uploading={uploading}
      problem={problem}
      invalid={invalid}
      describedBy={describedBy}
      pick={pick}
      onRemove={() => (onChange(''), setFile(undefined))}
      before={
        value !== '' &&
        (isImageSource(preview) ? (
          <img src={preview} alt={`${title}预览`} className="size-16 shrink-0 rounded-md border object-cover" />
        ) : (
          <span className="flex size-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border text-xs text-muted-foreground">
            <ImageOff aria-hidden className="size-4" />
            无法预览
          </span>
        ))
      }
    />
  );
}
