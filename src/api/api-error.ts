import { API_MESSAGES } from './messages';

/** Codes of the `{code, msg, data}` envelope (SPEC.md §9). */
export const SUCCESS_CODE = 0;
export const SESSION_EXPIRED_CODE = 100000004;

export type ApiErrorKind =
  /** HTTP 2xx, but the envelope's code is not 0. */
  | 'business'
  /** HTTP status outside 2xx. */
  | 'http'
  /** No response at all (offline, DNS, CORS, connection refused). */
  | 'network'
  /** A 2xx answer that is not the JSON envelope. */
  | 'invalid-response'
  /** The caller aborted the request (e.g. a query was cancelled). */
  | 'aborted';

/** The one error every API call rejects with: what failed, its code and HTTP status, and the message shown. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's code, when the server answered with one. */
  readonly code: number | undefined;
  /** The HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The parsed body of the failed response (envelope, object or text), when there was one. */
  readonly body: unknown;

  constructor(message: string, init: { kind: ApiErrorKind; code?: number; status?: number; body?: unknown; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
  }

  get isSessionExpired(): boolean {
    return this.code === SESSION_EXPIRED_CODE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a user reads about any failure: a call's own zh-CN message, or one zh-CN text for anything
 * else (a library's or the browser's English message is for the console: the query client logs it
 * once per failure, so this stays pure and cheap to call while rendering).
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : API_MESSAGES.unexpected;
}
