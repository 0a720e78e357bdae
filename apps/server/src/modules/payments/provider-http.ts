/**
 * Every provider HTTP call goes through here: a timeout on each attempt, and a bounded number of
 * retries with a growing, jittered pause on network errors and 5xx answers, never on a 4xx (the
 * provider has decided; asking again changes nothing). Calls run outside database transactions:
 * the service commits before it calls and opens a new transaction for the answer.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface HttpSettings {
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  retryBaseMs: number;
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Serialised with bigint values written as JSON integers (amounts never become numbers). */
  body?: Record<string, unknown>;
  /**
   * Whether a timed-out attempt may be sent again. Not for a payout: the first attempt may have
   * gone through, and a second could pay twice.
   */
  retryOnTimeout: boolean;
  /** Whether a 5xx answer is worth another attempt (Daraja's "still processing" is not). */
  retryOnStatus?: (status: number, body: unknown) => boolean;
}

export type HttpAnswer =
  | { kind: 'response'; status: number; body: unknown; text: string }
  | { kind: 'no_answer'; error: string };

/** JSON with bigints as plain integers: the provider wants `"amount": 500`, we hold 500n. */
export function toProviderJson(body: Record<string, unknown>): string {
  const marked = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? `\u0000bigint:${value.toString()}\u0000` : value,
  );
  return marked.replace(/"\\u0000bigint:(-?\d+)\\u0000"/g, '$1');
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Attempt =
  | { kind: 'response'; status: number; body: unknown; text: string }
  | { kind: 'error'; timedOut: boolean; error: string };

async function attemptOnce(settings: HttpSettings, request: ProviderRequest): Promise<Attempt> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body ? toProviderJson(request.body) : undefined,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const text = await response.text();
    return { kind: 'response', status: response.status, body: parseBody(text), text };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    const detail = timedOut ? 'timed out' : typeof cause === 'string' ? cause : String(error);
    return { kind: 'error', timedOut, error: detail };
  }
}

function pauseMs(settings: HttpSettings, attempt: number): number {
  const base = settings.retryBaseMs * 2 ** attempt;
  return Math.round(base + Math.random() * 0.3 * base);
}

export async function callProvider(
  settings: HttpSettings,
  request: ProviderRequest,
): Promise<HttpAnswer> {
  const retryOnStatus = request.retryOnStatus ?? (() => true);
  let last: Attempt | undefined;
  for (let attempt = 0; attempt <= settings.retries; attempt += 1) {
    if (attempt > 0) await sleep(pauseMs(settings, attempt - 1));
    last = await attemptOnce(settings, request);
    if (last.kind === 'response') {
      if (last.status < 500 || !retryOnStatus(last.status, last.body)) return last;
    } else if (last.timedOut && !request.retryOnTimeout) {
      break;
    }
  }
  if (!last) throw new Error('callProvider made no attempt');
  if (last.kind === 'response') return last;
  return { kind: 'no_answer', error: last.error };
}

/** Reads a field of an object we did not write: anything but an object gives undefined. */
export function field(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return (value as Record<string, unknown>)[key];
}

export function textField(value: unknown, key: string): string | null {
  const v = field(value, key);
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/**
 * A provider's whole-shilling amount (a JSON number or a digit string) as KES minor units. A
 * JSON number is read only when it is a safe integer, so it is exact; anything else is null and
 * is treated as "no amount we can trust".
 */
export function wholeKesToMinor(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return BigInt(value) * 100n;
  }
  if (typeof value === 'string' && /^\d{1,15}(\.0{1,2})?$/.test(value.trim())) {
    return BigInt(value.trim().split('.')[0] ?? '0') * 100n;
  }
  return null;
}

/** The error text of a provider's refusal, from whichever of the usual fields it used. */
export function errorText(body: unknown, fallback: string): string {
  for (const key of ['error_message', 'errorMessage', 'message', 'ResponseDescription', 'error']) {
    const text = textField(body, key);
    if (text) return text.slice(0, 300);
  }
  return fallback;
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
