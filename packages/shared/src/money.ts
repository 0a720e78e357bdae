/**
 * Exact money on both sides of the wire. Amounts travel as decimal strings and live as bigint
 * minor units; JavaScript numbers never hold money. Each currency's scale is fixed: changing
 * one later would silently rescale every stored amount.
 */
export const FIAT_SCALE = 2;
export const COIN_SCALE = 8;

export function scaleOf(currency: string): number {
  return currency === 'KES' ? FIAT_SCALE : COIN_SCALE;
}

const DECIMAL = /^(\d{1,30})(?:\.(\d+))?$/;

export type ParseAmountResult =
  { ok: true; minor: bigint } | { ok: false; reason: 'not_a_number' | 'too_many_decimals' };

/**
 * Parses a non-negative decimal string into minor units. More decimals than the scale allows is
 * refused rather than rounded, so an amount is never changed behind the user's back.
 */
export function parseAmount(text: string, scale: number): ParseAmountResult {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'not_a_number' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return { ok: false, reason: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return { ok: true, minor };
}

/** Formats minor units as a plain decimal string with exactly `scale` decimals ("12.50"). */
export function formatMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const unit = 10n ** BigInt(scale);
  const whole = absolute / unit;
  const fraction = (absolute % unit).toString().padStart(scale, '0');
  const body = scale === 0 ? whole.toString() : `${whole.toString()}.${fraction}`;
  return negative ? `-${body}` : body;
}

function assertDivisor(divisor: bigint): void {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
}

/** a × b ÷ divisor, rounded toward zero: what anyone is credited. Inputs must be non-negative. */
export function mulDivFloor(a: bigint, b: bigint, divisor: bigint): bigint {
  assertDivisor(divisor);
  if (a < 0n || b < 0n) throw new RangeError('mulDivFloor takes non-negative factors');
  return (a * b) / divisor;
}

/** a × b ÷ divisor, rounded up: what anyone is charged. Inputs must be non-negative. */
export function mulDivCeil(a: bigint, b: bigint, divisor: bigint): bigint {
  assertDivisor(divisor);
  if (a < 0n || b < 0n) throw new RangeError('mulDivCeil takes non-negative factors');
  const product = a * b;
  return (product + divisor - 1n) / divisor;
}

/**
 * a × b ÷ divisor, rounded to the nearest minor unit, halves up: a share owed to a third party
 * (the excise on a fee), as a tax is rounded. Inputs must be non-negative.
 */
export function mulDivHalfUp(a: bigint, b: bigint, divisor: bigint): bigint {
  assertDivisor(divisor);
  if (a < 0n || b < 0n) throw new RangeError('mulDivHalfUp takes non-negative factors');
  return (a * b * 2n + divisor) / (divisor * 2n);
}
