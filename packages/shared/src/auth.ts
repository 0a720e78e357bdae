import { z } from 'zod';
import {
  ACCEPT_TERMS_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from './auth-messages.js';
import { LANGUAGES } from './languages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const UserStatus = z.enum(['active', 'suspended']);
export type UserStatus = z.infer<typeof UserStatus>;

// Each string also names its field when it is missing altogether (not only when empty).
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, numbers and underscores');

const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx), as typed. */
const mfaCode = z.string().trim().min(6, 'Enter the 6-digit code').max(20, 'Code is too long');

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: Role,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  /** True when REQUIRE_ADMIN_MFA is on and this admin has not enrolled yet. */
  mfaEnrolmentRequired: z.boolean(),
  /** The language the trader chose (decisions.md 28); null until they choose one. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({
  user: SessionUser.nullable(),
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const RegisterRequest = z.strictObject({ username, email, password: newPassword });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The register form adds the confirmation and the terms box; the server never sees them. */
export const RegisterForm = RegisterRequest.extend({
  confirmPassword: z.string().min(1, CONFIRM_PASSWORD_MESSAGE),
  acceptTerms: z.boolean().refine((v) => v, ACCEPT_TERMS_MESSAGE),
}).refine((v) => v.password === v.confirmPassword, {
  message: PASSWORDS_DIFFER_MESSAGE,
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional(),
  /** Sent on the second step when the account has two-factor authentication. */
  code: mfaCode.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AuthUserResponse = z.object({ user: SessionUser, csrfToken: z.string() });
export type AuthUserResponse = z.infer<typeof AuthUserResponse>;

export const LoginResponse = z.union([
  AuthUserResponse,
  z.object({ mfaRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const TokenRequest = z.strictObject({ token: z.string().min(10).max(200) });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const ForgotPasswordRequest = z.strictObject({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.strictObject({
  token: z.string().min(10).max(200),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordForm = ResetPasswordRequest.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(MAX_PASSWORD_LENGTH);

/**
 * A new email needs the current password (and a second-factor code when two-factor is on), so a
 * stolen session cannot move the account to the thief's address; a rename alone needs neither.
 */
export const UpdateProfileRequest = z.strictObject({
  username,
  email,
  currentPassword: currentPassword.optional(),
  code: mfaCode.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const ChangePasswordRequest = z.strictObject({
  currentPassword,
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordForm = ChangePasswordRequest.extend({
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

export const MfaSetupResponse = z.object({
  /** otpauth:// URI, also drawn as the QR code. */
  otpauthUrl: z.string(),
  /** The base32 secret for typing into an authenticator by hand. */
  secret: z.string(),
  /** An SVG data URL of the QR code, drawn on the server so the client needs no QR library. */
  qrCodeDataUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof MfaSetupResponse>;

export const MfaCodeRequest = z.strictObject({ code: mfaCode });
export type MfaCodeRequest = z.infer<typeof MfaCodeRequest>;

/** Turning two-factor off needs the password as well as a code: a stolen session has neither. */
export const MfaDisableRequest = z.strictObject({ code: mfaCode, currentPassword });
export type MfaDisableRequest = z.infer<typeof MfaDisableRequest>;

export const MfaEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaEnableResponse = z.infer<typeof MfaEnableResponse>;

/** PATCH /api/account/profile answers with the updated signed-in user. */
export const UserResponse = z.object({ user: SessionUser });

/** PUT /api/account/language: the trader's language (decisions.md 28). */
export const LanguageRequest = z.object({ language: z.enum(LANGUAGES) });
export type LanguageRequest = z.infer<typeof LanguageRequest>;
export type UserResponse = z.infer<typeof UserResponse>;

export const VerifyEmailResponse = z.object({ verified: z.literal(true) });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;
