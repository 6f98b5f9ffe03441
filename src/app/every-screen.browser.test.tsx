import { groups, loadGroup } from '@generated/manifest/index';
import { callList } from '@generated/manifest/list-call';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { signInStaff } from '@/admin/admin-sign-in';
import { LANDING_PAGES } from '@/admin/landing-pages';
import { hasScreen, recordHref, resourceEntry, resourceHref } from '@/admin/resources';
import { endSession } from '@/admin/staff-identity';
import { SUCCESS_CODE } from '@/api/api-error';
import { createQueryClient } from '@/api/query-client';
import type { ResponseEnvelope } from '@/api/request';
import { createNodeBackend } from '../../mocks/node';
import { answerInPage } from '../../mocks/page-answer';
import { App } from './app';
import { createAppRouter } from './router';

/*
 * Every back-office screen, mounted as the real app (its router, shell, guards and loaders) at the
 * screen's address, against the embedded mock backend answering in the page: the fast stand-in for
 * ~190 page loads of a production build (e2e keeps one smoke per screen kind,
 * tests/e2e/admin-screen-kinds.spec.ts). One test per screen, so a failure names it.
 */

interface Screen {
  name: string;
  href: string;
}

/** A resource with a list gets the generic screen: a table named after it. */
const listScreens: Screen[] = groups.flatMap((g) => g.resources.filter((r) => r.kinds.includes('list')).map((r) => ({ name: r.name, href: resourceHref(r) })));

/** A resource without a list has a screen only through its refinement file, which brings its own. */
const ownScreens: Screen[] = [
  ...groups.flatMap((g) => g.resources.filter((r) => !r.kinds.includes('list') && hasScreen(r)).map((r) => ({ name: r.name, href: resourceHref(r) }))),
  // A group's landing page (统计看板) is a screen of its own, though no resource.
  ...LANDING_PAGES.map(({ name, href }) => ({ name, href })),
];

/** The resources others' records point to (the manifest's reverse graph): each gets its first record's page. */
const recordScreens = (await Promise.all(Object.values(loadGroup).map((load) => load())))
  .flatMap((group) => group.resources)
  .filter((resource) => (resource.related?.length ?? 0) > 0)
  .flatMap((resource) => {
    const entry = resourceEntry(resource.key);
    return entry ? [{ name: entry.resource.name, summary: entry.resource }] : [];
  });

/** Waits for a screen on a shared 2-core machine: a ceiling for a hang (a group's code loads on its first screen), not a budget. */
const SETTLE = { timeout: 15_000 };

const backend = createNodeBackend();
/** What went wrong during the current screen: console errors, uncaught errors and failed `/api` calls. */
let problems: string[] = [];
const restore: (() => void)[] = [];

function watch<K extends keyof WindowEventMap>(type: K, say: (event: WindowEventMap[K]) => string) {
  const listener = (event: WindowEventMap[K]) => void problems.push(say(event));
  window.addEventListener(type, listener);
  restore.push(() => window.removeEventListener(type, listener));
}

/** What is wrong with an `/api` answer, if anything: an HTTP failure, or an answer that says it failed (code ≠ 0). */
async function answerProblem(url: string, response: Response): Promise<string | undefined> {
  if (response.status >= 400) return `HTTP ${response.status}: ${url}`;
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const { code } = ((await response.clone().json()) ?? {}) as Partial<ResponseEnvelope>;
    return code === undefined || code === SUCCESS_CODE ? undefined : `code ${String(code)}: ${url}`;
  } catch {
    return `unreadable JSON: ${url}`;
  }
}

beforeAll(async () => {
  // The page's own fetch answers with the mock handlers (no service worker: nothing to install or
  // claim); every answer then passes the watch below, as the walk watched the network.
  const network = globalThis.fetch;
  answerInPage(backend.handlers);
  const answered = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    // Read without building a Request: that would use up the body the call still has to send.
    const url = input instanceof Request ? input.url : String(input);
    let response: Response;
    try {
      response = await answered(input, init);
    } catch (error) {
      problems.push(`failed: ${url} ${String(error)}`);
      throw error;
    }
    const problem = new URL(url, location.href).pathname.startsWith('/api/') ? await answerProblem(url, response) : undefined;
    if (problem) problems.push(problem);
    return response;
  };
  restore.push(() => void (globalThis.fetch = network));

  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  restore.push(() => void (console.error = consoleError));
  watch('error', (event) => `page error: ${event.message}`);
  watch('unhandledrejection', (event) => `unhandled rejection: ${String(event.reason)}`);

  // A desktop window, as the walk's: the sidebar stands beside the page with its whole menu.
  await page.viewport(1280, 720);
  // Signed in once through the app's own sign-in: the mock backend opens its session and the app
  // stores its half (cookie + record, SPEC.md §3), which every screen's guard then restores.
  await signInStaff({ account: 'admin', password: '123456' });
  if (problems.length > 0) throw new Error(`signing in went wrong: ${problems.join('; ')}`);
});

afterAll(() => {
  // The session lives in this origin's cookie and storage, which the next test file shares.
  endSession();
  for (const undo of restore.toReversed()) undo();
});

beforeEach(() => {
  problems = [];
});
// Unmounted before the next screen mounts, so nothing of this one (its router, its cache) carries over.
afterEach(() => cleanup());

/** The real app at `href`, as src/app/main.tsx mounts it, with a cache of its own. */
async function mount(href: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ context: { queryClient }, history: createMemoryHistory({ initialEntries: [href] }) });
  await render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** What every screen must show: its own heading, and nothing of a screen that is not there. */
async function expectScreen(screen: Screen) {
  await expect.element(page.getByRole('heading', { name: screen.name, exact: true }), SETTLE).toBeVisible();
  expect(document.body.textContent).not.toContain('页面不存在');
  // The router's generated placeholder never ships on any route.
  expect(document.body.textContent).not.toContain('Hello "/');
}

it('covers every resource screen of the manifest and its landing page', () => {
  expect(ownScreens.length).toBeGreaterThanOrEqual(7);
  expect(listScreens.length).toBeGreaterThan(140);
  expect(ownScreens.map((s) => s.href)).toContain('/admin/bms/statistics');
  expect(recordScreens.length).toBeGreaterThan(50);
});

describe('a generic list screen', () => {
  it.each(listScreens)('$name ($href) renders its table without console errors or failed requests', async (screen) => {
    await mount(screen.href);
    await expectScreen(screen);
    const table = page.getByRole('table', { name: `${screen.name}列表` });
    await expect.element(table, SETTLE).toBeVisible();
    // Rows arrived, or the list is honestly empty (or waits for a required filter); never stuck loading or failed.
    await expect.element(table, SETTLE).toHaveAttribute('aria-busy', 'false');
    expect(table.getByRole('alert').elements()).toHaveLength(0);
    // What the body shows: its one status row's words, else whether it has rows.
    const body = table.element().querySelector('tbody');
    const shown = body?.querySelector('td[colspan]')?.textContent ?? (body?.querySelector('tr:not([aria-hidden])') ? 'rows' : 'nothing');
    expect(shown).toMatch(/^rows$|暂无数据|请先在筛选条件中填写/);
    expect(problems).toEqual([]);
  });
});

describe('a record page', () => {
  it.each(recordScreens)('$name: its first record’s page, with its related lists, without console errors or failed requests', async ({ summary }) => {
    // Its first record, as its list answers (a list that needs a filter first: record 1).
    const list =
      summary.list && summary.list.required.length === 0 ? ((await callList(summary.list, { pageNum: 1, pageSize: 1 })) as { data?: { pageList?: { id?: number }[] } }) : undefined;
    await mount(recordHref(summary, list?.data?.pageList?.[0]?.id ?? 1));
    await expect.element(page.getByRole('heading', { level: 1 }), SETTLE).toBeVisible();
    await expect.element(page.getByRole('region', { name: '关联记录' }), SETTLE).toBeVisible();
    await expect.poll(() => document.querySelectorAll('[aria-busy="true"]').length, SETTLE).toBe(0);
    expect(document.body.textContent).not.toContain('记录不存在或无权查看');
    expect([...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("a screen of its own (a refinement's, a landing page)", () => {
  it.each(ownScreens)('$name ($href) opens without console errors or failed requests', async (screen) => {
    await mount(screen.href);
    await expectScreen(screen);
    // Whatever it loads has arrived: nothing is left busy.
    await expect.poll(() => document.querySelectorAll('[aria-busy="true"]').length, SETTLE).toBe(0);
    // Nothing on it failed to load (a section's or the screen's own failure is an alert with 重试).
    expect([...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
