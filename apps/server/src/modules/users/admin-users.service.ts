import { errorText } from '@soko/shared';
import type {
  AdminUpdateUserRequest,
  AdminUserRow,
  AdminUsersQuery,
  AdminUsersResponse,
} from '@soko/shared';
import type { Database, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import { countUsers, listUsers } from './admin-users.repository.js';
import { announceUserChange } from './user-events.js';
import { toAdminUserRow } from './user-views.js';
import { lockUserForChange, setUserRole, setUserStatus } from './users.repository.js';

/**
 * endUserSessions signs a suspended user out in the same transaction, and freezeTrading cancels
 * their resting orders and releases the holds (decisions.md 21). Sessions belong to auth and
 * orders to trading, which build on users, so the composition root passes them in rather than
 * users importing up.
 */
export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  endUserSessions: (tx: Tx, userId: string) => Promise<unknown>;
  freezeTrading: (tx: Tx, userId: string, at: Date) => Promise<number>;
}) {
  const { db, clock, endUserSessions, freezeTrading } = deps;
  return {
    /** One snapshot for the page and its total, so the two always agree. */
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      return db.transaction(
        async (tx) => {
          const [rows, total] = [await listUsers(tx, query), await countUsers(tx, query)];
          return { items: rows.map(toAdminUserRow), total };
        },
        { isolation: 'repeatable read' },
      );
    },

    /**
     * Changes a role or a status. An admin may not demote or suspend themself: that is how the
     * last admin would lock everyone out. Suspension ends the user's sessions and cancels their
     * resting orders (holds released) at once; every order, take, deposit and payment re-checks
     * the status under a lock this one waits for, so none slips in after it commits.
     * Reactivating restores nothing. Each real change is recorded in the audit log in the same
     * transaction (user.role, user.status).
     */
    async update(
      actorId: string,
      userId: string,
      change: AdminUpdateUserRequest,
      context: { ip: string | null } = { ip: null },
    ): Promise<AdminUserRow> {
      if (actorId === userId && change.role === 'user') {
        throw new AppError('CONFLICT', errorText('cannotRemoveOwnAdmin'));
      }
      if (actorId === userId && change.status === 'suspended') {
        throw new AppError('CONFLICT', errorText('cannotSuspendSelf'));
      }
      return db.transaction(async (tx) => {
        const user = await lockUserForChange(tx, userId);
        if (!user) throw new AppError('NOT_FOUND', errorText('userNotFound'));
        const at = clock.now();
        const audit = {
          actorUserId: actorId,
          targetType: 'user',
          targetId: userId,
          at,
          ipAddress: context.ip,
        };
        if (change.role && change.role !== user.role) {
          await setUserRole(tx, userId, change.role);
          await recordAudit(tx, {
            ...audit,
            action: 'user.role',
            before: { role: user.role },
            after: { role: change.role },
          });
        }
        if (change.status && change.status !== user.status) {
          await setUserStatus(tx, userId, change.status, at);
          let cancelledOrders = 0;
          if (change.status === 'suspended') {
            await endUserSessions(tx, userId);
            cancelledOrders = await freezeTrading(tx, userId, at);
          }
          await recordAudit(tx, {
            ...audit,
            action: 'user.status',
            before: { status: user.status },
            after: {
              status: change.status,
              ...(change.status === 'suspended' ? { cancelledOrders } : {}),
            },
          });
        }
        const after = await lockUserForChange(tx, userId);
        if (!after) throw new Error('user vanished inside its own transaction');
        if (after.role !== user.role || after.status !== user.status) {
          announceUserChange(tx, userId);
        }
        return toAdminUserRow(after);
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
