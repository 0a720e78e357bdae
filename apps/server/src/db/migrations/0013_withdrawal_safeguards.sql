-- Withdrawal safeguards (decisions.md 23). Written by the safeguards module, except the coin's
-- network (coins module) and the cool-down setting (settings module).

-- Which address format a coin's withdrawals are checked against. 'other': length and characters
-- only. Existing coins start as 'other': an admin names the network, nothing is guessed here.
ALTER TABLE coins ADD COLUMN network text NOT NULL DEFAULT 'other'
  CHECK (network IN ('bitcoin', 'ethereum', 'bsc', 'polygon', 'tron', 'other'));

-- Hours withdrawals pause after a password, email or two-factor change; also how long a newly
-- saved address waits under "only to saved addresses". 0 turns the cool-down off.
ALTER TABLE platform_settings ADD COLUMN withdrawal_cooldown_hours integer NOT NULL DEFAULT 24
  CHECK (withdrawal_cooldown_hours BETWEEN 0 AND 168);

-- The trader's address book: one row per coin and address, with a label.
CREATE TABLE withdrawal_addresses (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id),
  currency    text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,5}$'),
  address     text NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 40),
  created_at  timestamptz NOT NULL,
  -- created_at + the cool-down at the time it was saved: from then "only to saved addresses"
  -- lets coins go here.
  usable_from timestamptz NOT NULL CHECK (usable_from >= created_at)
);
CREATE UNIQUE INDEX withdrawal_addresses_user_address_key
  ON withdrawal_addresses (user_id, currency, address);

-- Every pause ever started (a history, never updated): the one in force is the latest end.
CREATE TABLE withdrawal_pauses (
  id         text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id),
  reason     text NOT NULL
             CHECK (reason IN ('password_change', 'password_reset', 'email_change', 'mfa_disabled')),
  created_at timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL CHECK (ends_at > created_at)
);
CREATE INDEX withdrawal_pauses_user_ends ON withdrawal_pauses (user_id, ends_at DESC);

-- The trader's "only to saved addresses" switch. Switching it off is not immediate: it stays in
-- force until saved_only_ends_at (the moment of the switch-off plus the cool-down).
CREATE TABLE withdrawal_preferences (
  user_id              text PRIMARY KEY REFERENCES users (id),
  saved_addresses_only boolean NOT NULL DEFAULT false,
  saved_only_ends_at   timestamptz,
  updated_at           timestamptz NOT NULL
);
