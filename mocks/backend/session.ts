/**
 * The mock's staff session: open until someone signs out, closed again by a sign-in. While closed,
 * back-office calls answer code 100000004, like the real backend after a sign-out elsewhere.
 * It also remembers who signed in last, so "my menus" answers that staff member's grants.
 */
export interface MockSession {
  signedOut(): boolean;
  setSignedOut(value: boolean): void;
  /** Account of the last sign-in; undefined before any (the mocks then act as the first demo account). */
  account(): string | undefined;
  setAccount(account: string | undefined): void;
  /** When the open session began (ms; set by a sign-in), or undefined before any sign-in. */
  since(): number | undefined;
}

export function memorySession(): MockSession {
  let out = false;
  let account: string | undefined;
  let since: number | undefined;
  return {
    signedOut: () => out,
    setSignedOut: (value) => {
      out = value;
      if (!value) since = Date.now();
    },
    account: () => account,
    setAccount: (value) => void (account = value),
    since: () => since,
  };
}

/** Survives a reload (the browser worker keeps it in local storage, beside the app's own session). */
export function storageSession(storage: Storage, key: string): MockSession {
  const accountKey = `${key}:account`;
  const sinceKey = `${key}:since`;
  return {
    signedOut: () => storage.getItem(key) === 'out',
    setSignedOut: (value) => {
      if (value) storage.setItem(key, 'out');
      else {
        storage.removeItem(key);
        storage.setItem(sinceKey, String(Date.now()));
      }
    },
    since: () => {
      const value = Number(storage.getItem(sinceKey));
      return Number.isFinite(value) && value > 0 ? value : undefined;
    },
    account: () => storage.getItem(accountKey) ?? undefined,
    setAccount: (value) => (value === undefined ? storage.removeItem(accountKey) : storage.setItem(accountKey, value)),
  };
}
