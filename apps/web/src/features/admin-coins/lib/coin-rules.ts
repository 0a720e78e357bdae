import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@soko/shared';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/use-error-text';

/**
 * product-spec.md section 8: the server's message, else this. The texts of this file stay English
 * constants so the rules remain testable without Lingui's compiler; the screens show them through
 * useCoinText (components/coin-texts.ts), which holds each one's translation.
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const ICON_PROBLEMS = {
  type: 'The icon must be an image: PNG, JPEG or WebP.',
  size: 'The icon must be 5 MB or smaller.',
} as const;

export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && errorText(error)
    ? errorText(error)
    : UNEXPECTED_ERROR;
}

/**
 * Checks an icon before it is sent, so a 12 MB photo fails at once instead of after a slow upload
 * on mobile data. The server checks the bytes again; this only reads the type the browser reports.
 */
export function iconProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return ICON_PROBLEMS.type;
  }
  if (file.size > MAX_UPLOAD_BYTES) return ICON_PROBLEMS.size;
  return null;
}

/** Two letters for a coin without a usable icon: its symbol's first two ("BT"), else its name's. */
export function coinInitials(symbol: string, name: string): string {
  const source = (symbol.trim() || name.trim()).replace(/[^A-Za-z0-9]/g, '');
  return source.slice(0, 2).toUpperCase() || '?';
}

/**
 * product-spec.md section 5: Missing information / Please fill in all required fields, when any
 * required field is still empty at submit (as opposed to a too-long name, shown by its field).
 */
export function hasMissingRequired<T extends FieldValues>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(
    (error) => (error as { type?: string } | undefined)?.type === 'too_small',
  );
}
