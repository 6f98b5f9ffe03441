import { afterEach, describe, expect, it } from 'vitest';
import { reauth } from './reauth';

afterEach(() => {
  reauth.finish(false);
  reauth.resume();
});

describe('reauth', () => {
  it('opens on request and resolves with the outcome of the dialog', async () => {
    const outcome = reauth.request();
    expect(reauth.isOpen()).toBe(true);
    reauth.finish(true);
    expect(reauth.isOpen()).toBe(false);
    await expect(outcome).resolves.toBe(true);
  });

  it('settles every waiting request with one sign-in', async () => {
    const first = reauth.request();
    const second = reauth.request();
    reauth.finish(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('tells subscribers when it opens and closes', () => {
    let changes = 0;
    const unsubscribe = reauth.subscribe(() => (changes += 1));
    void reauth.request();
    reauth.finish(false);
    unsubscribe();
    expect(changes).toBe(2);
  });

  it('gives up at once while signing out', async () => {
    const open = reauth.request();
    reauth.suspend();
    await expect(open).resolves.toBe(false);
    await expect(reauth.request()).resolves.toBe(false);
    expect(reauth.isOpen()).toBe(false);
    reauth.resume();
    const again = reauth.request();
    expect(reauth.isOpen()).toBe(true);
    reauth.finish(true);
    await expect(again).resolves.toBe(true);
  });
});
