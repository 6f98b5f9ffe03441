/**
 * 文件上传 (extension/other/uploadFile) as a file service answers it: where the uploaded file now is
 * and what it was — its name and its real byte size, read from the upload itself, so a form that
 * fills 文件大小 from the answer (`x-size-of`) shows the file's true size. The mock keeps no bytes:
 * the address names the file under a dated folder of the demo file host.
 */
import { formatDateTime } from '../values';
import { ok, refuse } from './operations-shared';
import type { DerivedAnswer } from './types';

const HOST = 'https://files.edu-services.cn';
/** The endpoint's limit (its spec: 单个文件不超过 10 MB). */
const MAX_BYTES = 10 * 1024 * 1024;
const DIR = /^[a-z0-9/_-]{1,64}$/;

let uploads = 0;

export const fileAnswers: Record<string, DerivedAnswer> = {
  bmsExtensionOtherUploadFile: async (_ctx, request) => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get('file');
    if (!(file instanceof File) || file.size === 0) return refuse('请选择要上传的文件（不能为空文件）');
    if (file.size > MAX_BYTES) return refuse('文件不能超过 10 MB');
    const dirValue = form?.get('dir');
    const dir = typeof dirValue === 'string' && DIR.test(dirValue) ? dirValue : 'common';
    const day = formatDateTime(new Date()).slice(0, 10).replaceAll('-', '');
    uploads += 1;
    const url = `${HOST}/${dir}/${day}/${Date.now().toString(36)}${uploads}/${encodeURIComponent(file.name)}`;
    return ok({ url, fileName: file.name, size: file.size }, '上传成功');
  },
};
