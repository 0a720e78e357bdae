import { useEffect } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { activateLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { saveLanguage } from '@/lib/i18n/language-choice';

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
