import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { signInAdmin, signInSite, storeSuperAdmin } from './sign-in';

export { expect } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Who a test starts as:
 * `admin` — the demo super administrator, signed in through /admin/login (builds on the mocks);
 * `site` — the demo visitor, signed in through /login (builds on the mocks);
 * `stored-super-admin` — the super administrator's session as `storeSuperAdmin` writes it: the deployable
 *   build's fake API signs in a stand-in who is no super administrator, so its tests store the session.
 */
export type SignedIn = 'admin' | 'site' | 'stored-super-admin';

async function signedInState(browser: Browser, who: SignedIn, baseURL: string, ignoreHTTPSErrors: boolean): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors });
  try {
    const page = await context.newPage();
    if (who === 'admin') await signInAdmin(page);
    else if (who === 'site') await signInSite(page);
    else await storeSuperAdmin(page, context, baseURL);
    // Cookies and local storage only (IndexedDB is left out by default): the mock backend's data lives
    // in IndexedDB, so every test still starts from the seed.
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A test that only needs to be signed in starts from a session taken once per worker (Playwright's
 * "one account per parallel worker") instead of going through the sign-in form itself: the form costs
 * ~0.65 s a test on a quiet 2-core machine, more under load (113 tests went from 543 to 464 s of test
 * time). A file or describe opts in with `test.use({ signedIn: 'admin' })`; tests of signing in, out or
 * across accounts, and of the sign-in page, keep the form. A context the test makes itself
 * (`browser.newContext()`) starts from the same session unless given `storageState: undefined`.
 */
export const test = base.extend<{ signedIn: SignedIn | undefined }, { signedInStates: (who: SignedIn) => Promise<StorageState> }>({
  signedIn: [undefined, { option: true }],
  signedInStates: [
    async ({ browser }, provide, workerInfo) => {
      // A worker serves one project, whose baseURL (and certificate) this is.
      const { baseURL = '', ignoreHTTPSErrors = false } = workerInfo.project.use;
      const states = new Map<SignedIn, Promise<StorageState>>();
      await provide((who) => {
        let state = states.get(who);
        if (!state) {
          state = signedInState(browser, who, baseURL, ignoreHTTPSErrors);
          // A failed sign-in fails the test that asked; the next one tries again.
          state.catch(() => states.delete(who));
          states.set(who, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, signedInStates, storageState }, provide) => {
    await provide(signedIn ? await signedInStates(signedIn) : storageState);
  },
});
