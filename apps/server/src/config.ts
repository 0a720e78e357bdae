import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every behaviour has its own variable (documented in
 * .env.example); nothing branches on NODE_ENV. Parsing fails fast and names every bad key.
 */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  PUBLIC_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag(false),
  SERVE_WEB: flag(true),
  WEB_DIST_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
  TRUST_PROXY: flag(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  SESSION_TTL_HOURS: positiveInt(12),
  REMEMBER_ME_DAYS: positiveInt(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).default(19_456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(2).default(2),
  ADMIN_EMAIL: z.preprocess(blankAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsUndefined, z.string().min(8).optional()),
  ADMIN_USERNAME: z.string().default('admin'),
  REQUIRE_ADMIN_MFA: flag(false),
  SMTP_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default('Soko <no-reply@soko.local>'),
  SEED_DEMO_DATA: flag(true),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.preprocess(blankAsUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(blankAsUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(blankAsUndefined, z.string().url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: flag(false),
  // M-Pesa payments (issue 5).
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
});

/** Variables a chosen payment provider cannot work without. */
const PROVIDER_REQUIRES = {
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

/** Rules that span variables: S3 storage needs a bucket, and keys come as a pair or not at all. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'required when STORAGE_DRIVER=s3',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  for (const key of PROVIDER_REQUIRES[env.PAYMENT_PROVIDER]) {
    if (!env[key]) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`,
      });
    }
  }
  if (env.PAYMENT_MIN_KES > env.PAYMENT_MAX_KES) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_MIN_KES'],
      message: 'must not be above PAYMENT_MAX_KES',
    });
  }
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  serveWeb: boolean;
  webDistDir: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | 'true' | 'false';
  bodyLimitBytes: number;
  sessionTtlHours: number;
  rememberMeDays: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  argon2MemoryKib: number;
  argon2Iterations: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminUsername: string;
  requireAdminMfa: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemoData: boolean;
  /** Where stored files (proofs, coin icons) live: a folder (uploadsDir) or an S3 bucket. */
  storageDriver: 'local' | 's3';
  uploadsDir: string;
  s3: {
    bucket: string | undefined;
    region: string;
    /** An S3-compatible service (MinIO, R2, ...); unset = AWS S3. */
    endpoint: string | undefined;
    /** Unset = the AWS SDK's default credential chain (instance role, ~/.aws, ...). */
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  payments: PaymentsConfig;
};

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

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    serveWeb: e.SERVE_WEB,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    rememberMeDays: e.REMEMBER_ME_DAYS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    argon2Iterations: e.ARGON2_ITERATIONS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminUsername: e.ADMIN_USERNAME,
    requireAdminMfa: e.REQUIRE_ADMIN_MFA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemoData: e.SEED_DEMO_DATA,
    storageDriver: e.STORAGE_DRIVER,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    payments: paymentsConfig(e, publicUrl),
  };
}

function paymentsConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): PaymentsConfig {
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
