import { AuditAction, AuditTargetType, type AuditEntry } from '@soko/shared';

export const actionLabel: Record<AuditAction, string> = {
  'transaction.approve': 'Approved transaction',
  'transaction.reject': 'Rejected transaction',
  'transaction.first_approval': 'Gave first of two approvals',
  'adjustment.propose': 'Proposed balance adjustment',
  'adjustment.approve': 'Approved balance adjustment',
  'adjustment.reject': 'Rejected balance adjustment',
  'adjustment.settle': 'Settled balance adjustment',
  'coin.create': 'Added coin',
  'coin.update': 'Edited coin',
  'coin.delete': 'Deleted coin',
  'coin.deactivate': 'Deactivated coin',
  'coin.icon': 'Changed coin icon',
  'pair.create': 'Added trading pair',
  'pair.update': 'Edited trading pair',
  'settings.update': 'Changed settings',
  'user.role': "Changed a user's role",
  'user.status': "Changed a user's status",
  'user.kyc_tier': "Set a user's verification tier",
  'kyc.approve': 'Approved ID documents',
  'kyc.reject': 'Rejected ID documents',
  'kyc.limits': 'Changed tier limits',
};

/**
 * The kinds of target, as the server records them. Not read from the action names: ID-document
 * reviews are "kyc.approve" but their target is a kyc_document, so a "kyc" filter found nothing.
 */
export const targetTypes: readonly AuditTargetType[] = AuditTargetType.options;

export const targetTypeLabel: Record<AuditTargetType, string> = {
  transaction: 'Transaction',
  adjustment: 'Balance adjustment',
  coin: 'Coin',
  pair: 'Trading pair',
  settings: 'Settings',
  user: 'User',
  kyc_document: 'ID document',
};

/** A target type from the address, or undefined when it is none the server knows. */
export function readTargetType(value: string | null): AuditTargetType | undefined {
  const parsed = AuditTargetType.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function labelOfType(type: string): string {
  const parsed = AuditTargetType.safeParse(type);
  return parsed.success ? targetTypeLabel[parsed.data] : type;
}

/** A label for an action, including one a newer server added that this screen does not know. */
export function describeAction(action: string): string {
  const parsed = AuditAction.safeParse(action);
  return parsed.success ? actionLabel[parsed.data] : action;
}

const NAME_KEYS = ['symbol', 'username', 'name', 'email'] as const;

type TargetOf = Pick<AuditEntry, 'targetType' | 'targetId' | 'before' | 'after'> &
  Partial<Pick<AuditEntry, 'targetName' | 'subject'>>;

/**
 * What the action was about, in words: the name the server found (a coin's symbol, a pair), else
 * the trader it concerns ("Transaction of amina"), else a name in the recorded state, taken from
 * the after-state first (the newer). `id` is set when there is no name, to show the target's id
 * in full beside the type.
 */
export function describeTarget(entry: TargetOf): { label: string; id: string | null } {
  const type = labelOfType(entry.targetType);
  if (entry.targetName) return { label: `${type} ${entry.targetName}`, id: null };
  if (entry.subject) {
    const label =
      entry.targetType === 'user'
        ? `User ${entry.subject.username}`
        : `${type} of ${entry.subject.username}`;
    return { label, id: null };
  }
  for (const state of [entry.after, entry.before]) {
    if (typeof state !== 'object' || state === null) continue;
    for (const key of NAME_KEYS) {
      const value = (state as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return { label: `${type} ${value}`, id: null };
    }
  }
  return { label: type, id: entry.targetId };
}

/** Every id → username the entry knows, to show names where the recorded values hold ids. */
export function namesOf(entry: Pick<AuditEntry, 'actor' | 'subject' | 'involved'>) {
  const names = new Map<string, string>();
  for (const person of [entry.actor, entry.subject, ...entry.involved]) {
    if (person) names.set(person.id, person.username);
  }
  return names;
}

/** Kenya keeps East Africa Time all year (no daylight saving), so a day is fixed at +03:00. */
const NAIROBI_OFFSET = '+03:00';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-03-01" → the first instant of that day in Nairobi, for the `from` filter. */
export function nairobiDayStart(date: string): string | undefined {
  return DATE.test(date) ? `${date}T00:00:00.000${NAIROBI_OFFSET}` : undefined;
}

/** "2026-03-01" → the last millisecond of that day in Nairobi, for the `to` filter. */
export function nairobiDayEnd(date: string): string | undefined {
  return DATE.test(date) ? `${date}T23:59:59.999${NAIROBI_OFFSET}` : undefined;
}
