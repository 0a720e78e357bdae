import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorTextOfMessage, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@soko/shared';
import { sayKeyed } from './use-error-text';

/**
 * The few field checks of the shared schemas (@soko/shared auth.ts) that the shared
 * error catalogue has no key for: the two with a figure in them, zod's own e-mail check and the
 * old spelling of "do not match". Keyed by the shared text itself.
 */
const UNKEYED = new Map<string, MessageDescriptor>([
  ['Please enter a valid email address', msg`Please enter a valid email address`],
  [
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  ],
  [
    `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    msg`Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  ],
  ["Passwords don't match", msg`Passwords do not match`],
]);

/**
 * The forms run the shared schemas on the phone before anything is sent, and the schemas speak
 * English, the server's language. Every form whose resolver is a shared schema shows its field
 * problems through this (sign-in and registration, settings, the address book, admin forms). A schema sentence the shared error catalogue knows is said by
 * its key, as the server's refusals are (lib/use-error-text.ts); the others through UNKEYED;
 * anything else shows as it came.
 */
export function useFieldText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (text) => {
    if (text === undefined) return text;
    const keyed = sayKeyed(errorTextOfMessage(text), i18n);
    if (keyed !== undefined) return keyed;
    const descriptor = UNKEYED.get(text);
    return descriptor ? i18n._(descriptor) : text;
  };
}
