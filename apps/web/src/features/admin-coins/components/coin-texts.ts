import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { hasMissingRequired, ICON_PROBLEMS, UNEXPECTED_ERROR } from '../lib/coin-rules';

/** The rules' fixed English texts (lib/coin-rules.ts), keyed by the constant, translated. */
const TEXTS = new Map<string, MessageDescriptor>([
  [UNEXPECTED_ERROR, msg`An unexpected error occurred`],
  [ICON_PROBLEMS.type, msg`The icon must be an image: PNG, JPEG or WebP.`],
  [ICON_PROBLEMS.size, msg`The icon must be 5 MB or smaller.`],
]);

/** Shows one of the rules' texts in the current language; any other text (the server's) as is. */
export function useCoinText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const descriptor = TEXTS.get(text);
    return descriptor ? i18n._(descriptor) : text;
  };
}

/** A form's invalid-submit handler: the spec's toast when a required field is still empty. */
export function warnMissingRequired<T extends FieldValues>(errors: FieldErrors<T>) {
  if (hasMissingRequired(errors)) {
    toast.error(t`Missing information`, { description: t`Please fill in all required fields` });
  }
}
