import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_MESSAGES as SPEC } from '@soko/shared';
import { PAYMENT_FLOW_TEXTS as FLOW } from '../lib/payment-flow';

/**
 * The M-Pesa rules (lib/ and the shared PAYMENT_MESSAGES) write their texts in English: they are
 * plain functions the unit tests run without Lingui's build step. This says each of them in the
 * language on screen, keyed by the rules' own constants; the few with a figure in them are
 * matched by their fixed words. A text not known here (the server's or M-Pesa's own reason) shows
 * as it came.
 */
const fixed = new Map<string, MessageDescriptor>([
  [SPEC.signInDeposit, msg`Please sign in to make a deposit`],
  [SPEC.signInWithdrawal, msg`Please sign in to make a withdrawal`],
  [SPEC.invalidAmount, msg`Please enter a valid amount`],
  [SPEC.invalidPhone, msg`Please enter a valid phone number`],
  [SPEC.positiveAmount, msg`Amount must be a positive number`],
  [SPEC.invalidPhoneFormat, msg`Invalid phone number format`],
  [SPEC.notKenyanPhone, msg`Must be a valid Kenyan phone number`],
  [SPEC.depositFailed, msg`Deposit failed`],
  [SPEC.withdrawalFailed, msg`Withdrawal failed`],
  [SPEC.depositCanceled, msg`Deposit was canceled`],
  [SPEC.withdrawalCanceled, msg`Withdrawal was canceled`],
  [SPEC.statusError, msg`Error checking status`],
  [SPEC.initiateDepositFailed, msg`Failed to initiate deposit`],
  [SPEC.initiateWithdrawalFailed, msg`Failed to initiate withdrawal`],
  [SPEC.processFailed, msg`Failed to process deposit/withdrawal`],
  [SPEC.timedOut, msg`Transaction status check timed out`],
  [SPEC.processing, msg`Processing...`],
  [SPEC.wholeShillings, msg`M-Pesa amounts are whole shillings (no cents)`],
  [FLOW.depositSuccessful, msg`Deposit successful`],
  [FLOW.withdrawalSuccessful, msg`Withdrawal successful`],
  [FLOW.refund, msg`The amount is back in your available balance.`],
  [FLOW.unexpected, msg`An unexpected error occurred.`],
  [
    FLOW.mayStillComplete,
    msg`The payment may still complete: check your Transaction History before you try again.`,
  ],
  [
    FLOW.depositTimedOut,
    msg`M-Pesa has not answered yet. Your deposit may still complete: check your balance and Transaction History in a few minutes before you try again.`,
  ],
  [
    FLOW.withdrawalTimedOut,
    msg`M-Pesa has not answered yet. Your withdrawal may still complete: check your balance and Transaction History in a few minutes before you try again.`,
  ],
  [
    FLOW.depositOffline,
    msg`No connection. Check your connection and press Confirm deposit again; it will not be made twice.`,
  ],
  [
    FLOW.withdrawalOffline,
    msg`No connection. Check your connection and press Confirm withdrawal again; it will not be made twice.`,
  ],
]);

/** Sentences that end a longer message after the server's reason ("Reason. <sentence>"). */
const endings = [FLOW.refund, FLOW.mayStillComplete];

/** The texts with a figure in them, matched by their fixed words. */
function withFigure(text: string, i18n: I18n): string | undefined {
  let found = /^Maximum withdrawal amount is (.+) KES$/.exec(text);
  if (found?.[1]) {
    const maximum = found[1];
    return i18n._(msg`Maximum withdrawal amount is ${maximum} KES`);
  }
  found = /^The smallest M-Pesa amount is (.+) KES$/.exec(text);
  if (found?.[1]) {
    const minimum = found[1];
    return i18n._(msg`The smallest M-Pesa amount is ${minimum} KES`);
  }
  found = /^The largest M-Pesa amount is (.+) KES$/.exec(text);
  if (found?.[1]) {
    const maximum = found[1];
    return i18n._(msg`The largest M-Pesa amount is ${maximum} KES`);
  }
  found = /^(KES [\d,.]+) has been added to your balance\.$/.exec(text);
  if (found?.[1]) {
    const amount = found[1];
    return i18n._(msg`${amount} has been added to your balance.`);
  }
  found = /^(KES [\d,.]+) has been sent to ([\d ]+)\.$/.exec(text);
  if (found?.[1] && found[2]) {
    const [, amount, phone] = found;
    return i18n._(msg`${amount} has been sent to ${phone}.`);
  }
  return undefined;
}

/** Translates a text of the M-Pesa rules; anything else is returned unchanged. */
export function usePaymentText() {
  const { i18n } = useLingui();
  const say = (text: string): string => {
    const descriptor = fixed.get(text);
    if (descriptor) return i18n._(descriptor);
    const figure = withFigure(text, i18n);
    if (figure) return figure;
    for (const ending of endings) {
      if (text.endsWith(` ${ending}`)) {
        return `${text.slice(0, -ending.length - 1)} ${say(ending)}`;
      }
    }
    return text;
  };
  return <T extends string | undefined>(text: T): T => (text === undefined ? text : say(text)) as T;
}
