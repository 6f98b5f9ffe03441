/**
 * What the app may ask of the embedded mock backend (for testers' panel), without importing mocks/:
 * mocks/browser.ts implements it and src/app/main.tsx hands it to the app when mocks are on.
 */
export type MockScenarioKind = 'off' | '502' | 'error' | 'expired' | 'network' | 'non-json' | 'slow';

export interface MockScenario {
  kind: MockScenarioKind;
  /** Only requests whose path contains this (e.g. `/bms/system/admin/list`); every API call when empty. */
  endpoint?: string;
  /** Added latency for `slow`, in milliseconds. */
  latencyMs?: number;
}

export const MOCK_SCENARIO_LABELS: Record<MockScenarioKind, string> = {
  off: '正常',
  '502': 'HTTP 502（服务器部署中）',
  error: '业务错误（code ≠ 0）',
  expired: '登录失效（code 100000004）',
  network: '网络中断',
  'non-json': '非 JSON 响应',
  slow: '慢响应',
};

export interface MockControl {
  scenario(): MockScenario;
  setScenario(scenario: MockScenario): void;
  /** Restores the seeded data (every create, edit and removal is forgotten). */
  reset(): Promise<void>;
}

/** `?mock-scenario=502&mock-endpoint=/bms/…&mock-latency=3000`: a scenario shared as a link. */
export function scenarioFromSearch(search: string): MockScenario | undefined {
  const params = new URLSearchParams(search);
  const kind = params.get('mock-scenario');
  if (!kind || !(kind in MOCK_SCENARIO_LABELS)) return undefined;
  const latency = Number(params.get('mock-latency'));
  return {
    kind: kind as MockScenarioKind,
    endpoint: params.get('mock-endpoint') ?? undefined,
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : undefined,
  };
}

/** Where the scenario lasts for the tab (sessionStorage). */
export const MOCK_SCENARIO_KEY = 'mock-backend:scenario';

/**
 * Keeps a scenario shared as a link for the tab. Called synchronously at start-up, before the mock
 * backend's (large) module has loaded: a tester who follows the link and moves on at once must not
 * land on a page served without the fault.
 */
export function rememberScenarioFromUrl(): void {
  const fromUrl = scenarioFromSearch(location.search);
  try {
    if (fromUrl) sessionStorage.setItem(MOCK_SCENARIO_KEY, JSON.stringify(fromUrl));
  } catch {
    // Storage refused (private mode, quota): the scenario then lasts for this page only.
  }
}

/** Where the build puts MSW's service worker (build/mock-worker-plugin.ts; mock builds only). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/**
 * Message the served worker answers by claiming the pages it does not control yet (the build appends
 * that handler to MSW's worker): a page opened while the worker was still activating, or after a hard
 * reload, then needs no second load.
 */
export const MOCK_WORKER_CLAIM = 'eduweb:claim';
