import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@/lib/format';
import { awaitsAnotherApproval, type ApprovalProgress } from './decision-messages';
import type { Decision, DecisionSubject } from './decision-subject';

/*
 * The sentences about one decision, in the language on screen. Each kind (deposit, withdrawal)
 * has its own whole sentences rather than a noun put into one: Kiswahili orders and inflects the
 * words differently ("amana ya amina", not "amina's deposit").
 */

/** "amina's deposit of 0.5000 BTC": tells a screen reader which row a button acts on. */
export function whoLabel(
  i18n: I18n,
  kind: DecisionSubject['kind'],
  username: string,
  amountText: string,
): string {
  return kind === 'deposit'
    ? i18n._(msg`${username}'s deposit of ${amountText}`)
    : i18n._(msg`${username}'s withdrawal of ${amountText}`);
}

/** The toast after a decision went through; a first approval of two says nothing moved yet. */
export function decisionDoneMessage(
  i18n: I18n,
  decision: Decision,
  subject: DecisionSubject,
  progress?: ApprovalProgress,
): { title: string; description: string } {
  const { username, currency } = subject;
  const amountText = formatMoney(subject.amount, currency);
  if (awaitsAnotherApproval(decision, progress)) {
    const { approvals, required } = progress;
    return {
      title: i18n._(msg`${approvals} of ${required} approvals`),
      description:
        subject.kind === 'deposit'
          ? i18n._(
              msg`Another admin must approve ${username}'s deposit of ${amountText} before it is credited.`,
            )
          : i18n._(
              msg`Another admin must approve ${username}'s withdrawal of ${amountText} before it is sent.`,
            ),
    };
  }
  if (subject.kind === 'deposit') {
    return decision === 'approve'
      ? {
          title: i18n._(msg`Deposit approved`),
          description: i18n._(msg`${amountText} credited to ${username}.`),
        }
      : {
          title: i18n._(msg`Deposit rejected`),
          description: i18n._(msg`Nothing was credited to ${username}.`),
        };
  }
  const netText = formatMoney(subject.net ?? subject.amount, currency);
  return decision === 'approve'
    ? {
        title: i18n._(msg`Withdrawal approved`),
        description: i18n._(msg`${netText} to ${username}'s address is recorded as sent.`),
      }
    : {
        title: i18n._(msg`Withdrawal rejected`),
        description: i18n._(msg`${amountText} returned to ${username}'s balance.`),
      };
}

/** What approving does, said before the admin confirms. */
export function approveText(i18n: I18n, subject: DecisionSubject): string {
  const { username, currency } = subject;
  const amountText = formatMoney(subject.amount, currency);
  if (subject.kind === 'deposit') {
    return i18n._(
      msg`Check that ${amountText} arrived at the platform's ${currency} address. Approving credits it to ${username}'s balance and cannot be undone.`,
    );
  }
  const netText = formatMoney(subject.net ?? subject.amount, currency);
  return i18n._(
    msg`Send ${netText} to the address below first. Approving records the withdrawal as sent and takes ${amountText} from ${username}'s held balance; it cannot be undone.`,
  );
}

/** What rejecting does, said before the admin confirms. */
export function rejectText(i18n: I18n, subject: DecisionSubject): string {
  const { username } = subject;
  if (subject.kind === 'deposit') {
    return i18n._(msg`Nothing is credited to ${username}. Rejecting cannot be undone.`);
  }
  const amountText = formatMoney(subject.amount, subject.currency);
  return i18n._(
    msg`The held ${amountText} returns to ${username}'s available balance. Rejecting cannot be undone.`,
  );
}
