import type pg from 'pg';
import { DEFAULT_MAKER_FEE_BPS, DEFAULT_TAKER_FEE_BPS } from '@soko/shared';

/**
 * A year of a busy platform, written with set-based SQL (generate_series, INSERT … SELECT) so a
 * default run seeds in a few minutes on two cores. Every money row is written as the services
 * write it, so `checkLedgerSnapshot` passes at the end:
 *
 * - each trade has its maker order (filled by it; the taker took it without an order of its own),
 *   a purchase and a sale history row, two fill transfers, and trade_fee and excise transfers
 *   through the pair's own fee accounts;
 * - resting orders have their pending hold (order_hold transfer into the held account);
 * - M-Pesa deposits and withdrawals, crypto deposits and withdrawals move money exactly as their
 *   invariants say (holds posted or voided, fees with their excise at the rate in force);
 * - every trader's first movement is an opening deposit in each currency at least as large as
 *   everything that later leaves that account, so no running balance is ever negative.
 *
 * Transfers are staged in a temporary table, numbered in time order, and written in one
 * statement with each side's balance after (a running sum per account); balances are then the
 * sums of their entries. Their times are whole milliseconds, as the server's clock (a
 * JavaScript Date) writes them.
 */
export interface VolumeCounts {
  users: number;
  trades: number;
  cancelledOrders: number;
  restingOrdersPerPair: number;
  mpesaDeposits: number;
  mpesaWithdrawals: number;
  cryptoWithdrawals: number;
  auditRows: number;
  sessions: number;
  idempotencyKeys: number;
}

export function volumeCounts(scale: number): VolumeCounts {
  const of = (n: number) => Math.max(10, Math.round(n * scale));
  return {
    users: of(20_000),
    trades: of(300_000),
    cancelledOrders: of(50_000),
    restingOrdersPerPair: Math.min(400, of(400)),
    mpesaDeposits: of(60_000),
    mpesaWithdrawals: of(20_000),
    cryptoWithdrawals: of(20_000),
    auditRows: of(100_000),
    sessions: of(200_000),
    idempotencyKeys: of(200_000),
  };
}

/** The trader who owns a large share of everything: 1 trade in 5, 1 payment in 20. */
export const WHALE = { id: 'usr_0000001', email: 'whale@volume.local', username: 'whale' };
export const VOLUME_ADMIN = { id: 'usr_admin', email: 'admin@volume.local', username: 'vol_admin' };

/** The coins and their KES prices (cents per whole coin) around which trades move. */
const COINS: { symbol: string; network: string; priceMinor: number }[] = [
  { symbol: 'BTC', network: 'bitcoin', priceMinor: 1_200_000_000 },
  { symbol: 'ETH', network: 'ethereum', priceMinor: 45_000_000 },
  { symbol: 'SOL', network: 'other', priceMinor: 2_500_000 },
  { symbol: 'XRP', network: 'other', priceMinor: 30_000 },
];
export const VOLUME_PAIRS = COINS.map((c) => ({ base: c.symbol, quote: 'KES' }));

const userId = (n: string) => `'usr_' || lpad((${n})::text, 7, '0')`;
const available = (n: string, currency: string) =>
  `'acc_' || lpad((${n})::text, 7, '0') || '_' || ${currency} || '_a'`;
const held = (n: string, currency: string) =>
  `'acc_' || lpad((${n})::text, 7, '0') || '_' || ${currency} || '_h'`;
/** exciseHalfUp at the 10 % rate migration 0014 puts in force from July 2025. */
const excise = (fee: string) => `floor((${fee}::numeric * 1000 * 2 + 10000) / 20000)::bigint`;

interface Step {
  label: string;
  sql: string;
}

function steps(c: VolumeCounts): Step[] {
  const U = c.users;
  const coinValues = COINS.map(
    (coin, i) =>
      `(${i}, '${coin.symbol}', '${coin.network}', ${coin.priceMinor}::numeric, 'pair_${coin.symbol}_KES')`,
  ).join(', ');
  // A random trader other than the whale: 2..U.
  const someone = (r: string) => `(2 + floor(${r} * ${U - 1}))::int`;
  return [
    {
      label: 'coins, pairs and system accounts',
      sql: `
      CREATE TEMP TABLE v_coin (n int, symbol text, network text, price numeric, pair_id text);
      INSERT INTO v_coin VALUES ${coinValues};
      INSERT INTO coins (id, name, symbol, deposit_address, network, created_at)
        SELECT 'coin_' || symbol, 'Volume ' || symbol, symbol, lower(symbol) || '-custody-address',
               network, now() - interval '400 days' FROM v_coin;
      INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor,
                                 maker_fee_bps, taker_fee_bps, created_at)
        SELECT pair_id, symbol, 'KES', 100, 100000000000000, ${DEFAULT_MAKER_FEE_BPS},
               ${DEFAULT_TAKER_FEE_BPS}, now() - interval '400 days' FROM v_coin;
      INSERT INTO ledger_accounts (id, owner_user_id, currency, kind, pair_id)
        SELECT 'acc_sys_custody_' || symbol, NULL, symbol, 'custody', NULL FROM v_coin
        UNION ALL SELECT 'acc_sys_clearing_KES', NULL, 'KES', 'mpesa_clearing', NULL
        UNION ALL SELECT 'acc_sys_fee_' || cur, NULL, cur, 'fee_revenue', NULL
                    FROM (SELECT symbol AS cur FROM v_coin UNION ALL SELECT 'KES') x
        UNION ALL SELECT 'acc_sys_excise_' || cur, NULL, cur, 'excise_payable', NULL
                    FROM (SELECT symbol AS cur FROM v_coin UNION ALL SELECT 'KES') x
        UNION ALL SELECT 'acc_' || pair_id || '_' || kind || '_' || cur, NULL, cur, kind, pair_id
                    FROM v_coin, unnest(ARRAY[symbol, 'KES']) AS cur,
                         unnest(ARRAY['fee_revenue', 'excise_payable']) AS kind;`,
    },
    {
      label: `${U.toLocaleString('en')} users, their accounts and KYC profiles`,
      sql: `
      CREATE TEMP TABLE v_user AS
        SELECT n, ${userId('n')} AS id,
               CASE WHEN n = 1 THEN '${WHALE.username}' ELSE 'trader_' || n END AS username,
               CASE WHEN n = 1 THEN '${WHALE.email}' ELSE 'trader_' || n || '@volume.local' END AS email,
               now() - interval '365 days' + random() * interval '10 days' AS created_at
        FROM generate_series(1, ${U}) AS n;
      INSERT INTO users (id, username, email, password_hash, role, status, email_verified_at,
                         created_at, updated_at)
        SELECT id, username, email, $1, 'user',
               CASE WHEN n % 500 = 7 THEN 'suspended' ELSE 'active' END,
               created_at, created_at, created_at FROM v_user
        UNION ALL
        SELECT '${VOLUME_ADMIN.id}', '${VOLUME_ADMIN.username}', '${VOLUME_ADMIN.email}', $1,
               'admin', 'active', now() - interval '400 days', now() - interval '400 days',
               now() - interval '400 days';
      INSERT INTO ledger_accounts (id, owner_user_id, currency, kind, created_at)
        SELECT ${available('u.n', 'cur')}, u.id, cur, 'available', u.created_at
          FROM v_user u, unnest(ARRAY['KES', 'BTC', 'ETH', 'SOL', 'XRP']) AS cur
        UNION ALL
        SELECT ${held('u.n', 'cur')}, u.id, cur, 'held', u.created_at
          FROM v_user u, unnest(ARRAY['KES', 'BTC', 'ETH', 'SOL', 'XRP']) AS cur;
      INSERT INTO kyc_profiles (user_id, tier, phone, phone_verified_at, updated_at)
        SELECT id, CASE WHEN n % 10 = 0 THEN 2 ELSE 1 END,
               '2547' || lpad(n::text, 8, '0'), created_at, created_at
          FROM v_user WHERE n % 2 = 0 OR n = 1;`,
    },
    {
      label: `${c.trades.toLocaleString('en')} trades, their maker orders and history rows`,
      sql: `
      CREATE TEMP TABLE v_stage (
        k bigserial, at timestamptz NOT NULL, code text NOT NULL, debit text NOT NULL,
        credit text NOT NULL, currency text NOT NULL, amount bigint NOT NULL,
        transaction_id text, withdrawal_id text, hold_id text, order_id text, payment_id text,
        trade_id text);
      CREATE TEMP TABLE v_trade AS
        WITH g AS (
          SELECT j, floor(random() * 4)::int AS pn, random() AS r1, random() AS r2, random() AS r3,
                 random() AS r4, random() AS r5, random() AS r6
          FROM generate_series(1, ${c.trades}) AS j),
        p AS (
          SELECT g.*, v.symbol, v.pair_id,
                 CASE WHEN j % 5 = 0 AND j % 10 = 0 THEN 1 ELSE ${someone('r1')} END AS maker_n,
                 CASE WHEN j % 5 = 0 AND j % 10 = 5 THEN 1 ELSE ${someone('r2')} END AS taker_raw,
                 CASE WHEN r3 < 0.5 THEN 'buy' ELSE 'sell' END AS maker_side,
                 now() - interval '354 days' + (j::float8 / ${c.trades}) * interval '353 days'
                   + r6 * interval '50 seconds' AS at,
                 round(v.price * (1 + 0.15 * sin(j::float8 / ${c.trades} * 18.85 + v.n))
                                * (1 + 0.01 * (r4 - 0.5)))::bigint AS price
          FROM g JOIN v_coin v ON v.n = g.pn),
        q AS (
          SELECT p.*,
                 CASE WHEN taker_raw = maker_n THEN (CASE WHEN maker_n = ${U} THEN 2 ELSE maker_n + 1 END)
                      ELSE taker_raw END AS taker_n,
                 -- 200 to 20,000 KES of the coin, in whole steps of 0.000001.
                 greatest(100, round((20000 + r5 * r5 * 1980000) * 1e8 / price / 100) * 100)::bigint AS amount
          FROM p)
        SELECT j, 'trd_' || lpad(j::text, 9, '0') AS id, 'ord_m' || lpad(j::text, 9, '0') AS maker_order_id,
               symbol, pair_id, maker_n, taker_n, maker_side,
               CASE WHEN maker_side = 'buy' THEN 'sell' ELSE 'buy' END AS taker_side,
               CASE WHEN maker_side = 'buy' THEN maker_n ELSE taker_n END AS buyer_n,
               CASE WHEN maker_side = 'buy' THEN taker_n ELSE maker_n END AS seller_n,
               price, amount, floor(amount::numeric * price / 100000000)::bigint AS quote,
               floor(amount::numeric * (CASE WHEN maker_side = 'buy' THEN ${DEFAULT_MAKER_FEE_BPS}
                                              ELSE ${DEFAULT_TAKER_FEE_BPS} END) / 10000)::bigint AS buyer_fee,
               floor(floor(amount::numeric * price / 100000000)
                     * (CASE WHEN maker_side = 'sell' THEN ${DEFAULT_MAKER_FEE_BPS}
                             ELSE ${DEFAULT_TAKER_FEE_BPS} END) / 10000)::bigint AS seller_fee,
               at, r3
        FROM q;
      INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
                          amount_minor, status, created_at, updated_at, finished_at)
        SELECT maker_order_id, ${userId('maker_n')}, pair_id, maker_side, price, amount, 0, 'filled',
               at - r3 * interval '3 hours', at, at FROM v_trade;
      INSERT INTO trades (id, pair_id, maker_order_id, taker_order_id, maker_user_id, taker_user_id,
                          buyer_user_id, seller_user_id, taker_side, price_minor, amount_minor,
                          quote_amount_minor, created_at, buyer_fee_minor, seller_fee_minor)
        SELECT id, pair_id, maker_order_id, NULL, ${userId('maker_n')}, ${userId('taker_n')},
               ${userId('buyer_n')}, ${userId('seller_n')}, taker_side, price, amount, quote, at,
               buyer_fee, seller_fee FROM v_trade;
      INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status,
                                description, secondary_currency, secondary_amount_minor, trade_id,
                                created_at, updated_at)
        SELECT 'txn_b' || j, ${userId('buyer_n')}, 'purchase', 'trade', symbol, amount, 'completed',
               'Bought ' || symbol || ' for KES', 'KES', quote, id, at, at FROM v_trade
        UNION ALL
        SELECT 'txn_s' || j, ${userId('seller_n')}, 'sale', 'trade', symbol, amount, 'completed',
               'Sold ' || symbol || ' for KES', 'KES', quote, id, at, at FROM v_trade;
      INSERT INTO v_stage (at, code, debit, credit, currency, amount, order_id, trade_id)
        SELECT at, code, debit, credit, currency, amount, maker_order_id, id FROM (
          SELECT j, 1 AS o, at, 'fill' AS code, ${available('seller_n', 'symbol')} AS debit,
                 ${available('buyer_n', 'symbol')} AS credit, symbol AS currency, amount,
                 maker_order_id, id FROM v_trade
          UNION ALL
          SELECT j, 2, at, 'fill', ${available('buyer_n', "'KES'")}, ${available('seller_n', "'KES'")},
                 'KES', quote, maker_order_id, id FROM v_trade
          UNION ALL
          SELECT j, 3, at, 'trade_fee', ${available('buyer_n', 'symbol')},
                 'acc_' || pair_id || '_fee_revenue_' || symbol, symbol, buyer_fee, maker_order_id, id
            FROM v_trade WHERE buyer_fee > 0
          UNION ALL
          SELECT j, 4, at, 'trade_fee', ${available('seller_n', "'KES'")},
                 'acc_' || pair_id || '_fee_revenue_KES', 'KES', seller_fee, maker_order_id, id
            FROM v_trade WHERE seller_fee > 0
          UNION ALL
          SELECT j, 5, at, 'excise', 'acc_' || pair_id || '_fee_revenue_' || symbol,
                 'acc_' || pair_id || '_excise_payable_' || symbol, symbol, ${excise('buyer_fee')},
                 maker_order_id, id FROM v_trade WHERE ${excise('buyer_fee')} > 0
          UNION ALL
          SELECT j, 6, at, 'excise', 'acc_' || pair_id || '_fee_revenue_KES',
                 'acc_' || pair_id || '_excise_payable_KES', 'KES', ${excise('seller_fee')},
                 maker_order_id, id FROM v_trade WHERE ${excise('seller_fee')} > 0
        ) s ORDER BY j, o;`,
    },
    {
      label: 'cancelled and resting orders (with their holds)',
      sql: `
      INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
                          amount_minor, status, created_at, updated_at, finished_at)
        SELECT 'ord_c' || lpad(i::text, 9, '0'),
               CASE WHEN i % 10 = 0 THEN '${WHALE.id}' ELSE ${userId(someone('random()'))} END,
               v.pair_id, CASE WHEN i % 2 = 0 THEN 'buy' ELSE 'sell' END,
               round(v.price * (0.9 + random() * 0.2))::bigint,
               greatest(100, round(500000 * 1e8 / v.price / 100) * 100)::bigint,
               greatest(100, round(500000 * 1e8 / v.price / 100) * 100)::bigint, 'cancelled',
               t.at, t.at + interval '2 hours', t.at + interval '2 hours'
        FROM (SELECT i, now() - interval '354 days' + (i::float8 / ${c.cancelledOrders}) * interval '353 days' AS at
                FROM generate_series(1, ${c.cancelledOrders}) AS i) t
        JOIN v_coin v ON v.n = t.i % 4;
      CREATE TEMP TABLE v_rest AS
        SELECT i, 'ord_r' || lpad(i::text, 9, '0') AS id, 'hld_r' || i AS hold_id,
               -- Never a suspended trader's (n % 500 = 7): their orders were cancelled.
               CASE WHEN i % 8 = 0 THEN 1 ELSE s - CASE WHEN s % 500 = 7 THEN 1 ELSE 0 END END AS user_n,
               v.symbol, v.pair_id, CASE WHEN i % 2 = 0 THEN 'buy' ELSE 'sell' END AS side,
               -- Sells above 1.2 × and buys below 0.8 × the reference price: the book never crosses.
               CASE WHEN i % 2 = 0 THEN round(v.price * (0.6 + random() * 0.2))
                    ELSE round(v.price * (1.2 + random() * 0.2)) END::bigint AS price,
               greatest(100, round((100000 + random() * 900000) * 1e8 / v.price / 100) * 100)::bigint AS amount,
               now() - random() * interval '20 days' AS at
        FROM (SELECT i, ${someone('random()')} AS s
                FROM generate_series(1, ${c.restingOrdersPerPair * 4}) AS i) g
        JOIN v_coin v ON v.n = g.i % 4;
      INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
                          amount_minor, status, created_at, updated_at)
        SELECT id, ${userId('user_n')}, pair_id, side, price, amount, amount, 'open', at, at FROM v_rest;
      CREATE TEMP TABLE v_rest_hold AS
        SELECT r.*, CASE WHEN side = 'sell' THEN symbol ELSE 'KES' END AS hold_currency,
               CASE WHEN side = 'sell' THEN amount
                    ELSE ceil(amount::numeric * price / 100000000)::bigint END AS hold_amount
        FROM v_rest r;
      INSERT INTO ledger_holds (id, available_account_id, held_account_id, currency, amount_minor,
                                remaining_minor, status, order_id, created_at)
        SELECT hold_id, ${available('user_n', 'hold_currency')}, ${held('user_n', 'hold_currency')},
               hold_currency, hold_amount, hold_amount, 'pending', id, at FROM v_rest_hold;
      INSERT INTO v_stage (at, code, debit, credit, currency, amount, order_id, hold_id)
        SELECT at, 'order_hold', ${available('user_n', 'hold_currency')},
               ${held('user_n', 'hold_currency')}, hold_currency, hold_amount, id, hold_id
        FROM v_rest_hold ORDER BY at;`,
    },
    {
      label: 'M-Pesa deposits and withdrawals',
      sql: `
      CREATE TEMP TABLE v_pay AS
        SELECT i, CASE WHEN i <= ${c.mpesaDeposits} THEN 'deposit' ELSE 'withdrawal' END AS type,
               CASE WHEN i % 20 = 0 THEN 1 ELSE ${someone('random()')} END AS user_n,
               (round(100 + random() * random() * 49900) * 100)::bigint AS amount,
               CASE WHEN random() < 0.88 THEN 'completed' ELSE 'failed' END AS status,
               now() - interval '354 days' + random() * interval '353 days' AS at
        FROM generate_series(1, ${c.mpesaDeposits + c.mpesaWithdrawals}) AS i;
      INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status,
                                description, reject_reason, decided_at, created_at, updated_at)
        SELECT 'txn_p' || i, ${userId('user_n')}, type, 'mpesa', 'KES', amount,
               CASE WHEN status = 'completed' THEN 'completed' ELSE 'rejected' END,
               CASE WHEN type = 'deposit' THEN 'M-Pesa deposit' ELSE 'M-Pesa withdrawal' END,
               CASE WHEN status = 'failed' THEN 'The request was cancelled by the user' END,
               at + interval '40 seconds', at, at + interval '40 seconds' FROM v_pay;
      INSERT INTO payments (id, reference, user_id, type, amount_minor, phone, status, provider,
                            provider_reference, receipt_number, error, hold_id, transaction_id,
                            created_at, updated_at, completed_at, timeout_at, reconcile_until,
                            next_check_at)
        SELECT 'pay_' || i, upper(substr(md5('pay' || i), 1, 12)), ${userId('user_n')}, type,
               amount, '2547' || lpad(user_n::text, 8, '0'), status, 'simulator', 'sim-' || i,
               CASE WHEN status = 'completed' THEN 'S' || upper(substr(md5('rcpt' || i), 1, 9)) END,
               CASE WHEN status = 'failed' THEN 'The request was cancelled by the user' END,
               CASE WHEN type = 'withdrawal' THEN 'hld_p' || i END, 'txn_p' || i,
               at, at + interval '40 seconds', at + interval '40 seconds', at + interval '2 minutes',
               at + interval '1 day', at + interval '30 seconds' FROM v_pay;
      INSERT INTO ledger_holds (id, available_account_id, held_account_id, currency, amount_minor,
                                remaining_minor, status, payment_id, created_at, finished_at)
        SELECT 'hld_p' || i, ${available('user_n', "'KES'")}, ${held('user_n', "'KES'")}, 'KES',
               amount, 0, CASE WHEN status = 'completed' THEN 'posted' ELSE 'voided' END, 'pay_' || i,
               at, at + interval '40 seconds'
        FROM v_pay WHERE type = 'withdrawal';
      INSERT INTO v_stage (at, code, debit, credit, currency, amount, payment_id, hold_id)
        SELECT at, code, debit, credit, 'KES', amount, payment_id, hold_id FROM (
          SELECT i, 1 AS o, at + interval '40 seconds' AS at, 'mpesa_deposit' AS code,
                 'acc_sys_clearing_KES' AS debit, ${available('user_n', "'KES'")} AS credit, amount,
                 'pay_' || i AS payment_id, NULL AS hold_id
            FROM v_pay WHERE type = 'deposit' AND status = 'completed'
          UNION ALL
          SELECT i, 1, at, 'mpesa_withdrawal_hold', ${available('user_n', "'KES'")},
                 ${held('user_n', "'KES'")}, amount, 'pay_' || i, 'hld_p' || i
            FROM v_pay WHERE type = 'withdrawal'
          UNION ALL
          SELECT i, 2, at + interval '40 seconds',
                 CASE WHEN status = 'completed' THEN 'mpesa_withdrawal_settle' ELSE 'mpesa_withdrawal_release' END,
                 ${held('user_n', "'KES'")},
                 CASE WHEN status = 'completed' THEN 'acc_sys_clearing_KES' ELSE ${available('user_n', "'KES'")} END,
                 amount, 'pay_' || i, 'hld_p' || i
            FROM v_pay WHERE type = 'withdrawal'
        ) s ORDER BY at, i, o;`,
    },
    {
      label: 'crypto withdrawals and deposit requests',
      sql: `
      CREATE TEMP TABLE v_cw AS
        SELECT i, 'wdr_' || i AS id, 'txn_w' || i AS txn_id, 'hld_w' || i AS hold_id,
               CASE WHEN i % 20 = 0 THEN 1 ELSE ${someone('random()')} END AS user_n, v.symbol, gross,
               ceil(gross::numeric * 1000 / 10000)::bigint AS fee,
               CASE WHEN i > ${c.cryptoWithdrawals} THEN 'pending'
                    WHEN random() < 0.9 THEN 'approved' ELSE 'rejected' END AS status,
               CASE WHEN i > ${c.cryptoWithdrawals} THEN now() - random() * interval '2 days'
                    ELSE now() - interval '354 days' + random() * interval '350 days' END AS at
        FROM (SELECT i, i % 4 AS pn, random() AS r FROM generate_series(1, ${c.cryptoWithdrawals + 300}) AS i) g
        JOIN v_coin v ON v.n = g.pn,
        LATERAL (SELECT greatest(100, round((100000 + g.r * 4900000) * 1e8 / v.price / 100) * 100)::bigint AS gross) a;
      INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, fee_minor, status,
                                withdrawal_address, description, tx_hash, decided_by, decided_at,
                                created_at, updated_at)
        SELECT txn_id, ${userId('user_n')}, 'withdrawal', 'crypto', symbol, gross, fee, status,
               lower(symbol) || '-address-' || user_n, 'Withdrawal of ' || symbol,
               CASE WHEN status = 'approved' THEN 'out-' || md5(id) END,
               CASE WHEN status <> 'pending' THEN '${VOLUME_ADMIN.id}' END,
               CASE WHEN status <> 'pending' THEN at + interval '3 hours' END, at,
               at + CASE WHEN status <> 'pending' THEN interval '3 hours' ELSE interval '0' END
        FROM v_cw;
      INSERT INTO withdrawals (id, user_id, transaction_id, currency, gross_minor, fee_minor,
                               amount_minor, fee_bps, user_address, status, tx_hash, decided_by,
                               decided_at, created_at)
        SELECT id, ${userId('user_n')}, txn_id, symbol, gross, fee, gross - fee, 1000,
               lower(symbol) || '-address-' || user_n, status,
               CASE WHEN status = 'approved' THEN 'out-' || md5(id) END,
               CASE WHEN status <> 'pending' THEN '${VOLUME_ADMIN.id}' END,
               CASE WHEN status <> 'pending' THEN at + interval '3 hours' END, at
        FROM v_cw;
      INSERT INTO ledger_holds (id, available_account_id, held_account_id, currency, amount_minor,
                                remaining_minor, status, withdrawal_id, created_at, finished_at)
        SELECT hold_id, ${available('user_n', 'symbol')}, ${held('user_n', 'symbol')}, symbol, gross,
               CASE WHEN status = 'pending' THEN gross ELSE 0 END,
               CASE status WHEN 'pending' THEN 'pending' WHEN 'approved' THEN 'posted' ELSE 'voided' END,
               id, at, CASE WHEN status <> 'pending' THEN at + interval '3 hours' END
        FROM v_cw;
      INSERT INTO v_stage (at, code, debit, credit, currency, amount, withdrawal_id, hold_id)
        SELECT at, code, debit, credit, symbol, amount, id, hold_id FROM (
          SELECT i, 1 AS o, at, 'withdrawal_hold' AS code, ${available('user_n', 'symbol')} AS debit,
                 ${held('user_n', 'symbol')} AS credit, symbol, gross AS amount, id, hold_id FROM v_cw
          UNION ALL
          SELECT i, 2, at + interval '3 hours', 'withdrawal_settle', ${held('user_n', 'symbol')},
                 'acc_sys_custody_' || symbol, symbol, gross - fee, id, hold_id
            FROM v_cw WHERE status = 'approved'
          UNION ALL
          SELECT i, 3, at + interval '3 hours', 'fee', ${held('user_n', 'symbol')},
                 'acc_sys_fee_' || symbol, symbol, fee, id, hold_id FROM v_cw WHERE status = 'approved'
          UNION ALL
          SELECT i, 4, at + interval '3 hours', 'excise', 'acc_sys_fee_' || symbol,
                 'acc_sys_excise_' || symbol, symbol, ${excise('fee')}, id, NULL
            FROM v_cw WHERE status = 'approved' AND ${excise('fee')} > 0
          UNION ALL
          SELECT i, 2, at + interval '3 hours', 'withdrawal_release', ${held('user_n', 'symbol')},
                 ${available('user_n', 'symbol')}, symbol, gross, id, hold_id
            FROM v_cw WHERE status = 'rejected'
        ) s ORDER BY at, i, o;
      -- Deposit requests waiting for an admin, and some refused: no money moved for either.
      INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status, tx_hash,
                                description, reject_reason, decided_by, decided_at, created_at, updated_at)
        SELECT 'txn_dq' || i, CASE WHEN i % 20 = 0 THEN '${WHALE.id}' ELSE ${userId(someone('random()'))} END,
               'deposit', 'crypto', v.symbol, greatest(100, round(1000000 * 1e8 / v.price / 100) * 100)::bigint,
               CASE WHEN i <= 1000 THEN 'pending' ELSE 'rejected' END, 'in-q-' || i,
               'Deposit of ' || v.symbol,
               CASE WHEN i > 1000 THEN 'No such transaction on the chain' END,
               CASE WHEN i > 1000 THEN '${VOLUME_ADMIN.id}' END,
               CASE WHEN i > 1000 THEN t.at + interval '2 hours' END, t.at, t.at
        FROM (SELECT i, CASE WHEN i <= 1000 THEN now() - random() * interval '3 days'
                             ELSE now() - interval '354 days' + random() * interval '350 days' END AS at
                FROM generate_series(1, 4000) AS i) t
        JOIN v_coin v ON v.n = t.i % 4;`,
    },
    {
      label: 'opening deposits that cover every later outflow',
      sql: `
      -- What leaves each trader's available account over the year (inflows ignored, so the
      -- running balance never dips below zero), plus some money that stays.
      CREATE TEMP TABLE v_open AS
        SELECT u.n, u.id AS user_id, cur.currency, u.created_at + interval '1 hour' AS at,
               COALESCE(o.out_minor, 0) AS out_minor
        FROM v_user u
        CROSS JOIN (VALUES ('KES'), ('BTC'), ('ETH'), ('SOL'), ('XRP')) AS cur (currency)
        LEFT JOIN (SELECT debit, SUM(amount) AS out_minor FROM v_stage GROUP BY debit) o
          ON o.debit = ${available('u.n', 'cur.currency')};
      UPDATE v_open o SET out_minor = CASE
          WHEN currency = 'KES' THEN ceil((o.out_minor + 5000000 + random() * 50000000) / 100) * 100
          ELSE o.out_minor + round(2000000 * 1e8 / v.price * (1 + random()))::bigint END
        FROM (SELECT symbol, price FROM v_coin UNION ALL SELECT 'KES', 100) v
        WHERE v.symbol = o.currency;
      INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status,
                                tx_hash, description, decided_by, decided_at, created_at, updated_at)
        SELECT 'txn_o' || n || '_' || currency, user_id, 'deposit',
               CASE WHEN currency = 'KES' THEN 'mpesa' ELSE 'crypto' END, currency, out_minor,
               CASE WHEN currency = 'KES' THEN 'completed' ELSE 'approved' END,
               CASE WHEN currency <> 'KES' THEN 'in-open-' || n END,
               CASE WHEN currency = 'KES' THEN 'M-Pesa deposit' ELSE 'Deposit of ' || currency END,
               CASE WHEN currency <> 'KES' THEN '${VOLUME_ADMIN.id}' END, at, at, at
        FROM v_open;
      INSERT INTO payments (id, reference, user_id, type, amount_minor, phone, status, provider,
                            provider_reference, receipt_number, transaction_id, created_at,
                            updated_at, completed_at, timeout_at, reconcile_until, next_check_at)
        SELECT 'pay_o' || n, upper(substr(md5('open' || n), 1, 12)), user_id, 'deposit', out_minor,
               '2547' || lpad(n::text, 8, '0'), 'completed', 'simulator', 'sim-o' || n,
               'O' || upper(substr(md5('orcpt' || n), 1, 9)), 'txn_o' || n || '_KES', at, at, at,
               at + interval '2 minutes', at + interval '1 day', at + interval '30 seconds'
        FROM v_open WHERE currency = 'KES';
      INSERT INTO v_stage (at, code, debit, credit, currency, amount, transaction_id, payment_id)
        SELECT at, CASE WHEN currency = 'KES' THEN 'mpesa_deposit' ELSE 'deposit' END,
               CASE WHEN currency = 'KES' THEN 'acc_sys_clearing_KES' ELSE 'acc_sys_custody_' || currency END,
               ${available('n', 'currency')}, currency, out_minor,
               CASE WHEN currency <> 'KES' THEN 'txn_o' || n || '_' || currency END,
               CASE WHEN currency = 'KES' THEN 'pay_o' || n END
        FROM v_open ORDER BY at;`,
    },
    {
      label: 'ledger transfers with their balances after, and the balances',
      sql: `
      CREATE TEMP TABLE v_numbered AS
        SELECT s.*, row_number() OVER (ORDER BY at, k) AS seq FROM v_stage s;
      CREATE TEMP TABLE v_after AS
        SELECT eid, SUM(amt) OVER (PARTITION BY acc ORDER BY eid) AS after FROM (
          SELECT 2 * seq AS eid, debit AS acc, -amount AS amt FROM v_numbered
          UNION ALL SELECT 2 * seq + 1, credit, amount FROM v_numbered) e;
      CREATE INDEX ON v_after (eid);
      INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount_minor,
                                    code, transaction_id, withdrawal_id, hold_id, order_id,
                                    payment_id, trade_id, created_at, seq, debit_after_minor,
                                    credit_after_minor)
        SELECT 'tr_' || n.seq, n.debit, n.credit, n.currency, n.amount, n.code, n.transaction_id,
               n.withdrawal_id, n.hold_id, n.order_id, n.payment_id, n.trade_id,
               date_trunc('milliseconds', n.at), n.seq,
               d.after, c.after
        FROM v_numbered n JOIN v_after d ON d.eid = 2 * n.seq JOIN v_after c ON c.eid = 2 * n.seq + 1
        ORDER BY n.seq;
      SELECT setval('ledger_transfers_seq', (SELECT max(seq) FROM ledger_transfers));
      UPDATE ledger_accounts a SET balance_minor = s.balance FROM (
          SELECT acc, SUM(amt) AS balance FROM (
            SELECT debit AS acc, -amount AS amt FROM v_stage
            UNION ALL SELECT credit, amount FROM v_stage) e GROUP BY acc) s
        WHERE a.id = s.acc;`,
    },
    {
      label: 'audit log, sessions, idempotency keys, login failures',
      sql: `
      INSERT INTO audit_log (id, actor_user_id, action, target_type, target_id, before_state,
                             after_state, ip_address, created_at)
        SELECT 'aud_' || i, '${VOLUME_ADMIN.id}',
               (ARRAY['transaction.approve', 'transaction.reject', 'user.update', 'kyc.review',
                      'settings.update', 'pair.update'])[1 + i % 6],
               (ARRAY['transaction', 'transaction', 'user', 'kyc_document', 'settings', 'pair'])[1 + i % 6],
               CASE i % 6 WHEN 0 THEN 'txn_w' || (i % ${c.cryptoWithdrawals} + 1)
                          WHEN 1 THEN 'txn_dq' || (i % 3000 + 1001)
                          WHEN 2 THEN ${userId(someone('random()'))}
                          WHEN 5 THEN 'pair_BTC_KES' ELSE 'x' || i END,
               jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'approved'),
               '10.0.' || (i % 250) || '.' || (i % 200),
               now() - interval '360 days' + (i::float8 / ${c.auditRows}) * interval '360 days'
        FROM generate_series(1, ${c.auditRows}) AS i;
      INSERT INTO sessions (id, token_hash, user_id, csrf_token, remember, created_at, expires_at)
        SELECT 'ses_v' || i, md5('session' || i), ${userId(someone('random()'))}, md5('csrf' || i), i % 3 = 0,
               t.at, t.at + interval '12 hours'
        FROM (SELECT i, now() - interval '360 days' + random() * interval '360 days' AS at
                FROM generate_series(1, ${c.sessions}) AS i) t;
      INSERT INTO idempotency_keys (user_id, idempotency_key, operation, request_hash, status_code,
                                    response_body, created_at)
        SELECT ${userId('1 + i % ' + U)}, 'key-' || i, 'orders.place', md5('req' || i), 201,
               '{"ok": true}'::jsonb, now() - interval '360 days' + random() * interval '360 days'
        FROM generate_series(1, ${c.idempotencyKeys}) AS i;
      INSERT INTO login_failures (id, account_key, ip, failed_at)
        SELECT 'lf_' || i, 'trader_' || (i % ${U}) || '@volume.local', '10.1.' || (i % 250) || '.1',
               now() - random() * interval '360 days'
        FROM generate_series(1, ${Math.round(c.sessions / 10)}) AS i;`,
    },
  ];
}

/**
 * Runs the steps on one connection (temporary tables live in its session) with foreign-key
 * triggers off (session_replication_role = replica: the rows are written consistent by
 * construction, and the ledger check at the end reads them all); CHECK constraints still apply.
 */
export async function seedVolume(
  client: pg.Client,
  counts: VolumeCounts,
  passwordHash: string,
  log: (line: string) => void,
): Promise<void> {
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET max_parallel_workers_per_gather = 0`);
  await client.query(`SET work_mem = '256MB'`);
  // The staging tables are temporary: without room of their own they crawl through 8 MB.
  await client.query(`SET temp_buffers = '1GB'`);
  await client.query(`SELECT setseed(0.42)`);
  for (const step of steps(counts)) {
    const started = performance.now();
    // Only the users' step takes a parameter (the password hash); the others are multi-statement.
    if (step.sql.includes('$1')) {
      for (const statement of step.sql.split(/;\s*\n/).filter((s) => s.trim() !== '')) {
        await client.query(statement, statement.includes('$1') ? [passwordHash] : []);
      }
    } else {
      await client.query(step.sql);
    }
    log(`  ${step.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query(`RESET session_replication_role`);
  const started = performance.now();
  await client.query(`VACUUM ANALYZE`);
  log(`  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
