import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AuditAction, AuditTargetType } from '@soko/shared';
import type { TargetDescription } from './audit-labels';

/*
 * The audit log's words in the language on screen: descriptors here, translated where they
 * render (i18n._). The log records actions and target types as codes; these are what a person
 * reads.
 */
export const actionLabel: Record<AuditAction, MessageDescriptor> = {
  'transaction.approve': msg`Approved transaction`,
  'transaction.reject': msg`Rejected transaction`,
  'transaction.first_approval': msg`Gave first of two approvals`,
  'adjustment.propose': msg`Proposed balance adjustment`,
  'adjustment.approve': msg`Approved balance adjustment`,
  'adjustment.reject': msg`Rejected balance adjustment`,
  'adjustment.settle': msg`Settled balance adjustment`,
  'coin.create': msg`Added coin`,
  'coin.update': msg`Edited coin`,
  'coin.delete': msg`Deleted coin`,
  'coin.deactivate': msg`Deactivated coin`,
  'coin.icon': msg`Changed coin icon`,
  'pair.create': msg`Added trading pair`,
  'pair.update': msg`Edited trading pair`,
  'settings.update': msg`Changed settings`,
  'user.role': msg`Changed a user's role`,
  'user.status': msg`Changed a user's status`,
  'user.kyc_tier': msg`Set a user's verification tier`,
  'kyc.approve': msg`Approved ID documents`,
  'kyc.reject': msg`Rejected ID documents`,
  'kyc.limits': msg`Changed tier limits`,
};

export const targetTypeLabel: Record<AuditTargetType, MessageDescriptor> = {
  transaction: msg`Transaction`,
  adjustment: msg`Balance adjustment`,
  coin: msg`Coin`,
  pair: msg`Trading pair`,
  settings: msg`Settings`,
  user: msg`User`,
  kyc_document: msg`ID document`,
};

/**
 * "Transaction of amina", one whole sentence per type: Kiswahili's "of" agrees with the noun
 * ("Muamala wa amina", "Hati ya amina"), so it cannot be one pattern with the type put in.
 */
const targetOf: Record<AuditTargetType, (username: string) => MessageDescriptor> = {
  transaction: (username) => msg`Transaction of ${username}`,
  adjustment: (username) => msg`Balance adjustment of ${username}`,
  coin: (username) => msg`Coin of ${username}`,
  pair: (username) => msg`Trading pair of ${username}`,
  settings: (username) => msg`Settings of ${username}`,
  user: (username) => msg`User ${username}`,
  kyc_document: (username) => msg`ID document of ${username}`,
};

/** A label for an action, including one a newer server added that this screen does not know. */
export function describeAction(i18n: I18n, action: string): string {
  const parsed = AuditAction.safeParse(action);
  return parsed.success ? i18n._(actionLabel[parsed.data]) : action;
}

/** "Coin HRC", "ID document of amina", "Transaction" (with its id shown beside). */
export function targetLabel(i18n: I18n, target: TargetDescription): string {
  const parsed = AuditTargetType.safeParse(target.type);
  const type = parsed.success ? i18n._(targetTypeLabel[parsed.data]) : target.type;
  if (target.name) return `${type} ${target.name}`;
  if (target.subject) {
    return parsed.success
      ? i18n._(targetOf[parsed.data](target.subject))
      : `${type} ${target.subject}`;
  }
  return type;
}
