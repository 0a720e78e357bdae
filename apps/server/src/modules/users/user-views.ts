import type { AdminUserRow, SessionUser } from '@soko/shared';
import type { UserRow } from './users.repository.js';

/**
 * What the signed-in user's browser may know about them. mfaEnrolmentRequired tells the web app
 * to send an admin to two-factor setup when it is required (settings/admin-mfa.ts); the server
 * enforces it on every admin route regardless (see requireAdmin).
 */
/** The columns of a user that a session carries: no password hash, no TOTP secret. */
export type SessionUserRow = Pick<
  UserRow,
  'id' | 'email' | 'username' | 'role' | 'email_verified_at' | 'totp_enabled_at' | 'language'
>;

export function toSessionUser(row: SessionUserRow, requireAdminMfa: boolean): SessionUser {
  const mfaEnabled = row.totp_enabled_at !== null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    mfaEnabled,
    mfaEnrolmentRequired: requireAdminMfa && row.role === 'admin' && !mfaEnabled,
    language: row.language,
  };
}

export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    emailVerified: row.email_verified_at !== null,
    mfaEnabled: row.totp_enabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
