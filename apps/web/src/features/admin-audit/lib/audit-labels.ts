import { AuditTargetType, type AuditEntry } from '@soko/shared';

/**
 * The kinds of target, as the server records them. Not read from the action names: ID-document
 * reviews are "kyc.approve" but their target is a kyc_document, so a "kyc" filter found nothing.
 */
export const targetTypes: readonly AuditTargetType[] = AuditTargetType.options;

/** A target type from the address, or undefined when it is none the server knows. */
export function readTargetType(value: string | null): AuditTargetType | undefined {
  const parsed = AuditTargetType.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const NAME_KEYS = ['symbol', 'username', 'name', 'email'] as const;

type TargetOf = Pick<AuditEntry, 'targetType' | 'targetId' | 'before' | 'after'> &
  Partial<Pick<AuditEntry, 'targetName' | 'subject'>>;

/**
 * What the action was about, without the words (audit-texts.ts says it in the language on
 * screen): the name the server found (a coin's symbol, a pair), else the trader it concerns
 * ("Transaction of amina"), else a name in the recorded state, taken from the after-state first
 * (the newer). `id` is set when there is none of these, to show the target's id in full beside
 * the type.
 */
export interface TargetDescription {
  /** As the server records it; a type a newer server added is shown as it is. */
  type: string;
  name: string | null;
  /** The username of the trader the action concerns. */
  subject: string | null;
  id: string | null;
}

export function describeTarget(entry: TargetOf): TargetDescription {
  const type = entry.targetType;
  const none = { type, name: null, subject: null, id: null };
  if (entry.targetName) return { ...none, name: entry.targetName };
  if (entry.subject) return { ...none, subject: entry.subject.username };
  for (const state of [entry.after, entry.before]) {
    if (typeof state !== 'object' || state === null) continue;
    for (const key of NAME_KEYS) {
      const value = (state as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return { ...none, name: value };
    }
  }
  return { ...none, id: entry.targetId };
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
