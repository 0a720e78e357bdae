/**
 * A fresh Idempotency-Key for one money action (decisions.md point 5). crypto.randomUUID needs a
 * secure context; getRandomValues does not, so the key is built from that (128 random bits, hex,
 * within the server's 1–100 [A-Za-z0-9_.:-]).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of money requests whose answer never came back (the connection dropped, the request
 * timed out, the server failed with a 5xx), by what the request says (method, path and body).
 *
 * A key made once per dialog falls short both ways on a bad connection: closing the dialog and
 * sending the same order again from a new one made a new key, so an order the server had placed
 * was placed twice; and changing the amount in the same dialog sent the old key with a new body,
 * which the server refuses as a reused key. Keyed by the request itself, the same request always
 * gets the same key until it is answered, from whichever dialog, and a different request never
 * gets another's key. An answer (2xx or 4xx: the server decided) forgets it, so the next identical
 * order is a new one.
 *
 * Kept in sessionStorage as well, so a reload of the tab after a lost answer is still a retry.
 * Entries older than the server keeps keys (24 h) are dropped, and at most MAX_UNANSWERED stay.
 */
const STORAGE_KEY = 'soko.unanswered-requests';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_UNANSWERED = 50;

interface Entry {
  key: string;
  at: number;
}

export interface KeyStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
}

function sessionStore(): KeyStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage refused (a private mode, a sandboxed frame): memory alone still covers the tab.
    return undefined;
  }
}

export function createUnansweredKeys(
  storage: KeyStorage | undefined = sessionStore(),
  now: () => number = Date.now,
) {
  let memory: Record<string, Entry> = {};

  const load = (): Record<string, Entry> => {
    try {
      const saved = storage?.getItem(STORAGE_KEY);
      if (saved) memory = JSON.parse(saved) as Record<string, Entry>;
    } catch {
      // A damaged entry is not worth failing a payment over: memory is the truth then.
    }
    return memory;
  };
  const save = (entries: Record<string, Entry>) => {
    const live = Object.entries(entries)
      .filter(([, entry]) => now() - entry.at < MAX_AGE_MS)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, MAX_UNANSWERED);
    memory = Object.fromEntries(live);
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
    } catch {
      // Full or refused: memory keeps it for this page.
    }
  };

  return {
    /** The key for this request: the one of its unanswered earlier send, else a new one. */
    keyFor(request: string): string {
      const entries = load();
      const known = entries[request];
      if (known && now() - known.at < MAX_AGE_MS) return known.key;
      const key = newIdempotencyKey();
      save({ ...entries, [request]: { key, at: now() } });
      return key;
    },
    /** The server answered this request: the next identical one is a new request. */
    answered(request: string) {
      const entries = load();
      if (!(request in entries)) return;
      save(Object.fromEntries(Object.entries(entries).filter(([name]) => name !== request)));
    },
  };
}

export const unansweredKeys = createUnansweredKeys();

/**
 * What a request says, as one string: the same method, path and body give the same string. A
 * form's file counts by name, size and date, which is what tells one picked image from another.
 * `leaveOut` names body fields that do not make it another request (a 2FA code, new every 30 s:
 * the server does not count it either), so a retry with a fresh code keeps its key.
 */
export function requestFingerprint(
  method: string,
  path: string,
  body: unknown,
  leaveOut: readonly string[] = [],
): string {
  return `${method} ${path} ${bodyText(body, leaveOut)}`;
}

function bodyText(body: unknown, leaveOut: readonly string[]): string {
  if (body === undefined) return '';
  if (leaveOut.length > 0 && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const kept = Object.entries(body).filter(([name]) => !leaveOut.includes(name));
    return JSON.stringify(Object.fromEntries(kept));
  }
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: string[] = [];
    body.forEach((value, name) => {
      const text =
        typeof value === 'string'
          ? value
          : `file:${value.name}:${value.size}:${value.lastModified}`;
      fields.push(`${name}=${text}`);
    });
    return JSON.stringify(fields);
  }
  return JSON.stringify(body);
}
