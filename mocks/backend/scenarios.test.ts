import md5 from 'md5';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNodeBackend } from '../node';

/** Fault scenarios as testers drive them: once, N times or until off, through every handler. */
let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
});

async function call(method: string, path: string, form?: Record<string, string>): Promise<{ status: number; code?: number }> {
  const url = `http://localhost/api/${path}`;
  const request = form
    ? new Request(url, { method, body: new URLSearchParams(form), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    : new Request(url, { method });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error(`no answer for ${path}`);
  const body = response.headers.get('Content-Type')?.includes('json') ? ((await response.json()) as { code?: number }) : {};
  return { status: response.status, code: body.code };
}

const list = () => call('GET', 'bms/system/admin/list?pageNum=1&pageSize=15');
const signIn = () => call('POST', 'bms/system/admin/signIn', { account: 'admin', password: md5('123456') });

describe('mock fault scenarios', () => {
  it('once: exactly one call fails, the next is answered, and the scenario is off', async () => {
    backend.setScenario({ kind: '502', times: 1 });
    expect((await list()).status).toBe(502);
    expect(await list()).toEqual({ status: 200, code: 0 });
    expect(await list()).toEqual({ status: 200, code: 0 });
  });

  it('N times: that many calls fail, then calls are answered', async () => {
    backend.setScenario({ kind: 'error', times: 2 });
    expect((await list()).code).toBe(50001);
    expect((await list()).code).toBe(50001);
    expect((await list()).code).toBe(0);
  });

  it('a count only goes down for calls the scenario applies to (its endpoint)', async () => {
    backend.setScenario({ kind: 'error', times: 1, endpoint: '/bms/system/department/' });
    expect((await list()).code).toBe(0);
    expect((await call('GET', 'bms/system/department/tree')).code).toBe(50001);
    expect((await call('GET', 'bms/system/department/tree')).code).toBe(0);
  });

  it('until off: every call fails until it is turned off', async () => {
    backend.setScenario({ kind: 'error' });
    for (let i = 0; i < 3; i++) expect((await list()).code).toBe(50001);
    backend.setScenario({ kind: 'off' });
    expect((await list()).code).toBe(0);
  });

  it('登录失效 once: one call says the session expired, the session itself stays open', async () => {
    await signIn();
    backend.setScenario({ kind: 'expired', times: 1 });
    expect((await list()).code).toBe(100000004);
    expect((await list()).code).toBe(0);
  });

  it('登录失效 until off: the open session expires, signing in works and the new session goes on', async () => {
    expect((await signIn()).code).toBe(0);
    backend.setScenario({ kind: 'expired' });
    expect((await list()).code).toBe(100000004);
    // Expired for real: every call says so, as the backend does, until someone signs in.
    expect((await call('GET', 'bms/system/department/tree')).code).toBe(100000004);
    // Sign-in is never a scenario's target.
    expect((await signIn()).code).toBe(0);
    expect((await list()).code).toBe(0);
    expect((await list()).code).toBe(0);
  });

  it('登录失效 spares the sign-in, unless the tester aims it there; other faults reach it', async () => {
    backend.setScenario({ kind: 'expired', times: 2 });
    expect((await signIn()).code).toBe(0);
    backend.setScenario({ kind: 'expired', endpoint: '/bms/system/admin/signIn' });
    expect((await signIn()).code).toBe(100000004);
    backend.setScenario({ kind: '502' });
    expect((await signIn()).status).toBe(502);
  });

  it('slow holds a call until the tester chooses anew, then answers it; a count used up by another call releases nothing', async () => {
    backend.setScenario({ kind: 'slow', latencyMs: 600_000, times: 2 });
    let first: { status: number; code?: number } | undefined;
    const held = list().then((answer) => (first = answer));
    // The second call uses the last count up: the scenario is off, and the first call still waits.
    const second = list();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first).toBeUndefined();
    backend.setScenario({ kind: 'off' });
    expect(await held).toEqual({ status: 200, code: 0 });
    expect(await second).toEqual({ status: 200, code: 0 });
  });
});
