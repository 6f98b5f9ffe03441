import { describe, expect, it } from 'vitest';
import { boardAddress, boardUnavailable } from './board-address';

describe('boardAddress: only http(s) pages open inside the back office', () => {
  it('accepts an http or https address, as the URL parser writes it', () => {
    expect(boardAddress('https://bi.edu-services.cn/dashboard/enroll-overview')).toEqual({ ok: true, href: 'https://bi.edu-services.cn/dashboard/enroll-overview' });
    expect(boardAddress(' http://10.0.0.8:8100/#/de-link/Zs8k ')).toEqual({ ok: true, href: 'http://10.0.0.8:8100/#/de-link/Zs8k' });
  });

  it.each([
    ['javascript:alert(1)', '只能打开 http 或 https 地址的看板，「javascript」地址已拒绝'],
    ['JavaScript:alert(1)', '只能打开 http 或 https 地址的看板，「javascript」地址已拒绝'],
    ['data:text/html,<script>alert(1)</script>', '只能打开 http 或 https 地址的看板，「data」地址已拒绝'],
    ['file:///etc/passwd', '只能打开 http 或 https 地址的看板，「file」地址已拒绝'],
    ['/dashboard/1', '看板地址不是有效的网址'],
    ['bi.edu-services.cn/dashboard', '看板地址不是有效的网址'],
    ['https://user:secret@bi.edu-services.cn/', '看板地址不能包含账号或密码'],
    ['https://user@bi.edu-services.cn/', '看板地址不能包含账号或密码'],
    ['https://:secret@bi.edu-services.cn/', '看板地址不能包含账号或密码'],
    ['', '看板未配置地址'],
    [undefined, '看板未配置地址'],
  ])('refuses %j with a reason in zh-CN', (value, reason) => {
    expect(boardAddress(value)).toEqual({ ok: false, reason });
  });

  it('refuses a page of the back office’s own origin: scripts plus same-origin would lift the sandbox', () => {
    expect(boardAddress('https://admin.edu-services.cn/admin/bms/statistics', 'https://admin.edu-services.cn')).toEqual({ ok: false, reason: '看板地址不能是本后台自己的页面' });
    expect(boardAddress('https://bi.edu-services.cn/', 'https://admin.edu-services.cn')).toEqual({ ok: true, href: 'https://bi.edu-services.cn/' });
  });

  it('a disabled board cannot be opened, whatever its address', () => {
    expect(boardUnavailable({ status: 0, url: 'https://bi.edu-services.cn/' })).toBe('看板已禁用');
    expect(boardUnavailable({ status: 1, url: 'javascript:alert(1)' })).toMatch(/已拒绝$/);
    expect(boardUnavailable({ status: 1, url: 'https://bi.edu-services.cn/' })).toBeUndefined();
  });
});
