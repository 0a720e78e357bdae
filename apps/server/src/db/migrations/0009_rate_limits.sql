-- Request counters of the rate limits (plugins/rate-limits.ts and the registration limits), kept
-- in the database so that every instance behind a load balancer counts the same requests.
-- UNLOGGED: a counter is worth no WAL write or fsync on every request, and after a crash
-- PostgreSQL empties the table, which only gives everyone a fresh window.
CREATE UNLOGGED TABLE rate_limit_windows (
  key        text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
  hits       integer NOT NULL CHECK (hits > 0),
  resets_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_resets_idx ON rate_limit_windows (resets_at);
