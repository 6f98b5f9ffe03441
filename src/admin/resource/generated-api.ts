import { loadGroup } from '@generated/manifest/index';
import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import type { ZodType } from 'zod';
import type { RequestOptions } from '@/api/request';
import { pascal } from '@/lib/operation-name';

type GeneratedFn = (...args: unknown[]) => Promise<unknown>;

/**
 * One chunk per endpoint group: a screen loads its group's generated client and manifest, and
 * nothing of the other ~20 groups. Screens call the generated functions, so the encoding rules
 * stay in the call layer and no URL is written here.
 */
const clients = import.meta.glob<Record<string, unknown>>(['../../../generated/*/client/*.ts', '!../../../generated/*/client/*.msw.ts']);
const schemas = import.meta.glob<Record<string, unknown>>('../../../generated/*/zod/*.zod.ts');
const schemaModule = (key: string) => schemas[`../../../generated/${key}/zod/${key}.zod.ts`];

export interface GroupApi {
  meta: GroupMeta;
  client: Record<string, unknown>;
}

export async function loadGroupApi(key: string): Promise<GroupApi> {
  const meta = loadGroup[key];
  const client = clients[`../../../generated/${key}/client/${key}.ts`];
  if (!meta || !client || !schemaModule(key)) throw new Error(`未知的业务模块：${key}`);
  const [m, c] = await Promise.all([meta(), client()]);
  return { meta: m, client: c };
}

/**
 * The generated zod schema of an operation's form body, when it has one. A group's schemas load
 * with its first form, not with its list: building a group's ~900 schemas is tens of milliseconds
 * of main thread that a cold list load would otherwise wait for. (The module loader keeps a loaded
 * module; a failed load is tried again by the next call.)
 */
export async function loadBodySchema(api: GroupApi, operation: OperationMeta): Promise<ZodType | undefined> {
  const load = schemaModule(api.meta.key);
  if (!load) throw new Error(`未知的业务模块：${api.meta.key}`);
  return (await load())[`${pascal(operation.operationId)}Body`] as ZodType | undefined;
}

/**
 * Calls an operation's generated function. Orval's signature is `(payload?, options?, signal?)`
 * for operations with query or body fields and `(options?, signal?)` for those without.
 */
export function callOperation<T>(api: GroupApi, operation: OperationMeta, payload: Record<string, unknown> | undefined, options?: RequestOptions, signal?: AbortSignal): Promise<T> {
  const fn = api.client[operation.operationId] as GeneratedFn | undefined;
  if (!fn) return Promise.reject(new Error(`接口未生成：${operation.operationId}`));
  const takesPayload = operation.query.length > 0 || operation.bodyType !== null;
  return (takesPayload ? fn(payload ?? {}, options, signal) : fn(options, signal)) as Promise<T>;
}
