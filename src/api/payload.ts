import { cleanQuery } from '@/lib/clean-query';

/** What generated code passes as a payload: a form Orval already encoded, a multipart form, or a plain object. */
export type Payload = URLSearchParams | FormData | Record<string, unknown> | undefined | null;

/** Flattens a payload into a plain object, so GET/DELETE can send it as query parameters. */
export function payloadToObject(data: Payload): Record<string, unknown> {
  if (!data) return {};
  if (data instanceof URLSearchParams) {
    const out: Record<string, unknown> = {};
    for (const key of new Set(data.keys())) {
      const values = data.getAll(key);
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  if (data instanceof FormData) {
    throw new TypeError('A multipart payload can only be sent with POST or PUT.');
  }
  return { ...data };
}

function appendValue(target: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(target, key, item);
    return;
  }
  target.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/** Query string of the params with empty values stripped (SPEC.md §5); arrays repeat their key. */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanQuery(params))) appendValue(search, key, value);
  return search;
}

/** Form-encoded body (or the multipart form as is), with optional extra fields added. */
export function toBody(data: Payload, extra: Record<string, string>): URLSearchParams | FormData {
  if (data instanceof FormData) {
    for (const [key, value] of Object.entries(extra)) data.set(key, value);
    return data;
  }
  const body = new URLSearchParams();
  if (data instanceof URLSearchParams) {
    for (const [key, value] of data) body.append(key, value);
  } else if (data) {
    for (const [key, value] of Object.entries(data)) appendValue(body, key, value);
  }
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body;
}
