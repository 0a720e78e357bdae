import { z } from 'zod';
import { SYMBOL_MAX_LENGTH } from './constants.js';
import { CoinNetwork } from './safeguards.js';

export const AdminCoin = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  depositAddress: z.string(),
  /** Which address format withdrawals of this coin are checked against (decisions.md 23). */
  network: CoinNetwork,
  iconUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  /** True when some user holds a balance or an open order in it: it can then only be deactivated. */
  inUse: z.boolean(),
});
export type AdminCoin = z.infer<typeof AdminCoin>;
export const AdminCoinList = z.array(AdminCoin);

const required = 'Please fill in all required fields';
export const SYMBOL_RULE_MESSAGE =
  'The symbol must start with a letter and hold only letters and digits.';

export const CreateCoinRequest = z.strictObject({
  name: z.string().trim().min(1, required).max(60, 'The name is at most 60 characters.'),
  symbol: z
    .string()
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .max(SYMBOL_MAX_LENGTH, `The symbol is at most ${SYMBOL_MAX_LENGTH} characters.`)
        // A symbol that starts with a digit, or is NaN, reads as a number to spreadsheets and
        // to JavaScript (1E3, 0X10, NAN): it must start with a letter.
        .regex(/^[A-Z][A-Z0-9]*$/, SYMBOL_RULE_MESSAGE)
        .refine((v) => v !== 'NAN', SYMBOL_RULE_MESSAGE)
        .refine((v) => v !== 'KES', 'KES is the platform currency, not a coin.'),
    ),
  depositAddress: z.string().trim().min(1, required).max(200, 'The address is too long.'),
  network: CoinNetwork.optional(),
});
export type CreateCoinRequest = z.infer<typeof CreateCoinRequest>;

/** The symbol cannot change (product-spec.md section 5), so it is not accepted here. */
export const UpdateCoinRequest = z.strictObject({
  name: z.string().trim().min(1, required).max(60).optional(),
  depositAddress: z.string().trim().min(1, required).max(200).optional(),
  network: CoinNetwork.optional(),
  active: z.boolean().optional(),
});
export type UpdateCoinRequest = z.infer<typeof UpdateCoinRequest>;

export const DeleteCoinResponse = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
  coin: AdminCoin.nullable(),
});
export type DeleteCoinResponse = z.infer<typeof DeleteCoinResponse>;
