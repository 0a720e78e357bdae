-- Four-eyes on money, balance adjustments and suspension that freezes (decisions.md 19 to 21).

-- The KES value at or above which a crypto deposit or withdrawal approval needs two admins, in
-- KES minor units (cents); 100,000 KES by default.
ALTER TABLE platform_settings
  ADD COLUMN four_eyes_threshold_kes_minor bigint NOT NULL DEFAULT 10000000
    CHECK (four_eyes_threshold_kes_minor >= 0);

-- Who approved what, and when: one row per admin per request. A transactions row (a crypto
-- deposit or withdrawal) gets a row from the first admin when four-eyes applies; an adjustment
-- gets one from its proposer and one from the admin who settles it. The UNIQUE key makes "the
-- same admin twice" impossible even if a code path forgot to check.
CREATE TABLE four_eyes_approvals (
  id              text PRIMARY KEY,
  subject_type    text NOT NULL CHECK (subject_type IN ('transaction', 'adjustment')),
  subject_id      text NOT NULL,
  admin_user_id   text NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject_type, subject_id, admin_user_id)
);

-- A manual balance adjustment (M-Pesa reversal, resolved dispute, correction): a signed amount
-- of one currency for one user, proposed by one admin and settled by another, moved against
-- the `adjustments` system account. The history entry the trader sees is written at settlement.
CREATE TABLE balance_adjustments (
  id              text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES users (id),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,5}$'),
  -- Positive credits the user, negative debits them.
  amount_minor    bigint NOT NULL CHECK (amount_minor <> 0),
  reason_code     text NOT NULL CHECK (reason_code IN ('mpesa_reversal', 'dispute', 'correction', 'other')),
  reason          text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status          text NOT NULL CHECK (status IN ('pending', 'settled', 'rejected')),
  proposed_by     text NOT NULL REFERENCES users (id),
  transaction_id  text UNIQUE REFERENCES transactions (id),
  decided_by      text REFERENCES users (id),
  decided_at      timestamptz,
  reject_reason   text CHECK (length(reject_reason) <= 500),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (proposed_by <> user_id),
  CHECK ((status = 'settled') = (transaction_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX balance_adjustments_user_idx ON balance_adjustments (user_id, created_at DESC);
CREATE INDEX balance_adjustments_status_idx ON balance_adjustments (status, created_at DESC);

-- A settled adjustment appears in the user's history as a deposit (credit) or withdrawal (debit)
-- with the method 'adjustment'. PostgreSQL named the method CHECK itself; find it by definition.
DO $$
DECLARE
  constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
    WHERE c.conrelid = 'transactions'::regclass AND c.contype = 'c'
      AND pg_get_constraintdef(c.oid) LIKE '%method%'
  LOOP
    EXECUTE format('ALTER TABLE transactions DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END $$;
ALTER TABLE transactions
  ADD CONSTRAINT transactions_method_known CHECK (method IN ('crypto', 'mpesa', 'trade', 'adjustment'));

