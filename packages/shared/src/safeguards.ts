import { z } from 'zod';
import { KeyedTextSchema } from './errors.js';

/**
 * Withdrawal safeguards (decisions.md 23): each coin names its network so addresses can be
 * checked, traders keep an address book, security changes pause withdrawals for a cool-down,
 * "only to saved addresses" restricts where coins may go, and 2FA accounts confirm each
 * withdrawal with a code.
 */

/**
 * The networks whose address format the server checks. `other`: a network with no known format,
 * checked for length and characters only.
 */
export const COIN_NETWORKS = ['bitcoin', 'ethereum', 'bsc', 'polygon', 'tron', 'other'] as const;
export const CoinNetwork = z.enum(COIN_NETWORKS);
export type CoinNetwork = z.infer<typeof CoinNetwork>;

export const COIN_NETWORK_LABELS: Record<CoinNetwork, string> = {
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum (ERC-20)',
  bsc: 'BNB Smart Chain (BEP-20)',
  polygon: 'Polygon',
  tron: 'TRON (TRC-20)',
  other: 'Other (length and characters only)',
};

/** A current 6-digit TOTP code, as typed (spaces allowed). Recovery codes do not move money. */
export const TotpCodeInput = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

export const WithdrawalPauseReason = z.enum([
  'password_change',
  'password_reset',
  'email_change',
  'mfa_disabled',
]);
export type WithdrawalPauseReason = z.infer<typeof WithdrawalPauseReason>;

/** The words a trader reads after "Withdrawals are paused because ...". */
export const PAUSE_REASON_TEXT: Record<WithdrawalPauseReason, string> = {
  password_change: 'your password was changed',
  password_reset: 'your password was reset',
  email_change: 'your email address was changed',
  mfa_disabled: 'two-factor authentication was turned off',
};

export const WithdrawalPause = z.object({
  reason: WithdrawalPauseReason,
  /** When withdrawals are allowed again (ISO, UTC). */
  endsAt: z.string(),
  /** The same as the refusal's message: reason and the Nairobi time it ends. */
  message: z.string(),
  /** The same by key and parameters (issue 17). */
  messageKey: KeyedTextSchema,
});
export type WithdrawalPause = z.infer<typeof WithdrawalPause>;

/** GET /api/account/withdrawal-safeguards: what the wallet screens show before a withdrawal. */
export const WithdrawalSafeguards = z.object({
  pause: WithdrawalPause.nullable(),
  /** "Only to saved addresses" is in force now. */
  savedAddressesOnly: z.boolean(),
  /** Set while a switch-off is waiting out the cool-down: when the restriction lifts. */
  savedAddressesOnlyEndsAt: z.string().nullable(),
  /** Withdrawals need a current TOTP code (two-factor is on). */
  totpRequired: z.boolean(),
  cooldownHours: z.number().int(),
});
export type WithdrawalSafeguards = z.infer<typeof WithdrawalSafeguards>;

const currentPassword = z.string().min(1, 'Enter your current password').max(1024);

/** PUT /api/account/withdrawal-safeguards. Turning the switch off needs the password (and code). */
export const UpdateWithdrawalSafeguardsRequest = z.strictObject({
  savedAddressesOnly: z.boolean(),
  currentPassword: currentPassword.optional(),
  totpCode: TotpCodeInput.optional(),
});
export type UpdateWithdrawalSafeguardsRequest = z.infer<typeof UpdateWithdrawalSafeguardsRequest>;

export const SavedAddress = z.object({
  id: z.string(),
  currency: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** From when "only to saved addresses" lets coins go here (created + cool-down). */
  usableFrom: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;
export const SavedAddressList = z.array(SavedAddress);

export const AddressLabel = z
  .string()
  .trim()
  .min(1, 'Give the address a label.')
  .max(40, 'The label is at most 40 characters.');

/** The same characters the withdrawal request accepts; the network check runs on the server. */
export const WithdrawalAddressInput = z
  .string()
  .trim()
  .min(1, 'Please enter the address.')
  .max(200, 'The address is too long.')
  .regex(/^[A-Za-z0-9:._-]+$/, 'The address may hold only letters, digits, : . _ and -.');

export const CreateSavedAddressRequest = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,5}$/, 'Unknown currency'),
  address: WithdrawalAddressInput,
  label: AddressLabel,
});
export type CreateSavedAddressRequest = z.infer<typeof CreateSavedAddressRequest>;

export const UpdateSavedAddressRequest = z.strictObject({ label: AddressLabel });
export type UpdateSavedAddressRequest = z.infer<typeof UpdateSavedAddressRequest>;

export const SavedAddressResponse = z.object({ address: SavedAddress });
export type SavedAddressResponse = z.infer<typeof SavedAddressResponse>;
