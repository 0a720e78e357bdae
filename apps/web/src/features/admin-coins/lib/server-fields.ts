import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts the server's field problems (VALIDATION_ERROR fields) under the fields they name. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = names.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
