import type { Tx } from '../../db/database.js';
import type { AuditAction } from '@soko/shared';
import { newId } from '../../lib/ids.js';

export interface AuditRecord {
  actorUserId: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ipAddress?: string | null;
  at: Date;
}

/**
 * Records an admin action in the same transaction as the action itself, so the log can never
 * claim a change that rolled back, nor miss one that committed.
 */
export async function recordAudit(tx: Tx, record: AuditRecord) {
  const json = (value: unknown) =>
    value === undefined || value === null
      ? null
      : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  await tx.query(
    `INSERT INTO audit_log (id, actor_user_id, action, target_type, target_id, before_state,
       after_state, ip_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      newId('aud'),
      record.actorUserId,
      record.action,
      record.targetType,
      record.targetId,
      json(record.before),
      json(record.after),
      record.ipAddress ?? null,
      record.at,
    ],
  );
}
