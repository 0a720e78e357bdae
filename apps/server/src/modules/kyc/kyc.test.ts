/**
 * Due-diligence tiers (decisions.md 22) through the API: phone verification by SMS code (the
 * simulator's outbox), by an M-Pesa deposit from the number, ID submission and review, tiers set
 * by hand, and what the trader sees. The limits themselves are in kyc-limits.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type {
  AccountLimits,
  AdminUserKyc,
  AuditPage,
  KycDocumentView,
  KycStatus,
} from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { startedPayment } from '../../../test/payments-helpers.js';
import { multipart, png } from '../files/test-uploads.js';

const test$ = await buildTestApp({ SIMULATOR_DELAY_MS: '5', SMS_RESEND_SECONDS: '60' });
const { app, db, clock } = test$;
const admin = await loginAs(app, 'admin');

async function lastCode(phone: string): Promise<string> {
  const { rows } = await db.query<{ body_text: string }>(
    `SELECT body_text FROM sms_outbox WHERE to_phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  const code = /code is (\d{6})/.exec(rows[0]?.body_text ?? '')?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

async function status(client: TestClient) {
  const response = await client.request({ url: '/api/kyc' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KycStatus>();
}

const sendCode = (client: TestClient, phone: string) =>
  client.request({ method: 'POST', url: '/api/kyc/phone', payload: { phone } });
const confirm = (client: TestClient, code: string) =>
  client.request({ method: 'POST', url: '/api/kyc/phone/confirm', payload: { code } });

let phoneSequence = 100;
/** A fresh Kenyan number per test (the outbox is shared by the file). */
function freshPhone() {
  phoneSequence += 1;
  return {
    input: `0712 345 ${String(phoneSequence).padStart(3, '0')}`,
    normal: `254712345${phoneSequence}`,
  };
}

/** Phone verified (tier 1); an admin may be one too, with a balance and limits of their own. */
async function verifiedTrader(role: 'user' | 'admin' = 'user') {
  const trader = await loginAs(app, role);
  const phone = freshPhone();
  expect((await sendCode(trader.client, phone.input)).statusCode).toBe(200);
  expect((await confirm(trader.client, await lastCode(phone.normal))).statusCode).toBe(200);
  return trader;
}

async function uploadImage(client: TestClient, data: Buffer, contentType = 'image/png') {
  const body = multipart([{ name: 'image', filename: 'id.png', contentType, data }]);
  return client.request({
    method: 'POST',
    url: '/api/kyc/files',
    payload: body.payload,
    headers: body.headers,
  });
}

async function uploaded(client: TestClient) {
  const response = await uploadImage(client, await png(40, 30));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ fileId: string }>().fileId;
}

async function submitId(client: TestClient) {
  const payload = {
    documentType: 'national_id',
    documentNumber: '12345678',
    frontFileId: await uploaded(client),
    backFileId: await uploaded(client),
    selfieFileId: await uploaded(client),
  };
  const response = await client.request({ method: 'POST', url: '/api/kyc/documents', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<KycDocumentView>();
}

describe('phone verification by SMS code', () => {
  test('a new trader is tier 0; the right code makes them tier 1, with history', async () => {
    const { client, account } = await loginAs(app, 'user');
    expect(await status(client)).toMatchObject({ tier: 0, phone: null, nextStep: 'verify_phone' });
    const phone = freshPhone();
    const sent = await sendCode(client, phone.input);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ phone: `0712 345 ${phone.normal.slice(-3)}` });
    expect(await status(client)).toMatchObject({ tier: 0, phoneVerified: false });
    // Only a hash of the code is stored.
    const code = await lastCode(phone.normal);
    const { rows } = await db.query<{ code_hash: string }>(
      `SELECT code_hash FROM phone_verifications WHERE user_id = $1`,
      [account.id],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);

    const confirmed = await confirm(client, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<KycStatus>()).toMatchObject({
      tier: 1,
      phoneVerified: true,
      nextStep: 'upload_id',
    });
    const limits = (await client.request({ url: '/api/account/limits' })).json<AccountLimits>();
    expect(limits.tier).toBe(1);
    expect(limits.limits).toContainEqual({
      kind: 'withdrawal',
      window: '24h',
      limitKes: '150000.00',
      usedKes: '0.00',
      remainingKes: '150000.00',
    });
    const history = await admin.client.request({ url: `/api/admin/users/${account.id}/kyc` });
    expect(history.json<AdminUserKyc>().history).toEqual([
      expect.objectContaining({ fromTier: 0, toTier: 1, source: 'sms' }),
    ]);
  });

  test('a wrong code counts down, and the last wrong try uses the code up', async () => {
    const { client } = await loginAs(app, 'user');
    const phone = freshPhone();
    await sendCode(client, phone.input);
    const code = await lastCode(phone.normal);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const response = await confirm(client, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'INVALID_TOKEN',
          message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        },
      });
    }
    const fifth = await confirm(client, wrong);
    expect(fifth.json()).toMatchObject({
      error: { message: 'Too many wrong codes. Ask for a new one.' },
    });
    // Even the right code is refused now.
    const late = await confirm(client, code);
    expect(late.json()).toMatchObject({
      error: { code: 'INVALID_TOKEN', message: 'There is no code waiting. Ask for a new one.' },
    });
    expect(await status(client)).toMatchObject({ tier: 0, phoneVerified: false });
  });

  test('a code expires after 10 minutes', async () => {
    const { client } = await loginAs(app, 'user');
    const phone = freshPhone();
    await sendCode(client, phone.input);
    const code = await lastCode(phone.normal);
    clock.advanceMs(10 * 60_000);
    const response = await confirm(client, code);
    expect(response.json()).toMatchObject({
      error: { code: 'INVALID_TOKEN', message: 'This code has expired. Ask for a new one.' },
    });
    expect(await status(client)).toMatchObject({ tier: 0 });
  });

  test('resending is throttled; a new code replaces the old one', async () => {
    const { client } = await loginAs(app, 'user');
    const phone = freshPhone();
    await sendCode(client, phone.input);
    const first = await lastCode(phone.normal);
    const again = await sendCode(client, phone.input);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: 'Please wait 60 seconds before asking for another code.',
      },
    });
    clock.advanceMs(61_000);
    expect((await sendCode(client, phone.input)).statusCode).toBe(200);
    const second = await lastCode(phone.normal);
    if (first !== second) {
      expect((await confirm(client, first)).statusCode).toBe(400);
    }
    expect((await confirm(client, second)).statusCode).toBe(200);
  });

  test('at most 5 codes an hour', async () => {
    const { client } = await loginAs(app, 'user');
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(client, phone.input)).statusCode).toBe(200);
      clock.advanceMs(61_000);
    }
    const sixth = await sendCode(client, phone.input);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: { message: 'Too many codes were sent. Please try again in an hour.' },
    });
  });

  test('bad numbers and a number verified on another account are refused', async () => {
    const { client } = await loginAs(app, 'user');
    const bad = await sendCode(client, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const other = await loginAs(app, 'user');
    const phone = freshPhone();
    await sendCode(other.client, phone.input);
    await confirm(other.client, await lastCode(phone.normal));
    const taken = await sendCode(client, phone.input);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: { message: 'This number is already verified on another account.' },
    });
  });

  test('a completed M-Pesa deposit from the entered number verifies it', async () => {
    const { client } = await loginAs(app, 'user');
    // 254712345 + a number ending in 0: the simulator completes it.
    const phone = { input: '0712 345 670', normal: '254712345670' };
    await sendCode(client, phone.input);
    const payment = await startedPayment(client, {
      type: 'deposit',
      amount: '100',
      phone: phone.input,
    });
    // The simulator calls back after its delay; the limit only bounds a run on a loaded CI machine.
    await expect.poll(async () => (await status(client)).tier, { timeout: 20_000 }).toBe(1);
    expect(await status(client)).toMatchObject({ phoneVerified: true, phone: '0712 345 670' });
    expect(payment.status).toBe('pending');
  });

  test('a deposit from another number verifies nothing', async () => {
    const { client } = await loginAs(app, 'user');
    await sendCode(client, '0712 345 680');
    const payment = await startedPayment(client, {
      type: 'deposit',
      amount: '100',
      phone: '0712 345 690',
    });
    await expect
      .poll(async () => {
        const r = await client.request({ url: `/api/payments/${payment.reference}` });
        return r.json<{ status: string }>().status;
      })
      .toBe('completed');
    expect(await status(client)).toMatchObject({ tier: 0, phoneVerified: false });
  });
});

describe('ID document and selfie', () => {
  test('upload refuses what is not an image, and needs a verified phone first', async () => {
    const { client } = await loginAs(app, 'user');
    const text = await uploadImage(client, Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const payload = {
      documentType: 'passport',
      documentNumber: 'A1234567',
      frontFileId: await uploaded(client),
      selfieFileId: await uploaded(client),
    };
    const early = await client.request({ method: 'POST', url: '/api/kyc/documents', payload });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: { message: 'Please verify your phone number first.' },
    });
  });

  test("someone else's image or a reused one is refused; an ID card needs its back", async () => {
    const { client, account } = await verifiedTrader();
    const stranger = await loginAs(app, 'user');
    const theirs = await uploaded(stranger.client);
    const mine = await uploaded(client);
    const selfie = await uploaded(client);
    const base = { documentType: 'national_id', documentNumber: '12345678' };
    const post = (payload: object) =>
      client.request({ method: 'POST', url: '/api/kyc/documents', payload });

    const foreign = await post({
      ...base,
      frontFileId: theirs,
      backFileId: mine,
      selfieFileId: selfie,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { frontFileId: expect.any(String) } },
    });
    const twice = await post({
      ...base,
      frontFileId: mine,
      backFileId: mine,
      selfieFileId: selfie,
    });
    expect(twice.json()).toMatchObject({ error: { fields: { backFileId: expect.any(String) } } });
    const noBack = await post({ ...base, frontFileId: mine, selfieFileId: selfie });
    expect(noBack.json()).toMatchObject({
      error: { message: 'Upload the back of your National ID.' },
    });
    const { rows } = await db.query(`SELECT id FROM kyc_documents WHERE user_id = $1`, [
      account.id,
    ]);
    expect(rows).toEqual([]);
  });

  test('images are private: the owner and admins may read them, nobody else', async () => {
    const { client } = await loginAs(app, 'user');
    const fileId = await uploaded(client);
    expect((await client.request({ url: `/api/kyc/files/${fileId}` })).statusCode).toBe(200);
    const own = await client.request({ url: `/api/kyc/files/${fileId}` });
    expect(own.headers['content-type']).toBe('image/png');
    expect((await admin.client.request({ url: `/api/kyc/files/${fileId}` })).statusCode).toBe(200);
    const stranger = await loginAs(app, 'user');
    expect((await stranger.client.request({ url: `/api/kyc/files/${fileId}` })).statusCode).toBe(
      404,
    );
  });

  test('an admin approves: tier 2, audited; the trader sees it and the new limits', async () => {
    const trader = await verifiedTrader();
    const doc = await submitId(trader.client);
    expect(await status(trader.client)).toMatchObject({
      tier: 1,
      nextStep: 'awaiting_review',
      document: { status: 'pending' },
    });
    const again = await trader.client.request({
      method: 'POST',
      url: '/api/kyc/documents',
      payload: {
        documentType: 'passport',
        documentNumber: 'B7654321',
        frontFileId: await uploaded(trader.client),
        selfieFileId: await uploaded(trader.client),
      },
    });
    expect(again.statusCode).toBe(409);

    const queue = await admin.client.request({ url: '/api/admin/kyc/documents?status=pending' });
    expect(queue.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(doc.id);
    const approved = await admin.client.request({
      method: 'POST',
      url: `/api/admin/kyc/documents/${doc.id}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await status(trader.client)).toMatchObject({ tier: 2, nextStep: 'done' });
    const twice = await admin.client.request({
      method: 'POST',
      url: `/api/admin/kyc/documents/${doc.id}/approve`,
      payload: {},
    });
    expect(twice.json()).toMatchObject({ error: { code: 'ALREADY_PROCESSED' } });
    const limits = (
      await trader.client.request({ url: '/api/account/limits' })
    ).json<AccountLimits>();
    expect(limits.limits.find((l) => l.kind === 'withdrawal' && l.window === '30d')).toMatchObject({
      limitKes: '10000000.00',
    });
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = $1`,
      [doc.id],
    );
    expect(audit.rows).toEqual([{ action: 'kyc.approve' }]);
    // The audit log's ID-document filter finds it, naming the trader whose ID it was.
    const filtered = await admin.client.request({
      url: `/api/admin/audit?targetType=kyc_document&q=${trader.user.username}`,
    });
    expect(filtered.json<AuditPage>().items).toEqual([
      expect.objectContaining({
        action: 'kyc.approve',
        targetId: doc.id,
        subject: { id: trader.user.id, username: trader.user.username },
      }),
    ]);
  });

  test('an admin rejects with a reason the trader sees; they may submit again', async () => {
    const trader = await verifiedTrader();
    const doc = await submitId(trader.client);
    const noReason = await admin.client.request({
      method: 'POST',
      url: `/api/admin/kyc/documents/${doc.id}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await admin.client.request({
      method: 'POST',
      url: `/api/admin/kyc/documents/${doc.id}/reject`,
      payload: { reason: 'The photo of the front is blurred.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await status(trader.client)).toMatchObject({
      tier: 1,
      nextStep: 'upload_id',
      document: { status: 'rejected', reason: 'The photo of the front is blurred.' },
    });
    await submitId(trader.client);
  });

  test('an admin cannot review their own ID; another admin can', async () => {
    const applicant = await verifiedTrader('admin');
    const doc = await submitId(applicant.client);
    for (const verb of ['approve', 'reject']) {
      const own = await applicant.client.request({
        method: 'POST',
        url: `/api/admin/kyc/documents/${doc.id}/${verb}`,
        payload: verb === 'reject' ? { reason: 'Blurred.' } : {},
      });
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json()).toMatchObject({ error: { code: 'SELF_APPROVAL' } });
    }
    expect(await status(applicant.client)).toMatchObject({
      tier: 1,
      document: { status: 'pending' },
    });
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE target_id = $1`, [doc.id]);
    expect(audit.rows).toEqual([]);
    const other = await admin.client.request({
      method: 'POST',
      url: `/api/admin/kyc/documents/${doc.id}/approve`,
      payload: {},
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await status(applicant.client)).toMatchObject({ tier: 2 });
  });

  test('traders cannot reach the review queue', async () => {
    const { client } = await loginAs(app, 'user');
    expect((await client.request({ url: '/api/admin/kyc/documents' })).statusCode).toBe(403);
  });
});

describe('tiers by hand and limits settings', () => {
  test('PUT /api/admin/users/:id/kyc sets a tier with a reason, audited', async () => {
    const { client, account } = await loginAs(app, 'user');
    const missing = await admin.client.request({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/kyc`,
      payload: { tier: 2 },
    });
    expect(missing.statusCode).toBe(400);
    const bad = await admin.client.request({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/kyc`,
      payload: { tier: 3, reason: 'Known customer' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await admin.client.request({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/kyc`,
      payload: { tier: 2, reason: 'Verified in the branch office' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AdminUserKyc>()).toMatchObject({
      tier: 2,
      history: [
        { fromTier: 0, toTier: 2, source: 'admin', reason: 'Verified in the branch office' },
      ],
    });
    expect(await status(client)).toMatchObject({ tier: 2 });
    const audit = await db.query<{ before_state: unknown; after_state: unknown }>(
      `SELECT before_state, after_state FROM audit_log WHERE action = 'user.kyc_tier' AND target_id = $1`,
      [account.id],
    );
    expect(audit.rows).toEqual([
      {
        before_state: { tier: 0 },
        after_state: { tier: 2, reason: 'Verified in the branch office' },
      },
    ]);
    const byTrader = await client.request({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/kyc`,
      payload: { tier: 2, reason: 'myself' },
    });
    expect(byTrader.statusCode).toBe(403);
    const unknown = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/users/usr_nobody/kyc',
      payload: { tier: 1, reason: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('an admin cannot set their own tier; another admin can', async () => {
    const self = await loginAs(app, 'admin');
    const own = await self.client.request({
      method: 'PUT',
      url: `/api/admin/users/${self.user.id}/kyc`,
      payload: { tier: 2, reason: 'I know myself' },
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'SELF_APPROVAL' } });
    expect(await status(self.client)).toMatchObject({ tier: 0 });
    const audit = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'user.kyc_tier' AND target_id = $1`,
      [self.user.id],
    );
    expect(audit.rows).toEqual([]);
    const other = await admin.client.request({
      method: 'PUT',
      url: `/api/admin/users/${self.user.id}/kyc`,
      payload: { tier: 2, reason: 'Verified in the branch office' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await status(self.client)).toMatchObject({ tier: 2 });
  });

  test('admins edit the limits; the trader sees them at once', async () => {
    const { client } = await loginAs(app, 'user');
    const before = await admin.client.request({ url: '/api/admin/kyc/limits' });
    expect(before.json<{ limits: unknown[] }>().limits).toHaveLength(12);
    expect(before.json<{ limits: unknown[] }>().limits).toContainEqual({
      tier: 0,
      kind: 'withdrawal',
      window: '24h',
      limitKes: '20000.00',
    });
    const bad = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/kyc/limits',
      payload: { limits: [{ tier: 0, kind: 'deposit', window: '24h', limitKes: '-5' }] },
    });
    expect(bad.statusCode).toBe(400);
    const put = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/kyc/limits',
      payload: { limits: [{ tier: 0, kind: 'deposit', window: '24h', limitKes: '60000' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const limits = (await client.request({ url: '/api/account/limits' })).json<AccountLimits>();
    expect(limits.limits).toContainEqual({
      kind: 'deposit',
      window: '24h',
      limitKes: '60000.00',
      usedKes: '0.00',
      remainingKes: '60000.00',
    });
    await admin.client.request({
      method: 'PUT',
      url: '/api/admin/kyc/limits',
      payload: { limits: [{ tier: 0, kind: 'deposit', window: '24h', limitKes: '50000' }] },
    });
  });

  test('the SMS outbox is for admins', async () => {
    const { client } = await loginAs(app, 'user');
    expect((await client.request({ url: '/api/admin/sms-outbox' })).statusCode).toBe(403);
    const outbox = await admin.client.request({ url: '/api/admin/sms-outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json<{ items: { body: string }[] }>().items[0]?.body).toMatch(/code is \d{6}/);
  });
});
