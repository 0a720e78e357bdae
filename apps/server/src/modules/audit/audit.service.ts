import type { AuditEntry, AuditPage, AuditQuery } from '@soko/shared';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { countAuditEntries, listAuditEntries, type AuditListRow } from './audit-list.repository.js';

function toAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_user_id, username: row.actor_username },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before_state ?? null,
    after: row.after_state ?? null,
    ipAddress: row.ip_address,
    createdAt: row.created_at.toISOString(),
  };
}

export function createAuditService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** One snapshot for the page and its total, so the two always agree. */
    async list(query: AuditQuery): Promise<AuditPage> {
      return db.transaction(
        async (tx) => {
          const rows = await listAuditEntries(tx, query);
          const total = await countAuditEntries(tx, query);
          return {
            items: rows.map(toAuditEntry),
            total,
            page: query.page,
            pageSize: query.pageSize,
          };
        },
        { isolation: 'repeatable read' },
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
