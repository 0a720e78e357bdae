/**
 * Both storage drivers do the same three things. The S3 driver talks real HTTP, through the AWS
 * SDK, to a small in-process server that behaves like S3 for path-style PutObject, GetObject and
 * DeleteObject: it checks the request is signed with our access key and that the body matches
 * its signed SHA-256, keeps the bytes, and answers NoSuchKey the way S3 does.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  createLocalStorage,
  createS3Storage,
  createStorage,
  newStorageKey,
  type FileStorage,
} from './storage.js';

const BUCKET = 'soko-files';
const ACCESS_KEY = 'test-access-key';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function s3Error(code: string, status: number) {
  return {
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  };
}

/** Enough of S3 for the driver, strict about what a real S3 would check. */
function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(`${request.method} ${url.pathname}`);
      const answer = (status: number, text = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/xml', ...headers }).end(text);
      };
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/`)) {
        const e = s3Error('AccessDenied', 403);
        return answer(e.status, e.body);
      }
      const signedHash = request.headers['x-amz-content-sha256'];
      const bodyHash = createHash('sha256').update(body).digest('hex');
      if (signedHash !== 'UNSIGNED-PAYLOAD' && signedHash !== bodyHash) {
        const e = s3Error('XAmzContentSHA256Mismatch', 400);
        return answer(e.status, e.body);
      }
      const prefix = `/${BUCKET}/`;
      if (!url.pathname.startsWith(prefix)) {
        const e = s3Error('NoSuchBucket', 404);
        return answer(e.status, e.body);
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const found = objects.get(key);
      switch (request.method) {
        case 'PUT':
          objects.set(key, { body, contentType: request.headers['content-type'] });
          return answer(200, '', { etag: `"${bodyHash}"` });
        case 'GET': {
          if (!found) {
            const e = s3Error('NoSuchKey', 404);
            return answer(e.status, e.body);
          }
          response.writeHead(200, {
            'content-type': found.contentType ?? 'binary/octet-stream',
            'content-length': String(found.body.length),
          });
          return response.end(found.body);
        }
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405);
      }
    })();
  });
  return { server, objects, requests };
}

/** The same contract for every driver. */
function storageContract(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    test('keeps bytes under a key, returns them, deletes them', async () => {
      const storage = make();
      const key = newStorageKey('deposit_proof');
      const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
      await storage.put(key, bytes, 'image/png');
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      await storage.delete(key); // deleting again is not an error
    });

    test('a key that was never stored reads as undefined', async () => {
      expect(await make().get(newStorageKey('coin_icon'))).toBeUndefined();
    });

    test('refuses keys it did not make (no path tricks)', async () => {
      const storage = make();
      for (const key of ['../../etc/passwd', 'deposit_proof/../x', 'a/b/c', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
          /not a storage key/,
        );
        await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
      }
    });
  });
}

describe('storage keys', () => {
  test('are random and carry the purpose as a folder', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newStorageKey('deposit_proof')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^deposit_proof\/[0-9a-f]{32}$/);
  });
});

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'soko-storage-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

storageContract('local', () => createLocalStorage(folder));

test('local storage leaves no temporary files behind', async () => {
  const storage = createLocalStorage(folder);
  const key = newStorageKey('coin_icon');
  await storage.put(key, Buffer.from('icon'), 'image/png');
  expect(await readdir(path.join(folder, 'coin_icon'))).toContain(key.split('/')[1]);
  const names = await readdir(path.join(folder, 'coin_icon'));
  expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
});

describe('S3 storage against an S3-like HTTP server', () => {
  const fake = startFakeS3();
  let server: Server;
  let endpoint = '';
  const drivers: FileStorage[] = [];

  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const driver of drivers) driver.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const make = (secret = 'test-secret') => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: secret,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const driver = createStorage(config);
    drivers.push(driver);
    return driver;
  };

  storageContract('s3', () => make());

  test('uses path-style requests on the bucket and stores the content type', async () => {
    const key = newStorageKey('deposit_proof');
    await make().put(key, Buffer.from('png bytes'), 'image/png');
    expect(fake.requests).toContain(`PUT /${BUCKET}/${key}`);
    expect(fake.objects.get(key)?.contentType).toBe('image/png');
  });

  test('a refused request is an error, not a missing file', async () => {
    const stranger = createS3Storage({
      bucket: BUCKET,
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
      forcePathStyle: true,
    });
    drivers.push(stranger);
    await expect(stranger.get(newStorageKey('coin_icon'))).rejects.toThrow();
  });
});

describe('storage configuration', () => {
  test('local is the default, under DATA_DIR/uploads', () => {
    const config = loadConfig({ DATA_DIR: '/srv/soko' });
    expect(config.storageDriver).toBe('local');
    expect(config.uploadsDir).toBe(path.resolve('/srv/soko/uploads'));
  });

  test('s3 needs a bucket, and keys come in pairs', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
