import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../mock-api.fixtures';

interface Cache {
  name: string;
  title: string;
  loadTime?: string;
}

let call: ReturnType<typeof mockApi>['call'];
beforeEach(() => {
  call = mockApi('bms/').call;
});

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
