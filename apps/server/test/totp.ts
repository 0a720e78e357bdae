import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app would show for this secret at this time (30 s steps). */
export function totpCode(secretBase32: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}
