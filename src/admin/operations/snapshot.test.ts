import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@/api/messages';
import { readSnapshot } from './snapshot';

const RANK = { rank: 1, targetId: 3, targetName: '招生一部', enrollCount: 12, amount: 36000 };
const SNAPSHOT = {
  range: 1,
  enrollCount: 12,
  amount: 36000,
  targetCount: 40,
  completionRate: 30,
  departmentRanks: [RANK],
  ownerRanks: [],
  trend: [{ date: '2026-11-24', enrollCount: 12, amount: 36000 }],
  updateTime: '2026-11-24 10:00:00',
};

describe('the board’s snapshot as getCatch answers it', () => {
  it('reads a snapshot as it was sent', () => {
    expect(readSnapshot(SNAPSHOT)).toEqual({ ...SNAPSHOT, departmentName: undefined });
  });

  it('reads no data as no snapshot yet, and ranks or a trend left out as empty', () => {
    expect(readSnapshot(undefined)).toBeNull();
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot({ enrollCount: 0 })).toMatchObject({ departmentRanks: [], ownerRanks: [], trend: [] });
  });

  it('shows a time or a department that is not a text as missing, not as an object it cannot draw', () => {
    const read = readSnapshot({ ...SNAPSHOT, updateTime: { at: 1 }, departmentName: ['招生一部'] });
    expect(read?.updateTime).toBeUndefined();
    expect(read?.departmentName).toBeUndefined();
  });

  it.each([
    ['data is a list', [SNAPSHOT]],
    ['data is a text', 'oops'],
    ['the ranks are an object', { ...SNAPSHOT, departmentRanks: {} }],
    ['a rank is not a record', { ...SNAPSHOT, ownerRanks: [RANK, 'x'] }],
    ['the trend is a number', { ...SNAPSHOT, trend: 5 }],
  ])('fails the preview as an unreadable answer when %s', (_, data) => {
    expect(() => readSnapshot(data)).toThrow(API_MESSAGES.invalidResponse);
  });
});
