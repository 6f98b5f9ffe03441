import { boardRefinement } from '../operations/board-screen';
import type { Refinement } from '../resource/refinement';

/**
 * DataEase 看板: as BI 页面 (bmsStatisticsBiPage.tsx), each board opens inside the back office in a
 * sandboxed frame from its row; a disabled board and an address that is not http(s) cannot be opened.
 */
export const refine: Refinement = boardRefinement();
