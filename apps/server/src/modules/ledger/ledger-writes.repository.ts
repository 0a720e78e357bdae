import type { Statement, Tx } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import type { HoldOwner, LedgerHold, PlannedTransfer } from '../../domain/ledger/ledger-plan.js';
import { newId } from '../../lib/ids.js';

/**
 * The writes of one planned money operation (applyLedger), each one statement however many
 * transfers or holds the operation has: the fewer round trips, the shorter the time its locks
 * (the pair row's, the accounts') are held. Every account and hold written here is already
 * locked by the caller. Amounts travel as decimal strings cast to bigint[] (exact on both
 * engines).
 */
const texts = (values: readonly (string | undefined)[]) => values.map((v) => v ?? null);
const minors = (values: readonly bigint[]) => values.map(String);

/**
 * Writes a planned operation's transfers in a single statement: the accounts' final balances;
 * the transfer rows, each with its two accounts' balances after it (its entries, which the
 * ledger_entries view reads from it: migration 0023), numbered in the plan's order; and the new
 * state of the existing holds it posted or voided (as updateHolds; in the same statement, one
 * round trip fewer while the pair and the accounts are locked). The caller has locked every
 * account and hold involved.
 */
export async function writeTransfers(
  tx: Tx,
  transfers: readonly PlannedTransfer[],
  balances: ReadonlyMap<string, bigint>,
  changedHolds: readonly LedgerHold[],
  at: Date,
) {
  const { statement, ids } = transfersStatement(transfers, balances, changedHolds, at);
  await tx.query(statement.text, statement.params);
  return ids;
}

/** writeTransfers' statement, and the ids it gives the transfers (for Tx.defer). */
export function transfersStatement(
  transfers: readonly PlannedTransfer[],
  balances: ReadonlyMap<string, bigint>,
  changedHolds: readonly LedgerHold[],
  at: Date,
): { statement: Statement; ids: string[] } {
  const ids = transfers.map(() => newId('trf'));
  const column = <T>(pick: (t: PlannedTransfer) => T) => transfers.map(pick);
  const statement: Statement = {
    text: prepared(`WITH balances AS (
       UPDATE ledger_accounts a SET balance_minor = v.balance_minor, updated_at = $1
       FROM unnest($2::text[], $3::bigint[]) AS v (id, balance_minor)
       WHERE a.id = v.id
     ), holds AS (
       UPDATE ledger_holds h SET remaining_minor = v.remaining_minor, status = v.status,
         finished_at = CASE WHEN v.status = 'pending' THEN NULL ELSE $1::timestamptz END
       FROM unnest($18::text[], $19::bigint[], $20::text[]) AS v (id, remaining_minor, status)
       WHERE h.id = v.id
     )
     INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency,
       amount_minor, code, transaction_id, withdrawal_id, hold_id, order_id, payment_id,
       trade_id, debit_after_minor, credit_after_minor, created_at)
     SELECT t.id, t.debit_account_id, t.credit_account_id, t.currency, t.amount_minor, t.code,
       t.transaction_id, t.withdrawal_id, t.hold_id, t.order_id, t.payment_id, t.trade_id,
       t.debit_after_minor, t.credit_after_minor, $1::timestamptz
     FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[],
       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
       $16::bigint[], $17::bigint[]) WITH ORDINALITY
       AS t (id, debit_account_id, credit_account_id, currency, amount_minor, code,
             transaction_id, withdrawal_id, hold_id, order_id, payment_id, trade_id,
             debit_after_minor, credit_after_minor, n)
     ORDER BY t.n`),
    params: [
      at,
      [...balances.keys()],
      minors([...balances.values()]),
      ids,
      column((t) => t.debitAccountId),
      column((t) => t.creditAccountId),
      column((t) => t.currency),
      minors(column((t) => t.amountMinor)),
      column((t) => t.code),
      texts(column((t) => t.refs.transactionId)),
      texts(column((t) => t.refs.withdrawalId)),
      texts(column((t) => t.holdId)),
      texts(column((t) => t.refs.orderId)),
      texts(column((t) => t.refs.paymentId)),
      texts(column((t) => t.refs.tradeId)),
      minors(column((t) => t.debitAfterMinor)),
      minors(column((t) => t.creditAfterMinor)),
      changedHolds.map((h) => h.id),
      minors(changedHolds.map((h) => h.remainingMinor)),
      changedHolds.map((h) => h.status),
    ],
  };
  return { statement, ids };
}

/** Inserts the holds an operation placed, already in their state after it (one statement). */
export async function insertHolds(
  tx: Tx,
  holds: readonly (LedgerHold & { owner: HoldOwner })[],
  at: Date,
) {
  await tx.query(
    `INSERT INTO ledger_holds (id, available_account_id, held_account_id, currency, amount_minor,
       remaining_minor, status, withdrawal_id, order_id, payment_id, created_at, finished_at)
     SELECT h.id, h.available_account_id, h.held_account_id, h.currency, h.amount_minor,
       h.remaining_minor, h.status, h.withdrawal_id, h.order_id, h.payment_id, $1,
       CASE WHEN h.status = 'pending' THEN NULL ELSE $1::timestamptz END
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[],
       $8::text[], $9::text[], $10::text[], $11::text[])
       AS h (id, available_account_id, held_account_id, currency, amount_minor, remaining_minor,
             status, withdrawal_id, order_id, payment_id)`,
    [
      at,
      holds.map((h) => h.id),
      holds.map((h) => h.availableAccountId),
      holds.map((h) => h.heldAccountId),
      holds.map((h) => h.currency),
      minors(holds.map((h) => h.amountMinor)),
      minors(holds.map((h) => h.remainingMinor)),
      holds.map((h) => h.status),
      texts(holds.map((h) => h.owner.withdrawalId)),
      texts(holds.map((h) => h.owner.orderId)),
      texts(holds.map((h) => h.owner.paymentId)),
    ],
  );
}

/**
 * Writes the state after an operation of the existing holds it posted or voided, for an
 * operation without transfers (writeTransfers writes them along with its transfers otherwise).
 */
export async function updateHolds(tx: Tx, holds: readonly LedgerHold[], at: Date) {
  const statement = holdsUpdateStatement(holds, at);
  await tx.query(statement.text, statement.params);
}

/** updateHolds' statement (for Tx.defer). */
export function holdsUpdateStatement(holds: readonly LedgerHold[], at: Date): Statement {
  return {
    text: prepared(`UPDATE ledger_holds h SET remaining_minor = v.remaining_minor, status = v.status,
       finished_at = CASE WHEN v.status = 'pending' THEN NULL ELSE $1::timestamptz END
     FROM unnest($2::text[], $3::bigint[], $4::text[]) AS v (id, remaining_minor, status)
     WHERE h.id = v.id`),
    params: [
      at,
      holds.map((h) => h.id),
      minors(holds.map((h) => h.remainingMinor)),
      holds.map((h) => h.status),
    ],
  };
}
