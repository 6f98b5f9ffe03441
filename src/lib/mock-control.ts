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
  /**
   * How many more matching calls it applies to (1: once); absent, until it is turned off. For
   * 登录失效 a count fails that many calls and leaves the session alone; until-off expires the
   * session that was open when it was switched on (every call then says so, as the real backend
   * does, until someone signs in again; the new session is not expired again).
   */
  times?: number;
  /** When 登录失效 until-off was switched on (ms): sessions begun before it are the expired ones. */
  armedAt?: number;
}

/** What each scenario does, for the panel and README (with its link). */
export const MOCK_SCENARIO_HELP: Record<Exclude<MockScenarioKind, 'off'>, string> = {
  '502': '接口返回 HTTP 502 的网关错误页（部署中）',
  error: '接口返回 code ≠ 0 的业务错误',
  expired: '登录失效：按次数时只让这几次调用返回 100000004；直到关闭时让当前登录过期，重新登录后即可继续',
  network: '请求在网络层失败（断网）',
  'non-json': '接口返回 HTML 而不是 JSON（维护页）',
  slow: '接口照常返回，但先等待指定的毫秒数',
};

export const MOCK_SCENARIO_LABELS: Record<MockScenarioKind, string> = {
  off: '正常',
  '502': 'HTTP 502（服务器部署中）',
  error: '业务错误（code ≠ 0）',
  expired: '登录失效（code 100000004）',
  network: '网络中断',
  'non-json': '非 JSON 响应',
  slow: '慢响应',
};

/** One field a write changed: its value before and after (absent before on a create). */
export interface WriteChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * A write the mock backend kept for a record: who (the signed-in staff member), when
 * (`yyyy-MM-dd HH:mm:ss`), what (新增, 编辑, 删除, or the action's summary) and which fields it changed.
 * Only the mock keeps such a log: the backend it stands in for has no API for one.
 */
export interface WriteEntry {
  at: string;
  by: string;
  action: string;
  changes: WriteChange[];
}

/** What a state file holds (载入状态 asks before it replaces the data with it). */
export interface MockStateSummary {
  /** When it was saved (yyyy-MM-dd HH:mm:ss). */
  savedAt: string;
  tables: number;
  records: number;
}

/** A state file read against the running backend: what it holds, or why it cannot be loaded (zh-CN). */
export type MockStateCheck = ({ ok: true } & MockStateSummary) | { ok: false; message: string };

export interface MockControl {
  scenario(): MockScenario;
  setScenario(scenario: MockScenario): void;
  /** Called whenever the scenario changes, a counted one used up included (the panel's label follows). */
  subscribe(listener: () => void): () => void;
  /** Restores the seeded data (every create, edit and removal is forgotten). */
  reset(): Promise<void>;
  /** 保存状态: every record the mock backend holds, as a JSON file's name and text (versioned with the specs' hash). */
  saveState(): Promise<{ fileName: string; text: string }>;
  /** 载入状态, first step: what a file holds, or why it cannot be loaded. Changes nothing. */
  inspectState(text: string): Promise<MockStateCheck>;
  /** 载入状态: replaces every record with the file's (all or nothing; rejects with the reason). */
  loadState(text: string): Promise<void>;
  /** The writes kept for a record, newest first (a record page's 历史). */
  history?(resource: string, id: number): Promise<WriteEntry[]>;
}

/** `?mock-scenario=502&mock-endpoint=/bms/…&mock-latency=3000`: a scenario shared as a link. */
export function scenarioFromSearch(search: string): MockScenario | undefined {
  const params = new URLSearchParams(search);
  const kind = params.get('mock-scenario');
  if (!kind || !(kind in MOCK_SCENARIO_LABELS)) return undefined;
  const latency = Number(params.get('mock-latency'));
  const times = Number(params.get('mock-times'));
  return {
    kind: kind as MockScenarioKind,
    endpoint: params.get('mock-endpoint') ?? undefined,
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : undefined,
    times: Number.isInteger(times) && times > 0 ? times : undefined,
  };
}

/** The link that switches a scenario on for whoever opens it (the panel's 分享链接, README). */
export function scenarioSearch(scenario: MockScenario): string {
  const params = new URLSearchParams({ 'mock-scenario': scenario.kind });
  if (scenario.endpoint) params.set('mock-endpoint', scenario.endpoint);
  if (scenario.latencyMs) params.set('mock-latency', String(scenario.latencyMs));
  if (scenario.times) params.set('mock-times', String(scenario.times));
  return params.toString();
}

/** 登录失效 until-off remembers when it was switched on: sessions begun before then are the expired ones. */
export function armScenario(scenario: MockScenario, now = Date.now()): MockScenario {
  return scenario.kind === 'expired' && scenario.times === undefined && scenario.armedAt === undefined ? { ...scenario, armedAt: now } : scenario;
}

/** A scenario after it was applied to one more call: one use fewer, off when none is left. */
export function afterOneUse(scenario: MockScenario): MockScenario {
  if (scenario.times === undefined) return scenario;
  return scenario.times > 1 ? { ...scenario, times: scenario.times - 1 } : { kind: 'off' };
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
