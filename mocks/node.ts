import { specHash } from '@generated/manifest/index';
import { heldCalls } from './backend/scenarios';
import { memorySession } from './backend/session';
import { MockStore } from './backend/store';
import { mockHandlers, undeclaredMethodResponse } from './handlers';
import { armScenario, type MockScenario } from '@/lib/mock-control';

export const DEFAULT_SEED = 20260901;

/** The mock backend for Node (vitest's msw/node server, `npm run mock:server`): memory only. */
export function createNodeBackend(seed = DEFAULT_SEED) {
  const store = new MockStore({ version: specHash, seed });
  const session = memorySession();
  let scenario: MockScenario = { kind: 'off' };
  const held = heldCalls();
  const handlers = mockHandlers({ store, session, scenario: () => scenario, setScenario: (next) => void (scenario = armScenario(next)), nextChoice: held.nextChoice });
  return {
    store,
    session,
    handlers,
    /** The answer to a method a fetch `Request` cannot carry (TRACE): 405 with Allow on a known path, else 404. */
    undeclaredMethod(method: string, url: string): Promise<Response> {
      return undeclaredMethodResponse(method, url, () => handlers);
    },
    setScenario(next: MockScenario) {
      scenario = armScenario(next);
      held.release();
    },
  };
}
