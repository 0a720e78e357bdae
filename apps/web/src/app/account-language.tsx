import type { Language, SessionResponse } from '@soko/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { sessionQueryKey, useCurrentUser } from '@/features/auth/api/get-session';
import { apiRequest } from '@/lib/api-client';
import { activateLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { saveLanguage } from '@/lib/i18n/language-choice';

/** The account's language (decisions.md 28); the server sets the language cookie with it too. */
export const ACCOUNT_LANGUAGE_PATH = '/api/account/language';

/**
 * A signed-in trader reads the language kept on their account (decisions.md 28), on any device:
 * when the session says another language than the one on screen, the app switches, and the
 * cookie follows so the next page the server sends is in it too.
 */
export function AccountLanguage() {
  const { user } = useCurrentUser();
  const chosen = user?.language;
  useEffect(() => {
    if (!chosen || chosen === currentLanguage()) return;
    saveLanguage(chosen);
    void activateLanguage(chosen);
  }, [chosen]);
  return null;
}

/**
 * For the frames' language switch: keeps a choice made on screen on the account, so the trader's
 * other devices, emails and statements follow it. The screen and the cookie have already
 * switched; a failed request is let go silently (the cookie still holds the choice here), and the
 * session learns the new language only once the server has kept it.
 */
export function useKeepLanguageOnAccount(): (language: Language) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) => {
      apiRequest(ACCOUNT_LANGUAGE_PATH, { method: 'PUT', body: { language } }).then(
        () =>
          queryClient.setQueryData<SessionResponse>(sessionQueryKey, (session) =>
            session?.user ? { ...session, user: { ...session.user, language } } : session,
          ),
        () => undefined,
      );
    },
    [queryClient],
  );
}
