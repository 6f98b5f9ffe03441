import { describe, expect, it } from 'vitest';
import { applySets, effectsRefusal, NOT_SENT, offeredOn, sourceValue, UNKNOWN, writtenValues, type EffectsRule } from './record-effects';

const staff = { id: 2, name: '李招生', departmentId: 2, departmentName: '招生一部' };
const fields = [
  { name: 'pool', title: '所在池', enum: [1, 2, 3], enumLabels: ['个人', '部门线索池', '公海'] },
  { name: 'ownerId', title: '负责人' },
  { name: 'departmentId', title: '部门' },
];
const words = { resourceName: '招生线索', label: (row: Readonly<Record<string, unknown>>) => String(row.name), fields, summary: '从部门线索池领取' };
const draw: EffectsRule = {
  requires: [
    { field: 'pool', in: [2] },
    { field: 'departmentId', is: '$department' },
  ],
  sets: { ownerId: { to: '$staff' }, pool: { to: 1 } },
};
const giveUp: EffectsRule = { actor: { field: 'ownerId' }, requires: [{ field: 'pool', in: [1] }], sets: { ownerId: { to: null }, pool: { to: 3 } } };

describe('x-effects sources', () => {
  it('reads the session, the time, the parameters and the record before the change', () => {
    const ctx = { staff, now: '2026-11-29 10:00:00', params: { reason: '无意向', empty: '' }, record: { id: 7, pool: 2 } };
    expect(sourceValue('$staff', ctx)).toBe(2);
    expect(sourceValue('$staffName', ctx)).toBe('李招生');
    expect(sourceValue('$department', ctx)).toBe(2);
    expect(sourceValue('$departmentName', ctx)).toBe('招生一部');
    expect(sourceValue('$now', ctx)).toBe('2026-11-29 10:00:00');
    expect(sourceValue('$param.reason', ctx)).toBe('无意向');
    expect(sourceValue('$param.empty', ctx)).toBe(NOT_SENT);
    expect(sourceValue('$param.other', ctx)).toBe(NOT_SENT);
    expect(sourceValue('$record.pool', ctx)).toBe(2);
    expect(sourceValue('$record.ownerId', ctx)).toBeNull();
    expect(sourceValue(3, ctx)).toBe(3);
    expect(sourceValue(null, ctx)).toBeNull();
    // A screen knows no parameter yet: it cannot tell.
    expect(sourceValue('$param.reason', { staff })).toBe(UNKNOWN);
  });

  it('a written record leaves out what was not sent, and empty sources', () => {
    expect(writtenValues({ clueId: '$record.id', reason: '$param.reason', toOwnerId: '$record.ownerId', toPool: 3 }, { record: { id: 7 }, params: {} })).toEqual({
      clueId: 7,
      toPool: 3,
    });
  });
});

describe('x-effects sets', () => {
  it('sets constants and sources; null clears; a parameter not sent keeps the field', () => {
    const row = { id: 7, pool: 2, ownerId: 9, remark: '旧' };
    expect(applySets({ ...draw.sets, remark: { to: '$param.remark' } }, row, { staff, params: {} })).toEqual({ id: 7, pool: 1, ownerId: 2, remark: '旧' });
    expect(applySets(giveUp.sets, row, { staff })).toEqual({ id: 7, pool: 3, remark: '旧' });
  });

  it('a set with `from` applies only to a record in one of those states, read before the action', () => {
    const follow = { status: { to: 2, from: [1] } };
    expect(applySets(follow, { id: 1, status: 1 }, {})).toMatchObject({ status: 2 });
    expect(applySets(follow, { id: 1, status: 3 }, {})).toMatchObject({ status: 3 });
    // `from` is read on the record before; the change lands on what the action made of it.
    expect(applySets(follow, { id: 1, status: 1 }, {}, { id: 1, status: 1, updateTime: 'now' })).toEqual({ id: 1, status: 2, updateTime: 'now' });
  });
});

describe('x-effects preconditions and actor', () => {
  it('names the first record refused and why', () => {
    expect(effectsRefusal(draw, [{ id: 1, name: '张三', pool: 3, departmentId: 2 }], { staff }, words)).toEqual({
      kind: 'requires',
      msg: '招生线索「张三」当前所在池为「公海」，不能执行「从部门线索池领取」',
    });
    expect(effectsRefusal(draw, [{ id: 1, name: '张三', pool: 2, departmentId: 3 }], { staff }, words)?.msg).toBe(
      '招生线索「张三」的部门不是您所在的部门，不能执行「从部门线索池领取」',
    );
    expect(effectsRefusal(draw, [{ id: 1, name: '张三', pool: 2, departmentId: 2 }], { staff }, words)).toBeUndefined();
    expect(effectsRefusal(giveUp, [{ id: 1, name: '张三', pool: 1, ownerId: 9 }], { staff }, { ...words, fields, summary: '放弃招生线索' })).toEqual({
      kind: 'actor',
      msg: '只有负责人可以执行「放弃招生线索」（招生线索「张三」）',
    });
  });

  it('the screens offer an action only where its preconditions and actor hold (what they cannot tell, they do not hide)', () => {
    expect(offeredOn(draw, { id: 1, pool: 2, departmentId: 2 }, staff)).toBe(true);
    expect(offeredOn(draw, { id: 1, pool: 3, departmentId: 2 }, staff)).toBe(false);
    expect(offeredOn(giveUp, { id: 1, pool: 1, ownerId: 2 }, staff)).toBe(true);
    expect(offeredOn(giveUp, { id: 1, pool: 1, ownerId: 9 }, staff)).toBe(false);
    expect(offeredOn({ requires: [{ field: 'ownerId', is: '$param.ownerId' }] }, { id: 1, ownerId: 9 }, staff)).toBe(true);
    expect(offeredOn('states', { id: 1 }, staff)).toBe(true);
    expect(offeredOn(undefined, { id: 1 }, undefined)).toBe(true);
  });
});
