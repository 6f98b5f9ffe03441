import { describe, expect, it } from 'vitest';
import { appliesTo, bulkStateReason, isState, nextState, stateLabel, stateRefusalMessage, type StateField, type StateRule } from './record-states';

const auditStatus: StateField = { name: 'auditStatus', enum: [0, 1, 2, 3], enumLabels: ['待审核', '已通过', '已驳回', '已撤回'] };
const audit: StateRule = { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } };
const stop: StateRule = { field: 'status', from: [1, 2], to: 3 };
const taskStatus: StateField = { name: 'status', enum: [0, 1, 2, 3], enumLabels: ['未开始', '进行中', '已暂停', '已结束'] };

describe('isState', () => {
  it('reads numbers and digit strings alike, in both directions', () => {
    expect(isState(0, 0)).toBe(true);
    expect(isState('0', 0)).toBe(true);
    expect(isState(2, '2')).toBe(true);
    expect(isState('draft', 'draft')).toBe(true);
    expect(isState(1, 0)).toBe(false);
    expect(isState('published', 'draft')).toBe(false);
  });

  it('never takes an empty or absent value, or a non-scalar, for a state (Number("") is 0)', () => {
    for (const value of [undefined, null, '', ' ', [], {}, [0], false, true]) expect(isState(value, 0)).toBe(false);
  });
});

describe('appliesTo', () => {
  it('offers an action only on records whose field is in `from`', () => {
    expect(appliesTo(audit, { auditStatus: 0 })).toBe(true);
    expect(appliesTo(audit, { auditStatus: '0' })).toBe(true);
    expect(appliesTo(audit, { auditStatus: 2 })).toBe(false);
    expect(appliesTo(stop, { status: 1 })).toBe(true);
    expect(appliesTo(stop, { status: 2 })).toBe(true);
    expect(appliesTo(stop, { status: 0 })).toBe(false);
    expect(appliesTo(stop, { status: 3 })).toBe(false);
  });

  it('hides it from a record without the field (also an inherited name)', () => {
    expect(appliesTo(audit, { id: 1 })).toBe(false);
    expect(appliesTo({ field: 'constructor', from: [0] }, { id: 1 })).toBe(false);
  });

  it('offers `any` and undeclared actions everywhere', () => {
    expect(appliesTo('any', {})).toBe(true);
    expect(appliesTo(undefined, {})).toBe(true);
  });
});

describe('words', () => {
  it('names a state by its enum label, else by its value', () => {
    expect(stateLabel(2, auditStatus)).toBe('已驳回');
    expect(stateLabel('2', auditStatus)).toBe('已驳回');
    expect(stateLabel(9, auditStatus)).toBe('9');
    expect(stateLabel(undefined, auditStatus)).toBe('空');
  });

  it('explains a bulk action that does not apply to every selected record', () => {
    expect(bulkStateReason(audit, [{ auditStatus: 0 }, { auditStatus: 2 }, { auditStatus: 3 }], auditStatus)).toBe('所选记录中有 2 条不是「待审核」状态');
    expect(bulkStateReason(stop, [{ status: 0 }], taskStatus)).toBe('所选记录中有 1 条不是「进行中」或「已暂停」状态');
    expect(bulkStateReason(audit, [{ auditStatus: 0 }, { auditStatus: '0' }], auditStatus)).toBeUndefined();
    expect(bulkStateReason('any', [{}], auditStatus)).toBeUndefined();
    expect(bulkStateReason(undefined, [{ auditStatus: 2 }], auditStatus)).toBeUndefined();
  });

  it('refuses by the current state and the action summary, for one record or several', () => {
    expect(stateRefusalMessage(audit, [{ id: 5, auditStatus: 2 }], '审核', auditStatus)).toBe('当前状态为「已驳回」，不能执行「审核」');
    expect(
      stateRefusalMessage(
        audit,
        [
          { id: 5, auditStatus: 0 },
          { id: 7, auditStatus: 3 },
        ],
        '批量审核',
        auditStatus,
      ),
    ).toBe('所选记录中有 1 条不是「待审核」状态（ID：7），不能执行「审核」');
    expect(stateRefusalMessage(audit, [{ id: 5, auditStatus: 0 }], '审核', auditStatus)).toBeUndefined();
  });
});

describe('nextState', () => {
  it('leads to `to`, or to the value `toByParam` names for the parameter sent', () => {
    expect(nextState(stop, {})).toEqual({ value: 3 });
    expect(nextState(audit, { result: 2 })).toEqual({ value: 2 });
    expect(nextState(audit, { result: '1' })).toEqual({ value: 1 });
  });

  it('says which parameter is missing or has no declared state', () => {
    expect(nextState(audit, {})).toEqual({ missing: 'result' });
    expect(nextState(audit, { result: 3 })).toEqual({ missing: 'result' });
    expect(nextState(audit, { result: 'constructor' })).toEqual({ missing: 'result' });
  });

  it('leaves the state alone when the rule declares no target', () => {
    expect(nextState({ field: 'status', from: [0] }, {})).toBeUndefined();
  });
});
