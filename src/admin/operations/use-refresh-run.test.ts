import { describe, expect, it } from 'vitest';
import { announcementOf, type DataCache, followedRun, type Run, startedRun, tallyOf, unfollowedIn } from './use-refresh-run';

const OLD = '2025-06-01 08:00:00';
const NEW = '2025-06-01 09:00:00';

const cache = (cacheKey: string, updateTime: string | undefined, refreshing = false): DataCache => ({ cacheKey, name: cacheKey, updateTime, refreshing });

/** A run of `keys` started at 1000 ms, when every report still had the old time. */
const runOf = (...keys: string[]): Run => ({ id: 1, keys, before: Object.fromEntries(keys.map((k) => [k, OLD])), startedAt: 1000 });

describe('reading a refresh run against the polled update times', () => {
  it('tallies nothing, unfinished, while no run is followed', () => {
    expect(tallyOf(undefined, [cache('enroll', NEW)], 5000)).toEqual({ outcomes: {}, done: 0, failed: 0, total: 0, finished: false });
  });

  it('reads a report with a new time as done, one back with its old time as failed, one still refreshing as refreshing', () => {
    const run = runOf('enroll', 'promote', 'peer');
    const tally = tallyOf(run, [cache('enroll', NEW), cache('promote', OLD), cache('peer', OLD, true)], 2000);
    expect(tally).toEqual({ outcomes: { enroll: 'done', promote: 'failed', peer: 'refreshing' }, done: 2, failed: 1, total: 3, finished: false });
  });

  it('finishes once every report of the run has stopped, counting the failed ones among the done', () => {
    const tally = tallyOf(runOf('enroll', 'promote'), [cache('enroll', NEW), cache('promote', OLD)], 2000);
    expect(tally).toEqual({ outcomes: { enroll: 'done', promote: 'failed' }, done: 2, failed: 1, total: 2, finished: true });
  });

  it('counts no failure when every report got a new time', () => {
    const tally = tallyOf(runOf('enroll', 'promote'), [cache('enroll', NEW), cache('promote', NEW)], 2000);
    expect(tally.failed).toBe(0);
    expect(tally.finished).toBe(true);
  });

  // An answer fetched before the refresh began still shows the report idle with its old time.
  it('keeps every report refreshing while the answers were fetched no later than the run began', () => {
    const tally = tallyOf(runOf('enroll', 'promote'), [cache('enroll', NEW), cache('promote', OLD)], 1000);
    expect(tally).toEqual({ outcomes: { enroll: 'refreshing', promote: 'refreshing' }, done: 0, failed: 0, total: 2, finished: false });
  });

  it('keeps a report missing from the answer refreshing', () => {
    expect(tallyOf(runOf('enroll'), [cache('promote', NEW)], 2000)).toMatchObject({ outcomes: { enroll: 'refreshing' }, done: 0, finished: false });
  });

  it('reads a first refresh that gave a report its first time as done', () => {
    const run: Run = { id: 1, keys: ['enroll'], before: { enroll: undefined }, startedAt: 1000 };
    expect(tallyOf(run, [cache('enroll', NEW)], 2000).outcomes).toEqual({ enroll: 'done' });
  });
});

describe('the toasts a finished run announces', () => {
  it('says the data was updated when the one report of the run got a new time', () => {
    expect(announcementOf({ done: 1, failed: 0, total: 1 })).toEqual({ error: undefined, success: '刷新完成，数据已更新' });
  });

  it('counts the updated reports when several got new times', () => {
    expect(announcementOf({ done: 3, failed: 0, total: 3 })).toEqual({ error: undefined, success: '刷新完成：3 个报表已更新' });
  });

  it('only reports the failure when the one report failed', () => {
    expect(announcementOf({ done: 1, failed: 1, total: 1 })).toEqual({ error: '1 个报表刷新失败，数据仍为上次更新的结果', success: undefined });
  });

  it('reports both the failures and the reports updated when only some failed', () => {
    expect(announcementOf({ done: 3, failed: 1, total: 3 })).toEqual({ error: '1 个报表刷新失败，数据仍为上次更新的结果', success: '刷新完成：2 个报表已更新' });
  });

  it('counts the updated reports, not the run, when one of two failed', () => {
    expect(announcementOf({ done: 2, failed: 1, total: 2 }).success).toBe('刷新完成：1 个报表已更新');
  });
});

describe('starting refreshes', () => {
  it('starts the first run with the reports’ current times and the moment it began', () => {
    const run = startedRun(undefined, false, ['enroll', 'promote'], [cache('enroll', OLD), cache('promote', undefined), cache('peer', NEW)], 7000);
    expect(run).toEqual({ id: 1, keys: ['enroll', 'promote'], before: { enroll: OLD, promote: undefined }, startedAt: 7000 });
  });

  // Before the first answer the screen lists no report: the run then reads any time as new.
  it('starts a run for a report the answer does not list yet, with no time to compare', () => {
    expect(startedRun(undefined, false, ['enroll'], [], 7000)).toEqual({ id: 1, keys: ['enroll'], before: { enroll: undefined }, startedAt: 7000 });
  });

  it('adds reports to the unfinished run, keeping the time each already followed report had when it began', () => {
    const current = runOf('enroll');
    const run = startedRun(current, false, ['enroll', 'promote'], [cache('enroll', NEW, true), cache('promote', NEW)], 7000);
    expect(run).toEqual({ id: 1, keys: ['enroll', 'promote'], before: { enroll: OLD, promote: NEW }, startedAt: 7000 });
  });

  it('starts a new run after a finished one, forgetting its reports', () => {
    const run = startedRun({ ...runOf('enroll'), id: 4 }, true, ['promote'], [cache('enroll', NEW), cache('promote', OLD)], 7000);
    expect(run).toEqual({ id: 5, keys: ['promote'], before: { promote: OLD }, startedAt: 7000 });
  });

  it('reads a started run through to its end', () => {
    let run = startedRun(undefined, false, ['enroll'], [cache('enroll', OLD)], 1000);
    expect(tallyOf(run, [cache('enroll', OLD, true)], 1500).finished).toBe(false);
    run = startedRun(run, false, ['promote'], [cache('enroll', OLD, true), cache('promote', OLD)], 2000);
    const end = tallyOf(run, [cache('enroll', NEW), cache('promote', OLD)], 3000);
    expect(end).toMatchObject({ outcomes: { enroll: 'done', promote: 'failed' }, finished: true });
    expect(announcementOf(end)).toEqual({ error: '1 个报表刷新失败，数据仍为上次更新的结果', success: '刷新完成：1 个报表已更新' });
  });
});

describe('following refreshes this screen did not start', () => {
  it('lists the refreshing reports no run follows', () => {
    expect(unfollowedIn([cache('enroll', OLD, true), cache('promote', OLD), cache('peer', OLD, true)], undefined, false)).toEqual(['enroll', 'peer']);
  });

  it('leaves out the reports the unfinished run follows', () => {
    expect(unfollowedIn([cache('enroll', OLD, true), cache('peer', OLD, true)], runOf('enroll'), false)).toEqual(['peer']);
  });

  it('lists a report of a finished run again when it refreshes anew', () => {
    expect(unfollowedIn([cache('enroll', OLD, true)], runOf('enroll'), true)).toEqual(['enroll']);
  });

  // Such a refresh began before any answer this screen holds, so every answer counts.
  it('follows them in a new run that reads every answer', () => {
    expect(followedRun(undefined, false, ['enroll'], [cache('enroll', OLD, true)])).toEqual({ id: 1, keys: ['enroll'], before: { enroll: OLD }, startedAt: 0 });
  });

  it('adds them to the unfinished run without moving its start', () => {
    const run = followedRun(runOf('enroll'), false, ['peer'], [cache('peer', OLD, true)]);
    expect(run).toEqual({ id: 1, keys: ['enroll', 'peer'], before: { enroll: OLD, peer: OLD }, startedAt: 1000 });
  });

  it('starts a new run reading every answer after a finished one', () => {
    const run = followedRun(runOf('enroll'), true, ['peer'], [cache('peer', NEW, true)]);
    expect(run).toEqual({ id: 2, keys: ['peer'], before: { peer: NEW }, startedAt: 0 });
  });
});
