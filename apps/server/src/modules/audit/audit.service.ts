import type { AuditEntry, AuditPage, AuditPerson, AuditQuery } from '@soko/shared';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  countAuditEntries,
  listAuditEntries,
  usernamesOf,
  type AuditListRow,
} from './audit-list.repository.js';
import { usersNamedBy } from '../search/index.js';

/** User ids carry this prefix (lib/ids.ts), so a recorded value that has it names a person. */
const USER_ID_PREFIX = 'usr_';
/** The recorded states are shallow (approvedBy: [ids]); deeper is never a person. */
const MAX_DEPTH = 3;

/** Every user id a recorded state holds (approvedBy, proposedBy, …), in the order met. */
function userIdsIn(value: unknown, found: Set<string>, depth = 0): void {
  if (typeof value === 'string') {
    if (value.startsWith(USER_ID_PREFIX)) found.add(value);
    return;
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return;
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    userIdsIn(inner, found, depth + 1);
  }
}

function involvedIdsOf(row: AuditListRow): string[] {
  const found = new Set<string>();
  userIdsIn(row.before_state, found);
  userIdsIn(row.after_state, found);
  return [...found];
}

function toAuditEntry(row: AuditListRow, names: Map<string, string>): AuditEntry {
  const involved: AuditPerson[] = [];
  for (const id of involvedIdsOf(row)) {
    const username = names.get(id);
    if (username !== undefined) involved.push({ id, username });
  }
  return {
    id: row.id,
    actor: { id: row.actor_user_id, username: row.actor_username },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    subject:
      row.subject_id !== null && row.subject_username !== null
        ? { id: row.subject_id, username: row.subject_username }
        : null,
    involved,
    before: row.before_state ?? null,
    after: row.after_state ?? null,
    ipAddress: row.ip_address,
    createdAt: row.created_at.toISOString(),
  };
}

export function createAuditService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** One snapshot for the page, its total and the names in it, so they always agree. */
    async list(query: AuditQuery): Promise<AuditPage> {
      return db.transaction(
        async (tx) => {
          // Who the search names, read once for the page and its total.
          const named = await usersNamedBy(tx, query.q);
          const rows = await listAuditEntries(tx, query, named);
          const total = await countAuditEntries(tx, query, named);
          // One look-up for the whole page, not one per entry.
          const names = await usernamesOf(tx, [...new Set(rows.flatMap(involvedIdsOf))]);
          return {
            items: rows.map((row) => toAuditEntry(row, names)),
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
