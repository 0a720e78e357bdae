/**
 * Plans a whole money operation at once (pure): every transfer and hold change it makes, in
 * order, against the accounts and holds it touches. The ledger module locks all of those first
 * (in one sorted statement each), runs this plan, and only then writes, so an operation never
 * takes a lock after it has started moving money, and a shortfall anywhere writes nothing.
 * Each transfer keeps the balances after it, in the order of the operations, so the entries'
 * balance history reads as if the transfers had been written one by one.
 */
import type { AccountState, TransferCode } from './accounts.js';
import { postHold, voidHold, type HoldState } from './holds.js';
import { planTransfer } from './transfer.js';

/** The business rows a transfer or hold can point at; at least one is set on every transfer. */
export interface LedgerRefs {
  transactionId?: string;
  withdrawalId?: string;
  orderId?: string;
  paymentId?: string;
  /** A fill's transfers name their trade (0005_trading.sql). */
  tradeId?: string;
}

/** A hold with the two accounts it moves money between. */
export interface LedgerHold extends HoldState {
  availableAccountId: string;
  heldAccountId: string;
  currency: string;
}

/** What a hold placed by this operation points at (exactly one is set). */
export interface HoldOwner {
  withdrawalId?: string;
  orderId?: string;
  paymentId?: string;
}

export type LedgerOperation =
  | {
      kind: 'transfer';
      debitAccountId: string;
      creditAccountId: string;
      amountMinor: bigint;
      code: TransferCode;
      refs: LedgerRefs;
    }
  | {
      kind: 'place_hold';
      /** Chosen by the caller, so later operations of the same plan can post or void it. */
      holdId: string;
      availableAccountId: string;
      heldAccountId: string;
      amountMinor: bigint;
      code: TransferCode;
      owner: HoldOwner;
      refs: LedgerRefs;
    }
  | {
      kind: 'post_hold';
      holdId: string;
      toAccountId: string;
      /** A zero posting is skipped (a withdrawal without a fee). */
      amountMinor: bigint;
      code: TransferCode;
      refs: LedgerRefs;
    }
  | {
      kind: 'void_hold';
      holdId: string;
      code: TransferCode;
      refs: LedgerRefs;
      /** Release what an order's hold still holds, if anything: a finished hold is left alone. */
      onlyIfPending?: boolean;
    };

export interface PlannedTransfer {
  debitAccountId: string;
  creditAccountId: string;
  currency: string;
  amountMinor: bigint;
  code: TransferCode;
  refs: LedgerRefs;
  holdId: string | undefined;
  debitAfterMinor: bigint;
  creditAfterMinor: bigint;
}

export type LedgerPlan =
  | {
      ok: true;
      transfers: PlannedTransfer[];
      /** Every account's balance after the whole plan, for the accounts it moved money in. */
      balances: Map<string, bigint>;
      /** The holds this plan placed, with their state after it. */
      placedHolds: (LedgerHold & { owner: HoldOwner })[];
      /** The existing holds it changed, with their state after it. */
      changedHolds: LedgerHold[];
    }
  | {
      ok: false;
      code: 'INSUFFICIENT_BALANCE';
      availableMinor: bigint;
      /** The operation that fell short (a transfer or a hold placement: only those can). */
      operation: LedgerOperation;
    };

type Step = Omit<PlannedTransfer, 'debitAfterMinor' | 'creditAfterMinor' | 'currency'>;

/**
 * Runs the operations in order over copies of `accounts` and `holds` (every one of them must be
 * given: the caller locked them). A transfer or a hold placement may fall short (a result); a
 * post or void that the hold cannot cover is a bug and throws, as do unknown accounts or holds.
 */
export function planLedger(
  accounts: ReadonlyMap<string, AccountState>,
  holds: ReadonlyMap<string, LedgerHold>,
  operations: readonly LedgerOperation[],
): LedgerPlan {
  const balances = new Map<string, AccountState>(accounts);
  const holdStates = new Map<string, LedgerHold>(holds);
  const placed = new Map<string, HoldOwner>();
  const transfers: PlannedTransfer[] = [];
  const account = (id: string) => {
    const found = balances.get(id);
    if (!found) throw new Error(`ledger account ${id} is not locked by this operation`);
    return found;
  };
  const hold = (id: string) => {
    const found = holdStates.get(id);
    if (!found) throw new Error(`hold ${id} is not locked by this operation`);
    return found;
  };
  /** Applies one transfer to the running balances; a shortfall comes back as its balance. */
  const move = (step: Step) => {
    const debit = account(step.debitAccountId);
    const credit = account(step.creditAccountId);
    const planned = planTransfer(debit, credit, step.amountMinor);
    if (!planned.ok) return planned.availableMinor;
    balances.set(debit.id, { ...debit, balanceMinor: planned.debitAfterMinor });
    balances.set(credit.id, { ...credit, balanceMinor: planned.creditAfterMinor });
    transfers.push({ ...step, currency: debit.currency, ...planned });
    return undefined;
  };
  const mustMove = (step: Step) => {
    if (move(step) !== undefined) {
      throw new Error(`held account ${step.debitAccountId} short of its own hold`);
    }
  };

  for (const operation of operations) {
    const shortOf = applyOperation(operation, {
      account,
      hold,
      holdStates,
      placed,
      move,
      mustMove,
    });
    if (shortOf !== undefined) {
      return { ok: false, code: 'INSUFFICIENT_BALANCE', availableMinor: shortOf, operation };
    }
  }
  return {
    ok: true,
    transfers,
    balances: new Map(
      transfers
        .flatMap((t) => [t.debitAccountId, t.creditAccountId])
        .map((id) => [id, account(id).balanceMinor]),
    ),
    placedHolds: [...placed].map(([id, owner]) => ({ ...hold(id), owner })),
    changedHolds: [...holdStates.values()].filter(
      (h) => !placed.has(h.id) && h !== holds.get(h.id),
    ),
  };
}

interface PlanState {
  account: (id: string) => AccountState;
  hold: (id: string) => LedgerHold;
  holdStates: Map<string, LedgerHold>;
  placed: Map<string, HoldOwner>;
  move: (step: Step) => bigint | undefined;
  mustMove: (step: Step) => void;
}

/** One operation; returns the available balance when it falls short. */
function applyOperation(operation: LedgerOperation, state: PlanState): bigint | undefined {
  const { hold, holdStates, move, mustMove } = state;
  switch (operation.kind) {
    case 'transfer': {
      const { debitAccountId, creditAccountId, amountMinor, code, refs } = operation;
      return move({ debitAccountId, creditAccountId, amountMinor, code, refs, holdId: undefined });
    }
    case 'place_hold': {
      if (holdStates.has(operation.holdId)) throw new Error(`hold ${operation.holdId} exists`);
      const { holdId, availableAccountId, heldAccountId, amountMinor } = operation;
      const shortOf = move({
        debitAccountId: availableAccountId,
        creditAccountId: heldAccountId,
        amountMinor,
        code: operation.code,
        refs: operation.refs,
        holdId,
      });
      if (shortOf !== undefined) return shortOf;
      holdStates.set(holdId, {
        id: holdId,
        status: 'pending',
        amountMinor,
        remainingMinor: amountMinor,
        availableAccountId,
        heldAccountId,
        currency: state.account(availableAccountId).currency,
      });
      state.placed.set(holdId, operation.owner);
      return undefined;
    }
    case 'post_hold': {
      if (operation.amountMinor === 0n) return undefined;
      const before = hold(operation.holdId);
      const change = postHold(before, operation.amountMinor);
      mustMove({
        debitAccountId: before.heldAccountId,
        creditAccountId: operation.toAccountId,
        amountMinor: operation.amountMinor,
        code: operation.code,
        refs: operation.refs,
        holdId: before.id,
      });
      holdStates.set(before.id, {
        ...before,
        remainingMinor: change.remainingAfterMinor,
        status: change.statusAfter,
      });
      return undefined;
    }
    case 'void_hold': {
      const before = hold(operation.holdId);
      if (operation.onlyIfPending && before.status !== 'pending') return undefined;
      const change = voidHold(before);
      if (change.releasedMinor > 0n) {
        mustMove({
          debitAccountId: before.heldAccountId,
          creditAccountId: before.availableAccountId,
          amountMinor: change.releasedMinor,
          code: operation.code,
          refs: operation.refs,
          holdId: before.id,
        });
      }
      holdStates.set(before.id, { ...before, remainingMinor: 0n, status: 'voided' });
      return undefined;
    }
  }
}
