import type { Language } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export type UserRole = 'user' | 'admin';
export type UserStatusValue = 'active' | 'suspended';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: UserRole;
  status: UserStatusValue;
  email_verified_at: Date | null;
  /** Set from MFA setup on; active only once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: bigint | null;
  created_at: Date;
  updated_at: Date;
  /** The trader's language for screens, emails and statements; null until chosen (0018). */
  language: Language | null;
}

/** The unique indexes of 0001_platform.sql, so a lost insert race maps to the right message. */
export const USERNAME_UNIQUE_INDEX = 'users_username_key';
export const EMAIL_UNIQUE_INDEX = 'users_email_key';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** Locks the row for the rest of the transaction, so concurrent changes apply one after another. */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/**
 * Locks the row to change a role or status: FOR NO KEY UPDATE, which waits for (and blocks) the
 * share locks money operations take below, but not the KEY SHARE locks that rows referencing the
 * user take (a fill creating the user's ledger account while holding its pair's lock must not
 * wait here, or suspension, which locks that pair next, would deadlock with it).
 */
export async function lockUserForChange(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR NO KEY UPDATE', [
    id,
  ]);
  return rows[0];
}

/**
 * Share-locks the row: money operations that must not run for a suspended user (orders, takes,
 * deposits, approvals of their withdrawals) re-check the status under this lock. Suspension
 * takes the row FOR UPDATE, so it waits for them, and they wait for it and then see it.
 */
export async function lockUserShared(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR SHARE', [id]);
  return rows[0];
}

export async function countAdmins(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: bigint }>(
    "SELECT count(*) AS count FROM users WHERE role = 'admin'",
  );
  return Number(rows[0]?.count ?? 0n);
}

export async function insertUser(
  tx: Tx,
  user: {
    username: string;
    email: string;
    passwordHash: string;
    role?: UserRole;
    emailVerified?: boolean;
    /** The server clock's time; the command-line tools leave it to the database. */
    createdAt?: Date;
    language?: Language;
  },
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `INSERT INTO users (id, username, email, password_hash, role, email_verified_at, created_at,
                        updated_at, language)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN coalesce($7, now()) END,
             coalesce($7, now()), coalesce($7, now()), $8)
     RETURNING *`,
    [
      newId('usr'),
      user.username,
      user.email,
      user.passwordHash,
      user.role ?? 'user',
      user.emailVerified ?? false,
      user.createdAt ?? null,
      user.language ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setUserLanguage(tx: Tx, id: string, language: Language, now: Date) {
  const { rows } = await tx.query<UserRow>(
    'UPDATE users SET language = $2, updated_at = $3 WHERE id = $1 RETURNING *',
    [id, language, now],
  );
  return rows[0];
}

export async function setUserRole(tx: Tx, id: string, role: UserRole) {
  await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
}

export async function setUserStatus(tx: Tx, id: string, status: UserStatusValue, now: Date) {
  await tx.query('UPDATE users SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
}

export async function setUserPassword(tx: Tx, id: string, passwordHash: string) {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    id,
    passwordHash,
  ]);
}

/** A changed address is unverified until its new link is followed. */
export async function updateUserProfile(
  tx: Tx,
  id: string,
  profile: { username: string; email: string; emailChanged: boolean; now: Date },
): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `UPDATE users
        SET username = $2, email = $3, updated_at = $5,
            email_verified_at = CASE WHEN $4::boolean THEN NULL ELSE email_verified_at END
      WHERE id = $1
      RETURNING *`,
    [id, profile.username, profile.email, profile.emailChanged, profile.now],
  );
  return rows[0];
}

export async function markEmailVerified(tx: Tx, id: string, now: Date) {
  await tx.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, $2), updated_at = $2
      WHERE id = $1`,
    [id, now],
  );
}
