import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export type FilePurpose = 'deposit_proof' | 'coin_icon' | 'kyc_document';

export interface StoredFileRow {
  id: string;
  owner_user_id: string | null;
  purpose: FilePurpose;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  width_px: number;
  height_px: number;
  sha256: string;
  created_at: Date;
}

export async function insertStoredFile(
  tx: Tx,
  file: {
    ownerUserId: string | null;
    purpose: FilePurpose;
    storageKey: string;
    contentType: StoredFileRow['content_type'];
    sizeBytes: number;
    widthPx: number;
    heightPx: number;
    sha256: string;
    at: Date;
  },
): Promise<StoredFileRow> {
  const { rows } = await tx.query<StoredFileRow>(
    `INSERT INTO stored_files (id, owner_user_id, purpose, storage_key, content_type, size_bytes,
       width_px, height_px, sha256, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING *`,
    [
      newId('file'),
      file.ownerUserId,
      file.purpose,
      file.storageKey,
      file.contentType,
      file.sizeBytes,
      file.widthPx,
      file.heightPx,
      file.sha256,
      file.at,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('stored_files insert returned nothing');
  return inserted;
}

export async function findStoredFile(q: Queryable, id: string) {
  const { rows } = await q.query<StoredFileRow>(`SELECT * FROM stored_files WHERE id = $1`, [id]);
  return rows[0];
}
