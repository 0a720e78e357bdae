import {
  ACCEPT_TERMS_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  type RegisterForm,
} from '@soko/shared';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

type RegistrationValues = z.input<typeof RegisterForm>;
type RegistrationResult = ResolverResult<RegistrationValues, z.output<typeof RegisterForm>>;

/**
 * The register form's check when zod could not be downloaded (lib/deferred-resolver.ts): the
 * server checks the username, email and password, but never sees the confirmation or the terms
 * box, so those two are checked here, with RegisterForm's own texts.
 */
export function registrationChecksWithoutZod(values: RegistrationValues): RegistrationResult {
  const errors: FieldErrors<RegistrationValues> = {};
  if (!values.confirmPassword) {
    errors.confirmPassword = { type: 'too_small', message: CONFIRM_PASSWORD_MESSAGE };
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = { type: 'custom', message: PASSWORDS_DIFFER_MESSAGE };
  }
  if (values.acceptTerms !== true) {
    errors.acceptTerms = { type: 'custom', message: ACCEPT_TERMS_MESSAGE };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, acceptTerms: true }, errors: {} };
}
