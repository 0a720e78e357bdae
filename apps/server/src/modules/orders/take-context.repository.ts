import type { Tx } from '../../db/database.js';
import {
  toLedgerHold,
  toLockedAccount,
  type AccountRow,
  type HoldRow,
  type LedgerLocks,
} from '../ledger/index.js';
import type { LedgerHold } from '../../domain/ledger/ledger-plan.js';
import type { OrderRow, PairRow } from './orders.repository.js';

/**
 * Everything a take reads and locks before it decides, in ONE round trip: the server-side
 * function take_context (migration 0019) runs the seven statements a take used to send one by
 * one, in the same global lock order (the taker's user row, the pair, the order, the excise
 * rate, the maker's hold, then every account sorted by id). Inside a batch the pair and the
 * parties' accounts are already held (order-batch.ts), so those locks cost nothing there.
 */
interface TextHold extends Omit<HoldRow, 'amount_minor' | 'remaining_minor'> {
  amount_minor: string;
  remaining_minor: string;
}

interface ContextJson {
  taker_status: string | null;
  /** The session named was signed out or expired, or there is no such taker. */
  session_ended?: boolean;
  pair?: Omit<PairRow, 'min_order_size_minor' | 'max_order_size_minor'> & {
    min_order_size_minor: string;
    max_order_size_minor: string;
  };
  order?: {
    id: string | null;
    user_id: string;
    pair_id: string;
    side: OrderRow['side'];
    price_minor: string;
    original_amount_minor: string;
    amount_minor: string;
    status: OrderRow['status'];
    min_fill_minor: string | null;
    created_at: string;
    updated_at: string;
    finished_at: string | null;
    username: string;
    pending_hold_id: string | null;
  };
  excise_rate_bps?: number;
  hold?: TextHold | null;
  accounts?: (Omit<AccountRow, 'balance_minor'> & { balance_minor: string })[];
}

const orNull = <T, R>(value: T | null, convert: (v: T) => R) =>
  value === null ? null : convert(value);

/** An account the take locked, with its owner (null: the pair's fee account) for the lookups. */
export interface TakeAccount {
  id: string;
  ownerUserId: string | null;
  currency: string;
  kind: string;
}

export interface TakeContext {
  /** The request's session was not live when the taker's row was locked (migration 0027). */
  sessionEnded: boolean;
  /** The taker's status; undefined: no such user. */
  takerStatus: string | undefined;
  /** Undefined: no such order (then there is no pair either). */
  pair: PairRow | undefined;
  order: (OrderRow & { username: string; pending_hold_id: string | null }) | undefined;
  exciseRateBps: number;
  accounts: TakeAccount[];
  /** What applyLedger may use instead of locking again. */
  locks: LedgerLocks;
}

/**
 * `sessionId`: the session the take was asked in, checked live (not signed out, not expired at
 * `at`) in the same statement that share-locks the taker's row; null checks none (a test or a
 * script calling the service with no session).
 */
export async function lockTakeContext(
  tx: Tx,
  takerUserId: string,
  orderId: string,
  at: Date,
  sessionId: string | null,
): Promise<TakeContext> {
  const { rows } = await tx.query<{ context: ContextJson }>(
    `SELECT take_context($1, $2, $3, $4) AS context`,
    [takerUserId, orderId, at, sessionId],
  );
  const context = rows[0]?.context;
  if (!context) throw new Error('take_context returned nothing');
  const { pair: p, order: o, hold } = context;
  const pair: PairRow | undefined = p && {
    ...p,
    min_order_size_minor: BigInt(p.min_order_size_minor),
    max_order_size_minor: BigInt(p.max_order_size_minor),
  };
  const order =
    o && o.id !== null
      ? {
          ...o,
          id: o.id,
          price_minor: BigInt(o.price_minor),
          original_amount_minor: BigInt(o.original_amount_minor),
          amount_minor: BigInt(o.amount_minor),
          min_fill_minor: orNull(o.min_fill_minor, BigInt),
          created_at: new Date(o.created_at),
          updated_at: new Date(o.updated_at),
          finished_at: orNull(o.finished_at, (v) => new Date(v)),
        }
      : undefined;
  const holds = new Map<string, LedgerHold>();
  if (hold) {
    holds.set(
      hold.id,
      toLedgerHold({
        ...hold,
        amount_minor: BigInt(hold.amount_minor),
        remaining_minor: BigInt(hold.remaining_minor),
      }),
    );
  }
  const accounts = context.accounts ?? [];
  return {
    sessionEnded: context.session_ended === true,
    takerStatus: context.taker_status ?? undefined,
    pair,
    order,
    exciseRateBps: context.excise_rate_bps ?? 0,
    accounts: accounts.map((a) => ({
      id: a.id,
      ownerUserId: a.owner_user_id,
      currency: a.currency,
      kind: a.kind,
    })),
    locks: {
      holds,
      accounts: new Map(
        accounts.map((a) => [
          a.id,
          toLockedAccount({ ...a, balance_minor: BigInt(a.balance_minor) }),
        ]),
      ),
    },
  };
}
