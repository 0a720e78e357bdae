import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/**
 * The server's own words for a failure, or undefined when there are none (offline, a proxy's
 * HTML error page, a bug): then the pages fall back to the spec's "Failed to ... Please try again."
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.isNetworkError || error.code === 'HTTP_ERROR') {
    return undefined;
  }
  return errorText(error) || undefined;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** Seconds until a RATE_LIMITED caller may retry, when the server said. */
export function retryAfter(error: unknown): number | undefined {
  return error instanceof ApiError && error.code === 'RATE_LIMITED'
    ? error.retryAfterSeconds
    : undefined;
}

/** A wait as m:ss ("14:59", "0:42") for a countdown. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Field errors of a 400 VALIDATION_ERROR, and the 409s that name one field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'USERNAME_TAKEN') return { username: errorText(error) };
  if (error.code === 'EMAIL_TAKEN') return { email: errorText(error) };
  return fieldErrorTexts(error);
}

/**
 * The `next` query parameter, only when it is a path on this site: it must start with one "/"
 * (not "//" or "/\", which browsers treat as another host). Anything else is ignored.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return undefined;
  }
  return next;
}
