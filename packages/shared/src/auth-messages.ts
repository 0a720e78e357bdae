/*
 * The register form's two rules the server never sees (the confirmation and the terms box), as
 * texts of their own without zod: auth.ts's RegisterForm uses them, and so does the web form's
 * check when zod could not be downloaded (apps/web/src/features/auth/lib/registration-fallback.ts),
 * so both say the same thing.
 */
export const CONFIRM_PASSWORD_MESSAGE = 'Please confirm your password';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
export const ACCEPT_TERMS_MESSAGE = 'You must accept the terms and conditions';
