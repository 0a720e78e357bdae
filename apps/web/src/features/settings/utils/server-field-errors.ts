import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/** Error codes that name the one field they are about. */
const CODE_FIELDS: Record<string, string> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
  INVALID_MFA_CODE: 'code',
};

/**
 * Puts the server's field problems under their fields. Returns true when at least one landed,
 * so the caller shows its generic toast only when the form has nothing more specific to say.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  let focused = false;
  const put = (name: string, message: string) => {
    const field = fields.find((candidate) => candidate === name);
    if (!field) return;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    applied = true;
    focused = true;
  };
  for (const [name, message] of Object.entries(fieldErrorTexts(error))) put(name, message);
  const codeField = CODE_FIELDS[error.code];
  if (!applied && codeField) put(codeField, errorText(error));
  return applied;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
