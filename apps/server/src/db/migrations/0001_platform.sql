-- The walking skeleton: users and coins. Ids are prefixed ULIDs made by the server (usr_, coin_).

CREATE TABLE users (
  id               text PRIMARY KEY,
  username         text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,30}$'),
  email            text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash    text NOT NULL,
  role             text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  email_verified_at timestamptz,
  totp_secret      text,
  totp_enabled_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- Usernames and emails are unique whatever their case.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_role_idx ON users (role);

CREATE TABLE coins (
  id              text PRIMARY KEY,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  -- Upper-cased, at most 5 characters, never changed once created (product-spec.md section 5).
  symbol          text NOT NULL CHECK (symbol ~ '^[A-Z0-9]{1,5}$' AND symbol <> 'KES'),
  deposit_address text NOT NULL CHECK (length(deposit_address) BETWEEN 1 AND 200),
  icon_url        text,
  active          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coins_symbol_key ON coins (symbol);

-- Mail that the server sends. With no SMTP_URL this table is the outbox: the server logs each
-- message too, so verification and reset links can be followed offline.
CREATE TABLE email_outbox (
  id          text PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  transport   text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  sent_at     timestamptz,
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_to_idx ON email_outbox (lower(to_address), created_at DESC);
