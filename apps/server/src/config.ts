import path from 'node:path';
import { z } from 'zod';
import { parseSecretKeys, type SecretKey } from './lib/secret-box.js';
import type { PostgresLimits } from './db/postgres.js';
import {
  PAYMENT_ENV,
  PROVIDER_REQUIRES,
  paymentsConfig,
  type PaymentsConfig,
} from './payments-config.js';
import { SMS_ENV, SMS_PROVIDER_REQUIRES, smsConfig, type SmsConfig } from './sms-config.js';

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
  DB_POOL_SIZE: positiveInt(10),
  // Seconds, decimals allowed (a test waits 0.5 s, not 5); 0 turns a session timeout off.
  DB_CHECKOUT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  DB_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  DB_START_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3_600).default(60),
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
  // Request limits; 0 turns one off (checks from outside lift them for load tests).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  REGISTER_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(20),
  REGISTER_MAX_PER_HOUR: z.coerce.number().int().min(0).default(1000),
  // "id:base64key,..." (32-byte keys), the first seals new secrets; see lib/secret-box.ts.
  SECRET_KEYS: z.preprocess(blankAsUndefined, z.string().optional()),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).default(19_456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(2).default(2),
  ADMIN_EMAIL: z.preprocess(blankAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsUndefined, z.string().min(8).optional()),
  ADMIN_USERNAME: z.string().default('admin'),
  REQUIRE_ADMIN_MFA: flag(false),
  // Fees new trading pairs start with, basis points (1 bps = 0.01 %); admins edit them per pair.
  DEFAULT_MAKER_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(10),
  DEFAULT_TAKER_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(20),
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
  // Seconds, decimals allowed so a test can beat every 0.2 s.
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(25),
  REALTIME_MAX_BUFFER_BYTES: positiveInt(262_144),
  REALTIME_MAX_SOCKETS: positiveInt(20_000),
  ...PAYMENT_ENV,
  ...SMS_ENV,
});

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
  for (const key of SMS_PROVIDER_REQUIRES[env.SMS_PROVIDER]) {
    if (!env[key]) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `required when SMS_PROVIDER=${env.SMS_PROVIDER}`,
      });
    }
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
  /** PostgreSQL connections per server process (PGlite has one). */
  dbPoolSize: number;
  /** Bounded waits on PostgreSQL: pool checkout, statement, idle transaction. */
  dbLimits: PostgresLimits;
  /** How long an unreachable PostgreSQL is retried at start before the process gives up. */
  dbStartTimeoutMs: number;
  sessionTtlHours: number;
  rememberMeDays: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  rateLimitPerMinute: number;
  registerMaxPerIpPerHour: number;
  registerMaxPerHour: number;
  /** Keys that seal secrets at rest (TOTP); empty means the built-in development key. */
  secretKeys: SecretKey[];
  argon2MemoryKib: number;
  argon2Iterations: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminUsername: string;
  requireAdminMfa: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemoData: boolean;
  /** The maker and taker fees a new trading pair starts with (decisions.md 24). */
  pairFees: { makerFeeBps: number; takerFeeBps: number };
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
  /** M-Pesa payments (issue 5). */
  payments: PaymentsConfig;
  /** SMS codes for phone verification (decisions.md 22). */
  sms: SmsConfig;
  /** Realtime push (issue 6). */
  realtime: {
    /** Ping, heartbeat message and session re-check, per socket. */
    heartbeatMs: number;
    /** A socket with more than this waiting to be sent is a slow client and is dropped. */
    maxBufferBytes: number;
    /** Sockets one instance accepts; the next upgrade is refused with 503. */
    maxSockets: number;
  };
};

export type { PaymentsConfig };

const secondsToMs = (seconds: number) => Math.round(seconds * 1000);

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
    dbPoolSize: e.DB_POOL_SIZE,
    dbLimits: {
      checkoutTimeoutMs: secondsToMs(e.DB_CHECKOUT_TIMEOUT_SECONDS),
      statementTimeoutMs: secondsToMs(e.DB_STATEMENT_TIMEOUT_SECONDS),
      idleInTransactionTimeoutMs: secondsToMs(e.DB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS),
    },
    dbStartTimeoutMs: secondsToMs(e.DB_START_TIMEOUT_SECONDS),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    rememberMeDays: e.REMEMBER_ME_DAYS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    registerMaxPerIpPerHour: e.REGISTER_MAX_PER_IP_PER_HOUR,
    registerMaxPerHour: e.REGISTER_MAX_PER_HOUR,
    secretKeys: e.SECRET_KEYS ? parseSecretKeys(e.SECRET_KEYS) : [],
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    argon2Iterations: e.ARGON2_ITERATIONS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminUsername: e.ADMIN_USERNAME,
    requireAdminMfa: e.REQUIRE_ADMIN_MFA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemoData: e.SEED_DEMO_DATA,
    pairFees: { makerFeeBps: e.DEFAULT_MAKER_FEE_BPS, takerFeeBps: e.DEFAULT_TAKER_FEE_BPS },
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
    sms: smsConfig(e),
    realtime: {
      heartbeatMs: secondsToMs(e.REALTIME_HEARTBEAT_SECONDS),
      maxBufferBytes: e.REALTIME_MAX_BUFFER_BYTES,
      maxSockets: e.REALTIME_MAX_SOCKETS,
    },
  };
}
