import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: 'user' | 'admin';
  status: 'active' | 'suspended';
  email_verified_at: Date | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
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
    role?: 'user' | 'admin';
    emailVerified?: boolean;
  },
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `INSERT INTO users (id, username, email, password_hash, role, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END)
     RETURNING *`,
    [
      newId('usr'),
      user.username,
      user.email,
      user.passwordHash,
      user.role ?? 'user',
      user.emailVerified ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setUserRole(tx: Tx, id: string, role: 'user' | 'admin') {
  await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
}

export async function setUserPassword(tx: Tx, id: string, passwordHash: string) {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    id,
    passwordHash,
  ]);
}
