import { group } from '@generated/manifest/ums-promote';
import { describe, expect, it } from 'vitest';
import { actionsOnRecords, bulkEffectsReason, effectsAllow, presetFor, touchedResources } from './action-effects';

const clues = group.resources.find((r) => r.key === 'umsPromoteAdmissionsClue')!;
const op = (key: string, action: string) => group.resources.find((r) => r.key === key)!.operations.find((o) => o.action === action)!;
const fields = clues.operations.find((o) => o.kind === 'list')!.dataFields!;
const me = { id: 2, departmentId: 2 };

describe('what the screens derive from x-effects (ums/promote.yaml)', () => {
  it('offers 从公海领取 only on a lead in 公海, 从部门线索池领取 on its own department’s pool, 放弃 to its owner', () => {
    const seaDraw = op('umsPromoteAdmissionsClue', 'seaDraw');
    const draw = op('umsPromoteAdmissionsClue', 'draw');
    const giveUp = op('umsPromoteAdmissionsClue', 'giveUp');
    expect(effectsAllow(seaDraw, { id: 1, pool: 3 }, me)).toBe(true);
    expect(effectsAllow(seaDraw, { id: 1, pool: 2, departmentId: 2 }, me)).toBe(false);
    expect(effectsAllow(draw, { id: 1, pool: 2, departmentId: 2 }, me)).toBe(true);
    expect(effectsAllow(draw, { id: 1, pool: 2, departmentId: 3 }, me)).toBe(false);
    expect(effectsAllow(giveUp, { id: 1, pool: 1, ownerId: 2 }, me)).toBe(true);
    expect(effectsAllow(giveUp, { id: 1, pool: 1, ownerId: 4 }, me)).toBe(false);
    expect(
      bulkEffectsReason(
        seaDraw,
        [
          { id: 1, pool: 3 },
          { id: 2, pool: 1 },
        ],
        me,
        fields,
      ),
    ).toBe('所选记录中有 1 条不能执行「从公海领取」（所在池不符）');
    expect(bulkEffectsReason(seaDraw, [{ id: 1, pool: 3 }], me, fields)).toBeUndefined();
    // Every condition the action checks is named, so the staff member sees what to change.
    expect(bulkEffectsReason(giveUp, [{ id: 1, pool: 1, ownerId: 4 }], me, fields)).toBe('所选记录中有 1 条不能执行「放弃招生线索」（负责人、所在池不符）');
  });

  it('申请预约到访 (appointment/apply, on: clueId) is offered on a lead’s row with the lead filled in', () => {
    const offered = actionsOnRecords(group, 'umsPromoteAdmissionsClue', () => true);
    expect(offered.map((o) => o.operationId)).toEqual(['umsPromoteAppointmentApply']);
    expect(presetFor(offered[0]!, { id: 42 })).toEqual({ clueId: 42 });
    expect(actionsOnRecords(group, 'umsPromoteAdmissionsClue', (key) => key !== 'promote:appointment:apply')).toEqual([]);
  });

  it('a success fetches again what the action changed elsewhere', () => {
    expect(touchedResources(op('umsPromoteAdmissionsClue', 'giveUp'))).toEqual(['umsPromoteCirculate']);
    expect(touchedResources(op('umsPromoteAdmissionsClue', 'follow'))).toEqual(['umsPromoteClueFollow']);
    expect(touchedResources(op('umsPromoteAppointment', 'apply')).toSorted()).toEqual(['umsPromoteAdmissionsClue', 'umsPromoteAppointment']);
    expect(touchedResources(op('umsPromoteAppointment', 'reception'))).toEqual(['umsPromoteAdmissionsClue']);
  });
});
