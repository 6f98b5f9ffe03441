import { SnapshotScreen, snapshotSearch } from '../operations/snapshot-screen';
import type { Refinement } from '../resource/refinement';

/**
 * 看板缓存数据 has one read (getCatch) and no list: its screen is the office board's settings — the
 * parameters, kept in the URL, and a preview of the snapshot they give (operations/snapshot-screen.tsx).
 */
export const refine: Refinement = {
  screen: SnapshotScreen,
  search: (resource) => snapshotSearch(resource),
};
