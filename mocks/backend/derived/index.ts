import type { Located } from '../modules';
import type { MockStore } from '../store';
import type { MockSession } from '../session';
import { operationsAnswers } from './operations';
import { permissionAnswers } from './permissions';
import { statisticsAnswers } from './statistics';
import { todoAnswers } from './todo';

export interface DerivedContext {
  store: MockStore;
  /** Who is signed in, for answers that record their author (absent: the first demo account). */
  session?: MockSession;
}

/**
 * An answer a backend computes from other records instead of keeping a table of its own (statistics
 * from clues and enrolments, a position's menus from its grants, a cache's state). Undefined falls
 * through to the generic stateful answer.
 */
export type DerivedAnswer = (ctx: DerivedContext, request: Request, located: Located) => Promise<Response | undefined>;

/** By operationId; each module owns one domain, so no two of them answer the same operation. */
export const derivedAnswers: Readonly<Record<string, DerivedAnswer>> = {
  ...statisticsAnswers,
  ...permissionAnswers,
  ...operationsAnswers,
  ...todoAnswers,
};
