/**
 * The mock's staff session: open until someone signs out, closed again by a sign-in. While closed,
 * back-office calls answer code 100000004, like the real backend after a sign-out elsewhere.
 */
export interface MockSession {
  signedOut(): boolean;
  setSignedOut(value: boolean): void;
}

export function memorySession(): MockSession {
  let out = false;
  return { signedOut: () => out, setSignedOut: (value) => void (out = value) };
}

export function storageSession(storage: Storage, key: string): MockSession {
  return {
    signedOut: () => storage.getItem(key) === 'out',
    setSignedOut: (value) => (value ? storage.setItem(key, 'out') : storage.removeItem(key)),
  };
}
