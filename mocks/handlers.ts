import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { afterOneUse, type MockScenario } from '@/lib/mock-control';
import { handleApiRequest } from './backend/backend';
import { allowedMethods, contractRefusal, methodNotAllowed } from './backend/contract';
import { UrlHandler } from './backend/handler-index';
import { locate } from './backend/modules';
import { scenarioResponse } from './backend/scenarios';
import type { MockSession } from './backend/session';
import type { MockStore } from './backend/store';
import { fixedAnswers } from './fixtures';

export interface MockBackendOptions {
  store: MockStore;
  session: MockSession;
  scenario: () => MockScenario;
  /** Where a counted scenario's remaining uses are kept (the tab's panel state); absent, counts are not kept. */
  setScenario?: (next: MockScenario) => void;
  /** Settles when the tester next chooses a scenario; absent, a slow call waits out its latency. */
  nextChoice?: () => Promise<void>;
}

/**
 * Requests to an origin's `/api/…`, and nothing else: `*\/api/*` would also catch the dev server's
 * own modules (`/src/api/request.ts`) and answer them with 404s.
 */
const API = /^[a-z]+:\/\/[^/]+\/api\//i;

const SESSION_FREE = /\/(signIn|signOut)$|^\/api\/(cms|sms|ums)\//;

const notFound = (path: string) => HttpResponse.json({ message: `接口不存在：${path}` }, { status: 404 });

/**
 * The answer to a method no spec declares for the path: HEAD is a GET without its body, OPTIONS
 * lists the methods, anything else (TRACE, PATCH on a GET path, …) is a 405 with `Allow`; a path no
 * spec describes is a 404. Also used by `npm run mock:server` for methods a fetch `Request` cannot
 * carry (TRACE), so it never becomes a 500.
 */
export async function undeclaredMethodResponse(method: string, url: string, handlers: () => RequestHandler[], headers?: HeadersInit): Promise<Response> {
  const path = new URL(url).pathname;
  const allowed = await allowedMethods(path);
  if (allowed.length === 0) return notFound(path);
  const verb = method.toUpperCase();
  if (verb === 'HEAD' && allowed.includes('GET')) {
    const answer = await getResponse(handlers(), new Request(url, { method: 'GET', headers }));
    return new HttpResponse(null, { status: answer?.status ?? 404, headers: answer?.headers });
  }
  if (verb === 'OPTIONS') return new HttpResponse(null, { status: 204, headers: { Allow: [...allowed, 'OPTIONS'].join(', ') } });
  return methodNotAllowed(verb, allowed);
}

/**
 * The whole mock backend as one MSW handler, steps in order, first answer wins: fault scenarios,
 * the session check, the contract (methods, required and typed parameters: mocks/backend/contract.ts),
 * sign-in/out and the public site's fixtures, then the stateful store (with Orval's generated answers
 * as fallback).
 *
 * One handler, not one per step and fixture, and not an `HttpHandler`: MSW's reads `document.cookie`
 * and its cookie store for every request it is tried on, before matching the path. ~40 of them cost
 * a cold admin list 176 cookie reads and public-suffix lookups over its 4 calls (handler-index.ts).
 */
export function mockHandlers(options: MockBackendOptions): RequestHandler[] {
  const fixed = fixedAnswers(options.session, options.store);
  const handlers: RequestHandler[] = [
    new UrlHandler(API, async ({ request }) => {
      const scenario = options.scenario();
      const faulted = await scenarioResponse(scenario, request, {
        session: options.session,
        applied: () => options.setScenario?.(afterOneUse(scenario)),
        nextChoice: options.nextChoice,
      });
      if (faulted) return faulted;
      const path = new URL(request.url).pathname;
      if (options.session.signedOut() && !SESSION_FREE.test(path)) {
        return HttpResponse.json({ code: 100000004, msg: '登录已失效，请重新登录' });
      }
      const located = await locate(request.method, path);
      if (!located) return undeclaredMethodResponse(request.method, request.url, () => handlers, request.headers);
      const refused = await contractRefusal(request, located);
      if (refused) return refused;
      const fixedAnswer = await fixed.answer(located.modules.meta.key, request);
      if (fixedAnswer) return fixedAnswer;
      const response = await handleApiRequest({ store: options.store, session: options.session }, request);
      return response ?? notFound(path);
    }),
  ];
  return handlers;
}
