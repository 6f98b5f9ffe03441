import { loadGroup } from '@generated/manifest/index';
import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import { loadBodySchemas, loadOperations, type Operation, type OperationTable } from '@generated/operations';
import type { ZodType } from 'zod';
import type { RequestOptions } from '@/api/request';

/**
 * The factory's one way into generated code. A screen loads its group's manifest and its operation
 * table (written by `npm run gen`: resource → operationId → the generated function, type-checked
 * against its real signature), one chunk per group and nothing of the other groups. Screens call the
 * generated functions, so the encoding rules stay in the call layer and no URL is written here.
 */
export interface GroupApi {
  meta: GroupMeta;
  operations: OperationTable;
}

export async function loadGroupApi(key: string): Promise<GroupApi> {
  const meta = loadGroup[key];
  const operations = loadOperations[key];
  if (!meta || !operations || !loadBodySchemas[key]) throw new Error(`未知的业务模块：${key}`);
  const [m, o] = await Promise.all([meta(), operations()]);
  return { meta: m, operations: o };
}

/**
 * The generated zod schema of an operation's form body, when it has one. A group's schemas load
 * with its first form, not with its list: building a group's ~900 schemas is tens of milliseconds
 * of main thread that a cold list load would otherwise wait for. (The module loader keeps a loaded
 * module; a failed load is tried again by the next call.)
 */
export async function loadBodySchema(api: GroupApi, operation: OperationMeta): Promise<ZodType | undefined> {
  const load = loadBodySchemas[api.meta.key];
  if (!load) throw new Error(`未知的业务模块：${api.meta.key}`);
  const schemas = await load();
  return Object.hasOwn(schemas, operation.operationId) ? schemas[operation.operationId] : undefined;
}

/** The table's entry of an operation: under its resource (operationIds are unique across the app). */
function operationOf(api: GroupApi, operation: OperationMeta): Operation | undefined {
  for (const operations of Object.values(api.operations)) {
    if (Object.hasOwn(operations, operation.operationId)) return operations[operation.operationId];
  }
  return undefined;
}

/**
 * Calls an operation through the group's table. `T` is the caller's reading of the answer: the
 * generated types say what each operation answers, but a generic screen picks its operation at run
 * time, so the answer it holds is `unknown` until it names the shape it reads (the envelope's `data`,
 * a file's Blob) — stated once, by the overload below, instead of a cast at every call.
 */
export function callOperation<T = unknown>(
  api: GroupApi,
  operation: OperationMeta,
  payload: Record<string, unknown> | undefined,
  options?: RequestOptions,
  signal?: AbortSignal,
): Promise<T>;
export function callOperation(
  api: GroupApi,
  operation: OperationMeta,
  payload: Record<string, unknown> | undefined,
  options?: RequestOptions,
  signal?: AbortSignal,
): Promise<unknown> {
  const run = operationOf(api, operation);
  if (!run) return Promise.reject(new Error(`接口未生成：${operation.operationId}`));
  return run(payload ?? {}, options, signal);
}
