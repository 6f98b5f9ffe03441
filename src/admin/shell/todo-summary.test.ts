import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@/api/messages';
import { readCounts } from './todo-summary';

describe('the to-do counts as the workbench reads them', () => {
  it('reads counts sent as numbers or digits, and one left out as none', () => {
    expect(readCounts({ unhandledCount: 3, approvalCount: '2' })).toEqual({ unhandledCount: 3, approvalCount: 2, overdueCount: 0 });
    expect(readCounts(undefined)).toEqual({ unhandledCount: 0, approvalCount: 0, overdueCount: 0 });
  });

  it.each([{ unhandledCount: { total: 3 } }, { overdueCount: -1 }, { approvalCount: '很多' }, 'oops', [1, 2, 3]])(
    'fails the card rather than drawing a wrong number of to-dos for %j',
    (data) => {
      expect(() => readCounts(data)).toThrow(API_MESSAGES.invalidResponse);
    },
  );
});
