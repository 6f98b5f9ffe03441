import { SyncScreen } from '../operations/sync-screen';
import type { Refinement, ResourceScreenProps } from '../resource/refinement';

/**
 * 钉钉同步 has one operation (sync) and no list: a screen to start a sync and read its outcome.
 * 考勤打卡 (type 3) needs a date range — the spec says so only in the dates' descriptions ("同步考勤打卡时必填"),
 * so this file names it.
 */
function DingTalkSyncScreen(props: ResourceScreenProps) {
  return <SyncScreen {...props} source="钉钉" rangeTypes={[3]} />;
}

export const refine: Refinement = {
  screen: DingTalkSyncScreen,
};
