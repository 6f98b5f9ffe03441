import { DataCacheScreen } from '../operations/data-cache-screen';
import type { Refinement } from '../resource/refinement';

/**
 * 统计数据缓存 has no list: its two operations (updateTime, refresh) are a control panel, not a
 * table of records. Staff refresh a report when its figures look stale and need to see when that
 * finished, so the screen follows each refresh to its end (operations/data-cache-screen.tsx).
 */
export const refine: Refinement = {
  screen: DataCacheScreen,
};
