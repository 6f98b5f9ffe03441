import type { ApiError } from './api-error';

/**
 * Code 100000004 rejects without a toast and is announced here; the back office subscribes and
 * offers re-login over the current screen, so the call layer knows nothing about screens.
 */
type SessionExpiredListener = (error: ApiError) => void;

const listeners = new Set<SessionExpiredListener>();

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
