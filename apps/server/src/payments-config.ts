import { z } from 'zod';

/**
 * The M-Pesa payment variables (documented in .env.example). config.ts, the only reader of
 * process.env, spreads PAYMENT_ENV into its schema and calls paymentsConfig with the result.
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const PAYMENT_ENV = {
  PAYMENT_PROVIDER: z.enum(['simulator', 'payhero', 'daraja']).default('simulator'),
  PAYMENT_MIN_KES: positiveInt(10),
  PAYMENT_MAX_KES: positiveInt(150_000),
  PAYMENT_TIMEOUT_SECONDS: positiveInt(120),
  PAYMENT_RECONCILE_WINDOW_MINUTES: positiveInt(30),
  PAYMENT_RECONCILE_AFTER_SECONDS: positiveInt(60),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(15),
  PAYMENT_MAX_PENDING_PER_USER: positiveInt(5),
  PAYMENT_CALLBACK_SECRET: z.preprocess(blankAsUndefined, z.string().min(32).max(100).optional()),
  PAYMENT_CALLBACK_BASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  PAYMENT_HTTP_TIMEOUT_MS: positiveInt(10_000),
  PAYMENT_HTTP_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PAYMENT_HTTP_RETRY_BASE_MS: z.coerce.number().int().min(0).default(500),
  SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(1500),
  SIMULATOR_QUEUE_MS: z.coerce.number().int().min(0).default(4000),
  PAYHERO_BASE_URL: z.string().url().default('https://backend.payhero.co.ke/api/v2'),
  PAYHERO_USERNAME: z.preprocess(blankAsUndefined, z.string().optional()),
  PAYHERO_PASSWORD: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_BASE_URL: z.string().url().default('https://sandbox.safaricom.co.ke'),
  DARAJA_CONSUMER_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_CONSUMER_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_SHORTCODE: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/)
      .optional(),
  ),
  DARAJA_PASSKEY: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_TRANSACTION_TYPE: z
    .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
    .default('CustomerPayBillOnline'),
  DARAJA_PARTY_B: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/)
      .optional(),
  ),
  DARAJA_B2C_SHORTCODE: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/)
      .optional(),
  ),
  DARAJA_INITIATOR_NAME: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_SECURITY_CREDENTIAL: z.preprocess(blankAsUndefined, z.string().optional()),
  DARAJA_B2C_COMMAND_ID: z
    .enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment'])
    .default('BusinessPayment'),
};

type PaymentEnv = z.infer<z.ZodObject<typeof PAYMENT_ENV>>;

/** Variables a chosen payment provider cannot work without. */
export const PROVIDER_REQUIRES = {
  simulator: [],
  payhero: ['PAYHERO_USERNAME', 'PAYHERO_PASSWORD'],
  daraja: [
    'DARAJA_CONSUMER_KEY',
    'DARAJA_CONSUMER_SECRET',
    'DARAJA_SHORTCODE',
    'DARAJA_PASSKEY',
    'DARAJA_B2C_SHORTCODE',
    'DARAJA_INITIATOR_NAME',
    'DARAJA_SECURITY_CREDENTIAL',
  ],
} as const;

/** M-Pesa payments (issue 5): the provider, the limits and the timings of a payment's life. */
export interface PaymentsConfig {
  provider: 'simulator' | 'payhero' | 'daraja';
  minKes: number;
  maxKes: number;
  timeoutSeconds: number;
  reconcileWindowMinutes: number;
  /** A payment is asked about only once it has been pending this long (callbacks come first). */
  reconcileAfterSeconds: number;
  /** How often the reconciliation job runs; 0 = never (tests call it by hand). */
  reconcileIntervalSeconds: number;
  maxPendingPerUser: number;
  /** Unset = a random secret made once and kept in the database (payment_callback_secret). */
  callbackSecret: string | undefined;
  /** The public address providers post callbacks to; default PUBLIC_URL. */
  callbackBaseUrl: string;
  httpTimeoutMs: number;
  httpRetries: number;
  httpRetryBaseMs: number;
  simulator: { delayMs: number; queueMs: number };
  payhero: { baseUrl: string; username: string; password: string };
  daraja: {
    baseUrl: string;
    consumerKey: string;
    consumerSecret: string;
    shortcode: string;
    passkey: string;
    transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
    /** The receiving shortcode (a till for Buy Goods); default the shortcode. */
    partyB: string;
    b2cShortcode: string;
    initiatorName: string;
    /** The initiator password already RSA-encrypted with Safaricom's certificate, base64. */
    securityCredential: string;
    b2cCommandId: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  };
}

export function paymentsConfig(e: PaymentEnv, publicUrl: string): PaymentsConfig {
  return {
    provider: e.PAYMENT_PROVIDER,
    minKes: e.PAYMENT_MIN_KES,
    maxKes: e.PAYMENT_MAX_KES,
    timeoutSeconds: e.PAYMENT_TIMEOUT_SECONDS,
    reconcileWindowMinutes: e.PAYMENT_RECONCILE_WINDOW_MINUTES,
    reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
    reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    maxPendingPerUser: e.PAYMENT_MAX_PENDING_PER_USER,
    callbackSecret: e.PAYMENT_CALLBACK_SECRET,
    callbackBaseUrl: (e.PAYMENT_CALLBACK_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    httpTimeoutMs: e.PAYMENT_HTTP_TIMEOUT_MS,
    httpRetries: e.PAYMENT_HTTP_RETRIES,
    httpRetryBaseMs: e.PAYMENT_HTTP_RETRY_BASE_MS,
    simulator: { delayMs: e.SIMULATOR_DELAY_MS, queueMs: e.SIMULATOR_QUEUE_MS },
    payhero: {
      baseUrl: e.PAYHERO_BASE_URL.replace(/\/$/, ''),
      username: e.PAYHERO_USERNAME ?? '',
      password: e.PAYHERO_PASSWORD ?? '',
    },
    daraja: {
      baseUrl: e.DARAJA_BASE_URL.replace(/\/$/, ''),
      consumerKey: e.DARAJA_CONSUMER_KEY ?? '',
      consumerSecret: e.DARAJA_CONSUMER_SECRET ?? '',
      shortcode: e.DARAJA_SHORTCODE ?? '',
      passkey: e.DARAJA_PASSKEY ?? '',
      transactionType: e.DARAJA_TRANSACTION_TYPE,
      partyB: e.DARAJA_PARTY_B ?? e.DARAJA_SHORTCODE ?? '',
      b2cShortcode: e.DARAJA_B2C_SHORTCODE ?? '',
      initiatorName: e.DARAJA_INITIATOR_NAME ?? '',
      securityCredential: e.DARAJA_SECURITY_CREDENTIAL ?? '',
      b2cCommandId: e.DARAJA_B2C_COMMAND_ID,
    },
  };
}
