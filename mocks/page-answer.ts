import { getResponse, type RequestHandler } from 'msw';

/** What the call layer can be given to answer its calls in the page (src/api/request-gate.ts). */
export type PageAnswer = (request: Request) => Promise<Response | undefined>;

/**
 * The handlers' answer to a call made in the page, settled as the service worker's would be: a
 * request no handler takes is not answered (it goes out), and `HttpResponse.error()` (the 网络异常
 * scenario) is a call that reached no server, which fetch rejects with a TypeError.
 */
export function answerFrom(handlers: RequestHandler[]): PageAnswer {
  return async (request) => {
    const response = await getResponse(handlers, request);
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
