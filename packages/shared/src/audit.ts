import { z } from 'zod';

/** The admin actions the audit log records (decisions.md point 13). */
export const AuditAction = z.enum([
  'transaction.approve',
  'transaction.reject',
  'transaction.first_approval',
  'adjustment.propose',
  'adjustment.approve',
  'adjustment.reject',
  'adjustment.settle',
  'coin.create',
  'coin.update',
  'coin.delete',
  'coin.deactivate',
  'coin.icon',
  'pair.create',
  'pair.update',
  'settings.update',
  'user.role',
  'user.status',
  'user.kyc_tier',
  'kyc.approve',
  'kyc.reject',
  'kyc.limits',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/**
 * What an entry's target_type can be. ID-document reviews (kyc.approve, kyc.reject) are recorded
 * against the document, so their type is kyc_document, not the "kyc" of their action's name.
 */
export const AuditTargetType = z.enum([
  'transaction',
  'adjustment',
  'coin',
  'pair',
  'settings',
  'user',
  'kyc_document',
]);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/** Someone an entry names, by username: an id alone tells an admin nothing. */
export const AuditPerson = z.object({ id: z.string(), username: z.string() });
export type AuditPerson = z.infer<typeof AuditPerson>;

export const AuditEntry = z.object({
  id: z.string(),
  actor: AuditPerson,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The coin's symbol or the pair's "BTC/KES" while it exists; null for other targets. */
  targetName: z.string().nullable(),
  /**
   * The trader the action was about: the user changed, the owner of the transaction, adjustment
   * or ID document. Null for coins, pairs and settings.
   */
  subject: AuditPerson.nullable(),
  /** Everyone else the recorded values name by id (approvers), so the screen can show names. */
  involved: z.array(AuditPerson),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * A moment with its offset, in the years 1 to 9999 once in UTC: outside them it has no ISO form
 * PostgreSQL reads (0000-01-01T00:00:00Z is year 0; 9999-12-31T23:59:59-23:59 is year 10000),
 * and such a filter answered 500.
 */
const AuditInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'Use a date from the year 1 to 9999.');

export const AuditQuery = z.object({
  action: z.string().trim().max(50).optional(),
  targetType: AuditTargetType.optional(),
  /** Actor or subject username or email, or a target id. */
  q: z.string().trim().max(100).optional(),
  from: AuditInstant.optional(),
  to: AuditInstant.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;
