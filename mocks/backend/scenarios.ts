import { HttpResponse, delay } from 'msw';
import type { MockScenario } from '@/lib/mock-control';

export const SCENARIO_MESSAGES = {
  error: '模拟的业务错误：数据已被他人修改，请刷新后重试',
  expired: '登录已失效，请重新登录',
} as const;

/** The fault a scenario injects into a request, or undefined to answer normally (after any latency). */
export async function scenarioResponse(scenario: MockScenario, request: Request): Promise<Response | undefined> {
  if (scenario.kind === 'off') return undefined;
  if (scenario.endpoint && !new URL(request.url).pathname.includes(scenario.endpoint)) return undefined;
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
      await delay(scenario.latencyMs ?? 3000);
      return undefined;
  }
}
