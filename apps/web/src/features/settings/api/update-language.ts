import { useMutation } from '@tanstack/react-query';
import type { Language } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/account/language: keeps the trader's language on the account (answers the user). */
export function updateLanguage(language: Language): Promise<unknown> {
  return apiRequest('/api/account/language', { method: 'PUT', body: { language } });
}

/**
 * The session is refetched once the account holds the choice, so every screen (and the next
 * device) reads the new language from it (decisions.md 28).
 */
export function useUpdateLanguage(onSessionChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: onSessionChanged,
  });
}
