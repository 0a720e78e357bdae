-- Issue 18: each trading pair gets its own fee_revenue and excise_payable accounts, in both of
-- its currencies. Every fill credits fee revenue and excise; with one such account per currency
-- for the whole exchange, every fill of every KES pair locked the same two rows until its
-- transaction committed, so the pairs' batches (each holding its own pair lock) still ran one
-- after the other. A pair's fee accounts are only ever locked under that pair's row lock.
--
-- The exchange's revenue in a currency is the sum over its fee_revenue accounts (the unsharded
-- one, pair_id NULL, keeps withdrawal fees and every trade fee taken before this migration; the
-- ledger is append-only, so nothing moves). The revenue report reads transfers, not balances.
ALTER TABLE ledger_accounts
  ADD COLUMN pair_id text REFERENCES trading_pairs (id) ON DELETE CASCADE,
  ADD CONSTRAINT ledger_accounts_pair_fee_only
    CHECK (pair_id IS NULL OR (owner_user_id IS NULL AND kind IN ('fee_revenue', 'excise_payable')));

-- One system account per (currency, kind, pair), the unsharded one included (NULLS NOT
-- DISTINCT, PostgreSQL 15). pair_id leads so the fill path finds a pair's four accounts by it.
DROP INDEX ledger_accounts_system_key;
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (pair_id, currency, kind)
  NULLS NOT DISTINCT WHERE owner_user_id IS NULL;

-- Pairs that exist already get theirs now; new pairs get them when created (and the fill path
-- creates any still missing under the pair's lock).
INSERT INTO ledger_accounts (id, owner_user_id, currency, kind, pair_id)
SELECT 'acc_' || substr(md5(random()::text || p.id || c.currency || k.kind), 1, 26), NULL,
       c.currency, k.kind, p.id
  FROM trading_pairs p
 CROSS JOIN LATERAL (VALUES (p.base), (p.quote)) AS c (currency)
 CROSS JOIN (VALUES ('fee_revenue'), ('excise_payable')) AS k (kind)
ON CONFLICT DO NOTHING;
