import type { RequestHandler } from 'msw';
import { HandlerIndex } from './backend/handler-index';
import type { MockSession } from './backend/session';
import type { MockStore } from './backend/store';

type FixtureModule = (session: MockSession, store: MockStore) => Promise<RequestHandler[]>;

const auth: FixtureModule = (session, store) => import('./auth-handlers').then((module) => module.authHandlers(session, store));
const site: FixtureModule = () => import('./site-handlers').then((module) => module.siteHandlers);

/**
 * The endpoint groups that have fixed answers (sign-in and the staff member's own calls; the public
 * site's contents), and the module that answers them. A module, and the generated MSW modules it
 * builds its handlers from (~140 kB), loads with the first request for one of its groups: a back-office
 * list of any other group never loads them. fixtures.test.ts checks that every fixed handler's group
 * is listed here with its own module.
 */
export const FIXTURE_GROUPS: Readonly<Record<string, FixtureModule>> = {
  'bms-system': auth,
  'ums-user': auth,
  'cms-web': site,
  'cms-content': site,
  'cms-resource': site,
};

/** The fixed answers, each module loaded once, when a request for one of its groups first arrives. */
export function fixedAnswers(session: MockSession, store: MockStore) {
  const loaded = new Map<FixtureModule, Promise<HandlerIndex>>();
  const indexOf = (module: FixtureModule) => {
    let index = loaded.get(module);
    if (!index) {
      index = module(session, store).then((handlers) => new HandlerIndex(handlers));
      // A chunk that failed to load is asked for again by the next request, not remembered as failed.
      index.catch(() => loaded.delete(module));
      loaded.set(module, index);
    }
    return index;
  };
  return {
    /** The fixed answer to a request for `group`'s operations, or undefined when it has none. */
    async answer(group: string, request: Request): Promise<Response | undefined> {
      const module = Object.hasOwn(FIXTURE_GROUPS, group) ? FIXTURE_GROUPS[group] : undefined;
      return module ? (await indexOf(module)).answer(request) : undefined;
    },
  };
}
