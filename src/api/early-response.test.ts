import { describe, expect, it } from 'vitest';
import { EARLY_RESPONSE_MAX_AGE_MS, takeEarlyResponse } from './early-response';

const URL_1 = 'https://api.example/api/ums/promote/admissionsClue/list?pageNum=1&pageSize=15';
const started = (at = 1000, url = URL_1) => ({ eduEarlyList: { url, at, response: Promise.resolve(new Response('{"code":0}')) } as unknown });

describe('the answer index.html started early', () => {
  it('is handed to the same GET once, and then the call layer asks for itself', async () => {
    const scope = started();
    const response = takeEarlyResponse('GET', URL_1, scope, 1500);
    expect(await (await response!).json()).toEqual({ code: 0 });
    expect(takeEarlyResponse('GET', URL_1, scope, 1600)).toBeUndefined();
  });

  it('is kept for its own call when another call comes first', () => {
    const scope = started();
    expect(takeEarlyResponse('GET', `${URL_1}&status=1`, scope, 1500)).toBeUndefined();
    expect(takeEarlyResponse('POST', URL_1, scope, 1500)).toBeUndefined();
    expect(takeEarlyResponse('GET', URL_1, scope, 1500)).toBeInstanceOf(Promise);
  });

  it('is never taken once it is old (the rows may have changed), nor when it is not what the lines write', () => {
    expect(takeEarlyResponse('GET', URL_1, started(1000), 1000 + EARLY_RESPONSE_MAX_AGE_MS)).toBeInstanceOf(Promise);
    const old = started(1000);
    expect(takeEarlyResponse('GET', URL_1, old, 1001 + EARLY_RESPONSE_MAX_AGE_MS)).toBeUndefined();
    expect(old.eduEarlyList).toBeUndefined();
    // A clock set back: no age can be trusted.
    expect(takeEarlyResponse('GET', URL_1, started(5000), 4000)).toBeUndefined();
    for (const junk of [null, 'x', { url: URL_1, at: 1000 }, { url: URL_1, at: '1000', response: Promise.resolve() }, { url: 1, at: 1000, response: Promise.resolve() }]) {
      const scope = { eduEarlyList: junk as unknown };
      expect(takeEarlyResponse('GET', URL_1, scope, 1500)).toBeUndefined();
      expect(scope.eduEarlyList).toBeUndefined();
    }
    expect(takeEarlyResponse('GET', URL_1, {}, 1500)).toBeUndefined();
  });
});
