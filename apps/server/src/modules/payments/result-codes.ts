import type { ProviderOutcome } from './provider.js';

/**
 * Safaricom's result codes (STK callbacks and queries, B2C results), which PayHero passes through
 * unchanged (reference/mpesa-providers.md §2.5). We key on the code, never on ResultDesc, whose
 * wording varies between channels and over time. 1032 is the only cancellation; every other
 * non-zero code is a failure.
 */
const READABLE: Record<string, string> = {
  '1': 'Insufficient M-Pesa balance',
  '17': 'M-Pesa had an internal error; please try again',
  '26': 'M-Pesa is busy; please try again',
  '1001': 'Another M-Pesa request is in progress on this phone; please try again shortly',
  '1019': 'The M-Pesa request expired',
  '1025': 'M-Pesa could not send the prompt to this phone',
  '9999': 'M-Pesa could not send the prompt to this phone',
  '1032': 'Canceled on the phone',
  '1037': 'No response from the phone (it may be off or out of reach)',
  '2001': 'Wrong M-Pesa PIN',
};

export const CANCELED_CODE = '1032';

export function outcomeOfResultCode(code: string): ProviderOutcome {
  if (code === '0') return 'completed';
  if (code === CANCELED_CODE) return 'canceled';
  return 'failed';
}

/** Words a person can read for a failed or canceled result; null for a success. */
export function errorOfResultCode(code: string, description: string | null): string | null {
  if (code === '0') return null;
  return READABLE[code] ?? description?.slice(0, 300) ?? `M-Pesa answered with code ${code}`;
}

/** A result code as text, whether the provider sent it as a number or a string. */
export function resultCodeText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) return value.trim();
  return null;
}
