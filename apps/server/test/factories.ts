import type { App } from '../src/app.js';
import { insertUser, setUserStatus, type UserRow } from '../src/modules/users/users.repository.js';

let sequence = 0;

/** A name no other test of this run uses (usernames: letters, digits, underscore, 3 to 30). */
export function uniqueName(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}_${process.pid % 100_000}_${sequence}`;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface UserFactoryInput {
  username?: string;
  email?: string;
  password?: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'suspended';
  emailVerified?: boolean;
  /** Due-diligence tier (decisions.md 22); 0 unless given. */
  kycTier?: 0 | 1 | 2;
}

export interface CreatedUser {
  row: UserRow;
  id: string;
  username: string;
  email: string;
  password: string;
}

/**
 * Inserts an account straight into the database (faster than the API, and able to make admins
 * and suspended users). Verified by default; the password is DEFAULT_PASSWORD unless given.
 */
export async function createUser(app: App, input: UserFactoryInput = {}): Promise<CreatedUser> {
  const username = input.username ?? uniqueName(input.role ?? 'user');
  const email = input.email ?? `${username.toLowerCase()}@example.com`;
  const password = input.password ?? DEFAULT_PASSWORD;
  const passwordHash = await app.services.passwordHasher.hash(password);
  const row = await app.services.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      username,
      email,
      passwordHash,
      role: input.role ?? 'user',
      emailVerified: input.emailVerified ?? true,
      createdAt: app.services.clock.now(),
    });
    if (input.kycTier) {
      await tx.query(`INSERT INTO kyc_profiles (user_id, tier) VALUES ($1, $2)`, [
        inserted.id,
        input.kycTier,
      ]);
    }
    if (input.status === 'suspended') {
      await setUserStatus(tx, inserted.id, 'suspended', app.services.clock.now());
      return { ...inserted, status: 'suspended' as const };
    }
    return inserted;
  });
  return { row, id: row.id, username, email, password };
}
