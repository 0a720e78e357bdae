import type { Queryable, Tx } from '../../db/database.js';

export interface ContactRow {
  support_email: string;
  support_phone: string;
  address: string;
  updated_by: string | null;
  updated_at: Date;
}

export interface ContactValues {
  supportEmail: string;
  supportPhone: string;
  address: string;
}

/** The one contact row (0016_operator_contact.sql creates it empty). */
export async function getContact(q: Queryable, lock = false): Promise<ContactRow> {
  const { rows } = await q.query<ContactRow>(
    `SELECT * FROM operator_contact WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  if (!row) throw new Error('operator_contact row 1 is missing');
  return row;
}

export async function updateContact(
  tx: Tx,
  values: ContactValues & { updatedBy: string; at: Date },
): Promise<ContactRow> {
  const { rows } = await tx.query<ContactRow>(
    `UPDATE operator_contact
        SET support_email = $1, support_phone = $2, address = $3, updated_by = $4, updated_at = $5
      WHERE id = 1 RETURNING *`,
    [values.supportEmail, values.supportPhone, values.address, values.updatedBy, values.at],
  );
  const row = rows[0];
  if (!row) throw new Error('operator_contact row 1 is missing');
  return row;
}
