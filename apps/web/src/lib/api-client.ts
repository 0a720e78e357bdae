import { ANSWER_SEQUENCES_HEADER, type ApiErrorBody } from '@soko/shared';
import { requestFingerprint, unansweredKeys } from './idempotency-key';
import { answerSequences } from './realtime/answer-sequences';

/** A text by key and parameters (packages/shared ERROR_MESSAGES), as the server sends it. */
export interface KeyedText {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The one way the web app talks to the server. It sends the session's CSRF token on every
 * state-changing request, and turns every failure into an ApiError whose `code` the features
 * switch on. The message is the server's English; `text` is the same by key and parameters,
 * which lib/use-error-text.ts says in the language on screen (issue 17).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
    readonly text?: KeyedText,
    readonly fieldTexts: Record<string, KeyedText> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when no answer came back (offline, dropped connection): it may or may not have arrived. */
  get isNetworkError() {
    return this.code === 'NETWORK_ERROR';
  }

  /** A network error while the device said it had no connection: nothing left the phone. */
  offline = false;
}

/** The error of a request that got no answer, marked offline when the device says so. */
export function networkError(): ApiError {
  const error = new ApiError(
    0,
    'NETWORK_ERROR',
    'Network error. Check your connection and try again.',
  );
  error.offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return error;
}

type UnsureChangeListener = () => void;
const unsureChangeListeners = new Set<UnsureChangeListener>();

/**
 * Called when a change (any method but GET) got no answer or a 5xx: it may have happened, so
 * whatever the screen shows may be stale. The query client refetches everything then, at once
 * or, while offline, as soon as the connection is back (lib/query-client.ts).
 */
export function onUnsureChange(listener: UnsureChangeListener): () => void {
  unsureChangeListeners.add(listener);
  return () => unsureChangeListeners.delete(listener);
}

export function reportUnsureChange() {
  for (const listener of unsureChangeListeners) listener();
}

let csrfToken: string | undefined;

/** Set from GET /api/auth/session, login and register; cleared on logout. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/** The same token, for requests that cannot go through apiRequest (an upload with progress). */
export function getCsrfToken(): string | undefined {
  return csrfToken;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A money request: it carries an Idempotency-Key, the same one for every send of the same
   * request until the server answers it (lib/idempotency-key.ts), so a retry moves nothing twice.
   */
  idempotent?: boolean | { leaveOut: readonly string[] };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const { idempotent } = options;
  const request = idempotent
    ? requestFingerprint(method, path, options.body, idempotent === true ? [] : idempotent.leaveOut)
    : undefined;
  if (request) headers['Idempotency-Key'] = unansweredKeys.keyFor(request);

  // What the answer says about how new its data is (lib/realtime/answer-sequences.ts).
  const ended = answerSequences.begin();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    ended(null);
    if (method !== 'GET') reportUnsureChange();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  // The server decided (2xx or 4xx): the same request again is a new one. After a 5xx it may
  // still have happened, so the key stays for the retry.
  if (request && response.status < 500) unansweredKeys.answered(request);
  if (method !== 'GET' && response.status >= 500) reportUnsureChange();
  ended(
    response.ok && response.status !== 204
      ? { ok: true, stamp: response.headers.get(ANSWER_SEQUENCES_HEADER) }
      : null,
  );
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (isApiErrorBody(json)) {
      throw apiErrorOf(response.status, json);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed: ${response.status}`);
  }
  return json as T;
}

/** The ApiError of an error body, with its key and parameters when the server sent them. */
export function apiErrorOf(status: number, body: ApiErrorBody): ApiError {
  const e = body.error;
  const text = e.key ? { key: e.key, params: e.params ?? {} } : undefined;
  return new ApiError(status, e.code, e.message, e.fields, e.retryAfterSeconds, text, e.fieldKeys);
}

// A hand-written check instead of the zod schema keeps zod out of the landing page's bundle.
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}
