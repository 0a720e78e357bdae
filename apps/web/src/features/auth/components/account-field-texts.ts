import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@soko/shared';

/**
 * The field checks of the shared account schemas (@soko/shared auth.ts), which the forms run on
 * the phone before anything is sent: the schema speaks English, the server's language, so the
 * forms look each text up here to show it in the reader's language. Keyed by the shared text
 * itself, so a check added there without a line here still shows, in English.
 */
const TEXTS = new Map<string, MessageDescriptor>([
  ['Email is required', msg`Email is required`],
  ['Email is too long', msg`Email is too long`],
  ['Please enter a valid email address', msg`Please enter a valid email address`],
  ['Username is required', msg`Username is required`],
  ['Username must be at least 3 characters', msg`Username must be at least 3 characters`],
  ['Username must be at most 30 characters', msg`Username must be at most 30 characters`],
  [
    'Username may contain only letters, numbers and underscores',
    msg`Username may contain only letters, numbers and underscores`,
  ],
  ['Password is required', msg`Password is required`],
  [
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  ],
  [
    `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    msg`Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  ],
  ['Please confirm your password', msg`Please confirm your password`],
  ['Passwords do not match', msg`Passwords do not match`],
  ["Passwords don't match", msg`Passwords do not match`],
  ['You must accept the terms and conditions', msg`You must accept the terms and conditions`],
]);

/** Shows a shared field check in the current language; any other text as it came. */
export function useAccountFieldText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (text) => {
    if (text === undefined) return text;
    const descriptor = TEXTS.get(text);
    return descriptor ? i18n._(descriptor) : text;
  };
}
