/**
 * A fresh Idempotency-Key for one money action (decisions.md point 5). A dialog makes one when it
 * opens and sends it with every retry, so a request that timed out on mobile data and is sent
 * again moves nothing twice. crypto.randomUUID needs a secure context; getRandomValues does not,
 * so the key is built from that (128 random bits, hex, within the server's 1–100 [A-Za-z0-9_.:-]).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
