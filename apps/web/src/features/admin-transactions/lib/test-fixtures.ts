import type { AdminTransactionView } from '@soko/shared';

/** Rows for the unit tests of this folder. */
export const user = { id: 'u1', username: 'amina', email: 'amina@soko.local' };

export function transaction(overrides: Partial<AdminTransactionView> = {}): AdminTransactionView {
  return {
    id: 't1',
    type: 'deposit',
    method: 'crypto',
    currency: 'USDT',
    amount: '25.50000000',
    fee: '0.00000000',
    feeCurrency: 'USDT',
    net: '25.50000000',
    status: 'pending',
    txHash: '0xabc',
    withdrawalAddress: null,
    description: null,
    secondaryCurrency: null,
    secondaryAmount: null,
    proofUrl: '/api/transactions/t1/proof',
    rejectReason: null,
    withdrawalId: null,
    createdAt: '2026-03-01T08:00:00Z',
    decidedAt: null,
    user,
    ...overrides,
  };
}
