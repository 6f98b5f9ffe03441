import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@/api/messages';
import { readSyncHistory, readSyncOutcome, saveSyncRun, type SyncRun, syncHistoryKey } from './sync-history';

const outcome = { total: 12, added: 3, updated: 2, removed: 1, finishTime: '2025-06-01 08:30:00' };
const attendance: SyncRun = { type: 0, outcome, operatorName: '张老师', startDate: '2025-05-01', endDate: '2025-05-31' };
const teachers: SyncRun = { type: 2, outcome };

/** A storage holding one text under the history's key, as the browser's localStorage would. */
const storageWith = (text: string) => ({ getItem: (key: string) => (key === syncHistoryKey('sync') ? text : null) });

describe('sync history kept in the browser', () => {
  it('reads back the runs it saved, each under its type', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    const first = saveSyncRun('sync', {}, attendance, storage);
    const both = saveSyncRun('sync', first, teachers, storage);
    expect(both).toEqual({ '0': attendance, '2': teachers });
    expect(readSyncHistory('sync', storage)).toEqual({ '0': attendance, '2': teachers });
  });

  it('reads a stored object of runs, leaving out only the entries that are not runs of their type', () => {
    const text = JSON.stringify({ '0': attendance, '2': teachers, '3': teachers, '4': { type: 4 } });
    expect(readSyncHistory('sync', storageWith(text))).toEqual({ '0': attendance, '2': teachers });
  });

  // An array's indices read like types ("0"), so a stored list of runs must not pass for a history.
  it('reads a stored array as no history, even when its first run is of type 0', () => {
    expect(readSyncHistory('sync', storageWith(JSON.stringify([attendance])))).toEqual({});
  });

  it.each(['null', '0', '"0"', 'true', 'not json', ''])('reads the stored %j as no history, without throwing', (text) => {
    expect(readSyncHistory('sync', storageWith(text))).toEqual({});
  });

  it('keeps the run on screen when the storage refuses it', () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(saveSyncRun('sync', {}, teachers, full)).toEqual({ '2': teachers });
  });

  it('reads an answer as an outcome only when it has every count and a finish time', () => {
    expect(readSyncOutcome(outcome)).toEqual(outcome);
  });

  it.each([{ ...outcome, finishTime: '2025-06-01' }, { ...outcome, added: -1 }, null, 'oops', [outcome]])(
    'fails the run as an unreadable answer, never keeps it, for %j',
    (data) => {
      expect(() => readSyncOutcome(data)).toThrow(API_MESSAGES.invalidResponse);
    },
  );
});
