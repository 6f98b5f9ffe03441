import { http, HttpResponse, delay } from 'msw';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { ApiError, SESSION_EXPIRED_CODE } from './api-error';
import { loadingOverlay } from './loading';
import { API_MESSAGES } from './messages';
import { currentPlatform } from './platform';
import { request } from './request';
import { onSessionExpired, setReauthenticator } from './session-expiry';

const URL_PATTERN = '*/test-endpoint/thing/:action';
const ok = (data: unknown = null) => HttpResponse.json({ code: 0, msg: 'ok', data });

/** Installs a handler that records what the server received and answers with `reply`. */
function capture(reply: () => Response | Promise<Response> = () => ok()) {
  const seen: { method: string; query: URLSearchParams; contentType: string | null; body: string }[] = [];
  server.use(
    http.all(URL_PATTERN, async ({ request: req }) => {
      seen.push({
        method: req.method,
        query: new URL(req.url).searchParams,
        contentType: req.headers.get('content-type'),
        body: await req.clone().text(),
      });
      return reply();
    }),
  );
  return seen;
}

// An answer that breaks off after its status line, served by a stubbed fetch: MSW reads a mocked body
// whole before it answers, so through it the break shows as no response at all, never as a body that
// fails while it is read.
const cutOff = (type: string, error: Error, beforeError?: () => void) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"code":0,"data":['));
      },
      pull(stream) {
        beforeError?.();
        stream.error(error);
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  });

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('encoding (SPEC.md §7)', () => {
  it('sends POST payloads as an application/x-www-form-urlencoded body', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/save', method: 'POST', data: { name: '张三', age: 30 } });
    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ name: '张三', age: '30' });
    expect([...(seen[0]?.query.keys() ?? [])]).toEqual([]);
  });

  it('sends PUT payloads as the body, including the form Orval already encoded', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/able', method: 'PUT', data: new URLSearchParams({ id: '7', status: '1' }) });
    expect(seen[0]?.method).toBe('PUT');
    expect(new URLSearchParams(seen[0]?.body).get('status')).toBe('1');
    expect(seen[0]?.query.get('id')).toBeNull();
  });

  it('sends GET payloads as the query string', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/list', method: 'GET', params: { pageNum: 2 }, data: { name: '李' } });
    expect(seen[0]?.query.get('pageNum')).toBe('2');
    expect(seen[0]?.query.get('name')).toBe('李');
    expect(seen[0]?.body).toBe('');
  });

  it('sends DELETE payloads as the query string', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/remove', method: 'DELETE', data: { id: 9 } });
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.query.get('id')).toBe('9');
    expect(seen[0]?.body).toBe('');
  });

  it('strips undefined, null and empty strings from query parameters', async () => {
    const seen = capture();
    await request({
      url: '/test-endpoint/thing/list',
      method: 'GET',
      params: { a: undefined, b: null, c: '', d: 0, e: false, f: 'x' },
    });
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({ d: '0', e: 'false', f: 'x' });
  });
});

/** Records whether the overlay was visible while the server was answering. */
function overlayDuringCall() {
  const during: boolean[] = [];
  capture(() => {
    during.push(loadingOverlay.isVisible());
    return ok();
  });
  return during;
}

describe('loading overlay (SPEC.md §7, §8)', () => {
  it('shows by default for non-GET calls and not for GET calls', async () => {
    const during = overlayDuringCall();
    await request({ url: '/test-endpoint/thing/save', method: 'POST', data: {} });
    await request({ url: '/test-endpoint/thing/list', method: 'GET' });
    expect(during).toEqual([true, false]);
    expect(loadingOverlay.isVisible()).toBe(false);
  });

  it('can be switched per call, both ways', async () => {
    const during = overlayDuringCall();
    await request({ url: '/test-endpoint/thing/save', method: 'POST', data: {} }, { loading: false });
    await request({ url: '/test-endpoint/thing/list', method: 'GET' }, { loading: true });
    expect(during).toEqual([false, true]);
  });

  it('closes after a failed call', async () => {
    capture(() => HttpResponse.json({ code: 1, msg: '失败' }));
    await expect(request({ url: '/test-endpoint/thing/save', method: 'POST' })).rejects.toThrow('失败');
    expect(loadingOverlay.isVisible()).toBe(false);
  });

  it('closes after a network failure', async () => {
    capture(() => HttpResponse.error());
    await expect(request({ url: '/test-endpoint/thing/save', method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(loadingOverlay.isVisible()).toBe(false);
  });

  it('stays open while overlapping calls are pending and closes when the last one settles', async () => {
    server.use(
      http.post('*/test-endpoint/thing/slow', async () => {
        await delay(60);
        return ok();
      }),
      http.post('*/test-endpoint/thing/fast', () => HttpResponse.json({ code: 5, msg: '快速失败' })),
    );
    const slow = request({ url: '/test-endpoint/thing/slow', method: 'POST' });
    await expect(request({ url: '/test-endpoint/thing/fast', method: 'POST' })).rejects.toThrow('快速失败');
    expect(loadingOverlay.isVisible()).toBe(true);
    await slow;
    expect(loadingOverlay.isVisible()).toBe(false);
  });
});

describe('platform field (SPEC.md §7)', () => {
  it('is added to the body of a POST only when the call asks for it', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/save', method: 'POST', data: { a: '1' } }, { platform: true });
    await request({ url: '/test-endpoint/thing/save', method: 'POST', data: { a: '1' } });
    expect(new URLSearchParams(seen[0]?.body).get('platform')).toBe(currentPlatform());
    expect(new URLSearchParams(seen[1]?.body).has('platform')).toBe(false);
  });

  it('is added to the query of a GET', async () => {
    const seen = capture();
    await request({ url: '/test-endpoint/thing/list', method: 'GET', params: { a: 1 } }, { platform: true });
    expect(seen[0]?.query.get('platform')).toBe(currentPlatform());
  });
});

describe('envelope code (SPEC.md §7, §8)', () => {
  it('resolves with the whole body when code is 0', async () => {
    capture(() => HttpResponse.json({ code: 0, msg: '成功', data: { id: 1 }, extra: true }));
    await expect(request({ url: '/test-endpoint/thing/detail', method: 'GET' })).resolves.toEqual({
      code: 0,
      msg: '成功',
      data: { id: 1 },
      extra: true,
    });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects with the message and shows it as an error toast when code is not 0', async () => {
    capture(() => HttpResponse.json({ code: 40001, msg: '手机号已存在' }));
    const error = await request({ url: '/test-endpoint/thing/save', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '手机号已存在', code: 40001, status: 200, kind: 'business' });
    expect(errorToast).toHaveBeenCalledWith('手机号已存在');
  });

  it('rejects without a toast when messages are turned off for the call', async () => {
    capture(() => HttpResponse.json({ code: 40001, msg: '手机号已存在' }));
    await expect(request({ url: '/test-endpoint/thing/save', method: 'POST' }, { message: false })).rejects.toThrow('手机号已存在');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects code 100000004 without a toast and announces the expired session', async () => {
    capture(() => HttpResponse.json({ code: SESSION_EXPIRED_CODE, msg: '登录已失效' }));
    const listener = vi.fn<(error: ApiError) => void>();
    const stop = onSessionExpired(listener);
    const error = await request({ url: '/test-endpoint/thing/list', method: 'GET' }).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ code: SESSION_EXPIRED_CODE, isSessionExpired: true });
    expect(listener).toHaveBeenCalledWith(error);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('re-login after session expiry', () => {
  it('waits for the registered re-authenticator and retries the failed call once', async () => {
    let signedIn = false;
    capture(() => (signedIn ? ok({ id: 1 }) : HttpResponse.json({ code: SESSION_EXPIRED_CODE, msg: '登录已失效' })));
    const stop = setReauthenticator(async () => {
      signedIn = true;
      return true;
    });
    const result = await request<{ data: unknown }>({ url: '/test-endpoint/thing/detail', method: 'GET' });
    stop();
    expect(result.data).toEqual({ id: 1 });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects when the user gives up signing in again', async () => {
    capture(() => HttpResponse.json({ code: SESSION_EXPIRED_CODE, msg: '登录已失效' }));
    const stop = setReauthenticator(async () => false);
    await expect(request({ url: '/test-endpoint/thing/detail', method: 'GET' })).rejects.toMatchObject({ isSessionExpired: true });
    stop();
  });

  it('asks once for calls that expire together', async () => {
    let signedIn = false;
    capture(() => (signedIn ? ok() : HttpResponse.json({ code: SESSION_EXPIRED_CODE, msg: '登录已失效' })));
    const reauth = vi.fn<() => Promise<boolean>>(async () => {
      await delay(20);
      signedIn = true;
      return true;
    });
    const stop = setReauthenticator(reauth);
    await Promise.all([1, 2, 3].map(() => request({ url: '/test-endpoint/thing/list', method: 'GET' })));
    stop();
    expect(reauth).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP failures (SPEC.md §8)', () => {
  it('502: toasts that the server is being deployed and rejects', async () => {
    capture(() => new HttpResponse('Bad Gateway', { status: 502 }));
    const error = await request({ url: '/test-endpoint/thing/list', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: API_MESSAGES.deploying, kind: 'http' });
    expect(errorToast).toHaveBeenCalledWith(API_MESSAGES.deploying);
  });

  it('502: toasts even when the call silenced its own messages (a deployment concerns everyone)', async () => {
    capture(() => new HttpResponse(null, { status: 502 }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' }, { message: false })).rejects.toThrow(API_MESSAGES.deploying);
    expect(errorToast).toHaveBeenCalledWith(API_MESSAGES.deploying);
  });

  it("uses the body's message field when the body is an object", async () => {
    capture(() => HttpResponse.json({ message: '参数错误：pageSize' }, { status: 400 }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toMatchObject({
      message: '参数错误：pageSize',
      status: 400,
    });
    expect(errorToast).toHaveBeenCalledWith('参数错误：pageSize');
  });

  it('uses the body itself when it is text', async () => {
    capture(() => new HttpResponse('数据库连接超时', { status: 500, headers: { 'content-type': 'text/plain' } }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toThrow('数据库连接超时');
    expect(errorToast).toHaveBeenCalledWith('数据库连接超时');
  });

  it('falls back to the status text (in zh-CN, never the English one) plus the status code', async () => {
    capture(() => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toThrow('服务暂时不可用 503');
    capture(() => new HttpResponse(null, { status: 418, statusText: "I'm a teapot" }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toThrow('请求失败 418');
  });

  it("tells a missing response in zh-CN and keeps the browser's own words for the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture(() => HttpResponse.error());
    const error = await request({ url: '/test-endpoint/thing/list', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: undefined, message: API_MESSAGES.networkFailed });
    expect(errorToast).toHaveBeenCalledExactlyOnceWith(API_MESSAGES.networkFailed);
    expect(warn).toHaveBeenCalledWith('[api] no response', '/test-endpoint/thing/list', expect.any(Error));
    warn.mockRestore();
  });

  describe('an answer that breaks off after its status line (the connection drops, the page is left)', () => {
    it('is no answer, told in zh-CN, for a list and for a download', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      cutOff('application/json', new TypeError('Failed to fetch'));
      const error = await request({ url: '/test-endpoint/thing/list', method: 'GET' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', message: API_MESSAGES.networkFailed });
      expect(errorToast).toHaveBeenCalledExactlyOnceWith(API_MESSAGES.networkFailed);
      expect(warn).toHaveBeenCalledWith('[api] answer cut off', '/test-endpoint/thing/list', expect.any(TypeError));

      errorToast.mockClear();
      cutOff('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', new TypeError('Failed to fetch'));
      const download = await request({ url: '/test-endpoint/thing/export', method: 'GET', responseType: 'blob' }).catch((e: unknown) => e);
      expect(download).toBeInstanceOf(ApiError);
      expect(download).toMatchObject({ kind: 'network', message: API_MESSAGES.networkFailed });
      expect(errorToast).toHaveBeenCalledExactlyOnceWith(API_MESSAGES.networkFailed);
    });

    it('says nothing when its caller cancelled it', async () => {
      const controller = new AbortController();
      cutOff('application/json', new DOMException('The operation was aborted.', 'AbortError'), () => controller.abort());
      const error = await request({ url: '/test-endpoint/thing/list', method: 'GET', signal: controller.signal }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'aborted' });
      expect(errorToast).not.toHaveBeenCalled();
    });
  });

  it('tells the user about a 2xx answer of any other shape (array, number, string, null, envelope without a numeric code)', async () => {
    for (const body of [[1, 2], 42, '"ok"', 'null', { code: '0', data: [] }, { msg: '成功' }]) {
      errorToast.mockClear();
      capture(() => HttpResponse.json(typeof body === 'string' ? JSON.parse(body) : body));
      await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toMatchObject({ kind: 'invalid-response', message: API_MESSAGES.invalidResponse });
      expect(errorToast).toHaveBeenCalledExactlyOnceWith(API_MESSAGES.invalidResponse);
    }
  });

  it('tells a business failure whose msg is not a string with the generic message', async () => {
    for (const msg of [42, null, { text: 'x' }, ['a'], '   ']) {
      errorToast.mockClear();
      capture(() => HttpResponse.json({ code: 500, msg, data: null }));
      await expect(request({ url: '/test-endpoint/thing/save', method: 'POST', data: {} })).rejects.toMatchObject({
        kind: 'business',
        message: API_MESSAGES.unknownBusinessError,
      });
      expect(errorToast).toHaveBeenCalledExactlyOnceWith(API_MESSAGES.unknownBusinessError);
    }
  });

  it('does not toast HTTP failures when messages are turned off', async () => {
    capture(() => HttpResponse.json({ message: '无权限' }, { status: 403 }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' }, { message: false })).rejects.toThrow('无权限');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects a 2xx answer that is not the envelope', async () => {
    capture(() => new HttpResponse('<html>gateway login</html>', { headers: { 'content-type': 'text/html' } }));
    await expect(request({ url: '/test-endpoint/thing/list', method: 'GET' })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: API_MESSAGES.invalidResponse,
    });
  });

  it('rejects an aborted call quietly', async () => {
    server.use(
      http.get(URL_PATTERN, async () => {
        await delay(200);
        return ok();
      }),
    );
    const controller = new AbortController();
    const call = request({ url: '/test-endpoint/thing/list', method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('files (uploads and downloads)', () => {
  it('sends multipart uploads with the browser-made boundary, not a bare content type', async () => {
    let received: { type: string | null; name: string | undefined; text: string | undefined } | undefined;
    server.use(
      http.post('*/test-endpoint/thing/upload', async ({ request: req }) => {
        const form = await req.formData();
        const file = form.get('file');
        received = {
          type: req.headers.get('content-type'),
          name: file instanceof File ? file.name : undefined,
          text: file instanceof File ? await file.text() : undefined,
        };
        return ok({ total: 1 });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['a,b'], '名单.csv', { type: 'text/csv' }));
    await request({
      url: '/test-endpoint/thing/upload',
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
    });
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toMatchObject({ name: '名单.csv', text: 'a,b' });
  });

  it('resolves downloads with a File named by Content-Disposition', async () => {
    capture(
      () =>
        new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=UTF-8''%E7%AE%A1%E7%90%86%E5%91%98.xlsx",
          },
        }),
    );
    const file = await request<Blob>({ url: '/test-endpoint/thing/export', method: 'GET', responseType: 'blob' });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('管理员.xlsx');
    expect(file.size).toBe(4);
  });

  it('treats a JSON error answer to a download as an envelope error', async () => {
    capture(() => HttpResponse.json({ code: 3, msg: '导出条数超过上限' }));
    await expect(request({ url: '/test-endpoint/thing/export', method: 'GET', responseType: 'blob' })).rejects.toThrow('导出条数超过上限');
  });
});
