/**
 * Proof images end to end: hostile uploads are refused with a clear message and leave no row
 * and no stored bytes; an accepted JPEG comes back without its EXIF; only the owner and admins
 * can fetch a proof (anyone else gets the 404 of an unknown id); malformed multipart bodies get
 * 4xx, never 500. On the PostgreSQL server, users racing to claim one chain hash get one
 * deposit between them.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@soko/shared';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  HTML_PAYLOAD,
  jpeg,
  jpegWithExif,
  noisyPng,
  png,
  SVG_IMAGE,
  webp,
  ZIP_PAYLOAD,
} from '../files/test-uploads.js';
import {
  createCoin,
  depositRowCounts,
  errorOf,
  postDeposit,
  setNairobiTime,
} from './deposit-test-kit.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-proofs-'));
const test_ = await buildTestApp({ DATA_DIR: dataDir });
const { app } = test_;
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const coin = await createCoin(test_);

beforeEach(() => setNairobiTime(test_, '10:00'));

const storedProofs = () => readdir(path.join(dataDir, 'uploads', 'deposit_proof')).catch(() => []);

async function depositWith(client: TestClient, proof: Buffer, filename = 'proof.png') {
  return postDeposit(client, { currency: coin, amount: '1', proof, filename });
}

describe('refused uploads leave nothing behind', () => {
  const TYPE = 'The proof must be a PNG, JPEG or WebP image.';
  const EXTRA =
    'The image file contains extra data after the picture (a motion photo or a hidden file) and was refused. Please send a plain screenshot instead.';
  test.each([
    ['a text file renamed .png', async () => Buffer.from('hello, I am a PNG'), 400, TYPE],
    ['an SVG', async () => SVG_IMAGE, 400, TYPE],
    ['an HTML page named proof.jpg', async () => HTML_PAYLOAD, 400, TYPE],
    ['a 6 MB PNG of noise', () => noisyPng(6 * 1024 * 1024), 413, 'The image is larger than 5 MB.'],
    [
      'exactly 5 MB + 1 byte of PNG',
      async () =>
        Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]).subarray(
          0,
          MAX_UPLOAD_BYTES + 1,
        ),
      413,
      'The image is larger than 5 MB.',
    ],
    [
      'a PNG with HTML appended',
      async () => Buffer.concat([await png(), HTML_PAYLOAD]),
      400,
      EXTRA,
    ],
    [
      'a PNG with a ZIP appended',
      async () => Buffer.concat([await png(), ZIP_PAYLOAD]),
      400,
      EXTRA,
    ],
    [
      'a JPEG with data after EOI',
      async () => Buffer.concat([await jpeg(), HTML_PAYLOAD]),
      400,
      EXTRA,
    ],
    [
      'a WebP with data past its RIFF size',
      async () => Buffer.concat([await webp(), ZIP_PAYLOAD]),
      400,
      EXTRA,
    ],
  ])('%s', async (_name, make, status, message) => {
    const { client, user } = await loginAs(app, 'user');
    const before = await storedProofs();
    const response = await depositWith(client, await make());
    expect(errorOf(response)).toEqual({
      status,
      code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR',
      message,
    });
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 0, files: 0 });
    expect(await storedProofs()).toEqual(before);
  });
});

test('the stored proof is a re-encoded copy without EXIF, turned upright', async () => {
  const { client } = await loginAs(app, 'user');
  const original = await jpegWithExif(40, 20);
  const created = await depositWith(client, original, 'photo.jpg');
  expect(created.statusCode, created.body).toBe(201);
  const fetched = await client.request({ url: created.json().transaction.proofUrl });
  expect(fetched.statusCode).toBe(200);
  expect(fetched.headers['content-type']).toBe('image/jpeg');
  const bytes = fetched.rawPayload;
  expect(bytes.equals(original)).toBe(false);
  expect(bytes.includes('SokoCam')).toBe(false);
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
});

describe('GET /api/transactions/:id/proof', () => {
  async function ownedProof() {
    const owner = await loginAs(app, 'user');
    const created = await depositWith(owner.client, await png(30, 30));
    expect(created.statusCode).toBe(201);
    const { id, proofUrl } = created.json().transaction as { id: string; proofUrl: string };
    return { owner, id, proofUrl };
  }

  test('the owner gets the image, private and never sniffed', async () => {
    const { owner, proofUrl } = await ownedProof();
    const response = await owner.client.request({ url: proofUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect((await sharp(response.rawPayload).metadata()).width).toBe(30);
  });

  test('an admin gets it too', async () => {
    const { proofUrl } = await ownedProof();
    const admin = await loginAs(app, 'admin');
    const response = await admin.client.request({ url: proofUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  test('another user gets the 404 of an unknown id', async () => {
    const { proofUrl } = await ownedProof();
    const stranger = await loginAs(app, 'user');
    const theirs = await stranger.client.request({ url: proofUrl });
    const unknown = await stranger.client.request({ url: '/api/transactions/txn_nope/proof' });
    expect(errorOf(theirs)).toEqual(errorOf(unknown));
    expect(errorOf(theirs)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('anonymous: 401', async () => {
    const { proofUrl } = await ownedProof();
    const response = await new TestClient(app).request({ url: proofUrl });
    expect(errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  test('a proof is not served as a public coin icon', async () => {
    const { id } = await ownedProof();
    const { rows } = await test_.db.query<{ proof_file_id: string }>(
      `SELECT proof_file_id FROM transactions WHERE id = $1`,
      [id],
    );
    const fileId = rows[0]?.proof_file_id ?? '';
    const response = await new TestClient(app).request({ url: `/api/files/coin-icons/${fileId}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('malformed multipart bodies never answer 500', () => {
  const boundary = 'xyz';
  const garbage: [string, string | Buffer, string][] = [
    [
      'random bytes',
      Buffer.from([0, 255, 1, 254, 13, 10, 45, 45]),
      `multipart/form-data; boundary=${boundary}`,
    ],
    ['no boundary parameter', '--xyz\r\n', 'multipart/form-data'],
    [
      'an unterminated part',
      `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1`,
      `multipart/form-data; boundary=${boundary}`,
    ],
    [
      'a part without headers',
      `--${boundary}\r\n\r\n\r\n--${boundary}--`,
      `multipart/form-data; boundary=${boundary}`,
    ],
    [
      'a file with no end',
      `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\n\x89PNG`,
      `multipart/form-data; boundary=${boundary}`,
    ],
    ['an empty body', '', `multipart/form-data; boundary=${boundary}`],
    ['JSON instead of a form', '{"currency":"BTC","amount":"1"}', 'application/json'],
    ['plain text', 'currency=BTC', 'text/plain'],
  ];
  test.each(garbage)('%s', async (_name, payload, contentType) => {
    const { client, user } = await loginAs(app, 'user');
    const response = await client.request({
      method: 'POST',
      url: '/api/deposits/crypto',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 0 });
  });

  test('an unexpected field or a second file is refused', async () => {
    const { client } = await loginAs(app, 'user');
    const proof = await png();
    const extraField = await postDeposit(client, {
      currency: coin,
      amount: '1',
      proof,
      extra: [{ name: 'status', value: 'approved' }],
    });
    expect(errorOf(extraField)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const twoFiles = await postDeposit(client, {
      currency: coin,
      amount: '1',
      proof,
      extra: [{ name: 'proof', filename: 'b.png', data: proof }],
    });
    expect(errorOf(twoFiles)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Attach one image only.',
    });
  });
});

// On the PostgreSQL server these requests really race on separate connections; on PGlite they
// queue on its one connection, which still checks the same outcome.
describe('concurrency', () => {
  test('users racing to claim one chain hash get exactly one deposit', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => loginAs(app, 'user')));
    const proof = await png();
    const responses = await Promise.all(
      racers.map(({ client }) =>
        postDeposit(client, { currency: coin, amount: '1', txHash: 'race-hash-1', proof }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(refused).message).toBe(
        `This transaction hash was already submitted for a ${coin} deposit.`,
      );
    }
  });

  test('one user firing the same Idempotency-Key at once gets one deposit', async () => {
    const { client, user } = await loginAs(app, 'user');
    const proof = await png();
    const headers = { 'idempotency-key': 'parallel-key' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postDeposit(client, { currency: coin, amount: '2', proof }, headers),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(
      new Set(responses.map((r) => r.json<{ transaction: { id: string } }>().transaction.id)).size,
    ).toBe(1);
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 1, files: 1 });
  });
});
