import { getResponse, type RequestHandler } from 'msw';

/**
 * Where no service worker can start, the page's own `fetch` answers `/api` calls with the mock
 * handlers, settled as the worker's would be: a request no handler takes goes out as usual, and
 * `HttpResponse.error()` (the 网络异常 scenario) is a call that reached no server, which fetch
 * rejects with a TypeError. Mock builds only (mocks/browser.ts); the call layer knows nothing of it.
 */
export function answerInPage(handlers: RequestHandler[], scope: { fetch: typeof fetch } = globalThis): void {
  const network = scope.fetch.bind(scope);
  scope.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request.clone());
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return response ?? network(request);
  };
}
