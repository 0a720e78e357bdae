import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { fieldErrorTexts } from '@/lib/use-error-text';

/** Puts the server's field problems (VALIDATION_ERROR fields) under the fields they name. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  return error instanceof ApiError && placeFieldErrors(fieldErrorTexts(error), names, setError);
}
