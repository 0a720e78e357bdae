-- The ledger's words for issues 14 and 15, in one place so both build on the same lists:
--   adjustments     a system account for manual balance adjustments (decisions.md 20); like custody
--                   it stands for the outside world, so it may go negative
--   excise_payable  the excise duty owed on fees, moved out of fee_revenue (decisions.md 24)
--   adjustment      a four-eyes balance adjustment, credit or debit
--   trade_fee       a maker or taker fee taken at a fill, to fee_revenue
--   excise          the excise share of a fee, fee_revenue to excise_payable
-- PostgreSQL named the original CHECKs itself; find them by their definitions and replace them.
DO $$
DECLARE
  constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
    WHERE c.conrelid = 'ledger_accounts'::regclass AND c.contype = 'c'
      AND pg_get_constraintdef(c.oid) LIKE '%kind%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_accounts DROP CONSTRAINT %I', constraint_name);
  END LOOP;
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
    WHERE c.conrelid = 'ledger_transfers'::regclass AND c.contype = 'c'
      AND pg_get_constraintdef(c.oid) LIKE '%code%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_transfers DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END $$;

ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_kind_known CHECK (kind IN (
    'available', 'held', 'custody', 'mpesa_clearing', 'fee_revenue', 'adjustments', 'excise_payable')),
  ADD CONSTRAINT ledger_accounts_system_unowned CHECK (
    (owner_user_id IS NULL) = (kind IN ('custody', 'mpesa_clearing', 'fee_revenue', 'adjustments', 'excise_payable'))),
  ADD CONSTRAINT ledger_accounts_not_negative CHECK (
    kind IN ('custody', 'mpesa_clearing', 'adjustments') OR balance_minor >= 0);

ALTER TABLE ledger_transfers
  ADD CONSTRAINT ledger_transfers_code_known CHECK (code IN (
    'deposit', 'withdrawal_hold', 'withdrawal_settle', 'withdrawal_release',
    'fee', 'order_hold', 'order_release', 'fill', 'mpesa_deposit',
    'mpesa_withdrawal_hold', 'mpesa_withdrawal_settle', 'mpesa_withdrawal_release',
    'adjustment', 'trade_fee', 'excise'));
