import { describe, expect, it } from 'vitest';
import { actionConfirmation } from './action-confirmations';

describe('actionConfirmation', () => {
  it('asks the project question for one-way actions, by name or full path', () => {
    // SPEC.md names these actions (§4 status changes) but gives no wording; the words are the module's.
    expect(actionConfirmation('recycle')).toBe('确定要回收该资产吗？');
    expect(actionConfirmation('/bms/asset/recycle')).toBe('确定要回收该资产吗？');
    expect(actionConfirmation('/bms/review/finish')).toBe('确定要完结吗？完结后不能再修改。');
    expect(actionConfirmation('grant')).toBe('确定要发放奖品吗？');
    expect(actionConfirmation('/system/approvalFlow/withdraw')).toBe('确定要撤回该审批吗？');
  });

  it('leaves an unknown action to the generic question', () => {
    expect(actionConfirmation('/bms/clue/frobnicate')).toBeUndefined();
    expect(actionConfirmation('toString')).toBeUndefined();
  });
});
