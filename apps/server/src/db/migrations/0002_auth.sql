-- Accounts: sessions, one-time email tokens, login throttling and two-factor authentication.
-- Every timestamp that is compared against "now" is written from the server's clock (a query
-- parameter), never from SQL now(), so tests can move time and all instances agree.

-- users.totp_secret holds the secret from setup on; totp_enabled_at says it has been confirmed.
-- totp_last_step is the last accepted 30-second time step: a code of that step or an earlier one
-- is refused, so an observed code cannot be replayed.
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Only the SHA-256 of the session token is stored: a leaked table cannot be replayed as cookies.
CREATE TABLE sessions (
  id          text PRIMARY KEY,
  token_hash  text NOT NULL,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token  text NOT NULL,
  remember    boolean NOT NULL,
  created_at  timestamptz NOT NULL,
  -- Absolute expiry: 12 hours, or 30 days with remember-me. Never extended by activity.
  expires_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Email verification and password reset links. Single use (used_at), short lived (expires_at),
-- stored hashed like sessions. email is the address the link was sent to: a verification link
-- only counts while the account still has that address.
CREATE TABLE auth_tokens (
  id          text PRIMARY KEY,
  token_hash  text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE UNIQUE INDEX auth_tokens_token_hash_key ON auth_tokens (token_hash);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose, created_at DESC);

-- Failed sign-in attempts, shared by every server instance. account_key is the lower-cased email
-- as typed (unknown addresses are throttled too, so throttling reveals nothing); a successful
-- sign-in sets it to NULL, which clears the account's count but keeps the row in the IP's count.
CREATE TABLE login_failures (
  id          text PRIMARY KEY,
  account_key text,
  ip          text NOT NULL,
  failed_at   timestamptz NOT NULL
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, failed_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, failed_at);

-- Recovery codes for a lost authenticator: ten per enrolment, shown once, stored as SHA-256
-- (they are long random values, not passwords), each usable once.
CREATE TABLE mfa_recovery_codes (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  used_at     timestamptz
);
CREATE UNIQUE INDEX mfa_recovery_codes_key ON mfa_recovery_codes (user_id, code_hash);
