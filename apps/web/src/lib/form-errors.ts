import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field problems (a VALIDATION_ERROR's fields) under the form's fields of the
 * same name, focusing the first; names the form does not have are left out. True when any landed.
 */
export function placeFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const [name, message] of Object.entries(fields)) {
    const field = names.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
