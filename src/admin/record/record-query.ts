import type { ResourceMeta } from '@generated/manifest/types';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/api/api-error';
import { isAnswerRecord } from '@/api/answer-shape';
import { callOperation, type GroupApi } from '../resource/generated-api';
import { detailOf } from '../resource/relation-data';
import type { Row } from '../resource/row';

/**
 * The refusal of a record the request names that does not exist (openapi/README.md "Refusals").
 * A backend that hides a record from a position (its data scope) answers the same way or with HTTP
 * 403/404: to staff all of them read 记录不存在或无权查看, never a failure to retry.
 */
const NOT_FOUND_CODE = 40004;

/**
 * A record the backend does not show (absent, removed, or outside what the position may see), as the
 * call layer's own error: the query cache then reads it as an answer, not as a bug to log.
 */
const missing = () => new ApiError('记录不存在或无权查看', { kind: 'business', code: NOT_FOUND_CODE });

export function isRecordMissing(error: unknown): boolean {
  return isApiError(error) && (error.code === NOT_FOUND_CODE || error.status === 403 || error.status === 404);
}

export const recordKey = (resourceKey: string, id: string) => ['record', resourceKey, id] as const;

/**
 * One record, by the resource's detail operation (`detail` with an `id` parameter: 155 of the 184
 * listed resources have one). A resource without one has no record pages (resources.ts
 * `hasRecordPages`), so no record is ever looked for in a list page by page. An answer without a
 * record reads as missing; an answer of another shape fails like any other unreadable answer.
 */
export const recordQuery = (api: GroupApi, resource: ResourceMeta, id: string) =>
  queryOptions({
    queryKey: recordKey(resource.key, id),
    queryFn: async ({ signal }): Promise<Row> => {
      const detail = detailOf(resource);
      if (!detail) throw missing();
      // The page says what went wrong in place (missing or failed): a toast as well would say it twice.
      const body = await callOperation<{ data?: unknown }>(api, detail, { id: Number(id) }, { message: false }, signal);
      const data = body.data;
      if (!isAnswerRecord(data)) throw missing();
      return { ...data, id: (data.id as Row['id'] | undefined) ?? Number(id) } as Row;
    },
    // Missing is an answer, not a glitch: asking again would only say it again.
    retry: (count, error) => !isRecordMissing(error) && count < 1 && isApiError(error) && error.kind === 'network',
  });
