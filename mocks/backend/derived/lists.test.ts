import { specHash } from '@generated/manifest/index';
import md5 from 'md5';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../handlers';
import { DEFAULT_SEED } from '../../node';
import { memorySession } from '../session';
import { MockStore } from '../store';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
interface Cache {
  name: string;
  title: string;
  loadTime?: string;
}

let handlers: ReturnType<typeof mockHandlers>;
beforeEach(() => {
  handlers = mockHandlers({ store: new MockStore({ version: specHash, seed: DEFAULT_SEED }), session: memorySession(), scenario: () => ({ kind: 'off' }) });
});

async function call<T = unknown>(method: string, path: string, params: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const encoded = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = `http://localhost/api/bms/${path}`;
  const request =
    method === 'GET' || method === 'DELETE'
      ? new Request(`${url}?${encoded}`, { method })
      : new Request(url, { method, body: encoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  return (await response.json()) as Envelope<T>;
}

describe('缓存管理 (other/cache)', () => {
  it('clearing a cache before any was listed reloads it now; an unknown cache is refused by name', async () => {
    await call('POST', 'system/admin/signIn', { account: 'admin', password: md5('123456') });
    const cleared = await call('DELETE', 'extension/other/cache/remove', { name: 'sys:menu' });
    expect(cleared.code).toBe(0);
    const caches = (await call<Cache[]>('GET', 'extension/other/cache/list')).data!;
    const menu = caches.find((c) => c.name === 'sys:menu')!;
    const others = caches.filter((c) => c.name !== 'sys:menu').map((c) => c.loadTime!);
    expect(others.every((time) => menu.loadTime! >= time)).toBe(true);
    expect(await call('DELETE', 'extension/other/cache/remove', { name: 'sys:nothing' })).toMatchObject({ code: 40004, msg: '缓存「sys:nothing」不存在' });
  });
});
