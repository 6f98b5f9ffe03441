import { boardRefinement } from '../operations/board-screen';
import type { Refinement } from '../resource/refinement';

/**
 * BI 页面 is a list of boards staff look at, not only configure: each opens inside the back office
 * (打开看板, or the address cell) in a sandboxed frame, so nobody has to copy an address into another
 * tab or be handed the BI host's own navigation. A disabled board and an address that is not
 * http(s) cannot be opened (operations/board-address.ts).
 */
export const refine: Refinement = boardRefinement();
