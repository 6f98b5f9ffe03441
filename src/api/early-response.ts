import { ownedByIdentity } from '@/lib/identity';

/**
 * The answer to a call index.html's inline lines started before the app loaded (build/early-list-plugin.ts):
 * a cold back-office list's first rows. The call layer takes it instead of asking again when it makes
 * the very same call, once, and only soon after the page opened: later the data may have changed.
 */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

interface EarlyCall {
  url: string;
  at: number;
  response: Promise<Response>;
}

type EarlyWindow = { eduEarlyList?: unknown };

function isEarlyCall(value: unknown): value is EarlyCall {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Partial<EarlyCall>;
  return typeof call.url === 'string' && typeof call.at === 'number' && call.response instanceof Promise;
}

// Fetched for whoever was signed in when the page opened: nobody else may take it.
ownedByIdentity('early-list-answer', () => void delete (globalThis as EarlyWindow).eduEarlyList);

/** The started answer for a GET of exactly `url`, handed over once; undefined otherwise. */
export function takeEarlyResponse(method: string, url: string, scope: EarlyWindow = globalThis as EarlyWindow, now = Date.now()): Promise<Response> | undefined {
  const early = scope.eduEarlyList;
  if (early === undefined || method !== 'GET') return undefined;
  if (!isEarlyCall(early) || now - early.at > EARLY_RESPONSE_MAX_AGE_MS || now < early.at) {
    // Not of the expected shape, or too old to be trusted: nobody will take it.
    delete scope.eduEarlyList;
    return undefined;
  }
  if (early.url !== url) return undefined;
  delete scope.eduEarlyList;
  return early.response;
}
