import {
  ApiError,
  apiErrorOf,
  getCsrfToken,
  isApiErrorBody,
  networkError,
  reportUnsureChange,
} from './api-client';
import { requestFingerprint, unansweredKeys } from './idempotency-key';
import { answerSequences } from './realtime/answer-sequences';

/**
 * A multipart POST with real upload progress. fetch() cannot report how much of a request body
 * has been sent, and a 5 MB proof over a slow mobile connection takes long enough that the user
 * needs to see it move, so this one call uses XMLHttpRequest. It speaks the same protocol as
 * apiRequest: same-origin cookies, the CSRF token, JSON answers, and ApiError on failure.
 */
export interface UploadOptions {
  headers?: Record<string, string>;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A money request: an Idempotency-Key kept until it is answered, as in apiRequest. */
  idempotent?: boolean;
}

export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    // Its answer is a change's, which no stamp vouches for (lib/realtime/answer-sequences.ts).
    const ended = answerSequences.begin();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = getCsrfToken();
    if (token) xhr.setRequestHeader('x-csrf-token', token);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    const request = options.idempotent ? requestFingerprint('POST', path, form) : undefined;
    if (request) xhr.setRequestHeader('Idempotency-Key', unansweredKeys.keyFor(request));

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => {
      const outcome = readUploadResponse(xhr.status, xhr.responseText);
      // As in apiRequest: a decided request is forgotten; a lost or failed one may have happened.
      if (request && xhr.status > 0 && xhr.status < 500) unansweredKeys.answered(request);
      if (xhr.status === 0 || xhr.status >= 500) reportUnsureChange();
      ended(outcome.ok ? { ok: true, stamp: null } : null);
      if (outcome.ok) resolve(outcome.body as T);
      else reject(outcome.error);
    };
    const fail = (error: Error) => {
      ended(null);
      reportUnsureChange();
      reject(error);
    };
    xhr.onerror = () => fail(networkError());
    xhr.ontimeout = () => fail(networkError());
    xhr.onabort = () => fail(new DOMException('The upload was cancelled.', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        fail(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** Turns a finished request into its JSON body or the ApiError apiRequest would have thrown. */
export function readUploadResponse(
  status: number,
  text: string,
): { ok: true; body: unknown } | { ok: false; error: ApiError } {
  // Status 0 on load means the browser gave up on the connection without an HTTP answer.
  if (status === 0) return { ok: false, error: networkError() };
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (status >= 200 && status < 300) return { ok: true, body: json };
  if (isApiErrorBody(json)) {
    return { ok: false, error: apiErrorOf(status, json) };
  }
  // A proxy in front of the server may refuse a large body with its own (non-JSON) 413 page.
  if (status === 413) {
    return {
      ok: false,
      error: new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large. The limit is 5 MB.'),
    };
  }
  return { ok: false, error: new ApiError(status, 'HTTP_ERROR', `Request failed: ${status}`) };
}
