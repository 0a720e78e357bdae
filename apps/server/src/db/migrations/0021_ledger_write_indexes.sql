-- Issue 18: fewer index entries written per fill. A take writes about six transfers and twelve
-- entries; measured with pg_stat_statements, the ledger's write statement was the largest part
-- of PostgreSQL's time per take (117 WAL records, most of them index entries).
--
-- ledger_entries_account_idx (account_id, id) duplicates ledger_entries_account_time_idx
-- (account_id, created_at, id) for every read by account (statements, balances); only the
-- invariant check orders an account's entries by id, and it reads the whole table anyway.
DROP INDEX IF EXISTS ledger_entries_account_idx;

-- A fill's transfers carry no transaction and no withdrawal: these two indexes held a NULL key
-- for every one of them. Every lookup by either column is an equality, which a partial index on
-- the non-null rows serves as before.
DROP INDEX IF EXISTS ledger_transfers_transaction_idx;
CREATE INDEX ledger_transfers_transaction_idx ON ledger_transfers (transaction_id)
  WHERE transaction_id IS NOT NULL;
DROP INDEX IF EXISTS ledger_transfers_withdrawal_idx;
CREATE INDEX ledger_transfers_withdrawal_idx ON ledger_transfers (withdrawal_id)
  WHERE withdrawal_id IS NOT NULL;
