import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';

/**
 * Where file bytes live. The database row (stored_files) says what a file is and who may read
 * it; the driver only keeps bytes under a key. Keys are made here from random bytes, never from
 * anything an uploader sent, so a name cannot traverse folders or overwrite another file.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  close(): void;
}

const KEY_PATTERN = /^[a-z_]{1,32}\/[0-9a-f]{32}$/;

/** A fresh key: the file's purpose as a folder, then 128 random bits. */
export function newStorageKey(purpose: string): string {
  return `${purpose}/${randomBytes(16).toString('hex')}`;
}

function checkedKey(key: string): string {
  // Every key comes from newStorageKey; anything else is a bug, never a file to touch.
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

function isMissingFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/** A folder on the server's disk (the default: DATA_DIR/uploads). */
export function createLocalStorage(directory: string): FileStorage {
  const pathOf = (key: string) => path.join(directory, checkedKey(key));
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write aside, then rename: a reader never sees half a file, even after a crash.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {},
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** An S3 bucket, on AWS or any S3-compatible service (MinIO, Cloudflare R2, Backblaze B2...). */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default checksum headers, and our bytes are hashed (sha256) in the database anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!output.Body) return undefined;
        return Buffer.from(await output.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

function isMissingObject(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** The driver chosen by STORAGE_DRIVER. */
export function createStorage(config: Config): FileStorage {
  if (config.storageDriver === 'local') return createLocalStorage(config.uploadsDir);
  const { bucket } = config.s3;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET'); // config.ts refuses this too
  return createS3Storage({ ...config.s3, bucket });
}
