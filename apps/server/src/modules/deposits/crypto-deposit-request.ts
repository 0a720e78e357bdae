import { createHash } from 'node:crypto';
import { COIN_SCALE, CryptoDepositFields, FIAT_CURRENCY, parseAmount } from '@soko/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * The form of POST /api/deposits/crypto as read from multipart, and the checks that need no
 * database, each throwing the AppError the route answers with.
 */
export interface CryptoDepositUpload {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

export interface CheckedDepositFields {
  currency: string;
  amountText: string;
  txHash: string | undefined;
  proof: Buffer;
}

export const CRYPTO_DEPOSIT_OPERATION = 'POST /api/deposits/crypto';
export const DEPOSIT_FIELD_NAMES = ['currency', 'amount', 'txHash'] as const;
export const DEPOSIT_FILE_FIELD = 'proof';
export const MISSING_INFORMATION = 'Please enter the amount and upload a proof of transaction.';
const INVALID_AMOUNT = 'Please enter a valid amount greater than zero.';
/**
 * Well above a real deposit even of a coin with a huge supply, and far enough below BIGINT's
 * 9.2 × 10^18 minor units that balances and custody totals cannot overflow in practice.
 */
export const MAX_DEPOSIT_MINOR = 10n ** 17n; // 1 000 000 000 coins

// The amount has its own step (INVALID_AMOUNT, after the coin check); the rest is shared.
const OtherFields = CryptoDepositFields.omit({ amount: true });

/** Fields first: amount and proof present, then the currency and hash formats. */
export function checkDepositFields(upload: CryptoDepositUpload): CheckedDepositFields {
  const amountText = upload.fields.amount?.trim() ?? '';
  if (!amountText || !upload.file) {
    const fields: Record<string, string> = {};
    if (!amountText) fields.amount = MISSING_INFORMATION;
    if (!upload.file) fields.proof = MISSING_INFORMATION;
    throw new AppError('VALIDATION_ERROR', MISSING_INFORMATION, { fields });
  }
  if (!upload.fields.currency?.trim()) {
    const message = 'Please choose the coin you deposited.';
    throw new AppError('VALIDATION_ERROR', message, { fields: { currency: message } });
  }
  const parsed = OtherFields.safeParse(upload.fields);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const first = parsed.error.issues[0]?.message ?? 'The form is not valid.';
    throw new AppError('VALIDATION_ERROR', first, { fields });
  }
  if (parsed.data.currency === FIAT_CURRENCY) {
    const message = 'KES is deposited by M-Pesa, not with a proof.';
    throw new AppError('VALIDATION_ERROR', message, { fields: { currency: message } });
  }
  return { ...parsed.data, amountText, proof: upload.file };
}

/** The amount in minor units: at least 1, at most 8 decimals, never rounded. */
export function checkDepositAmount(amountText: string): bigint {
  const parsed = parseAmount(amountText, COIN_SCALE);
  if (!parsed.ok || parsed.minor < 1n) {
    throw new AppError('INVALID_AMOUNT', INVALID_AMOUNT, { fields: { amount: INVALID_AMOUNT } });
  }
  if (parsed.minor > MAX_DEPOSIT_MINOR) {
    const message = 'The amount is too large.';
    throw new AppError('INVALID_AMOUNT', message, { fields: { amount: message } });
  }
  return parsed.minor;
}

/**
 * What an Idempotency-Key is bound to: the fields as sent and the proof's SHA-256. Computed from
 * the raw form, before any check, so a retry is recognised even if it would now be refused
 * (the window closed in between, say) and still gets the first answer.
 */
export function depositFingerprint(upload: CryptoDepositUpload) {
  const text = (name: string) => upload.fields[name]?.trim() || null;
  return {
    currency: text('currency')?.toUpperCase() ?? null,
    amount: text('amount'),
    txHash: text('txHash'),
    proofSha256: upload.file ? createHash('sha256').update(upload.file).digest('hex') : null,
  };
}
