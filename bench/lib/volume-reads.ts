import pg from 'pg';
import { WHALE } from './volume-seed.js';

/** One GET the bench times: who makes it (the whale trader or the admin) and its path. */
export interface Read {
  name: string;
  as: 'trader' | 'admin';
  path: string;
}

/** A Nairobi calendar day, `days` before today, as YYYY-MM-DD. */
function nairobiDay(daysAgo: number): string {
  const at = new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/**
 * Every read endpoint of the trader's and the admin's pages (apps/server/src/modules/*\/*.routes.ts),
 * with the filters and page depths the pages use. Deep pages go as far as the whale's history
 * reaches. A few ids are read from the seeded database.
 */
export async function readsOf(url: string): Promise<Read[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ids: { txn: string; user: string; pending: string; reference: string };
  try {
    const { rows } = await client.query<typeof ids>(
      `SELECT (SELECT id FROM transactions WHERE user_id = $1 ORDER BY created_at LIMIT 1) AS txn,
              (SELECT id FROM users WHERE username = 'trader_4242' OR username = 'trader_42' ORDER BY username DESC LIMIT 1) AS user,
              (SELECT id FROM transactions WHERE status = 'pending' LIMIT 1) AS pending,
              (SELECT reference FROM payments WHERE user_id = $1 ORDER BY created_at LIMIT 1) AS reference`,
      [WHALE.id],
    );
    const row = rows[0];
    if (!row) throw new Error('no ids in the seeded database');
    ids = row;
  } finally {
    await client.end();
  }
  const month = `from=${nairobiDay(0).slice(0, 8)}01&to=${nairobiDay(0)}`;
  const year = `from=${nairobiDay(364)}&to=${nairobiDay(0)}`;
  const thisMonth = nairobiDay(0).slice(0, 7);
  const trader = (name: string, path: string): Read => ({ name, as: 'trader', path });
  const admin = (name: string, path: string): Read => ({ name, as: 'admin', path });
  return [
    trader('session', '/api/auth/session'),
    trader('wallets', '/api/wallets'),
    trader('wallets total', '/api/wallets/total'),
    trader('transactions page 1', '/api/transactions?page=1&pageSize=10'),
    trader('transactions page 500', '/api/transactions?page=500&pageSize=10'),
    trader('transactions page 3000 (deep)', '/api/transactions?page=3000&pageSize=20'),
    trader('transactions type=deposit', '/api/transactions?type=deposit&page=1&pageSize=10'),
    trader('transactions status=pending', '/api/transactions?status=pending&page=1&pageSize=10'),
    trader('transactions q=BTC', '/api/transactions?q=BTC&page=1&pageSize=10'),
    trader('transactions export.csv (all)', '/api/transactions/export.csv'),
    trader('transactions export.csv deposits', '/api/transactions/export.csv?type=deposit'),
    trader('transaction by id', `/api/transactions/${ids.txn}`),
    trader('own orders open', '/api/orders?status=open'),
    trader('own orders completed', '/api/orders?status=completed&limit=200'),
    trader('payments', '/api/payments'),
    trader('payment by reference', `/api/payments/${ids.reference}`),
    trader('payments limits', '/api/payments/limits'),
    trader('withdrawals', '/api/withdrawals'),
    trader('withdrawal fee', '/api/withdrawals/fee?currency=BTC&amount=0.01'),
    trader('account limits', '/api/account/limits'),
    trader('kyc', '/api/kyc'),
    trader('withdrawal safeguards', '/api/account/withdrawal-safeguards'),
    trader('saved addresses', '/api/account/addresses'),
    trader('deposit window', '/api/deposits/window'),
    trader('pairs', '/api/pairs'),
    trader('coins', '/api/coins'),
    trader('market (tickers, 24 h)', '/api/market'),
    trader('order book BTC/KES', '/api/orderbook?base=BTC&quote=KES'),
    trader('market orders sell', '/api/market/orders?side=sell'),
    trader(
      'market orders buy BTC',
      '/api/market/orders?side=buy&base=BTC&quote=KES&sort=price_desc',
    ),
    trader('recent trades BTC/KES', '/api/market/trades?base=BTC&quote=KES&limit=100'),
    trader('candles 15m', '/api/market/candles?base=BTC&quote=KES&interval=15m&limit=500'),
    trader('candles 1h', '/api/market/candles?base=BTC&quote=KES&interval=1h&limit=500'),
    trader('candles 1d', '/api/market/candles?base=BTC&quote=KES&interval=1d&limit=500'),
    trader('statement KES month json', `/api/statements?currency=KES&${month}`),
    trader('statement KES month csv', `/api/statements?currency=KES&${month}&format=csv`),
    trader('statement KES month pdf', `/api/statements?currency=KES&${month}&format=pdf`),
    trader('statement KES year json', `/api/statements?currency=KES&${year}`),
    trader('statement KES year csv', `/api/statements?currency=KES&${year}&format=csv`),
    trader('statement KES year pdf', `/api/statements?currency=KES&${year}&format=pdf`),
    trader('statement BTC year csv', `/api/statements?currency=BTC&${year}&format=csv`),
    trader('contact', '/api/contact'),
    admin('admin stats', '/api/admin/stats'),
    admin('admin users page 1', '/api/admin/users'),
    admin('admin users page 900', '/api/admin/users?page=900&pageSize=20'),
    admin('admin users q=trader_1234', '/api/admin/users?q=trader_1234'),
    admin('admin users q=volume.local', '/api/admin/users?q=volume.local'),
    admin('admin users status=suspended', '/api/admin/users?status=suspended'),
    admin('admin txns pending queue', '/api/admin/transactions?status=pending&order=oldest'),
    admin(
      'admin txns pending deposits',
      '/api/admin/transactions?status=pending&type=deposit&order=oldest',
    ),
    admin('admin txns all newest', '/api/admin/transactions'),
    admin('admin txns page 5000', '/api/admin/transactions?page=5000&pageSize=20'),
    admin('admin txns q=whale', '/api/admin/transactions?q=whale'),
    admin('admin txns q=BTC', '/api/admin/transactions?q=BTC'),
    // A text in nearly every username: the search's worst case.
    admin('admin txns q=trader (broad)', '/api/admin/transactions?q=trader'),
    admin('admin txns type=withdrawal', '/api/admin/transactions?type=withdrawal'),
    admin('admin withdrawals pending', '/api/admin/withdrawals?status=pending&order=oldest'),
    admin('admin withdrawals all', '/api/admin/withdrawals'),
    admin('admin withdrawals page 900', '/api/admin/withdrawals?page=900'),
    admin('audit page 1', '/api/admin/audit'),
    admin('audit page 3000', '/api/admin/audit?page=3000'),
    admin('audit action=user.update', '/api/admin/audit?action=user.update'),
    admin('audit targetType=settings', '/api/admin/audit?targetType=settings'),
    admin('audit q=trader_42', '/api/admin/audit?q=trader_42'),
    admin('audit q=trader (broad)', '/api/admin/audit?q=trader'),
    admin('audit q=<transaction id>', `/api/admin/audit?q=${ids.pending}`),
    admin(
      'audit from/to one week',
      `/api/admin/audit?from=${nairobiDay(100)}T00:00:00Z&to=${nairobiDay(93)}T00:00:00Z`,
    ),
    admin('revenue report this month', `/api/admin/reports/fees?month=${thisMonth}`),
    admin('revenue report csv', `/api/admin/reports/fees?month=${thisMonth}&format=csv`),
    admin('revenue report (default)', '/api/admin/reports/fees'),
    admin('kyc documents pending', '/api/admin/kyc/documents'),
    admin('user kyc', `/api/admin/users/${ids.user}/kyc`),
    admin('kyc limits', '/api/admin/kyc/limits'),
    admin('sms outbox', '/api/admin/sms-outbox'),
    admin('adjustments', '/api/admin/adjustments'),
    admin('admin coins', '/api/admin/coins'),
    admin('admin pairs', '/api/admin/pairs'),
    admin('admin settings', '/api/admin/settings'),
    admin('admin contact', '/api/admin/settings/contact'),
  ];
}
