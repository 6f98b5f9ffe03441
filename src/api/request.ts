import ky from 'ky';
import { checkIdentity } from '@/lib/identity';
import { toast } from '@/lib/toast';
import { ApiError, SESSION_EXPIRED_CODE, SUCCESS_CODE } from './api-error';
import { filenameFromDisposition, filenameFromUrl } from './download';
import { loadingOverlay } from './loading';
import { API_MESSAGES, statusText } from './messages';
import { payloadToObject, toBody, toSearchParams, type Payload } from './payload';
import { currentPlatform } from './platform';
import { announceSessionExpired, reauthenticate } from './session-expiry';

/** What Orval's generated functions pass (its axios-style call shape; axios itself is not used). */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

/** Per-call switches (SPEC.md §7–§8); generated hooks expose them as their `request` option. */
export interface RequestOptions {
  /** Full-screen loading overlay. Default: on for every method but GET. */
  loading?: boolean;
  /** Error toasts. Default on; off leaves the message to the caller (the call still rejects with it). */
  message?: boolean;
  /** Adds a `platform` field derived from the current domain to the payload. */
  platform?: boolean;
}

/** The `{code, msg, data}` envelope every JSON endpoint answers with. */
export interface ResponseEnvelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

/**
 * Where `/api` requests go: VITE_API_BASE_URL when set (another origin in production),
 * otherwise this page's origin. Spec paths already start with `/api`, so this is only the host.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return globalThis.location?.origin ?? 'http://localhost';
}

const http = ky.create({
  credentials: 'include',
  // The backend decides when a call has failed; ky must not retry writes or cut long exports short.
  retry: 0,
  timeout: false,
  throwHttpErrors: false,
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isEnvelope(body: unknown): body is ResponseEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as ResponseEnvelope).code === 'number';
}

function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SPEC.md §8: the message of a failed HTTP answer. */
export function httpFailureMessage(response: Response, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  } else if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) {
    // An HTML error page from a proxy is not a message anyone should read in a toast.
    return body.trim();
  }
  return `${statusText(response.status)} ${response.status}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * No (whole) answer came. The browser's own words ("Failed to fetch", "Load failed"…) are English and
 * differ by browser: users read one zh-CN text, developers the original in the console.
 */
function lost(what: string, cause: unknown, config: RequestConfig, options: RequestOptions): never {
  const aborted = isAbort(cause, config.signal);
  if (!aborted) console.warn(what, config.url, cause);
  return fail(new ApiError(API_MESSAGES.networkFailed, { kind: aborted ? 'aborted' : 'network', cause }), options);
}

function fail(error: ApiError, options: RequestOptions): never {
  if (error.code === SESSION_EXPIRED_CODE) {
    announceSessionExpired(error);
  } else if (error.status === 502) {
    toast.error(API_MESSAGES.deploying);
  } else if (error.kind !== 'aborted' && options.message !== false) {
    toast.error(error.message);
  }
  throw error;
}

async function send(config: RequestConfig, method: string, options: RequestOptions): Promise<Response> {
  const extra: Record<string, string> = options.platform ? { platform: currentPlatform() } : {};
  const headers = new Headers(config.headers);
  let query: Record<string, unknown> = { ...config.params };
  let body: URLSearchParams | FormData | undefined;
  if (BODY_METHODS.has(method)) {
    body = toBody(config.data as Payload, extra);
    // Orval writes a bare `multipart/form-data` header; fetch must set it itself, with the boundary.
    if (body instanceof FormData) headers.delete('content-type');
    else headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  } else {
    query = { ...query, ...payloadToObject(config.data as Payload), ...extra };
  }
  const search = toSearchParams(query).toString();
  const url = `${apiBaseUrl()}${config.url}${search ? `${config.url.includes('?') ? '&' : '?'}${search}` : ''}`;
  return http(url, { method, headers, body, signal: config.signal });
}

/**
 * The one HTTP call of the app: the Orval mutator behind every generated function and hook.
 * Resolves with the whole envelope when its code is 0 (or with a File for downloads); otherwise
 * rejects with an ApiError after the toast, session-expiry and loading-overlay rules of SPEC.md §7–§8.
 */
export async function request<T>(config: RequestConfig, options: RequestOptions = {}): Promise<T> {
  try {
    return await attempt<T>(config, options);
  } catch (error) {
    // Session expired: if the app can sign the user in again over the current screen, retry once.
    if (error instanceof ApiError && error.isSessionExpired && (await reauthenticate(error))) {
      return attempt<T>(config, options);
    }
    throw error;
  }
}

async function attempt<T>(config: RequestConfig, options: RequestOptions): Promise<T> {
  const method = config.method.toUpperCase();
  // A tab showing someone the browser no longer holds sends nothing: the call would go out under
  // another person's server session. The tab is told and reloads (checkIdentity's handler).
  if (checkIdentity()) return fail(new ApiError(API_MESSAGES.identityChanged, { kind: 'aborted' }), options);
  const endLoading = (options.loading ?? method !== 'GET') ? loadingOverlay.begin() : undefined;
  try {
    let response: Response;
    try {
      response = await send(config, method, options);
    } catch (cause) {
      return lost('[api] no response', cause, config, options);
    }

    // An answer can also break off after its status line (the connection drops, the page is left):
    // reading its body then fails with the browser's own words, and that is the same failure.
    const cutOff = (cause: unknown) => lost('[api] answer cut off', cause, config, options);
    if (config.responseType === 'blob' && response.ok && !isJsonResponse(response)) {
      const blob = await response.blob().catch(cutOff);
      const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? filenameFromUrl(config.url);
      return new File([blob], name, { type: blob.type }) as T;
    }

    const body = parseBody(await response.text().catch(cutOff));
    if (!response.ok) {
      const message = response.status === 502 ? API_MESSAGES.deploying : httpFailureMessage(response, body);
      return fail(new ApiError(message, { kind: 'http', status: response.status, body }), options);
    }
    if (!isEnvelope(body)) {
      return fail(new ApiError(API_MESSAGES.invalidResponse, { kind: 'invalid-response', status: response.status, body }), options);
    }
    if (body.code !== SUCCESS_CODE) {
      // A backend may send a number, null or an object as msg: the user still reads a message.
      const message = (typeof body.msg === 'string' && body.msg.trim()) || API_MESSAGES.unknownBusinessError;
      return fail(new ApiError(message, { kind: 'business', code: body.code, status: response.status, body }), options);
    }
    return body as T;
  } finally {
    endLoading?.();
  }
}

export default request;
