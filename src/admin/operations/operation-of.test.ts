import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { readRecords } from '@/api/answer-shape';
import { API_MESSAGES } from '@/api/messages';
import type { GroupApi } from '../resource/generated-api';
import { callData } from './operation-of';

const OPERATION = { operationId: 'bmsStatisticsDataCacheUpdateTime' } as OperationMeta;

/** A group whose one operation answers `body`, keeping what it was sent. */
function fakeApi(body: unknown) {
  const sent: unknown[] = [];
  const run = (payload: unknown) => {
    sent.push(payload);
    return Promise.resolve(body);
  };
  const api = { meta: { key: 'bms-statistics' }, operations: { cache: { [OPERATION.operationId]: run } } } as unknown as GroupApi;
  return { api, sent };
}

describe('callData: an operation’s data as the screen reads it', () => {
  it('hands the envelope’s data to the reader, with the payload sent as given', async () => {
    const { api, sent } = fakeApi({ code: 0, data: [{ cacheKey: 'enroll' }] });
    await expect(callData(api, OPERATION, readRecords, { batch: '202509' })).resolves.toEqual([{ cacheKey: 'enroll' }]);
    expect(sent).toEqual([{ batch: '202509' }]);
  });

  it('reads an envelope without data as the reader reads nothing', async () => {
    await expect(callData(fakeApi({ code: 0 }).api, OPERATION, readRecords)).resolves.toEqual([]);
  });

  it('rejects as an unreadable answer when the reader refuses the data', async () => {
    await expect(callData(fakeApi({ code: 0, data: 'oops' }).api, OPERATION, readRecords)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: API_MESSAGES.invalidResponse,
    });
  });
});
