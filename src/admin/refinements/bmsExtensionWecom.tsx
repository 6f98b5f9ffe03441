import { SyncScreen } from '../operations/sync-screen';
import type { Refinement, ResourceScreenProps } from '../resource/refinement';

/** 企业微信同步 has one operation (sync) and no list: a screen to start a sync and read its outcome. */
function WecomSyncScreen(props: ResourceScreenProps) {
  return <SyncScreen {...props} source="企业微信" />;
}

export const refine: Refinement = {
  screen: WecomSyncScreen,
};
