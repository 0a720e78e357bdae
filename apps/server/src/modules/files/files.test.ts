/**
 * The files service inside the real app (a temporary DATA_DIR, so the local driver writes to a
 * folder of its own): saving an image writes the bytes and its row, a rolled-back transaction
 * leaves no bytes behind, and the public coin-icon route serves coin icons only. The multipart
 * reader is tested on a bare Fastify app with the same multipart limits as app.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@soko/shared';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { registerErrorHandlers } from '../../plugins/error-handler.js';
import { coinIconUrl } from './files.service.js';
import { readImageUpload } from './multipart.js';
import { multipart, noisyPng, png, webp } from './test-uploads.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-files-'));
const { app } = await buildTestApp({ DATA_DIR: dataDir });
const { files } = app.services;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function storedNames(purpose: string) {
  return readdir(path.join(dataDir, 'uploads', purpose)).catch(() => []);
}

async function saveIcon(bytes: Buffer, purpose: 'coin_icon' | 'deposit_proof' = 'coin_icon') {
  const image = await files.acceptImage(bytes);
  const owner = purpose === 'deposit_proof' ? (await createUser(app)).id : null;
  return files.transaction((tx, save) => save(tx, { ownerUserId: owner, purpose, image }));
}

describe('saving files', () => {
  test('writes the re-encoded bytes to storage and the row in the transaction', async () => {
    const row = await saveIcon(await webp(16, 16));
    expect(row).toMatchObject({ purpose: 'coin_icon', content_type: 'image/webp', width_px: 16 });
    expect(row.id).toMatch(/^file_/);
    expect(row.storage_key).toMatch(/^coin_icon\/[0-9a-f]{32}$/);
    const read = await files.read(row.id);
    expect(read?.bytes.length).toBe(row.size_bytes);
    expect(read?.contentType).toBe('image/webp');
  });

  test('a transaction that fails after saving leaves no bytes behind', async () => {
    const before = await storedNames('coin_icon');
    const image = await files.acceptImage(await png());
    await expect(
      files.transaction(async (tx, save) => {
        await save(tx, { ownerUserId: null, purpose: 'coin_icon', image });
        throw new Error('refused after the save');
      }),
    ).rejects.toThrow('refused after the save');
    expect(await storedNames('coin_icon')).toEqual(before);
  });

  test('read answers undefined for an unknown id or another purpose', async () => {
    const proof = await saveIcon(await png(), 'deposit_proof');
    expect(await files.read('file_nope')).toBeUndefined();
    expect(await files.read(proof.id, { purpose: 'coin_icon' })).toBeUndefined();
    expect(await files.read(proof.id, { purpose: 'deposit_proof' })).toBeDefined();
  });
});

describe('GET /api/files/coin-icons/:fileId', () => {
  test('serves the icon with its type, nosniff and a year of caching', async () => {
    const row = await saveIcon(await png(20, 20));
    expect(coinIconUrl(row.id)).toBe(`/api/files/coin-icons/${row.id}`);
    const response = await new TestClient(app).request({ url: coinIconUrl(row.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(row.size_bytes);

    const again = await new TestClient(app).request({
      url: coinIconUrl(row.id),
      headers: { 'if-none-match': `"${row.sha256}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  test('a proof is not a coin icon: 404, like an unknown id', async () => {
    const proof = await saveIcon(await png(), 'deposit_proof');
    for (const id of [proof.id, 'file_unknown', 'x'.repeat(64)]) {
      const response = await new TestClient(app).request({ url: coinIconUrl(id) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

/** A bare app with app.ts's multipart limits and one route that reads an icon form. */
async function buildUploadApp() {
  const bare = Fastify();
  registerErrorHandlers(bare);
  await bare.register(multipartPlugin, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: MAX_UPLOAD_BYTES + 1 },
  });
  bare.post('/upload', async (request) => {
    const upload = await readImageUpload(request, {
      fileField: 'icon',
      fieldNames: ['name', 'symbol'],
      maxFieldBytes: 64,
    });
    return { fields: upload.fields, fileBytes: upload.file?.length ?? null };
  });
  return bare;
}
const bare = await buildUploadApp();
afterAll(() => bare.close());

describe('readImageUpload', () => {
  const post = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
    bare.inject({ method: 'POST', url: '/upload', ...body });
  // The key and parameters (issue 17) are checked by error-keys.test.ts.
  const error = (response: { statusCode: number; json: () => unknown }) => {
    const { key, params, ...rest } = (
      response.json() as { error: { code: string; message: string; key?: string; params?: object } }
    ).error;
    void [key, params];
    return { status: response.statusCode, ...rest };
  };

  test('returns the named fields and the file bytes', async () => {
    const image = await png();
    const response = await post(
      multipart([
        { name: 'name', value: 'Bitcoin' },
        { name: 'symbol', value: 'btc' },
        { name: 'icon', filename: 'a.png', contentType: 'image/png', data: image },
      ]),
    );
    expect(response.json()).toEqual({
      fields: { name: 'Bitcoin', symbol: 'btc' },
      fileBytes: image.length,
    });
  });

  test('a form without a file (or with an empty one) gives file: undefined', async () => {
    const empty = multipart([
      { name: 'name', value: 'Bitcoin' },
      { name: 'icon', filename: '', data: Buffer.alloc(0) },
    ]);
    expect((await post(empty)).json()).toEqual({ fields: { name: 'Bitcoin' }, fileBytes: null });
  });

  test.each([
    [
      'a JSON body',
      { payload: '{"name":"x"}', headers: { 'content-type': 'application/json' } },
      'Send the form as multipart/form-data with the image attached.',
    ],
    [
      'a multipart type without a boundary',
      { payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
      'The upload could not be read. Please try again.',
    ],
    [
      'garbage after a valid boundary',
      {
        payload: '--abc\r\nnot a header at all\r\n\r\n\x00\x01\x02',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      },
      'The upload could not be read. Please try again.',
    ],
    [
      'two files',
      multipart([
        { name: 'icon', filename: 'a.png', data: Buffer.from('a') },
        { name: 'icon', filename: 'b.png', data: Buffer.from('b') },
      ]),
      'Attach one image only.',
    ],
    [
      'the file under another name',
      multipart([{ name: 'proof', filename: 'a.png', data: Buffer.from('a') }]),
      'Attach the image as the "icon" field.',
    ],
    [
      'an unknown field',
      multipart([{ name: 'role', value: 'admin' }]),
      'The form has an unexpected field "role".',
    ],
    [
      'a repeated field',
      multipart([
        { name: 'name', value: 'a' },
        { name: 'name', value: 'b' },
      ]),
      'The field "name" is repeated.',
    ],
    [
      'a field over its size limit',
      multipart([{ name: 'name', value: 'x'.repeat(65) }]),
      'The field "name" is too long.',
    ],
    [
      'too many fields',
      multipart([
        { name: 'name', value: 'a' },
        { name: 'symbol', value: 'b' },
        { name: 'other', value: 'c' },
      ]),
      'The form has too many fields.',
    ],
  ])('refuses %s with 400', async (_name, body, message) => {
    expect(error(await post(body))).toEqual({ status: 400, code: 'VALIDATION_ERROR', message });
  });

  test('a file over 5 MB is 413 with the upload message', async () => {
    const big = await noisyPng(MAX_UPLOAD_BYTES + 100_000);
    const response = await post(multipart([{ name: 'icon', filename: 'big.png', data: big }]));
    expect(error(response)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 5 MB.',
    });
  });

  test('an image of exactly 5 MB + 1 byte reaches the caller whole (acceptImage refuses it)', async () => {
    const response = await post(
      multipart([{ name: 'icon', filename: 'x', data: Buffer.alloc(MAX_UPLOAD_BYTES + 1) }]),
    );
    expect(response.json()).toEqual({ fields: {}, fileBytes: MAX_UPLOAD_BYTES + 1 });
  });
});
