-- M-Pesa payments of KES (issue 5; decisions.md points 5 and 15). A payment is one STK push
-- (deposit) or one B2C payout (withdrawal) through the configured provider. Amounts are KES minor
-- units, always whole shillings: M-Pesa takes no cents.

CREATE TABLE payments (
  id                   text PRIMARY KEY,
  -- What the client polls (GET /api/payments/:reference) and what we send the provider as our
  -- own id (external_reference, AccountReference, OriginatorConversationID): 12 characters.
  reference            text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9]{12}$'),
  user_id              text NOT NULL REFERENCES users (id),
  type                 text NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  amount_minor         bigint NOT NULL CHECK (amount_minor > 0 AND amount_minor % 100 = 0),
  -- Normalised 254XXXXXXXXX (product-spec.md section 5).
  phone                text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  status               text NOT NULL CHECK (status IN ('pending', 'queued', 'completed', 'failed', 'canceled')),
  provider             text NOT NULL CHECK (provider IN ('simulator', 'payhero', 'daraja')),
  -- The provider's id for status queries (PayHero reference, Daraja CheckoutRequestID or
  -- ConversationID) and its second id when it has one (CheckoutRequestID, MerchantRequestID).
  provider_reference   text CHECK (length(provider_reference) BETWEEN 1 AND 200),
  provider_request_id  text CHECK (length(provider_request_id) BETWEEN 1 AND 200),
  -- The provider's own word for the state ("SUCCESS", "QUEUED", "1032"), shown as providerStatus.
  provider_status      text CHECK (length(provider_status) <= 100),
  receipt_number       text CHECK (length(receipt_number) <= 100),
  -- Why it failed or was canceled, in words a person can read.
  error                text CHECK (length(error) <= 500),
  -- Set when something needs a person: a callback whose amount differs, a success after we
  -- gave up, a withdrawal released without an answer from the provider.
  review_reason        text CHECK (length(review_reason) <= 500),
  -- A withdrawal's hold (set in the transaction that writes the payment); null for a deposit.
  -- Its foreign key is added below, once ledger_holds can name payments too.
  hold_id              text UNIQUE,
  -- The history row (transactions, method 'mpesa') that shows this payment to its owner.
  transaction_id       text NOT NULL UNIQUE REFERENCES transactions (id),
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  completed_at         timestamptz,
  -- After this a deposit that has no answer is failed as timed out; a withdrawal is only
  -- released once the provider says it failed or reconcile_until has passed.
  timeout_at           timestamptz NOT NULL,
  reconcile_until      timestamptz NOT NULL,
  -- The reconciliation job's lease: instances claim rows whose next_check_at has come.
  next_check_at        timestamptz NOT NULL,
  CHECK ((status IN ('completed', 'failed', 'canceled')) = (completed_at IS NOT NULL)),
  -- A deposit never holds anything (a withdrawal's hold_id is set right after its hold is
  -- placed, in the same transaction; PAYMENT_CHECKS verifies it is there).
  CHECK (type = 'withdrawal' OR hold_id IS NULL)
);
CREATE UNIQUE INDEX payments_provider_reference_key ON payments (provider, provider_reference)
  WHERE provider_reference IS NOT NULL;
CREATE INDEX payments_provider_request_idx ON payments (provider, provider_request_id)
  WHERE provider_request_id IS NOT NULL;
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC, id DESC);
CREATE INDEX payments_open_idx ON payments (next_check_at) WHERE status IN ('pending', 'queued');

-- Every callback as it arrived, applied or not: the raw body is the evidence when a provider and
-- the ledger disagree. A callback with the wrong secret never gets here.
CREATE TABLE payment_callbacks (
  id                 bigserial PRIMARY KEY,
  provider           text NOT NULL,
  -- The raw body as received (text: a malformed body is kept as it came).
  raw_body           text NOT NULL,
  received_at        timestamptz NOT NULL,
  payment_id         text REFERENCES payments (id),
  -- What the parser read: completed | failed | canceled | pending | queued; null = unreadable.
  outcome            text,
  provider_reference text,
  applied            boolean NOT NULL DEFAULT false,
  -- Why it was not applied (duplicate, amount differs, unknown payment, unreadable, ...).
  note               text
);
CREATE INDEX payment_callbacks_payment_idx ON payment_callbacks (payment_id, received_at);

-- The secret in the callback URL when PAYMENT_CALLBACK_SECRET is not set: made once by the first
-- instance that needs it and shared by every instance on this database.
CREATE TABLE payment_callback_secret (
  id         integer PRIMARY KEY CHECK (id = 1),
  secret     text NOT NULL CHECK (length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A withdrawal's hold names its payment, as a crypto withdrawal's names its withdrawal. The
-- hold still belongs to exactly one request: replace the unnamed CHECK of 0003 (PostgreSQL
-- called it ledger_holds_check<N>; find it by its definition) with one that counts payment_id.
ALTER TABLE ledger_holds ADD COLUMN payment_id text REFERENCES payments (id);
DO $$
DECLARE
  constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
    WHERE c.conrelid = 'ledger_holds'::regclass AND c.contype = 'c'
      AND pg_get_constraintdef(c.oid) LIKE '%num_nonnulls(withdrawal_id, order_id)%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_holds DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END $$;
ALTER TABLE ledger_holds ADD CONSTRAINT ledger_holds_one_owner
  CHECK (num_nonnulls(withdrawal_id, order_id, payment_id) = 1);
CREATE UNIQUE INDEX ledger_holds_payment_key ON ledger_holds (payment_id) WHERE payment_id IS NOT NULL;

ALTER TABLE payments ADD CONSTRAINT payments_hold_fk FOREIGN KEY (hold_id) REFERENCES ledger_holds (id);
ALTER TABLE ledger_transfers
  ADD CONSTRAINT ledger_transfers_payment_fk FOREIGN KEY (payment_id) REFERENCES payments (id);
CREATE INDEX ledger_transfers_payment_idx ON ledger_transfers (payment_id) WHERE payment_id IS NOT NULL;
