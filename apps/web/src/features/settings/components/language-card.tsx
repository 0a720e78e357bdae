import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@soko/shared';
import { useId } from 'react';
import { toast } from '@/lib/toasts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LanguageSelect } from '@/lib/i18n/language-switch';
import { useUpdateLanguage } from '../api/update-language';

/**
 * Settings → Language (decisions.md 28). The screen switches at once and the cookie keeps the
 * choice on this device; the account keeps it for emails, statements and other devices. When the
 * account cannot be updated the switch stays: the trader still reads the language they picked,
 * and the toast says the account did not follow.
 */
export function LanguageCard({
  signedIn,
  onSessionChanged,
}: {
  signedIn: boolean;
  onSessionChanged: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateLanguage(onSessionChanged);
  const keepOnAccount = (language: Language) => {
    if (!signedIn) return;
    update.mutate(language, {
      onError: () =>
        toast.error(t`Could not save your language`, {
          description: t`The screen has switched, but your account still has the old language. Please try again.`,
        }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor={id}>
            <Trans>Language</Trans>
          </label>
        </CardTitle>
        <CardDescription>
          <Trans>
            Soko shows its screens in this language, and sends your emails and statements in it too.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSelect id={id} onChosen={keepOnAccount} />
      </CardContent>
    </Card>
  );
}
