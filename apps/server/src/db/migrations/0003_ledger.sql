-- The money core: a double-entry ledger (accounts, transfers, entries, holds), the business rows
-- that cause money to move (transactions, withdrawals), stored files (proofs, coin icons),
-- platform settings, the admin audit log and idempotency keys.
-- Amounts are BIGINT minor units of their currency: KES has 2 decimals, every coin 8.

-- Stored files. Proofs are private (only the owner and admins may read them); coin icons are
-- public. The bytes live in the storage driver (a folder under DATA_DIR, or S3), never here.
CREATE TABLE stored_files (
  id              text PRIMARY KEY,
  owner_user_id   text REFERENCES users (id),
  purpose         text NOT NULL CHECK (purpose IN ('deposit_proof', 'coin_icon')),
  storage_key     text NOT NULL UNIQUE,
  content_type    text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size_bytes      integer NOT NULL CHECK (size_bytes > 0),
  width_px        integer NOT NULL CHECK (width_px > 0),
  height_px       integer NOT NULL CHECK (height_px > 0),
  sha256          text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_owner_idx ON stored_files (owner_user_id);

-- What a user sees in their history: deposits, withdrawals, and (from trading) purchases and
-- sales. Statuses follow product-spec.md section 4; only pending rows can be approved or rejected.
CREATE TABLE transactions (
  id                      text PRIMARY KEY,
  user_id                 text NOT NULL REFERENCES users (id),
  type                    text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'purchase', 'sale')),
  -- How the money came or went: crypto (proof / address), mpesa (issue 5), trade (issue 4).
  method                  text NOT NULL CHECK (method IN ('crypto', 'mpesa', 'trade')),
  currency                text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,5}$'),
  -- For a withdrawal this is the gross amount that left the balance; fee_minor is its part
  -- kept as the withdrawal fee and the rest was sent out.
  amount_minor            bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor               bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
  status                  text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'forfeited', 'completed')),
  proof_file_id           text REFERENCES stored_files (id),
  tx_hash                 text CHECK (length(tx_hash) BETWEEN 1 AND 200),
  withdrawal_address      text CHECK (length(withdrawal_address) BETWEEN 1 AND 200),
  description             text,
  secondary_currency      text,
  secondary_amount_minor  bigint,
  reject_reason           text CHECK (length(reject_reason) <= 500),
  decided_by              text REFERENCES users (id),
  decided_at              timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC, id DESC);
CREATE INDEX transactions_status_idx ON transactions (status, type, created_at DESC);
-- A chain transaction hash proves one deposit only: the same hash may not be claimed twice for
-- one coin (a rejected claim frees it, so an honest user can correct the amount and resubmit).
CREATE UNIQUE INDEX transactions_deposit_hash_key ON transactions (currency, lower(tx_hash))
  WHERE type = 'deposit' AND tx_hash IS NOT NULL AND status <> 'rejected';

-- A crypto withdrawal request. Linked one to one to its transactions row and to its hold, so
-- approval and rejection never have to guess which rows belong together (decisions.md point 4).
CREATE TABLE withdrawals (
  id              text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES users (id),
  transaction_id  text NOT NULL UNIQUE REFERENCES transactions (id),
  currency        text NOT NULL,
  gross_minor     bigint NOT NULL CHECK (gross_minor > 0),
  fee_minor       bigint NOT NULL CHECK (fee_minor >= 0),
  -- The net amount sent to the address (product-spec.md: withdrawals.amount is after the fee).
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  fee_bps         integer NOT NULL CHECK (fee_bps BETWEEN 0 AND 3000),
  user_address    text NOT NULL CHECK (length(user_address) BETWEEN 1 AND 200),
  status          text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  tx_hash         text CHECK (length(tx_hash) BETWEEN 1 AND 200),
  decided_by      text REFERENCES users (id),
  decided_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (gross_minor = fee_minor + amount_minor)
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC);

-- Ledger accounts. A user has an available and a held account per currency; system accounts
-- (no owner) stand for the outside world. Custody and M-Pesa clearing go negative as users
-- bring money in (they mirror what the platform owes); every other account may never.
CREATE TABLE ledger_accounts (
  id              text PRIMARY KEY,
  owner_user_id   text REFERENCES users (id),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,5}$'),
  kind            text NOT NULL CHECK (kind IN ('available', 'held', 'custody', 'mpesa_clearing', 'fee_revenue')),
  balance_minor   bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_user_id IS NULL) = (kind IN ('custody', 'mpesa_clearing', 'fee_revenue'))),
  CONSTRAINT ledger_accounts_not_negative
    CHECK (kind IN ('custody', 'mpesa_clearing') OR balance_minor >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (owner_user_id, currency, kind)
  WHERE owner_user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (currency, kind)
  WHERE owner_user_id IS NULL;

-- Holds follow pending -> posted | voided. A partial post keeps the hold pending with less
-- remaining; the hold is finished when nothing remains (posted) or the rest is returned (voided).
CREATE TABLE ledger_holds (
  id                  text PRIMARY KEY,
  available_account_id text NOT NULL REFERENCES ledger_accounts (id),
  held_account_id     text NOT NULL REFERENCES ledger_accounts (id),
  currency            text NOT NULL,
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  remaining_minor     bigint NOT NULL CHECK (remaining_minor >= 0),
  status              text NOT NULL CHECK (status IN ('pending', 'posted', 'voided')),
  withdrawal_id       text REFERENCES withdrawals (id),
  order_id            text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  finished_at         timestamptz,
  CHECK (remaining_minor <= amount_minor),
  CHECK ((status = 'pending') = (finished_at IS NULL)),
  CHECK (status <> 'posted' OR remaining_minor = 0),
  CHECK (num_nonnulls(withdrawal_id, order_id) = 1)
);
CREATE INDEX ledger_holds_pending_idx ON ledger_holds (held_account_id) WHERE status = 'pending';
CREATE UNIQUE INDEX ledger_holds_withdrawal_key ON ledger_holds (withdrawal_id) WHERE withdrawal_id IS NOT NULL;
CREATE INDEX ledger_holds_order_idx ON ledger_holds (order_id) WHERE order_id IS NOT NULL;

-- A transfer moves amount_minor from the debit account to the credit account of one currency,
-- says why (code), and links to the business row that caused it.
CREATE TABLE ledger_transfers (
  id                  text PRIMARY KEY,
  debit_account_id    text NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id   text NOT NULL REFERENCES ledger_accounts (id),
  currency            text NOT NULL,
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  code                text NOT NULL CHECK (code IN (
                        'deposit', 'withdrawal_hold', 'withdrawal_settle', 'withdrawal_release',
                        'fee', 'order_hold', 'order_release', 'fill', 'mpesa_deposit',
                        'mpesa_withdrawal_hold', 'mpesa_withdrawal_settle', 'mpesa_withdrawal_release')),
  transaction_id      text REFERENCES transactions (id),
  withdrawal_id       text REFERENCES withdrawals (id),
  hold_id             text REFERENCES ledger_holds (id),
  order_id            text,
  payment_id          text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  CHECK (num_nonnulls(transaction_id, withdrawal_id, order_id, payment_id) >= 1)
);
CREATE INDEX ledger_transfers_transaction_idx ON ledger_transfers (transaction_id);
CREATE INDEX ledger_transfers_withdrawal_idx ON ledger_transfers (withdrawal_id);
CREATE INDEX ledger_transfers_order_idx ON ledger_transfers (order_id);

-- Two entries per transfer (debit negative, credit positive), each keeping the account's balance
-- after it: the balance history of any account is a read of this table.
CREATE TABLE ledger_entries (
  id                  bigserial PRIMARY KEY,
  transfer_id         text NOT NULL REFERENCES ledger_transfers (id),
  account_id          text NOT NULL REFERENCES ledger_accounts (id),
  amount_minor        bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- The platform's settings: exactly one row (id = 1), created here with the spec's defaults.
CREATE TABLE platform_settings (
  id                      integer PRIMARY KEY CHECK (id = 1),
  -- The crypto withdrawal fee in basis points: 0 to 30 percent in steps of 0.5 percent.
  withdrawal_tax_bps      integer NOT NULL DEFAULT 1000
                          CHECK (withdrawal_tax_bps BETWEEN 0 AND 3000 AND withdrawal_tax_bps % 50 = 0),
  payment_channel_id      text NOT NULL DEFAULT '1044' CHECK (payment_channel_id ~ '^[0-9]{1,12}$'),
  -- Africa/Nairobi wall-clock minutes after midnight; the window is [opens, closes).
  deposit_window_opens_min  integer NOT NULL DEFAULT 420 CHECK (deposit_window_opens_min BETWEEN 0 AND 1439),
  deposit_window_closes_min integer NOT NULL DEFAULT 1320 CHECK (deposit_window_closes_min BETWEEN 1 AND 1440),
  -- NULL means "as REQUIRE_ADMIN_MFA says"; an admin's choice overrides the variable.
  require_admin_mfa       boolean,
  updated_by              text REFERENCES users (id),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CHECK (deposit_window_opens_min < deposit_window_closes_min)
);
INSERT INTO platform_settings (id) VALUES (1);

-- Every admin action: who, when, what, and the values before and after (decisions.md point 13).
CREATE TABLE audit_log (
  id              text PRIMARY KEY,
  actor_user_id   text NOT NULL REFERENCES users (id),
  action          text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type     text NOT NULL,
  target_id       text,
  before_state    jsonb,
  after_state     jsonb,
  ip_address      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, created_at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);

-- Money-moving requests carry an Idempotency-Key: the first response is stored and returned to
-- every retry with the same key from the same user, and nothing moves twice.
CREATE TABLE idempotency_keys (
  user_id         text NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  operation       text NOT NULL,
  request_hash    text NOT NULL,
  status_code     integer NOT NULL,
  response_body   jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
