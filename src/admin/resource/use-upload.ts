import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { toast } from '@/lib/toast';

interface UploadOptions<T> {
  /** 文件 or 图片: the word the failure toasts use. */
  noun: string;
  /** Why a picked file cannot be sent, checked before anything is sent; undefined when it can. */
  check: (file: File) => string | undefined;
  /** Sends the file; undefined when the answer carries no address. */
  upload: (file: File) => Promise<T | undefined>;
  /** The upload succeeded: the field takes its value. */
  onUploaded: (uploaded: T, picked: File) => void;
}

/**
 * What a file field and an image field share: the check before sending, the upload, and every failure
 * told in zh-CN without losing the form (the field keeps what it had).
 */
export function useUpload<T>({ noun, check, upload, onUploaded }: UploadOptions<T>) {
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function pick(picked: File | undefined) {
    if (!picked) return;
    const refused = check(picked);
    // The same file may be picked again after a refusal: the input must not keep it.
    if (input.current) input.current.value = '';
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      const uploaded = await upload(picked);
      if (uploaded === undefined) {
        toast.error(`${noun}上传失败：服务器未返回${noun}地址，请重试`);
        return;
      }
      onUploaded(uploaded, picked);
    } catch (error) {
      // A refused call has said why (the call layer's toast); anything else (the chunk did not load) has not.
      if (!isApiError(error)) toast.error(`${noun}上传失败：网络异常，请检查网络后重试`);
    } finally {
      setUploading(false);
    }
  }

  return { input, problem, uploading, pick };
}
