-- Issue 18: a ledger entry is no longer a row of its own. Every transfer had exactly two
-- entries (its debit, negative, and its credit, positive, each with its account's balance after
-- it), so an entry held nothing the transfer could not: the transfer now keeps the two balances
-- after it and an ordering number, and `ledger_entries` is a view that reads each transfer as
-- its two entries. A take wrote twelve entry rows (with three index entries and two foreign-key
-- checks each) beside its six transfers; measured with pg_stat_statements, the ledger's write
-- statement was about 45 % of PostgreSQL's time per take.
--
-- Reads are unchanged: the view has the table's columns, and an entry's id still orders an
-- account's entries (2 × seq for the debit, 2 × seq + 1 for the credit; a transfer never debits
-- and credits one account, so within an account the ids keep the transfers' order).

ALTER TABLE ledger_transfers
  ADD COLUMN seq bigint,
  ADD COLUMN debit_after_minor bigint,
  ADD COLUMN credit_after_minor bigint;

-- Existing transfers take their entries' balances after, and are numbered in their entries' order.
UPDATE ledger_transfers t
SET seq = e.first_id,
    debit_after_minor = e.debit_after_minor,
    credit_after_minor = e.credit_after_minor
FROM (
  SELECT e.transfer_id, min(e.id) AS first_id,
         max(e.balance_after_minor) FILTER (
           WHERE e.account_id = t.debit_account_id AND e.amount_minor = -t.amount_minor)
           AS debit_after_minor,
         max(e.balance_after_minor) FILTER (
           WHERE e.account_id = t.credit_account_id AND e.amount_minor = t.amount_minor)
           AS credit_after_minor
  FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
  GROUP BY e.transfer_id
  HAVING count(*) = 2
) e
WHERE e.transfer_id = t.id;

-- Dropping the entries table must lose nothing: every transfer has to have found its two
-- entries (an entry without a transfer its foreign key already forbade). A ledger where one did
-- not is broken already, and is stopped here, not carried over.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_transfers
             WHERE seq IS NULL OR debit_after_minor IS NULL OR credit_after_minor IS NULL) THEN
    RAISE EXCEPTION 'a ledger transfer lacks its debit or credit entry; run npm run ledger:check';
  END IF;
END $$;

CREATE SEQUENCE ledger_transfers_seq OWNED BY ledger_transfers.seq;
SELECT setval('ledger_transfers_seq', COALESCE((SELECT max(seq) FROM ledger_transfers), 0) + 1,
              false);
ALTER TABLE ledger_transfers
  ALTER COLUMN seq SET DEFAULT nextval('ledger_transfers_seq'),
  ALTER COLUMN seq SET NOT NULL,
  ALTER COLUMN debit_after_minor SET NOT NULL,
  ALTER COLUMN credit_after_minor SET NOT NULL;

DROP TABLE ledger_entries;

CREATE VIEW ledger_entries AS
  SELECT 2 * t.seq AS id, t.id AS transfer_id, t.debit_account_id AS account_id,
         -t.amount_minor AS amount_minor, t.debit_after_minor AS balance_after_minor, t.created_at
  FROM ledger_transfers t
  UNION ALL
  SELECT 2 * t.seq + 1, t.id, t.credit_account_id, t.amount_minor, t.credit_after_minor,
         t.created_at
  FROM ledger_transfers t;

-- An account's entries by time (statements, decisions.md 25), as ledger_entries_account_time_idx
-- served them: the view's filters reach each side's own index.
CREATE INDEX ledger_transfers_debit_time_idx ON ledger_transfers (debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit_time_idx ON ledger_transfers (credit_account_id, created_at);
