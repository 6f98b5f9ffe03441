import { getResponse, type RequestHandler } from 'msw';
import type { PageAnswer } from '@/lib/mock-control';

/**
 * The handlers' answer to a call made in the page, settled as the service worker's would be: a
 * request no handler takes is not answered (it goes out), and `HttpResponse.error()` (the 网络异常
 * scenario) is a call that reached no server, which fetch rejects with a TypeError.
 *
 * Only reads are answered at once: a first screen needs them soonest. A write waits for
 * `workerStarted` (on a fresh profile a few ms after the reads can be answered) and goes through the
 * worker, so that what the app sends (a sign-in's md5, a form's body, an upload) stays visible in the
 * browser's network panel and to tests; the page answers it only where no worker started.
 */
export function answerFrom(handlers: RequestHandler[], workerStarted: Promise<boolean>): PageAnswer {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && (await workerStarted)) return undefined;
    const response = await getResponse(handlers, request);
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
