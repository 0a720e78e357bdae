import { z } from 'zod';

/**
 * The SMS variables (phone verification, decisions.md 22), documented in .env.example.
 * config.ts, the only reader of process.env, spreads SMS_ENV into its schema.
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const SMS_ENV = {
  SMS_PROVIDER: z.enum(['simulator', 'africastalking']).default('simulator'),
  SMS_CODE_TTL_MINUTES: positiveInt(10),
  SMS_CODE_MAX_ATTEMPTS: positiveInt(5),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  SMS_MAX_PER_HOUR: positiveInt(5),
  SMS_HTTP_TIMEOUT_MS: positiveInt(10_000),
  AFRICASTALKING_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  AFRICASTALKING_USERNAME: z.preprocess(blankAsUndefined, z.string().optional()),
  AFRICASTALKING_API_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  AFRICASTALKING_SENDER_ID: z.preprocess(blankAsUndefined, z.string().max(11).optional()),
};

type SmsEnv = z.infer<z.ZodObject<typeof SMS_ENV>>;

export const SMS_PROVIDER_REQUIRES = {
  simulator: [],
  africastalking: ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'],
} as const;

export interface SmsConfig {
  provider: 'simulator' | 'africastalking';
  codeTtlMinutes: number;
  codeMaxAttempts: number;
  /** Shortest pause between two codes to one account; 0 = none. */
  resendSeconds: number;
  /** Codes one account may ask for in an hour. */
  maxPerHour: number;
  africastalking: {
    baseUrl: string;
    username: string;
    apiKey: string;
    senderId: string | undefined;
    timeoutMs: number;
    retries: number;
  };
}

export function smsConfig(e: SmsEnv): SmsConfig {
  return {
    provider: e.SMS_PROVIDER,
    codeTtlMinutes: e.SMS_CODE_TTL_MINUTES,
    codeMaxAttempts: e.SMS_CODE_MAX_ATTEMPTS,
    resendSeconds: e.SMS_RESEND_SECONDS,
    maxPerHour: e.SMS_MAX_PER_HOUR,
    africastalking: {
      baseUrl: e.AFRICASTALKING_BASE_URL.replace(/\/$/, ''),
      username: e.AFRICASTALKING_USERNAME ?? '',
      apiKey: e.AFRICASTALKING_API_KEY ?? '',
      senderId: e.AFRICASTALKING_SENDER_ID,
      timeoutMs: e.SMS_HTTP_TIMEOUT_MS,
      retries: 2,
    },
  };
}
