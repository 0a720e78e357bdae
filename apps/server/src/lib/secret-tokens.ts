import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * 32 random bytes, base64url: the session cookie, the CSRF token and the emailed links. At 256
 * bits nobody can guess one, which is why a fast SHA-256 is enough to store them (a password
 * needs argon2 because people choose guessable ones).
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in time that does not depend on where they first differ. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
