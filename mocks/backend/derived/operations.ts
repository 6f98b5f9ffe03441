import type { DerivedAnswer } from './types';
import { boardAnswers } from './operations-boards';
import { cacheAnswers } from './operations-cache';
import { snapshotAnswers } from './operations-snapshot';
import { syncAnswers } from './operations-sync';

/**
 * Operations screens' answers: the statistics cache and its refresh (operations-cache.ts), the
 * DingTalk / WeCom syncs (operations-sync.ts), the board and TV snapshots (operations-snapshot.ts),
 * and the fixed demo rows of the BI / DataEase board tables (operations-boards.ts).
 */
export const operationsAnswers: Record<string, DerivedAnswer> = {
  ...cacheAnswers,
  ...syncAnswers,
  ...snapshotAnswers,
  ...boardAnswers,
};
