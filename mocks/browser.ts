import { groups, specHash } from '@generated/manifest/index';
import { clear, createStore, get, set } from 'idb-keyval';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { armScenario, MOCK_SCENARIO_KEY, MOCK_WORKER_CLAIM, MOCK_WORKER_URL, scenarioFromSearch, type MockControl, type MockScenario, type PageAnswer } from '@/lib/mock-control';
import { prepareRelations } from './backend/demo-data';
import { groupModules } from './backend/modules';
import { storageSession } from './backend/session';
import { MockStore, type Persistence, type StoreSnapshot } from './backend/store';
import { mockHandlers } from './handlers';
import { answerFrom } from './page-answer';
import { DEFAULT_SEED } from './node';

/** How long a claim may take before MSW's reload takes over. */
const CLAIM_WAIT_MS = 3000;

function indexedDbPersistence(): Persistence {
  const db = createStore('eduweb-mock-backend', 'snapshots');
  return {
    load: () => get<StoreSnapshot>('store', db),
    save: (snapshot) => set('store', snapshot, db),
    clear: () => clear(db),
  };
}

function readScenario(): MockScenario {
  const fromUrl = scenarioFromSearch(location.search);
  if (fromUrl) return fromUrl;
  try {
    return (JSON.parse(sessionStorage.getItem(MOCK_SCENARIO_KEY) ?? 'null') as MockScenario | null) ?? { kind: 'off' };
  } catch {
    return { kind: 'off' };
  }
}

/**
 * Loads the manifest of the first back-office screen's group, and those of the tables its rows
 * point to (their labels are in its first answer), while the service worker activates, so its
 * first request does not wait for them. A screen's address mirrors its resource's base path
 * (/admin/<service>/<group>/<resource>, ARCHITECTURE.md).
 */
async function loadFirstScreenGroup(): Promise<void> {
  const screen = /^\/admin(\/[^/]+\/[^/]+\/[^/]+)\/?$/.exec(location.pathname)?.[1];
  if (!screen) return;
  const group = groups.find((g) => g.resources.some((r) => r.basePath.endsWith(screen)));
  if (!group) return;
  try {
    const { meta } = await groupModules(group.key);
    const resource = meta.resources.find((r) => r.basePath.endsWith(screen));
    if (resource) await prepareRelations(resource);
  } catch {
    // The first request loads them itself, and reports what failed.
  }
}

/**
 * MSW reloads a page that has a registration but no controller, taking it for a hard reload. On a
 * fresh profile that is also a page opened while the worker was still activating, and the reload
 * aborts whatever the page was doing (a navigation, a sign-in). The served worker claims a page on
 * request (build/mock-worker-plugin.ts), so ask it to; MSW's reload stays the fallback if it cannot.
 */
async function untilClaimed(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || container.controller) return;
  const claimed = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  // main.tsx registered the worker already; `ready` waits for it to activate.
  void container.ready.then((registration) => registration.active?.postMessage(MOCK_WORKER_CLAIM));
  await Promise.race([claimed, new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS))]);
}

/** Registers and starts the service worker that answers the page's `/api` requests with `handlers`. */
async function startWorker(handlers: RequestHandler[]): Promise<void> {
  const worker = setupWorker(...handlers);
  await untilClaimed();
  await worker.start({
    serviceWorker: { url: MOCK_WORKER_URL },
    // Only /api is mocked; the app's own files go to the network as usual.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}

/** The embedded mock backend as it starts: see startMockBackend. */
export interface StartingMockBackend {
  /**
   * Resolves once the backend can answer calls: with what answers them in the page, or, on a page the
   * worker already controls, with nothing once the worker answers them.
   */
  answering: Promise<PageAnswer | undefined>;
  /**
   * Resolves after `answering`, once its service worker answers the page's `/api` requests, or has
   * failed to start (`viaWorker` false: then only the page answers, and only the app's own calls).
   */
  started: Promise<StartedMockBackend>;
}

export interface StartedMockBackend {
  /** The testers' controls (their panel). */
  control: MockControl;
  viaWorker: boolean;
}

/**
 * Starts the embedded mock backend in the browser. Data changes survive a reload (IndexedDB,
 * discarded when the specs change); a fault scenario comes from the URL (`?mock-scenario=…`) or the
 * testers' panel and lasts for the tab.
 *
 * The service worker answers every `/api` request of the page, but on a fresh profile it is in place
 * only after it has been registered, installed and has claimed the page. The app's calls need not
 * wait for that: the same handlers answer them in the page as soon as the store and the first screen's
 * tables are loaded (`answering`), until the worker has started (`started`: then it takes them, and
 * they show in the browser's network panel again). main.tsx hands the one to the call layer and
 * withdraws it at the other. Where no service worker can start, the page goes on answering. A page
 * the worker controls from the start (any load after the first) is not answered in the page at all.
 */
export function startMockBackend(): StartingMockBackend {
  performance.mark('mock-backend:start');
  const store = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence: indexedDbPersistence() });
  const ready = Promise.all([store.restore(), loadFirstScreenGroup()]);
  let scenario = armScenario(readScenario());
  const listeners = new Set<() => void>();
  const setScenario = (next: MockScenario) => {
    scenario = armScenario(next);
    for (const listener of listeners) listener();
    try {
      sessionStorage.setItem(MOCK_SCENARIO_KEY, JSON.stringify(scenario));
    } catch {
      // Storage refused: the scenario lasts for this page only.
    }
  };
  const handlers = mockHandlers({ store, session: storageSession(localStorage, 'mock-backend:session'), scenario: () => scenario, setScenario });
  const workerStarted = Promise.withResolvers<boolean>();
  const pageAnswer = ready.then(() => answerFrom(handlers, workerStarted.promise));
  // A page the worker already controls (a reload, a link opened after the first visit) waits the few
  // ms of the worker's start instead: then every call of it shows in the network panel and to tests.
  // Only a first visit, where the wait is the worker's whole install, is answered in the page.
  const answering = navigator.serviceWorker?.controller ? workerStarted.promise.then((viaWorker) => (viaWorker ? undefined : pageAnswer)) : pageAnswer;
  const control: MockControl = {
    scenario: () => scenario,
    setScenario,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reset: () => store.reset(),
  };
  const started = (async (): Promise<StartedMockBackend> => {
    const viaWorker = await startWorker(handlers).then(
      () => true,
      (error: unknown) => {
        // No service worker here (an insecure origin, some private windows): the page answers on its own.
        console.warn('[mock] the service worker did not start; the page answers the calls itself', error);
        return false;
      },
    );
    await pageAnswer;
    workerStarted.resolve(viaWorker);
    // Readable by testers and the benchmark: performance.measure('mock-backend') in devtools.
    if (viaWorker) performance.measure('mock-backend', 'mock-backend:start');
    return { control, viaWorker };
  })();
  return { answering, started };
}
