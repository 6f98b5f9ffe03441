import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles.css';
import { MOCK_WORKER_URL, rememberScenarioFromUrl } from '@/lib/mock-control';
import { answerCallsInPage, holdRequestsUntil } from '@/api/request-gate';
import { isPhoneWidth } from '@/lib/phone-width';
import { SCREEN_OUTLINE_AFTER_MS } from '@/lib/screen-outline';
import { App } from './app';
import { appRenders } from './app-renders';
import { PRERENDERED_ATTRIBUTE, rendersDrawnPage } from '@/lib/drawn-page';
import { createAppRouter } from './router';
import { takeCarriedNotice } from '@/lib/identity';
import { toast } from '@/lib/toast';

// A tab that reloaded because its signed-in person changed in another tab says why (src/lib/identity.ts).
const carried = takeCarriedNotice();
if (carried) toast.info(carried);

// A back-office list asks for its first rows at once, while the code of its screen loads (early-list.ts).
// Only on a screen's address (`/admin/<group…>/<name>`): the sign-in page and the workbench would
// load the resource index for nothing (27 kB gzipped more before /admin/login was usable).
const adminScreen = /^\/admin\/[^/]+\/[^/]/.test(location.pathname);
if (adminScreen)
  void import('@/admin/early-list').then(
    ({ startFirstList }) => startFirstList(location),
    () => undefined,
  );

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const drawn = rendersDrawnPage();
// A drawn page hidden from this visit (no session, or a wider screen than it was drawn for) is not
// taken over: the app starts as on any other page, without the hidden markup in its way.
if (!drawn) container.querySelector(`:scope > [${PRERENDERED_ATTRIBUTE}]`)?.remove();
const router = createAppRouter({ drawn });
const root = createRoot(container);
const { render, provideMockControl } = appRenders((mockControl) =>
  root.render(
    <StrictMode>
      <App router={router} mockControl={mockControl} />
    </StrictMode>,
  ),
);

// A page drawn at build time (build/prerender-plugin.ts) is already on screen. React's first commit
// replaces it, so that commit must be the page, not the router's empty first frame: the route loads
// first. With the page on screen, nothing is gained by building the live one in one long task: it is
// built as a transition, in slices between which the browser stays free, and committed in one go.
// A failed load renders anyway, and the route's error shows.
if (drawn)
  void router.load().then(
    () => startTransition(() => render()),
    () => render(),
  );
// At phone width (phone-width.ts), a back-office screen is rendered once its route has loaded, as a
// transition: built in slices. Rendered at once, React drew the router's first frame, then the loaded
// page in a synchronous render (the router's state is an external store, whose updates React never
// slices): ~600 ms of frozen page on a mid-range phone. A load still out after SCREEN_OUTLINE_AFTER_MS
// renders anyway, so a slow network still gets the shell and the screen's outline. Wider screens render
// at once: the shell is built while the screen's code loads, and the first rows come soonest.
else if (adminScreen && isPhoneWidth())
  void Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, SCREEN_OUTLINE_AFTER_MS))]).then(
    () => startTransition(() => render()),
    () => render(),
  );
else render();
// The mock backend must answer the first request, but the page need not wait for it: it starts
// while the first screen loads, and calls wait for it in the call layer. The dynamic import keeps
// msw and faker out of any build with mocks off (Vite drops the branch when VITE_API_MOCK is not `on`).
if (import.meta.env.VITE_API_MOCK === 'on') {
  rememberScenarioFromUrl();
  // Registering (download, install, activate) takes a few hundred ms on a fresh profile: start it
  // now, while msw and the mock data load; MSW's own start then finds this registration.
  void navigator.serviceWorker?.register(MOCK_WORKER_URL).catch(() => undefined);
  // Calls are answered in the page until the worker is in place (mocks/browser.ts), or for good where
  // it cannot start (no service workers: an insecure origin, some private windows).
  const backend = import('../../mocks/browser').then(({ startMockBackend }) => startMockBackend());
  const inPage = backend.then(async ({ answering }) => answerCallsInPage(await answering));
  holdRequestsUntil(inPage);
  void Promise.all([backend.then(({ started }) => started), inPage]).then(
    ([{ control, viaWorker }]) => {
      if (viaWorker) answerCallsInPage(undefined);
      provideMockControl(control);
    },
    (error: unknown) => console.error('The embedded mock backend did not start', error),
  );
}
