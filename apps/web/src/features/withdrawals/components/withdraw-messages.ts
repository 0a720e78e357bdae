import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { scaleOf, type WithdrawalView } from '@soko/shared';
import { formatMoney } from '@/lib/format';
import {
  BELOW_FEE_TEXT,
  INVALID_AMOUNT_TEXT,
  MISSING_TEXT,
  MISSING_TITLE,
  amountProblemText,
} from '../lib/withdraw-amount';
import { WITHDRAW_ERROR_TEXTS as ERRORS } from '../lib/withdraw-errors';

/**
 * The withdrawal rules (lib/) keep their texts in English: they are plain functions the unit tests
 * run without Lingui's build step. Each of those texts is said here in the language on screen,
 * keyed by the rule's own text; one not listed (the server's own words) shows as it came.
 */
const fixed = new Map<string, MessageDescriptor>([
  [MISSING_TITLE, msg`Missing information`],
  [MISSING_TEXT, msg`Please enter the address and the amount.`],
  [INVALID_AMOUNT_TEXT, msg`Invalid amount: Please enter a valid amount greater than zero.`],
  [BELOW_FEE_TEXT, msg`Invalid amount: The amount must be more than the withdrawal fee.`],
  [ERRORS.failedTitle, msg`Request failed`],
  [ERRORS.unexpected, msg`An unexpected error occurred.`],
  [ERRORS.codeTitle, msg`Code needed`],
  [ERRORS.offlineTitle, msg`No connection`],
  [
    ERRORS.offline,
    msg`Your withdrawal was not confirmed. Check your connection and press Confirm withdrawal again; it will not be sent twice.`,
  ],
  [
    ERRORS.serverFailed,
    msg`Something went wrong on our side. Nothing was withdrawn; please try again.`,
  ],
]);

/** Translates a text of the withdrawal rules for this wallet; anything else is returned unchanged. */
export function useWithdrawText(available: string, currency: string) {
  const { i18n, t } = useLingui();
  const scale = scaleOf(currency);
  const maximum = formatMoney(available, currency);
  // The two texts with figures in them, as the rules would write them for this wallet.
  const withFigures = new Map<string, string>([
    [
      amountProblemText('too_many_decimals', available, currency),
      t`Invalid amount: ${currency} has at most ${scale} decimals.`,
    ],
    [
      amountProblemText('insufficient', available, currency),
      t`Insufficient balance: The maximum you can withdraw is ${maximum}.`,
    ],
  ]);
  return <T extends string | undefined>(text: T): T => {
    if (text === undefined) return text;
    const descriptor = fixed.get(text);
    return (descriptor ? i18n._(descriptor) : (withFigures.get(text) ?? text)) as T;
  };
}

type WithdrawalStatus = WithdrawalView['status'];

/** A request's status on its badge. */
export const statusMessages: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** The status inside a sentence, lower case: "HRC withdrawal, pending" (the card's name). */
export const statusWordMessages: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`pending`,
  approved: msg`approved`,
  rejected: msg`rejected`,
};
