/**
 * M-Pesa payments on the admin money desk: each mpesa row of GET /api/admin/transactions carries
 * its payment (status, provider, provider reference, receipt, the phone in full, any review
 * flag); the owner sees the same phone masked to its last 3 digits; an admin finds a payment by
 * its reference or receipt; and an mpesa row is not for an admin to approve or reject.
 */
import { describe, expect, test } from 'vitest';
import type { AdminTransactionsPage } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  depositThroughSimulator,
  paymentStatus,
  phoneEnding,
  startedPayment,
} from '../../../test/payments-helpers.js';

const { app } = await buildTestApp({ SIMULATOR_DELAY_MS: '5' });
const admin = await loginAs(app, 'admin');

async function adminList(query: string) {
  const response = await admin.client.request({ url: `/api/admin/transactions?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminTransactionsPage>();
}

describe('admin transactions show M-Pesa payments', () => {
  test('with status, provider reference, receipt and the whole phone number', async () => {
    const { client, account } = await loginAs(app, 'user');
    const reference = await depositThroughSimulator(app, client, '2500');
    const page = await adminList(`q=${account.username}`);
    const row = page.items.find((item) => item.payment?.reference === reference);
    expect(row).toMatchObject({
      type: 'deposit',
      method: 'mpesa',
      amount: '2500.00',
      status: 'completed',
      payment: {
        reference,
        status: 'completed',
        provider: 'simulator',
        providerStatus: '0',
        providerReference: `SIM-${reference}`,
        receiptNumber: `SIM${reference.slice(-7)}`,
        phone: '254712345670',
        error: null,
        reviewReason: null,
      },
    });
    expect((await paymentStatus(client, reference)).phone).toBe('•••••••••670');
  });

  test('crypto rows have no payment; a payment is found by its reference or receipt', async () => {
    const { client } = await loginAs(app, 'user');
    const reference = await depositThroughSimulator(app, client, '300');
    const byReference = await adminList(`q=${reference.toLowerCase()}`);
    expect(byReference.items.map((item) => item.payment?.reference)).toEqual([reference]);
    const receipt = byReference.items[0]?.payment?.receiptNumber ?? '';
    const byReceipt = await adminList(`q=${receipt}`);
    expect(byReceipt.items.map((item) => item.payment?.reference)).toEqual([reference]);
  });

  test('a failed payment shows its error; approve and reject refuse an mpesa row', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '40',
      phone: phoneEnding(7),
    });
    await app.services.payments.idle();
    const page = await adminList(`q=${reference}`);
    const row = page.items[0];
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'Insufficient M-Pesa balance',
      payment: { status: 'failed', error: 'Insufficient M-Pesa balance' },
    });
    for (const action of ['approve', 'reject']) {
      const response = await admin.client.request({
        method: 'POST',
        url: `/api/admin/transactions/${row?.id}/${action}`,
        payload: {},
      });
      expect(response.statusCode).toBe(409);
    }
  });
});
