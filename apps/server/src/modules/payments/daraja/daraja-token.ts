/**
 * Daraja's OAuth token (reference/mpesa-providers.md §2.1): GET oauth/v1/generate with Basic
 * auth of the consumer key and secret; `expires_in` comes as a string of seconds (about an
 * hour). The token is cached until a minute before it expires, by the server's clock, and
 * dropped at once when an API call answers 401, so the next call fetches a fresh one.
 */
import type { Clock } from '../../../lib/clock.js';
import { basicAuth, callProvider, textField, type HttpSettings } from '../provider-http.js';

/** Renew this long before the stated expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

export interface DarajaTokenOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  http: HttpSettings;
  clock: Clock;
}

export function createDarajaToken(options: DarajaTokenOptions) {
  let cached: { token: string; renewAt: number } | undefined;
  let inFlight: Promise<string | null> | undefined;

  async function fetchToken(): Promise<string | null> {
    const answer = await callProvider(options.http, {
      method: 'GET',
      url: `${options.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      headers: { authorization: basicAuth(options.consumerKey, options.consumerSecret) },
      retryOnTimeout: true,
    });
    if (answer.kind === 'no_answer' || answer.status !== 200) return null;
    const token = textField(answer.body, 'access_token');
    const seconds = Number(textField(answer.body, 'expires_in') ?? '0');
    if (!token || !Number.isFinite(seconds) || seconds <= 0) return null;
    const expiresAt = options.clock.now().getTime() + seconds * 1000;
    cached = { token, renewAt: expiresAt - Math.min(EXPIRY_MARGIN_MS, (seconds * 1000) / 2) };
    return token;
  }

  return {
    /** A live token, or null when Daraja would not give one. Concurrent callers share a fetch. */
    async get(): Promise<string | null> {
      if (cached && options.clock.now().getTime() < cached.renewAt) return cached.token;
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type DarajaToken = ReturnType<typeof createDarajaToken>;
