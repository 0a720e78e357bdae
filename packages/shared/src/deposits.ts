import { z } from 'zod';
import { KeyedTextSchema } from './errors.js';

/** Proofs and coin icons: PNG, JPEG or WebP by their bytes, at most 5 MB (decisions.md point 12). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CRYPTO_MIN_AMOUNT = '0.00000001';

/**
 * The multipart fields of POST /api/deposits/crypto besides the `proof` file. The server reads
 * them from the form; the web form validates with the same schema.
 */
export const CryptoDepositFields = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,5}$/, 'Unknown currency'),
  // No trim: an amount with spaces or a sign is refused (see AmountInput).
  amount: z
    .string()
    .min(1, 'Please enter the amount and upload a proof of transaction.')
    .regex(/^\d+(\.\d{1,8})?$/, 'Please enter a valid amount (at most 8 decimals).'),
  txHash: z
    .string()
    .trim()
    .max(200, 'The transaction hash is too long.')
    .regex(/^[A-Za-z0-9:_-]*$/, 'The transaction hash may hold only letters, digits, : _ and -.')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type CryptoDepositFields = z.infer<typeof CryptoDepositFields>;

/**
 * GET /api/deposits/window: the crypto deposit window, evaluated on the server in
 * Africa/Nairobi time (decisions.md point 14). The window is [opens, closes).
 */
export const DepositWindow = z.object({
  open: z.boolean(),
  timeZone: z.literal('Africa/Nairobi'),
  /** "07:00" */
  opens: z.string(),
  /** "22:00" ("24:00" = midnight) */
  closes: z.string(),
  /** When it next opens (UTC ISO); null while open. */
  nextOpenAt: z.string().nullable(),
  /** When the current window closes (UTC ISO); null while closed. */
  closesAt: z.string().nullable(),
  /** The spec's text while closed: Deposits are only allowed between 7:00 AM - 10:00 PM. Next window: {time}. */
  message: z.string().nullable(),
  /** The same by key and parameters (issue 17); null while open. */
  messageKey: KeyedTextSchema.nullable(),
  serverTime: z.string(),
});
export type DepositWindow = z.infer<typeof DepositWindow>;
