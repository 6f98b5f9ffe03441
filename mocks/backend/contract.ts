/**
 * What the mock backend refuses before any handler answers, as the real backend's binder and
 * validator would (openapi/README.md, "Refusals"). Every refusal is the envelope `{code ≠ 0, msg}`
 * in zh-CN, at HTTP 200 like every other answer of this backend — except a method the path does not
 * serve: HTTP 405 with an `Allow` header (and the envelope, code 40005).
 *
 * Rules (each with its code):
 * - 40000 a required query or body parameter is missing (an empty value counts as missing: the app
 *   strips empty fields, SPEC.md §5), or a value has the wrong type, format, enum value, range or
 *   length. Query parameters are checked against the manifest's field metadata (cheap: no zod module
 *   to build before a screen's first list); bodies against the group's generated zod schemas.
 *   A list's or export's free-text filters are search boxes: their `pattern`/`minLength` are not
 *   enforced there (a partial phone number is a fine filter), their type and `maxLength` are.
 * - save: no `id` = create, every field the form requires must be there; with `id` = update, fields
 *   may be left out (they keep their stored values) but what is sent must be valid.
 * - 40000 also for what a field's schema cannot hold (src/lib/field-rules.ts): an end before its
 *   start (`x-not-before`, 「结束时间不能早于开始时间」) and an ID-card number whose §5 checksum fails.
 * - Unknown keys (query or body) are ignored, as Spring's binder ignores them; they are matched
 *   against the spec's names with a Map, so `constructor`, `toString`, `__proto__` are just unknown.
 * - 40005 + HTTP 405: the path exists with other methods (TRACE, PATCH on a GET path, …).
 * Unknown ids (40004) need the store: mocks/backend/backend.ts refuses those.
 */
import { groups } from '@generated/manifest/index';
import type { FieldItemMeta, FieldMeta, OperationMeta } from '@generated/manifest/types';
import { HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { fieldRuleProblems } from '@/lib/field-rules';
import { pascal } from '@/lib/operation-name';
import { zodIssueMessage, type ZodIssueLike } from '@/lib/zod-messages';
import { coerceParams, coerceValue } from './coerce';
import { groupModules, type Located } from './modules';
import { zodMessage } from './zod-messages';

export const REFUSAL_CODES = {
  /** Missing, mistyped or out-of-range parameter. */
  invalid: 40000,
  /** Someone who is not the action's actor (`x-effects` `actor`: an approval by who is not its approver). */
  notTheActor: 40003,
  /** A record the request names does not exist (or was removed). */
  notFound: 40004,
  /** The path exists, but not with this method (HTTP 405). */
  methodNotAllowed: 40005,
  /** A named action on a record whose state it does not apply to (`x-states` `from`); nothing changes. */
  stateConflict: 40009,
} as const;

export function refusal(msg: string, code: number = REFUSAL_CODES.invalid): Response {
  return HttpResponse.json({ code, msg });
}

const sortedBases = groups
  .flatMap((g) => g.resources.map((r) => ({ group: g.key, resource: r.key, basePath: r.basePath })))
  .toSorted((a, b) => b.basePath.length - a.basePath.length);

/** The methods the specs declare for a path (empty when no spec describes the path). */
export async function allowedMethods(path: string): Promise<string[]> {
  const methods = new Set<string>();
  for (const base of sortedBases) {
    if (path !== base.basePath && !path.startsWith(`${base.basePath}/`)) continue;
    const modules = await groupModules(base.group);
    const resource = modules.meta.resources.find((r) => r.key === base.resource);
    for (const operation of resource?.operations ?? []) if (operation.path === path) methods.add(operation.method);
  }
  // HEAD is served wherever GET is (its answer without the body), as a Java backend does.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

/** HTTP 405 for a method the path does not serve, with `Allow` and the envelope. */
export function methodNotAllowed(method: string, allowed: string[]): Response {
  return HttpResponse.json(
    { code: REFUSAL_CODES.methodNotAllowed, msg: `不支持 ${method.toUpperCase()} 请求方式，该接口支持 ${allowed.join('、')}` },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Local wall-clock forms a client may send for a `date-time` (the wire format of SPEC.md §9, or ISO without a zone). */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d{1,9})?)?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function validDateTime(text: string): boolean {
  if (!LOCAL_DATE_TIME.test(text) && !ISO_DATE_TIME.test(text)) return false;
  return validDate(text.slice(0, 10)) && !Number.isNaN(new Date(normaliseDateTime(text)).getTime());
}

/** A local `yyyy-MM-dd HH:mm[:ss]` as ISO (UTC), only to ask `Date` whether the time exists (no zone is meant). */
export function normaliseDateTime(text: string): string {
  const match = LOCAL_DATE_TIME.exec(text);
  return match ? `${match[1]}T${match[2]}${match[3] ?? ':00'}Z` : text;
}

function validUrl(text: string): boolean {
  try {
    return Boolean(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The first problem of one value (an array: one item) against its field, as a zod-like issue (for the shared zh-CN wording). */
function scalarIssue(field: FieldMeta, value: unknown, lenient: boolean): ZodIssueLike | undefined {
  const path = [field.name];
  const type = field.type === 'array' ? (field.itemType ?? 'string') : field.type;
  // An array's items carry their own constraints; the array's own are minItems and the like.
  const rules: FieldItemMeta = field.type === 'array' ? (field.items ?? {}) : field;
  if (field.enum && !field.enum.some((v) => String(v) === String(value))) return { code: 'invalid_value', path };
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value) || (type === 'integer' && !Number.isSafeInteger(value))) return { code: 'invalid_type', path };
    if (rules.minimum !== undefined && value < rules.minimum) return { code: 'too_small', path, origin: 'number', minimum: rules.minimum };
    if (rules.maximum !== undefined && value > rules.maximum) return { code: 'too_big', path, origin: 'number', maximum: rules.maximum };
    if (rules.multipleOf !== undefined && Math.abs(Math.round(value / rules.multipleOf) * rules.multipleOf - value) > 1e-9) return { code: 'not_multiple_of', path };
    return undefined;
  }
  if (type === 'boolean') return typeof value === 'boolean' ? undefined : { code: 'invalid_type', path };
  if (typeof value !== 'string') return { code: 'invalid_type', path };
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return { code: 'too_big', path, origin: 'string', maximum: rules.maxLength };
  if (rules.format === 'date' && !validDate(value)) return { code: 'invalid_format', path };
  if (rules.format === 'date-time' && !validDateTime(value)) return { code: 'invalid_format', path };
  if (rules.format === 'uri' && !validUrl(value)) return { code: 'invalid_format', path };
  if (lenient) return undefined;
  if (rules.minLength !== undefined && value.length < rules.minLength) return { code: 'too_small', path, origin: 'string', minimum: rules.minLength };
  if (rules.pattern !== undefined && !new RegExp(rules.pattern).test(value)) return { code: 'invalid_format', path };
  return undefined;
}

/**
 * The first problem of a set of coerced values against their fields' metadata, in zh-CN, or undefined.
 * `lenient`: free-text filters of a list or export (no pattern/minLength: a search box).
 */
export function fieldsProblem(fields: FieldMeta[], values: Record<string, unknown>, options: { lenient?: boolean } = {}): string | undefined {
  const titleOf = (name: string) => fields.find((f) => f.name === name)?.title ?? name;
  for (const field of fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (value === undefined) {
      // A required field with a default (zod applies it) may be left out.
      if (field.required && field.default === undefined) return zodIssueMessage({ code: 'invalid_type', path: [field.name] }, titleOf, values);
      continue;
    }
    if (field.type === 'array' && !Array.isArray(value)) return zodIssueMessage({ code: 'invalid_type', path: [field.name] }, titleOf, values);
    const items = Array.isArray(value) ? value : [value];
    if (field.type !== 'array' && items.length > 1) return `${field.title}只能有一个值`;
    if (field.minItems !== undefined && items.length < field.minItems)
      return zodIssueMessage({ code: 'too_small', path: [field.name], origin: 'array', minimum: field.minItems }, titleOf, values);
    if (field.maxItems !== undefined && items.length > field.maxItems) return `${field.title}最多 ${field.maxItems} 项`;
    const lenient = options.lenient === true && !field.enum && !(field.type === 'array' ? field.items?.format : field.format);
    for (const item of items) {
      const issue = scalarIssue(field, item, lenient);
      if (issue) return zodIssueMessage(issue, titleOf, { [field.name]: item });
    }
  }
  return undefined;
}

/** A form or multipart body as an object of typed values (declared fields only; files stay files). */
export async function readBody(request: Request, operation: OperationMeta): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData().catch(() => undefined);
    if (!form) return undefined;
    const out: Record<string, unknown> = {};
    for (const field of operation.body) {
      const values = form.getAll(field.name).filter((v) => v !== '');
      if (values.length === 0) continue;
      const typed = values.map((v) => (typeof v === 'string' ? coerceValue(field, v) : v));
      out[field.name] = field.type === 'array' || typed.length > 1 ? typed : typed[0];
    }
    return out;
  }
  return coerceParams(new URLSearchParams(await request.text()), operation.body);
}

export interface CheckedBody {
  data?: Record<string, unknown>;
  error?: string;
}

/**
 * A body checked against the operation's generated zod schema: the whole form for a create, only
 * the fields sent for an update (a save with an `id`), then the rules of src/lib/field-rules.ts.
 * `data` is what to store (zod's output).
 */
export function checkBody(schemas: Record<string, unknown>, operation: OperationMeta, input: Record<string, unknown>): CheckedBody {
  let schema = schemas[`${pascal(operation.operationId)}Body`] as ZodType | undefined;
  if (!schema) return { data: input };
  const update = operation.kind === 'save' && input.id !== undefined;
  if (update && 'partial' in schema && typeof schema.partial === 'function') schema = (schema.partial as () => ZodType)();
  // Date-times are checked as sent: the specs' pattern is the wire format (yyyy-MM-dd HH:mm:ss), so
  // an ISO string is refused as a backend bound to that format refuses it.
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { error: zodMessage(parsed.error, operation.body, input) };
  // What a field's own schema cannot say: an end before its start (x-not-before), the ID-card
  // checksum (x-widget: idCard). The same rules and words as the forms (src/lib/field-rules.ts).
  const ruleProblem = Object.values(fieldRuleProblems(operation.body, input))[0];
  if (ruleProblem !== undefined) return { error: ruleProblem };
  return { data: { ...(parsed.data as Record<string, unknown>) } };
}

/**
 * The refusal of a request the located operation's contract does not allow, or undefined to let the
 * handlers answer. Reads clones: the request stays unread for them.
 */
export async function contractRefusal(request: Request, located: Located): Promise<Response | undefined> {
  const { operation, resource } = located;
  const url = new URL(request.url);
  const filters = operation.kind === 'list' || operation.kind === 'export';
  const queryProblem = fieldsProblem(operation.query, coerceParams(url.searchParams, operation.query), { lenient: filters });
  if (queryProblem) return refusal(queryProblem);
  if (operation.bodyType === null || operation.body.length === 0) return undefined;
  // A stateful upload checks its own file (mocks/backend/backend.ts); one with no form to import into answers as generated.
  if (operation.kind === 'upload' && resource.operations.some((o) => o.kind === 'save')) return undefined;
  const body = await readBody(request.clone(), operation);
  if (!body) return refusal('请求体格式不正确');
  const checked = checkBody(await located.modules.zod(), operation, body);
  return checked.error === undefined ? undefined : refusal(checked.error);
}
