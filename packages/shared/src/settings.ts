import { z } from 'zod';
import { KesDecimalInput } from './four-eyes.js';
import { ExciseRatePercent, ExciseRateView, IsoDay } from './trade-fee-schemas.js';

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM (24-hour)');

/** GET /api/admin/settings. Window times are Africa/Nairobi wall-clock; "24:00" may close it. */
export const PlatformSettings = z.object({
  /** The crypto withdrawal fee, percent (decisions.md 24 renamed the spec's "withdrawal tax"). */
  withdrawalFeePercent: z.number(),
  /** The same value under its old name, kept for existing clients. */
  withdrawalTaxPercent: z.number(),
  /** The excise duty on fees in force now, percent as a decimal string ("10"). */
  exciseRatePercent: z.string(),
  /** The Nairobi day the rate in force applies from (YYYY-MM-DD). */
  exciseEffectiveFrom: z.string(),
  /** Every rate with the day it applies from, newest first (history is kept). */
  exciseRates: z.array(ExciseRateView),
  paymentChannelId: z.string(),
  depositWindowOpens: z.string(),
  depositWindowCloses: z.string(),
  /** The admin's choice; when never set, REQUIRE_ADMIN_MFA decides. */
  requireAdminMfa: z.boolean(),
  /** KES value at or above which a crypto deposit or withdrawal needs two admins ("100000"). */
  fourEyesThresholdKes: z.string(),
  /** Hours withdrawals pause after a password, email or two-factor change (decisions.md 23). */
  withdrawalCooldownHours: z.number().int(),
  updatedAt: z.string(),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

const TAX_RANGE = 'The withdrawal fee is 0 to 30 percent.';

/**
 * A number, or a numeric string as a form field sends it. Not z.coerce: that would turn null,
 * "" and false into 0 % and true into 1 %, silently changing a real fee.
 */
const WithdrawalTaxPercent = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: 'The withdrawal fee is a number of percent, 0 to 30.' },
  )
  .pipe(
    z
      .number()
      .min(0, TAX_RANGE)
      .max(30, TAX_RANGE)
      .refine((v) => Number.isInteger(v * 2), 'The withdrawal fee moves in steps of 0.5.'),
  );

/** PUT /api/admin/settings: any subset; the tax is 0 to 30 in steps of 0.5. */
export const UpdatePlatformSettingsRequest = z
  .strictObject({
    withdrawalTaxPercent: WithdrawalTaxPercent.optional(),
    withdrawalFeePercent: WithdrawalTaxPercent.optional(),
    /** A new excise rate, applying from exciseEffectiveFrom (default: today in Nairobi). */
    exciseRatePercent: ExciseRatePercent.optional(),
    exciseEffectiveFrom: IsoDay.optional(),
    paymentChannelId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'The payment channel id is a number of up to 12 digits.')
      .optional(),
    depositWindowOpens: ClockTime.refine(
      (v) => v !== '24:00',
      'Opening must be before 24:00',
    ).optional(),
    depositWindowCloses: ClockTime.refine(
      (v) => v !== '00:00',
      'Closing must be after 00:00',
    ).optional(),
    requireAdminMfa: z.boolean().optional(),
    fourEyesThresholdKes: KesDecimalInput.optional(),
    withdrawalCooldownHours: z
      .number()
      .int('The cool-down is a whole number of hours.')
      .min(0, 'The cool-down is 0 to 168 hours.')
      .max(168, 'The cool-down is 0 to 168 hours.')
      .optional(),
  })
  .refine(
    (v) =>
      v.depositWindowOpens === undefined ||
      v.depositWindowCloses === undefined ||
      v.depositWindowOpens < v.depositWindowCloses,
    { message: 'The deposit window must open before it closes.', path: ['depositWindowCloses'] },
  );
export type UpdatePlatformSettingsRequest = z.infer<typeof UpdatePlatformSettingsRequest>;
