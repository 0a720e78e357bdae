import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { SYMBOL_MAX_LENGTH, SYMBOL_RULE_MESSAGE } from '@soko/shared';
import { hasMissingRequired, ICON_PROBLEMS, UNEXPECTED_ERROR } from '../lib/coin-rules';

/**
 * The rules' fixed English texts (lib/coin-rules.ts), and the coin form's field checks from the
 * shared schema (@soko/shared admin-coins.ts, the server's own), keyed by that text, translated.
 */
const TEXTS = new Map<string, MessageDescriptor>([
  ['Please fill in all required fields', msg`Please fill in all required fields`],
  ['The name is at most 60 characters.', msg`The name is at most 60 characters.`],
  [
    `The symbol is at most ${SYMBOL_MAX_LENGTH} characters.`,
    msg`The symbol is at most ${SYMBOL_MAX_LENGTH} characters.`,
  ],
  [SYMBOL_RULE_MESSAGE, msg`The symbol must start with a letter and hold only letters and digits.`],
  ['KES is the platform currency, not a coin.', msg`KES is the platform currency, not a coin.`],
  ['The address is too long.', msg`The address is too long.`],
  [UNEXPECTED_ERROR, msg`An unexpected error occurred`],
  [ICON_PROBLEMS.type, msg`The icon must be an image: PNG, JPEG or WebP.`],
  [ICON_PROBLEMS.size, msg`The icon must be 5 MB or smaller.`],
]);

/** Shows one of the rules' texts in the current language; any other text (the server's) as is. */
export function useCoinText(): <T extends string | undefined>(text: T) => T {
  const { i18n } = useLingui();
  return <T extends string | undefined>(text: T): T => {
    if (text === undefined) return text;
    const descriptor = TEXTS.get(text);
    return (descriptor ? i18n._(descriptor) : text) as T;
  };
}

/** A form's invalid-submit handler: the spec's toast when a required field is still empty. */
export function warnMissingRequired<T extends FieldValues>(errors: FieldErrors<T>) {
  if (hasMissingRequired(errors)) {
    toast.error(t`Missing information`, { description: t`Please fill in all required fields` });
  }
}
