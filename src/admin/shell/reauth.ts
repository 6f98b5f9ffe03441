/**
 * The pending re-login, if any: the call layer's re-authenticator opens it, the sign-in dialog
 * finishes it. Kept outside React so a call made anywhere can wait for the dialog.
 */
type Settle = (signedIn: boolean) => void;

let pending: Settle | undefined;
let suspended = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const reauth = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isOpen: () => pending !== undefined,
  /** Resolves true once the user has signed in again, false when they gave up (or are signing out). */
  request(): Promise<boolean> {
    if (suspended) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const previous = pending;
      pending = (signedIn) => {
        previous?.(signedIn);
        resolve(signedIn);
      };
      emit();
    });
  },
  finish(signedIn: boolean) {
    const settle = pending;
    pending = undefined;
    if (settle) {
      emit();
      settle(signedIn);
    }
  },
  /** While signing out, an expired session is the expected outcome, not a reason to ask for a sign-in. */
  suspend() {
    suspended = true;
    reauth.finish(false);
  },
  resume() {
    suspended = false;
  },
};
