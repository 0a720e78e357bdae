-- Customer due diligence tiers and limits (decisions.md 22). Written by the kyc module only,
-- except stored_files (the files module) which gains the purpose of ID and selfie images.

-- One row per trader who has started verification; no row = tier 0 with no phone.
CREATE TABLE kyc_profiles (
  user_id            text PRIMARY KEY REFERENCES users (id),
  tier               smallint NOT NULL DEFAULT 0 CHECK (tier IN (0, 1, 2)),
  -- 254XXXXXXXXX: the number being verified, or verified when phone_verified_at is set.
  phone              text CHECK (phone ~ '^254[17][0-9]{8}$'),
  phone_verified_at  timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (phone_verified_at IS NULL OR phone IS NOT NULL)
);
CREATE INDEX kyc_profiles_phone_idx ON kyc_profiles (phone) WHERE phone IS NOT NULL;

-- Every tier change, whoever made it: the history an admin sees on the user's page.
CREATE TABLE kyc_tier_history (
  id             text PRIMARY KEY,
  user_id        text NOT NULL REFERENCES users (id),
  from_tier      smallint NOT NULL CHECK (from_tier IN (0, 1, 2)),
  to_tier        smallint NOT NULL CHECK (to_tier IN (0, 1, 2)),
  source         text NOT NULL CHECK (source IN ('sms', 'mpesa_deposit', 'document_review', 'admin')),
  reason         text,
  actor_user_id  text REFERENCES users (id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_tier_history_user_idx ON kyc_tier_history (user_id, created_at DESC);

-- SMS codes: only a SHA-256 of the code (with the row id as salt) is kept; a code expires,
-- allows a few wrong guesses, and a new one replaces it (the old row is marked used).
CREATE TABLE phone_verifications (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id),
  phone        text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_verifications_user_idx ON phone_verifications (user_id, created_at DESC);

-- Every SMS, like email_outbox: the simulator keeps the text (so tests and e2e read codes);
-- a real provider's row keeps the text without the code.
CREATE TABLE sms_outbox (
  id                   text PRIMARY KEY,
  to_phone             text NOT NULL,
  body_text            text NOT NULL,
  transport            text NOT NULL CHECK (transport IN ('simulator', 'africastalking')),
  provider_message_id  text,
  error                text,
  sent_at              timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC);

ALTER TABLE stored_files DROP CONSTRAINT IF EXISTS stored_files_purpose_check;
ALTER TABLE stored_files
  ADD CONSTRAINT stored_files_purpose_check
  CHECK (purpose IN ('deposit_proof', 'coin_icon', 'kyc_document'));

-- An ID submission: the document's number, its images and a selfie, reviewed by an admin.
CREATE TABLE kyc_documents (
  id               text PRIMARY KEY,
  user_id          text NOT NULL REFERENCES users (id),
  document_type    text NOT NULL CHECK (document_type IN ('national_id', 'passport', 'alien_id')),
  document_number  text NOT NULL CHECK (document_number ~ '^[A-Za-z0-9]{5,20}$'),
  front_file_id    text NOT NULL REFERENCES stored_files (id),
  back_file_id     text REFERENCES stored_files (id),
  selfie_file_id   text NOT NULL REFERENCES stored_files (id),
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason           text,
  reviewed_by      text REFERENCES users (id),
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (document_type = 'passport' OR back_file_id IS NOT NULL),
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
-- One submission waits for review at a time per trader.
CREATE UNIQUE INDEX kyc_documents_one_pending ON kyc_documents (user_id) WHERE status = 'pending';
CREATE INDEX kyc_documents_user_idx ON kyc_documents (user_id, created_at DESC);
CREATE INDEX kyc_documents_status_idx ON kyc_documents (status, created_at);

-- Limits per tier, kind and window, in KES minor units (cents); admins edit them.
CREATE TABLE kyc_limits (
  tier         smallint NOT NULL CHECK (tier IN (0, 1, 2)),
  kind         text NOT NULL CHECK (kind IN ('withdrawal', 'deposit')),
  time_window  text NOT NULL CHECK (time_window IN ('24h', '30d')),
  limit_minor  bigint NOT NULL CHECK (limit_minor >= 0),
  updated_by   text REFERENCES users (id),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tier, kind, time_window)
);
INSERT INTO kyc_limits (tier, kind, time_window, limit_minor) VALUES
  (0, 'withdrawal', '24h', 2000000), (0, 'withdrawal', '30d', 5000000),
  (1, 'withdrawal', '24h', 15000000), (1, 'withdrawal', '30d', 100000000),
  (2, 'withdrawal', '24h', 100000000), (2, 'withdrawal', '30d', 1000000000),
  (0, 'deposit', '24h', 5000000), (0, 'deposit', '30d', 10000000),
  (1, 'deposit', '24h', 30000000), (1, 'deposit', '30d', 200000000),
  (2, 'deposit', '24h', 200000000), (2, 'deposit', '30d', 2000000000);

-- The limit check sums a trader's deposits or withdrawals of the last 30 days.
CREATE INDEX transactions_user_type_time_idx ON transactions (user_id, type, created_at);
