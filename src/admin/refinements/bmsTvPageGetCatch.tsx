import { SnapshotScreen, snapshotSearch } from '../operations/snapshot-screen';
import type { Refinement, ResourceScreenProps } from '../resource/refinement';

/**
 * 电视大屏缓存数据: the board's settings screen, plus what only a TV needs — the address it opens
 * (this screen at the chosen parameters, shown full screen and refreshed every minute).
 */
function TvPageScreen(props: ResourceScreenProps) {
  return <SnapshotScreen {...props} tv />;
}

export const refine: Refinement = {
  screen: TvPageScreen,
  search: (resource) => snapshotSearch(resource, { tv: true }),
};
