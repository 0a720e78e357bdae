import type { Database, Tx } from '../../db/database.js';
import type { PasswordHasher } from '../../lib/password.js';
import { announceNewUser, announceUserChange } from './user-events.js';
import { findUserByEmail, insertUser, setUserPassword, setUserRole } from './users.repository.js';

export interface ProvisionAdminInput {
  email: string;
  username: string;
  password: string;
}

export type ProvisionAdminOutcome = 'created' | 'promoted' | 'already_admin';

/**
 * Creates an admin, or promotes the account that already has this email (its password is set to
 * the one given, so the person running the command can sign in with it). Roles live only in the
 * database: no address is special in code.
 */
export async function provisionAdmin(
  db: Database,
  hasher: PasswordHasher,
  input: ProvisionAdminInput,
): Promise<ProvisionAdminOutcome> {
  const passwordHash = await hasher.hash(input.password);
  return db.transaction((tx) => provisionAdminInTransaction(tx, passwordHash, input));
}

/** The same, inside the caller's transaction (the bootstrap admin decides under a lock). */
export async function provisionAdminInTransaction(
  tx: Tx,
  passwordHash: string,
  input: Omit<ProvisionAdminInput, 'password'>,
): Promise<ProvisionAdminOutcome> {
  const existing = await findUserByEmail(tx, input.email);
  if (!existing) {
    await insertUser(tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: 'admin',
      emailVerified: true,
    });
    announceNewUser(tx);
    return 'created';
  }
  await setUserPassword(tx, existing.id, passwordHash);
  if (existing.role === 'admin') return 'already_admin';
  await setUserRole(tx, existing.id, 'admin');
  announceUserChange(tx, existing.id);
  return 'promoted';
}
