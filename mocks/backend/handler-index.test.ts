import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HandlerIndex, UrlHandler } from './handler-index';

const API = /^[a-z]+:\/\/[^/]+\/api\//i;

describe('HandlerIndex', () => {
  const index = new HandlerIndex([
    http.get('*/api/cms/a/list', () => HttpResponse.json({ which: 'get a' })),
    http.post('*/api/cms/a/list', () => HttpResponse.json({ which: 'post a' })),
    http.get('*/api/cms/b/detail', () => HttpResponse.json({ which: 'get b' })),
  ]);

  it('answers with the handler of the request method and path, whatever the origin and query', async () => {
    const answer = await index.answer(new Request('http://api.example.com/api/cms/a/list?pageNum=2', { method: 'POST' }));
    expect(await answer?.json()).toEqual({ which: 'post a' });
    const other = await index.answer(new Request('http://localhost:5173/api/cms/b/detail?id=1'));
    expect(await other?.json()).toEqual({ which: 'get b' });
  });

  it('has no answer for another method or path', async () => {
    expect(await index.answer(new Request('http://localhost/api/cms/b/detail', { method: 'DELETE' }))).toBeUndefined();
    expect(await index.answer(new Request('http://localhost/api/cms/a/list/extra'))).toBeUndefined();
  });

  it('refuses a handler it could not find by method and path', () => {
    expect(() => new HandlerIndex([http.get('*/api/cms/:id', () => HttpResponse.json({}))])).toThrow(/not keyed by method and path/);
    expect(() => new HandlerIndex([http.get('/elsewhere', () => HttpResponse.json({}))])).toThrow(/not keyed by method and path/);
  });
});

describe('UrlHandler', () => {
  const handler = new UrlHandler(API, ({ request }) => HttpResponse.json({ method: request.method, path: new URL(request.url).pathname }));

  it('answers every method on a matching URL', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await getResponse([handler], new Request('http://api.example.com/api/x/y', { method }));
      expect(await answer?.json()).toEqual({ method, path: '/api/x/y' });
    }
  });

  it('leaves other URLs alone (the dev server serves /src/api/… modules)', async () => {
    expect(await getResponse([handler], new Request('http://localhost:5173/src/api/request.ts'))).toBeUndefined();
  });
});
