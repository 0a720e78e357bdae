import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@soko/shared';
import { cn } from '@/lib/cn';
import { activateLanguage } from './i18n';
import { saveLanguage } from './language-choice';

/**
 * Switches the screen to `language` at once and keeps the choice in a cookie, which the server
 * also reads to send pages in it; `onChosen` lets a signed-in screen keep it on the account too
 * (decisions.md 28).
 */
function useChooseLanguage(onChosen?: (language: Language) => void) {
  const { i18n } = useLingui();
  return (value: string) => {
    if (!isLanguage(value) || value === i18n.locale) return;
    saveLanguage(value);
    void activateLanguage(value);
    onChosen?.(value);
  };
}

/**
 * The headers' switch: one tap to the other language, named in that language. `compact` shows
 * the icon alone (a folded sidebar), the name then its accessible name and tooltip.
 */
export function LanguageToggle({
  className,
  onChosen,
  compact = false,
}: {
  className?: string;
  onChosen?: ((language: Language) => void) | undefined;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const choose = useChooseLanguage(onChosen);
  const other: Language = i18n.locale === 'sw' ? 'en' : 'sw';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => choose(other)}
      title={compact ? LANGUAGE_NAMES[other] : undefined}
      className={cn('ui-language-toggle', className)}
    >
      <Languages aria-hidden className="h-4 w-4 shrink-0" />
      <span className={compact ? 'sr-only' : 'max-sm:sr-only'}>{LANGUAGE_NAMES[other]}</span>
      {compact ? null : (
        <span aria-hidden className="uppercase sm:hidden">
          {other}
        </span>
      )}
    </button>
  );
}

/** Settings' choice: both languages in a list, the current one selected. */
export function LanguageSelect({
  id,
  onChosen,
}: {
  id?: string;
  onChosen?: ((language: Language) => void) | undefined;
}) {
  const { i18n } = useLingui();
  const choose = useChooseLanguage(onChosen);
  return (
    <select
      id={id}
      value={i18n.locale}
      onChange={(event) => choose(event.target.value)}
      className="min-h-11 w-full max-w-xs rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-800"
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
