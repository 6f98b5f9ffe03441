import { specHash } from '@generated/manifest/index';
import { clear, createStore, get, set } from 'idb-keyval';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { armScenario, MOCK_SCENARIO_KEY, MOCK_WORKER_CLAIM, MOCK_WORKER_URL, scenarioFromSearch, type MockControl, type MockScenario } from '@/lib/mock-control';
import { heldCalls } from './backend/scenarios';
import { storageSession } from './backend/session';
import { readStateFile, stateFileName, stateFileText } from './backend/state-file';
import { MockStore, type Persistence, type StoreSnapshot } from './backend/store';
import { writesOf } from './backend/write-log';
import { mockHandlers } from './handlers';
import { answerInPage } from './page-answer';
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
 * MSW reloads a page that has an active registration but no controller, taking it for a hard reload
 * (the page would load twice). The served worker claims a page on request
 * (build/mock-worker-plugin.ts), so ask it to; MSW's reload stays the fallback if it cannot.
 */
async function untilClaimed(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || container.controller) return;
  const active = (await container.getRegistration(MOCK_WORKER_URL))?.active;
  if (!active) return;
  const claimed = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  // A worker's postMessage takes a transfer list, not a target origin (the lint rule is about windows').
  active.postMessage(MOCK_WORKER_CLAIM, []);
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

/**
 * Starts the embedded mock backend in the browser; resolves with the testers' controls once it answers.
 * Data changes survive a reload (IndexedDB, discarded when the specs change); a fault scenario comes
 * from the URL (`?mock-scenario=…`) or the testers' panel and lasts for the tab.
 *
 * Its service worker answers every `/api` request of the page, so every call shows in the browser's
 * network panel. The app renders once it has started (src/app/main.tsx). Where no service worker can
 * start (an insecure origin such as a LAN address over http, some private windows), the page's own
 * `fetch` answers `/api` calls with the same handlers instead (answerInPage), mock builds only.
 */
export async function startMockBackend(): Promise<MockControl> {
  const store = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence: indexedDbPersistence() });
  await store.restore();
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
  const held = heldCalls();
  const handlers = mockHandlers({ store, session: storageSession(localStorage, 'mock-backend:session'), scenario: () => scenario, setScenario, nextChoice: held.nextChoice });
  try {
    await startWorker(handlers);
  } catch (error) {
    console.warn('[mock] the service worker did not start; the page answers the calls itself', error);
    answerInPage(handlers);
  }
  return {
    scenario: () => scenario,
    setScenario(next) {
      setScenario(next);
      held.release();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reset: () => store.reset(),
    saveState: async () => ({ fileName: stateFileName(), text: stateFileText(store) }),
    inspectState: async (text) => {
      const read = readStateFile(text, store);
      return read.ok ? { ok: true, ...read.summary } : read;
    },
    loadState: async (text) => {
      const read = readStateFile(text, store);
      if (!read.ok) throw new Error(read.message);
      await store.replace(read.snapshot);
    },
    history: async (resource, id) => writesOf(store, resource, id),
  };
}
