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
}

export function memorySession(): MockSession {
  let out = false;
  let account: string | undefined;
  return {
    signedOut: () => out,
    setSignedOut: (value) => void (out = value),
    account: () => account,
    setAccount: (value) => void (account = value),
  };
}

/** Survives a reload (the browser worker keeps it in local storage, beside the app's own session). */
export function storageSession(storage: Storage, key: string): MockSession {
  const accountKey = `${key}:account`;
  return {
    signedOut: () => storage.getItem(key) === 'out',
    setSignedOut: (value) => (value ? storage.setItem(key, 'out') : storage.removeItem(key)),
    account: () => storage.getItem(accountKey) ?? undefined,
    setAccount: (value) => (value === undefined ? storage.removeItem(accountKey) : storage.setItem(accountKey, value)),
  };
}
