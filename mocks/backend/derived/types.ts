import type { Located } from '../modules';
import type { MockSession } from '../session';
import type { MockStore } from '../store';

/** The types the derived answers share, apart from index.ts, which imports every answer module. */
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
