import type { Route } from '@playwright/test';

/**
 * Serving answers with `page.route` to the deployable build (project `real-api`: mocks off, the API on
 * another origin). The mock build answers in a service worker, which `page.route` cannot see.
 */

/** The fake API's origin (playwright.config.ts): where the deployable build sends its calls. */
export const API = `https://localhost:${process.env.E2E_API_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 2}`;

/** What a section says of an answer whose shape is not what the spec promises. */
export const UNREADABLE = '服务器返回了无法识别的数据';

/** A successful envelope (code 0) around `data`. */
export const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({ code: 0, msg: 'ok', data, ...extra });

/** A route handler answering `body` as JSON. */
export const answer = (body: unknown) => (route: Route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });

/** The glob of a call under /api/ (its query string included). */
export const api = (path: string) => `${API}/api/${path}**`;
