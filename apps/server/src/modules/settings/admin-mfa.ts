import type { Config } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import type { UserRow } from '../users/index.js';
import { getSettings, type SettingsRow } from './settings.repository.js';

/** The admin's choice in the settings wins; while they never made one, REQUIRE_ADMIN_MFA decides. */
export function effectiveRequireAdminMfa(
  row: Pick<SettingsRow, 'require_admin_mfa'>,
  config: Pick<Config, 'requireAdminMfa'>,
): boolean {
  return row.require_admin_mfa ?? config.requireAdminMfa;
}

/**
 * Whether this user must enrol in two-factor authentication before using the admin area, for
 * toSessionUser. Only an admin without two-factor can be affected, so everyone else (every
 * trader's request) skips the settings read.
 */
export async function adminMfaRequiredFor(
  db: Queryable,
  config: Pick<Config, 'requireAdminMfa'>,
  user: Pick<UserRow, 'role' | 'totp_enabled_at'>,
): Promise<boolean> {
  if (user.role !== 'admin' || user.totp_enabled_at !== null) return false;
  return effectiveRequireAdminMfa(await getSettings(db), config);
}
