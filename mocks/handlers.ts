import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockScenario } from '@/lib/mock-control';
import { authHandlers } from './auth-handlers';
import { handleApiRequest } from './backend/backend';
import { scenarioResponse } from './backend/scenarios';
import type { MockSession } from './backend/session';
import type { MockStore } from './backend/store';
import { siteHandlers } from './site-handlers';

export interface MockBackendOptions {
  store: MockStore;
  session: MockSession;
  scenario: () => MockScenario;
}

/**
 * Requests to an origin's `/api/…`, and nothing else: `*\/api/*` would also catch the dev server's
 * own modules (`/src/api/request.ts`) and answer them with 404s.
 */
const API = /^[a-z]+:\/\/[^/]+\/api\//i;

const SESSION_FREE = /\/(signIn|signOut)$|^\/api\/(cms|sms|ums)\//;

/**
 * The whole mock backend as MSW handlers, first match wins: fault scenarios, sign-in/out,
 * the session check, then the stateful store (with Orval's generated answers as fallback).
 */
export function mockHandlers(options: MockBackendOptions): RequestHandler[] {
  return [
    http.all(API, ({ request }) => scenarioResponse(options.scenario(), request)),
    ...authHandlers(options.session),
    ...siteHandlers,
    http.all(API, ({ request }) => {
      const path = new URL(request.url).pathname;
      if (options.session.signedOut() && !SESSION_FREE.test(path)) {
        return HttpResponse.json({ code: 100000004, msg: '登录已失效，请重新登录' });
      }
      return undefined;
    }),
    http.all(API, async ({ request }) => {
      const response = await handleApiRequest({ store: options.store }, request);
      return response ?? HttpResponse.json({ message: `接口不存在：${new URL(request.url).pathname}` }, { status: 404 });
    }),
  ];
}
