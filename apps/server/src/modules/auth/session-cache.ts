/**
 * What this instance's session reads answered a moment ago, by token hash: for the routes that
 * may let a request in without reading its session again, a take (POST /api/orders/:id/execute)
 * and an order placed (POST /api/orders). Each checks the session live inside its own
 * transaction (migration 0027, users/active-user.ts, lib/idempotency.ts), so an answer kept here
 * can let a request in after a sign-out on another instance, but never lets it commit. Every
 * other route reads its session from the database on every request, as before.
 *
 * Measured with `npm run bench:trading`: the session read was a round trip of its own before
 * every take, about a sixth of the machine's CPU per trade.
 *
 * An answer is kept for at most `maxAgeMs` and never past its session's expiry; a sign-out on
 * this instance forgets its session at once. At most `maxEntries` are kept (the oldest go).
 */
export interface SessionCacheOptions {
  maxAgeMs: number;
  maxEntries: number;
}

interface Kept<T> {
  value: T;
  sessionId: string;
  expiresAt: Date;
  keptAtMs: number;
}

export function createSessionCache<T>(options: SessionCacheOptions) {
  // A Map iterates in insertion order: its first key is the oldest answer.
  const byTokenHash = new Map<string, Kept<T>>();
  const tokenHashBySession = new Map<string, string>();

  function drop(tokenHash: string) {
    const kept = byTokenHash.get(tokenHash);
    if (!kept) return;
    byTokenHash.delete(tokenHash);
    tokenHashBySession.delete(kept.sessionId);
  }

  return {
    /** The answer kept for this token, if it is young enough and its session not yet expired. */
    get(tokenHash: string, now: Date): T | undefined {
      const kept = byTokenHash.get(tokenHash);
      if (!kept) return undefined;
      const ageMs = now.getTime() - kept.keptAtMs;
      if (ageMs < 0 || ageMs >= options.maxAgeMs || kept.expiresAt <= now) {
        drop(tokenHash);
        return undefined;
      }
      return kept.value;
    },

    /** Keeps a session read's answer, replacing any older one for the same token. */
    keep(tokenHash: string, entry: { value: T; sessionId: string; expiresAt: Date }, now: Date) {
      drop(tokenHash);
      byTokenHash.set(tokenHash, { ...entry, keptAtMs: now.getTime() });
      tokenHashBySession.set(entry.sessionId, tokenHash);
      while (byTokenHash.size > options.maxEntries) {
        const oldest = byTokenHash.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },

    /** Forgets a token (a fresh read found its session no longer live). */
    forgetToken(tokenHash: string) {
      drop(tokenHash);
    },

    /** Forgets a session (it was signed out here). */
    forgetSession(sessionId: string) {
      const tokenHash = tokenHashBySession.get(sessionId);
      if (tokenHash !== undefined) drop(tokenHash);
    },

    get size() {
      return byTokenHash.size;
    },
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
