import type { Queryable, Tx } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { acceptImage, type AcceptedImage } from './accept-image.js';
import {
  findStoredFile,
  insertStoredFile,
  type FilePurpose,
  type StoredFileRow,
} from './files.repository.js';
import { createStorage, newStorageKey, type FileStorage } from './storage.js';

export type { AcceptedImage } from './accept-image.js';
export type { FilePurpose, StoredFileRow } from './files.repository.js';

export interface SaveFileInput {
  /** Who uploaded it; null for files that belong to the platform. */
  ownerUserId: string | null;
  purpose: FilePurpose;
  /** An image that went through acceptImage (never raw upload bytes). */
  image: AcceptedImage;
}

export type SaveFile = (tx: Tx, input: SaveFileInput) => Promise<StoredFileRow>;

/** The public address of a coin icon (GET /api/files/coin-icons/:fileId). */
export function coinIconUrl(fileId: string): string {
  return `/api/files/coin-icons/${fileId}`;
}

/**
 * Stored files (decisions.md point 12): uploads are checked and re-encoded by acceptImage, their
 * bytes go to the storage driver under a random key and their row to stored_files in the
 * caller's transaction. Who may read a file is decided by the module that links to it
 * (deposits for proofs); coin icons are public.
 */
export function createFilesService(
  deps: ServiceDeps,
  storage: FileStorage = createStorage(deps.config),
) {
  const { db, clock, log } = deps;

  /** Writes the bytes, then inserts the row in the caller's transaction. */
  const save: SaveFile = async (tx, input) => {
    const { image } = input;
    const storageKey = newStorageKey(input.purpose);
    await storage.put(storageKey, image.bytes, image.contentType);
    try {
      return await insertStoredFile(tx, {
        ownerUserId: input.ownerUserId,
        purpose: input.purpose,
        storageKey,
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
        widthPx: image.width,
        heightPx: image.height,
        sha256: image.sha256,
        at: clock.now(),
      });
    } catch (error) {
      await discardKeys([storageKey]);
      throw error;
    }
  };

  async function discardKeys(keys: readonly string[]) {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        // Unreferenced bytes are harmless (nobody can name their random key); log and go on.
        log.warn({ err: error, storageKey: key }, 'could not delete an unreferenced stored file');
      }
    }
  }

  /**
   * db.transaction for work that saves files: bytes saved by an attempt that did not commit (a
   * refusal, an error, or an attempt retried after a serialization failure) are deleted, so a
   * rolled-back row leaves no file behind.
   */
  async function transaction<T>(work: (tx: Tx, save: SaveFile) => Promise<T>): Promise<T> {
    const attempts: string[][] = [];
    try {
      const result = await db.transaction((tx) => {
        const saved: string[] = [];
        attempts.push(saved);
        return work(tx, async (innerTx, input) => {
          const row = await save(innerTx, input);
          saved.push(row.storage_key);
          return row;
        });
      });
      await discardKeys(attempts.slice(0, -1).flat());
      return result;
    } catch (error) {
      await discardKeys(attempts.flat());
      throw error;
    }
  }

  /** A file's bytes and type; undefined when no such file (of that purpose, if given) exists. */
  async function read(fileId: string, options: { purpose?: FilePurpose } = {}) {
    const row = await findStoredFile(db, fileId);
    if (!row || (options.purpose && row.purpose !== options.purpose)) return undefined;
    const bytes = await storage.get(row.storage_key);
    // A row without bytes means storage lost a file: fail loudly rather than serve nothing.
    if (!bytes) throw new Error(`stored file ${row.id} has no bytes under ${row.storage_key}`);
    return { bytes, contentType: row.content_type, sha256: row.sha256, file: row };
  }

  /** A file's row without its bytes (ownership checks), read through the caller's handle. */
  const find = (q: Queryable, fileId: string) => findStoredFile(q, fileId);

  return { acceptImage, save, transaction, read, find, coinIconUrl, storage };
}

export type FilesService = ReturnType<typeof createFilesService>;
