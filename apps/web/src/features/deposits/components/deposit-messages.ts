import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DEPOSIT_ERROR_TEXTS as ERRORS } from '../lib/deposit-errors';
import {
  MIN_AMOUNT_TEXT,
  MISSING_TEXT,
  MISSING_TITLE,
  PROOF_EMPTY_TEXT,
  PROOF_SIZE_TEXT,
  PROOF_TYPE_TEXT,
} from '../lib/deposit-form';

/**
 * The deposit rules (lib/) keep their texts in English: they are plain functions the unit tests
 * run without Lingui's build step. Each of those texts is said here in the language on screen,
 * keyed by the rule's own constant; a text not listed (the server's own words) shows as it came.
 */
const known = new Map<string, MessageDescriptor>([
  [MISSING_TITLE, msg`Missing information`],
  [MISSING_TEXT, msg`Please enter the amount and upload a proof of transaction.`],
  [MIN_AMOUNT_TEXT, msg`The minimum amount is 0.00000001.`],
  [PROOF_TYPE_TEXT, msg`The proof must be a PNG, JPEG or WebP image.`],
  [
    PROOF_SIZE_TEXT,
    msg`The proof image is larger than 5 MB. Choose a smaller image, such as a screenshot.`,
  ],
  [PROOF_EMPTY_TEXT, msg`The chosen file is empty. Choose the image again.`],
  [ERRORS.failedTitle, msg`Deposit failed`],
  [ERRORS.unexpected, msg`An unexpected error occurred while submitting your deposit request.`],
  [ERRORS.offlineTitle, msg`No connection`],
  [
    ERRORS.offline,
    msg`Your deposit was not confirmed. Check your connection and press Submit again; it will not be recorded twice.`,
  ],
  [ERRORS.uploadFailedTitle, msg`Failed to upload proof`],
  [ERRORS.notAllowedTitle, msg`Deposit not allowed`],
]);

/** Translates a text of the deposit rules; anything else is returned unchanged. */
export function useDepositText() {
  const { i18n } = useLingui();
  return <T extends string | undefined>(text: T): T => {
    const descriptor = text === undefined ? undefined : known.get(text);
    return (descriptor ? i18n._(descriptor) : text) as T;
  };
}
