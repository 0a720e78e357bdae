import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Soko';
const PERIOD_SECONDS = 30;
/** One step either side of now: tolerates 30 s of clock drift and typing time, no more. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32 for authenticator apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, accountLabel: string): string {
  return totpFor(secretBase32, accountLabel).toString();
}

export function isTotpFormat(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step a code belongs to, or null when it matches none within the window. The caller
 * stores the step and refuses any step not newer than the last one used (no replay).
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpFor(secretBase32);
  const token = code.replace(/\s/g, '');
  const delta = totp.validate({ token, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** Ten codes like "k7m2-x9qp": about 40 random bits each, in an alphabet without look-alikes. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // randomInt draws without modulo bias.
    const chars = Array.from({ length: 8 }, () => alphabet.charAt(randomInt(alphabet.length))).join(
      '',
    );
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** Case, spaces and the dash do not matter when a recovery code is typed back. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
