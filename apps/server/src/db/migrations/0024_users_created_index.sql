-- The admin users page lists every account newest first (created_at DESC, id DESC), and had no
-- index in that order: each page, first or deep, read and sorted the whole users table (about
-- 120 ms for page 900 of 20,000 users in bench:volume, growing with every registration). Users
-- are written rarely (a registration, a profile change), never on the trading path.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
