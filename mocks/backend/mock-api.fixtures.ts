import { specHash } from '@generated/manifest/index';
import { getResponse } from 'msw';
import { mockHandlers } from '../handlers';
import { DEFAULT_SEED } from '../node';
import { memorySession } from './session';
import { MockStore } from './store';

/** The backend's answer envelope, as the mock sends it. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
export type Params = Record<string, string | number | (string | number)[]>;

/**
 * A mock backend of its own for a Node test (the seeded store, an in-memory session) and `call`, which
 * asks it as the app does: parameters in the query for GET and DELETE, form-encoded otherwise (a list
 * value repeats its name). `prefix` is put before every path (`bms/system/`).
 */
export function mockApi(prefix = '') {
  const store = new MockStore({ version: specHash, seed: DEFAULT_SEED });
  const session = memorySession();
  const handlers = mockHandlers({ store, session, scenario: () => ({ kind: 'off' }) });
  async function call<T = unknown>(method: string, path: string, params: Params = {}): Promise<Envelope<T>> {
    const encoded = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])));
    const url = `http://localhost/api/${prefix}${path}`;
    const request =
      method === 'GET' || method === 'DELETE'
        ? new Request(`${url}?${encoded}`, { method })
        : new Request(url, { method, body: encoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no answer for ${method} ${path}`);
    return (await response.json()) as Envelope<T>;
  }
  return { store, session, call };
}
