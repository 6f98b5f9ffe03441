import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { callOperation, type GroupApi } from '../resource/generated-api';

/** A resource's operation by the spec's action name (`refresh`, `sync`, `getCatch`…). */
export function operationOf(resource: ResourceMeta, action: string): OperationMeta | undefined {
  return resource.operations.find((o) => o.action === action);
}

/**
 * The envelope's `data` of a call. `T` is this screen's reading of the answer, stated once here
 * (the generic call layer holds answers as unknown: see callOperation).
 */
export async function callData<T>(api: GroupApi, operation: OperationMeta, payload?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const body = await callOperation<{ data?: T }>(api, operation, payload, undefined, signal);
  return body.data as T;
}
