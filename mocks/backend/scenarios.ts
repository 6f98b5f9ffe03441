import { HttpResponse, delay } from 'msw';
import type { MockScenario } from '@/lib/mock-control';
import type { MockSession } from './session';

export const SCENARIO_MESSAGES = {
  error: '模拟的业务错误：数据已被他人修改，请刷新后重试',
  expired: '登录已失效，请重新登录',
} as const;

/**
 * Signing in is how a tester recovers from an expired session: 登录失效 never answers the sign-in
 * (or sign-out) itself, unless the tester aimed it there (its endpoint names them). Other faults do
 * reach them: a 502 on sign-in is a case to test, and the panel turns any fault off.
 */
const SIGN_IN_OUT = /\/(signIn|signOut)$/;
const AIMS_AT_SIGN_IN = /signIn|signOut/;

export interface ScenarioContext {
  session?: MockSession;
  /** Called once per call the scenario applied to (a counted scenario then has one use fewer). */
  applied?: () => void;
  /** Settles when the tester next chooses a scenario (heldCalls): a slow call is answered then. */
  nextChoice?: () => Promise<void>;
}

/**
 * The calls a slow scenario holds, answered as soon as the tester chooses anew: turning 慢响应 off
 * never leaves calls waiting out a latency nobody wants any more (a count used up is no choice).
 */
export function heldCalls() {
  const held = new Set<() => void>();
  return {
    nextChoice: () => new Promise<void>((resolve) => held.add(resolve)),
    release() {
      for (const resolve of held) resolve();
      held.clear();
    },
  };
}

/** The fault a scenario injects into a request, or undefined to answer normally (after any latency). */
export async function scenarioResponse(scenario: MockScenario, request: Request, context: ScenarioContext = {}): Promise<Response | undefined> {
  if (scenario.kind === 'off') return undefined;
  const path = new URL(request.url).pathname;
  if (scenario.kind === 'expired' && SIGN_IN_OUT.test(path) && !AIMS_AT_SIGN_IN.test(scenario.endpoint ?? '')) return undefined;
  if (scenario.endpoint && !path.includes(scenario.endpoint)) return undefined;
  if (scenario.kind === 'expired' && scenario.times === undefined) {
    // Until off: the session open when it was switched on expires; a sign-in after that begins one it spares.
    const since = context.session?.since();
    if (since !== undefined && scenario.armedAt !== undefined && since > scenario.armedAt) return undefined;
    context.session?.setSignedOut(true);
  }
  context.applied?.();
  switch (scenario.kind) {
    case '502':
      return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    case 'error':
      return HttpResponse.json({ code: 50001, msg: SCENARIO_MESSAGES.error });
    case 'expired':
      return HttpResponse.json({ code: 100000004, msg: SCENARIO_MESSAGES.expired });
    case 'network':
      return HttpResponse.error();
    case 'non-json':
      return new HttpResponse('<html><body>维护中</body></html>', { headers: { 'Content-Type': 'text/html' } });
    case 'slow':
      await Promise.race([delay(scenario.latencyMs ?? 3000), ...(context.nextChoice ? [context.nextChoice()] : [])]);
      return undefined;
  }
}
