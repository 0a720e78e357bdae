import { z } from 'zod';

/** A decimal string of minor-unit precision, e.g. "12.50" (KES) or "0.12500000" (coins). */
export const AmountString = z.string().regex(/^-?\d{1,30}(\.\d{1,8})?$/, 'Not a decimal amount');

/**
 * Where an amount arrives from a client: a non-negative decimal string; its scale is checked per
 * currency. Nothing around the digits is accepted (" 1", "+1", "1 "): a client that sends them
 * has a bug, and quietly trimming would hide it. Forms trim what a person typed before sending.
 */
export const AmountInput = z
  .string()
  .min(1, 'Please enter a valid amount')
  .max(40, 'Please enter a valid amount')
  .regex(/^\d+(\.\d+)?$/, 'Please enter a valid amount');

export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,5}$/, 'Unknown currency');

/**
 * One balance of the wallet panel (GET /api/wallets): KES first, then every active coin by
 * symbol (and any inactive coin the user still holds). available + held is what the user owns.
 */
export const Wallet = z.object({
  currency: z.string(),
  type: z.enum(['fiat', 'crypto']),
  name: z.string(),
  iconUrl: z.string().nullable(),
  /** The platform's address for deposits of this coin; null for KES (M-Pesa instead). */
  depositAddress: z.string().nullable(),
  /** False for a coin an admin deactivated: the user may still withdraw it but not deposit. */
  active: z.boolean(),
  available: AmountString,
  held: AmountString,
});
export type Wallet = z.infer<typeof Wallet>;
export const WalletList = z.array(Wallet);

/** One currency's share of the total balance: what it holds and, when it has a KES price, its worth. */
export const WalletValue = z.object({
  currency: z.string(),
  /** available + held, in the currency. */
  amount: AmountString,
  /** The last trade price of its KES pair, KES per whole coin; "1.00" for KES itself. */
  priceKes: AmountString,
  /** amount × price, in KES, rounded down to the cent: a total never overstates. */
  valueKes: AmountString,
});
export type WalletValue = z.infer<typeof WalletValue>;

/**
 * GET /api/wallets/total: everything the user owns (available and held) valued in KES. A coin is
 * valued at its KES pair's last trade price; a coin with a balance but no such price is listed in
 * notValued instead of being counted as zero, so the total never silently leaves money out.
 */
export const WalletTotal = z.object({
  currency: z.literal('KES'),
  totalKes: AmountString,
  valued: z.array(WalletValue),
  notValued: z.array(z.object({ currency: z.string(), amount: AmountString })),
});
export type WalletTotal = z.infer<typeof WalletTotal>;
