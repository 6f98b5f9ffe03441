import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { callOperation, type GroupApi } from '../resource/generated-api';

/** A resource's operation by the spec's action name (`refresh`, `sync`, `getCatch`…). */
export function operationOf(resource: ResourceMeta, action: string): OperationMeta | undefined {
  return resource.operations.find((o) => o.action === action);
}

/**
 * The envelope's `data` of a call, as `read` reads it (src/api/answer-shape.ts, or a screen's reader
 * built from it). The reader is where the answer is checked, so an answer of another shape rejects
 * the call with 服务器返回了无法识别的数据 and the screen shows its own failure, instead of a value of
 * the wrong shape reaching a render that throws (the route's 页面出错了).
 *
 * @example
 * const caches = await callData(api, operation, readRecords<DataCache>, {}, signal);
 */
export async function callData<T>(api: GroupApi, operation: OperationMeta, read: (data: unknown) => T, payload?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const body = await callOperation<{ data?: unknown } | undefined>(api, operation, payload, undefined, signal);
  return read(body?.data);
}
