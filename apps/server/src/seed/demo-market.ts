import {
  DEFAULT_MAKER_FEE_BPS,
  DEFAULT_PAIR_LIMITS,
  DEFAULT_TAKER_FEE_BPS,
  parseAmount,
  type OrderSide,
} from '@soko/shared';
import type { Tx } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { placeOrder } from '../modules/orders/index.js';
import { findUserByEmail } from '../modules/users/index.js';

/**
 * A living market for the demo (issue 4): a history of trades between amina and brian spread
 * over the last three days, so the 24-hour change, volume and candles have something to show,
 * then resting orders on both sides of each pair. Everything goes through the order service's
 * own in-transaction code (placeOrder), so every hold and fill is in the ledger and the trading
 * invariants hold. Sizes are small: most of both traders' balances stay free for the browser
 * journeys.
 *
 * Pairs get limits that fit their coin (setDemoPairLimits): the spec's default minimum of 20
 * coins for every KES pair would make BTC and ETH untradeable for anyone.
 */
interface DemoPair {
  base: string;
  quote: 'KES' | 'USDT';
  /** Who holds the base (sells) and who holds the quote (buys). */
  seller: 'amina' | 'brian';
  /** The opening price, as quote minor units per coin, before the walk below. */
  openMinor: bigint;
  /** Sizes of the history's trades, cycled, as decimal strings. */
  sizes: string[];
  /** The size of each resting order. */
  restingSize: string;
  /** How many history trades (the last steps of the walk). */
  steps: number;
  /**
   * The best (lowest) ask is the buyer's, out of the coins the history bought them, instead of
   * the seller's: each demo trader then has another trader's offer to take on this pair (the
   * market hides one's own orders), as the fees journey does with amina taking brian's HRC.
   */
  bestAskByBuyer?: true;
}

const PAIRS: DemoPair[] = [
  {
    base: 'HRC',
    quote: 'KES',
    seller: 'amina',
    openMinor: 310n,
    sizes: ['120', '60', '250', '80'],
    restingSize: '150',
    steps: 10,
    bestAskByBuyer: true,
  },
  {
    base: 'USDT',
    quote: 'KES',
    seller: 'brian',
    openMinor: 12_850n,
    sizes: ['25', '40', '20', '30'],
    restingSize: '30',
    steps: 10,
  },
  {
    base: 'DOGE',
    quote: 'KES',
    seller: 'brian',
    openMinor: 2_140n,
    sizes: ['100', '150', '80'],
    restingSize: '100',
    steps: 8,
  },
  {
    base: 'SOL',
    quote: 'USDT',
    seller: 'brian',
    openMinor: 14_800_000_000n,
    sizes: ['1', '1.5', '1'],
    restingSize: '1',
    steps: 5,
  },
];

/** The price path of the history, in per mille of the opening price (a deterministic walk). */
const WALK_PERMILLE = [1000n, 1012n, 995n, 1020n, 1031n, 1008n, 990n, 1015n, 1040n, 1026n];
/** Resting asks above and bids below the last price, in per mille of it. */
const ASK_PERMILLE = [1010n, 1025n, 1050n];
const BID_PERMILLE = [990n, 975n, 950n];
const HISTORY_HOURS = 72;
/** The demo accounts open (and are funded) a day before the market's history starts. */
export const DEMO_OPENED_HOURS_AGO = HISTORY_HOURS + 24;

/**
 * Order size limits that fit each coin's value, whatever the quote: about KES 1,000 to a few
 * million at demo prices. Base symbol → [minimum, maximum] in coins.
 */
export const DEMO_PAIR_LIMITS: Record<string, readonly [string, string]> = {
  BTC: ['0.0001', '10'],
  ETH: ['0.001', '200'],
  SOL: ['0.01', '5000'],
  USDT: ['1', '100000'],
  DOGE: ['10', '5000000'],
  HRC: ['20', '1000000'],
};

function coinMinor(text: string): bigint {
  const parsed = parseAmount(text, 8);
  if (!parsed.ok) throw new Error(`bad demo limit ${text}`);
  return parsed.minor;
}

/** Sets the demo coins' pairs to DEMO_PAIR_LIMITS (a seed of a new database only). */
export async function setDemoPairLimits(tx: Tx): Promise<void> {
  for (const [base, [min, max]] of Object.entries(DEMO_PAIR_LIMITS)) {
    await tx.query(
      `UPDATE trading_pairs SET min_order_size_minor = $2, max_order_size_minor = $3
        WHERE base = $1`,
      [base, coinMinor(min), coinMinor(max)],
    );
  }
}
const MINUTE_MS = 60_000;

/** A price in minor units as the decimal string an order carries (0.01 steps of the quote). */
function priceText(minor: bigint, quote: 'KES' | 'USDT') {
  const scale = quote === 'KES' ? 2n : 8n;
  const cents = quote === 'KES' ? minor : minor / 10n ** (scale - 2n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function scaled(priceMinor: bigint, permille: bigint, quote: 'KES' | 'USDT') {
  // Whole 0.01 steps of the quote: KES cents, or 10^6 units of USDT's 8 decimals.
  const step = quote === 'USDT' ? 10n ** 6n : 1n;
  return ((priceMinor * permille) / 1000n / step) * step;
}

/** The pair, created with the spec's defaults and the product's fees if the pairs step has not made it. */
async function ensureDemoPair(tx: Tx, pair: DemoPair, at: Date) {
  const limits = DEFAULT_PAIR_LIMITS[pair.quote];
  const minor = coinMinor;
  await tx.query(
    `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor,
       created_at, updated_at, maker_fee_bps, taker_fee_bps)
     SELECT $1, $2, $3, $4, $5, $6, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM coins WHERE symbol = $2)
     ON CONFLICT DO NOTHING`,
    [
      newId('pair'),
      pair.base,
      pair.quote,
      minor(limits.minOrderSize),
      minor(limits.maxOrderSize),
      at,
      // Fees on (decisions.md 24), so the demo's history shows revenue and excise.
      DEFAULT_MAKER_FEE_BPS,
      DEFAULT_TAKER_FEE_BPS,
    ],
  );
}

type Traders = Record<'amina' | 'brian', string>;

async function place(
  tx: Tx,
  traders: Traders,
  order: { pair: DemoPair; side: OrderSide; amount: string; priceMinor: bigint; byBuyer?: boolean },
  at: Date,
) {
  const { pair, side } = order;
  const buyer = pair.seller === 'amina' ? 'brian' : 'amina';
  const who = side === 'sell' && !order.byBuyer ? pair.seller : buyer;
  const request = {
    side,
    base: pair.base,
    quote: pair.quote,
    amount: order.amount,
    price: priceText(order.priceMinor, pair.quote),
  };
  return placeOrder(tx, traders[who], request, at, null);
}

/** One pair's history: each step a maker rests an order and the other trader fills it. */
async function seedHistory(tx: Tx, traders: Traders, pair: DemoPair, at: Date) {
  let trades = 0;
  const walk = WALK_PERMILLE.slice(-pair.steps);
  const stepMs = (HISTORY_HOURS * 60 * MINUTE_MS) / walk.length;
  for (const [index, permille] of walk.entries()) {
    const when = new Date(at.getTime() - HISTORY_HOURS * 60 * MINUTE_MS + index * stepMs);
    const amount = pair.sizes[index % pair.sizes.length] ?? '1';
    const priceMinor = scaled(pair.openMinor, permille, pair.quote);
    // Alternate who rests and who takes, so the trades show both taker sides.
    const makerSide: OrderSide = index % 2 === 0 ? 'sell' : 'buy';
    const takerSide: OrderSide = makerSide === 'sell' ? 'buy' : 'sell';
    await place(tx, traders, { pair, side: makerSide, amount, priceMinor }, when);
    const taken = await place(
      tx,
      traders,
      { pair, side: takerSide, amount, priceMinor },
      new Date(when.getTime() + 7 * MINUTE_MS),
    );
    trades += taken.trades.length;
  }
  return trades;
}

/** Three asks above and three bids below the last price, resting now. */
async function seedBook(tx: Tx, traders: Traders, pair: DemoPair, at: Date) {
  const last = scaled(pair.openMinor, WALK_PERMILLE[WALK_PERMILLE.length - 1] ?? 1000n, pair.quote);
  for (const [index, permille] of ASK_PERMILLE.entries()) {
    const when = new Date(at.getTime() - (30 - index) * MINUTE_MS);
    await place(
      tx,
      traders,
      {
        pair,
        side: 'sell',
        amount: pair.restingSize,
        priceMinor: scaled(last, permille, pair.quote),
        byBuyer: index === 0 && pair.bestAskByBuyer === true,
      },
      when,
    );
  }
  for (const [index, permille] of BID_PERMILLE.entries()) {
    const when = new Date(at.getTime() - (20 - index) * MINUTE_MS);
    await place(
      tx,
      traders,
      {
        pair,
        side: 'buy',
        amount: pair.restingSize,
        priceMinor: scaled(last, permille, pair.quote),
      },
      when,
    );
  }
}

/**
 * Called by the demo seed once coins, accounts, opening balances and default pairs exist.
 * Returns how many trades it made (0 when the demo traders are missing).
 */
export async function seedDemoMarket(tx: Tx, at: Date): Promise<number> {
  const amina = await findUserByEmail(tx, 'amina@soko.local');
  const brian = await findUserByEmail(tx, 'brian@soko.local');
  if (!amina || !brian) return 0;
  const traders: Traders = { amina: amina.id, brian: brian.id };
  let trades = 0;
  for (const pair of PAIRS) {
    await ensureDemoPair(tx, pair, at);
    trades += await seedHistory(tx, traders, pair, at);
    await seedBook(tx, traders, pair, at);
  }
  return trades;
}
