import type { AdminTransactionView, AdminWithdrawalsPage, TransactionView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { applyDecisionToTransactions, applyDecisionToWithdrawals } from './apply-decision';
import { transaction } from './test-fixtures';

const withoutUser = ({ user: _user, ...rest }: AdminTransactionView): TransactionView => rest;

const pendingPage = () => ({
  items: [transaction({ id: 'a' }), transaction({ id: 'b' })],
  total: 21,
  page: 1,
  pageSize: 20,
});

describe('applyDecisionToTransactions', () => {
  test('the row leaves a pending queue and the total drops', () => {
    const decided = transaction({ id: 'a', status: 'approved' });
    const next = applyDecisionToTransactions(pendingPage(), 'pending', decided);
    expect(next.items.map((item) => item.id)).toEqual(['b']);
    expect(next.total).toBe(20);
  });

  test('an unfiltered list keeps the row with its new status and the user', () => {
    // The server answers with a TransactionView: no user on it.
    const decided = withoutUser(
      transaction({ id: 'a', status: 'rejected', rejectReason: 'Blurry' }),
    );
    const next = applyDecisionToTransactions(pendingPage(), undefined, decided);
    expect(next.items[0]).toMatchObject({ id: 'a', status: 'rejected', rejectReason: 'Blurry' });
    expect(next.items[0]?.user.username).toBe('amina');
    expect(next.total).toBe(21);
  });

  test('a page without the row is returned as it was', () => {
    const page = pendingPage();
    expect(applyDecisionToTransactions(page, 'pending', transaction({ id: 'zz' }))).toBe(page);
  });
});

describe('applyDecisionToWithdrawals', () => {
  const page: AdminWithdrawalsPage = {
    items: [
      {
        id: 'w1',
        transactionId: 't1',
        currency: 'USDT',
        gross: '10.00000000',
        fee: '1.00000000',
        amount: '9.00000000',
        feePercent: 10,
        address: 'TXyz',
        status: 'pending',
        txHash: null,
        createdAt: '2026-03-01T08:00:00Z',
        decidedAt: null,
        user: { id: 'u1', username: 'amina', email: 'amina@soko.local' },
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  };

  test('matched by transactionId, it leaves the pending queue', () => {
    const next = applyDecisionToWithdrawals(
      page,
      'pending',
      transaction({ id: 't1', status: 'approved' }),
    );
    expect(next.items).toEqual([]);
    expect(next.total).toBe(0);
  });

  test('an unfiltered list shows it approved with the hash', () => {
    const next = applyDecisionToWithdrawals(
      page,
      undefined,
      transaction({ id: 't1', status: 'approved', txHash: '0xsent' }),
    );
    expect(next.items[0]).toMatchObject({ status: 'approved', txHash: '0xsent' });
  });
});
