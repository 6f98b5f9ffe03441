import { isApiError } from '@/api/api-error';
import { toast } from '@/lib/toast';

/**
 * A submit (保存, an action) that failed must say why. A refused or failed call has said it (the call
 * layer's toast, SPEC.md §8); anything else — a value the generated call cannot encode, a chunk that did
 * not load — would otherwise fail in silence: it gets one zh-CN toast, its own words go to the console.
 */
export function reportSubmitFailure(error: unknown, what: string): void {
  if (isApiError(error)) return;
  console.error(error);
  toast.error(`${what}失败：提交的数据无法发送，请检查填写的内容后重试`);
}
