import type { ApiError } from './api-error';

/**
 * Code 100000004 rejects without a toast and is announced here. The back office may also register
 * a re-authenticator (its sign-in dialog over the current screen): the call layer then waits for it
 * and retries the failed call once, so nothing the user was doing is lost. Calls that expire while
 * the dialog is open share the same wait.
 */
type SessionExpiredListener = (error: ApiError) => void;
/** Resolves true once the user has signed in again, false when they gave up. */
type Reauthenticator = (error: ApiError) => Promise<boolean>;

const listeners = new Set<SessionExpiredListener>();
let reauthenticator: Reauthenticator | undefined;
let pending: Promise<boolean> | undefined;

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(error: ApiError): void {
  for (const listener of listeners) listener(error);
}

export function setReauthenticator(next: Reauthenticator | undefined): () => void {
  reauthenticator = next;
  return () => {
    if (reauthenticator === next) reauthenticator = undefined;
  };
}

/** Waits for a re-login when one is possible; false means the call should reject. */
export function reauthenticate(error: ApiError): Promise<boolean> {
  if (!reauthenticator) return Promise.resolve(false);
  pending ??= reauthenticator(error)
    .catch(() => false)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
