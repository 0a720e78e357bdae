import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Daraja's timestamps are Kenyan wall-clock time, YYYYMMDDHHmmss (the STK password is built from
 * one, and callbacks report TransactionDate the same way). Nairobi keeps UTC+3 all year.
 */
export const DARAJA_TIME_ZONE = 'Africa/Nairobi';

export function darajaTimestamp(at: Date): string {
  return format(new TZDate(at.getTime(), DARAJA_TIME_ZONE), 'yyyyMMddHHmmss');
}

/** base64(shortcode + passkey + timestamp): plain concatenation, then base64. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** A Daraja wall-clock time (20250101120031 or "01.01.2025 12:00:31") as an instant. */
export function parseDarajaTime(value: unknown): Date | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  let parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text.trim());
  if (parts) {
    const [, y, mo, d, h, mi, s] = parts;
    return checked(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  }
  parts = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (parts) {
    const [, d, mo, y, h, mi, s] = parts;
    return checked(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  }
  return null;
}

function checked(iso: string): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms);
}
