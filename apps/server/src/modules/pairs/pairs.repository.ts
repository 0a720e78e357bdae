import { DEFAULT_PAIR_LIMITS, parseOrderAmount, type QuoteCurrency } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface PairRow {
  id: string;
  base: string;
  quote: QuoteCurrency;
  /** In base minor units (8 decimals), whole steps of 0.000001. */
  min_order_size_minor: bigint;
  max_order_size_minor: bigint;
  active: boolean;
  maker_fee_bps: number;
  taker_fee_bps: number;
  created_at: Date;
  updated_at: Date;
}

/** A pair's fees in basis points (1 bps = 0.01 %). */
export interface PairFees {
  makerFeeBps: number;
  takerFeeBps: number;
}

/** The unique index of 0005_trading.sql, so a lost insert race still answers 409. */
export const PAIR_UNIQUE_INDEX = 'trading_pairs_base_quote_key';

/** Every pair, inactive ones too, by base then quote. */
export async function listPairs(q: Queryable): Promise<PairRow[]> {
  const { rows } = await q.query<PairRow>('SELECT * FROM trading_pairs ORDER BY base, quote');
  return rows;
}

export async function findPairByCurrencies(
  q: Queryable,
  base: string,
  quote: string,
): Promise<PairRow | undefined> {
  const { rows } = await q.query<PairRow>(
    'SELECT * FROM trading_pairs WHERE base = $1 AND quote = $2',
    [base, quote],
  );
  return rows[0];
}

/** Locks the pair for the rest of the transaction, so concurrent admin edits queue up. */
export async function lockPair(tx: Tx, id: string): Promise<PairRow | undefined> {
  const { rows } = await tx.query<PairRow>('SELECT * FROM trading_pairs WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  return rows[0];
}

export async function coinExists(q: Queryable, symbol: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM coins WHERE symbol = $1', [symbol]);
  return rows.length > 0;
}

export async function insertPair(
  tx: Tx,
  pair: {
    base: string;
    quote: QuoteCurrency;
    minMinor: bigint;
    maxMinor: bigint;
    active: boolean;
    fees: PairFees;
    at: Date;
  },
): Promise<PairRow> {
  const { rows } = await tx.query<PairRow>(
    `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor,
       active, maker_fee_bps, taker_fee_bps, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [
      newId('pair'),
      pair.base,
      pair.quote,
      pair.minMinor,
      pair.maxMinor,
      pair.active,
      pair.fees.makerFeeBps,
      pair.fees.takerFeeBps,
      pair.at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('pair insert returned nothing');
  return row;
}

export async function updatePair(
  tx: Tx,
  id: string,
  values: { minMinor: bigint; maxMinor: bigint; active: boolean } & PairFees,
  at: Date,
): Promise<PairRow> {
  const { rows } = await tx.query<PairRow>(
    `UPDATE trading_pairs
        SET min_order_size_minor = $2, max_order_size_minor = $3, active = $4, updated_at = $5,
            maker_fee_bps = $6, taker_fee_bps = $7
      WHERE id = $1 RETURNING *`,
    [
      id,
      values.minMinor,
      values.maxMinor,
      values.active,
      at,
      values.makerFeeBps,
      values.takerFeeBps,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`pair ${id} vanished inside its own transaction`);
  return row;
}

function sizeMinor(text: string): bigint {
  const parsed = parseOrderAmount(text);
  if (!parsed.ok) throw new Error(`default pair size ${text} does not parse`);
  return parsed.minor;
}

/**
 * Inserts the default pairs (product-spec.md section 9) that are missing: every coin against
 * KES (min 20, max 1,000,000), and every coin but USDT against USDT (min 1, max 100,000) once a
 * USDT coin exists. ON CONFLICT DO NOTHING on (base, quote) makes it idempotent and safe against
 * a concurrent run: an existing pair, whatever an admin has since made of its limits or active
 * flag, is never re-created or changed. Returns the pairs it created.
 */
export async function insertDefaultPairs(tx: Tx, at: Date, fees: PairFees): Promise<PairRow[]> {
  const { rows: missing } = await tx.query<{ base: string; quote: QuoteCurrency }>(
    `SELECT c.symbol AS base, q.quote
       FROM coins c
       CROSS JOIN (VALUES ('KES'), ('USDT')) AS q (quote)
      WHERE c.symbol <> q.quote
        AND (q.quote = 'KES' OR EXISTS (SELECT 1 FROM coins u WHERE u.symbol = 'USDT'))
        AND NOT EXISTS (SELECT 1 FROM trading_pairs p WHERE p.base = c.symbol AND p.quote = q.quote)
      ORDER BY c.symbol, q.quote`,
  );
  const created: PairRow[] = [];
  for (const { base, quote } of missing) {
    const limits = DEFAULT_PAIR_LIMITS[quote];
    const { rows } = await tx.query<PairRow>(
      `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor,
         active, created_at, updated_at, maker_fee_bps, taker_fee_bps)
       VALUES ($1, $2, $3, $4, $5, true, $6, $6, $7, $8)
       ON CONFLICT (base, quote) DO NOTHING RETURNING *`,
      [
        newId('pair'),
        base,
        quote,
        sizeMinor(limits.minOrderSize),
        sizeMinor(limits.maxOrderSize),
        at,
        fees.makerFeeBps,
        fees.takerFeeBps,
      ],
    );
    if (rows[0]) created.push(rows[0]);
  }
  return created;
}

/**
 * Deletes the trading pairs made for a coin (its default pairs, and for USDT the pairs quoted in
 * it), before the coin itself goes. Only for a coin nobody uses: an order on one of those pairs
 * would keep the pair (orders reference it), so the in-use check must count such orders as use.
 */
export async function deletePairsOfCoin(tx: Tx, coinId: string): Promise<void> {
  await tx.query(
    `DELETE FROM trading_pairs p USING coins c
      WHERE c.id = $1 AND (p.base = c.symbol OR p.quote = c.symbol)`,
    [coinId],
  );
}
