import { getResponse, RequestHandler, type ResponseResolver } from 'msw';

/**
 * Orval's handlers (and the fixed answers built on them) by "METHOD /path": they are
 * `http.<method>('*' + path)` with no path parameters. Looking one up replaces MSW's walk through a
 * list, where `HttpHandler.parse` reads `document.cookie` and queries MSW's cookie store (a
 * public-suffix lookup) for every handler it tries, before it matches the path.
 */
export class HandlerIndex {
  private readonly byKey = new Map<string, RequestHandler>();

  constructor(handlers: readonly RequestHandler[]) {
    for (const handler of handlers) {
      const { method, path } = handler.info as { method?: unknown; path?: unknown };
      if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('*/api/') || path.includes(':')) {
        throw new Error(`mock handler not keyed by method and path: ${handler.info.header}`);
      }
      this.byKey.set(`${method} ${path.slice(1)}`, handler);
    }
  }

  /** The answer of the handler for this request's method and path, or undefined when there is none. */
  async answer(request: Request): Promise<Response | undefined> {
    const handler = this.byKey.get(`${request.method} ${new URL(request.url).pathname}`);
    return handler ? getResponse([handler], request) : undefined;
  }
}

/**
 * A handler for every request whose URL matches `url`, without `HttpHandler`'s per-request cookie
 * parsing (see HandlerIndex): no step of the mock backend reads cookies, its session is its own.
 */
export class UrlHandler extends RequestHandler {
  private readonly url: RegExp;

  constructor(url: RegExp, resolver: ResponseResolver) {
    super({ info: { header: `all ${url.source}` }, resolver });
    this.url = url;
  }

  predicate({ request }: { request: Request }): boolean {
    return this.url.test(request.url);
  }

  log(): void {
    // The worker starts quiet (mocks/browser.ts): nothing is printed per request.
  }
}
