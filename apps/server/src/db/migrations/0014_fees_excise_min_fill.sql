-- Issue 15: trading fees, excise duty on fees, and a maker's minimum fill
-- (decisions.md points 24 and 26).

-- Each pair's maker and taker fee in basis points (1 bps = 0.01 %). A pair inserted without them
-- trades free; the pairs service gives new pairs the configured defaults (DEFAULT_MAKER_FEE_BPS,
-- DEFAULT_TAKER_FEE_BPS), and pairs that already exist get the product's defaults here.
ALTER TABLE trading_pairs
  ADD COLUMN maker_fee_bps integer NOT NULL DEFAULT 0 CHECK (maker_fee_bps BETWEEN 0 AND 1000),
  ADD COLUMN taker_fee_bps integer NOT NULL DEFAULT 0 CHECK (taker_fee_bps BETWEEN 0 AND 1000);
UPDATE trading_pairs SET maker_fee_bps = 10, taker_fee_bps = 20;

-- What each side of a fill paid, in the currency it received (buyer: the base coin, seller: the
-- quote). The ledger's trade_fee transfers carrying the trade's id hold the same amounts.
ALTER TABLE trades
  ADD COLUMN buyer_fee_minor  bigint NOT NULL DEFAULT 0 CHECK (buyer_fee_minor >= 0),
  ADD COLUMN seller_fee_minor bigint NOT NULL DEFAULT 0 CHECK (seller_fee_minor >= 0),
  ADD CHECK (buyer_fee_minor <= amount_minor AND seller_fee_minor <= quote_amount_minor);

-- The smallest amount one take may buy from this order (base minor units); null: no minimum.
ALTER TABLE orders
  ADD COLUMN min_fill_minor bigint CHECK (min_fill_minor > 0 AND min_fill_minor <= original_amount_minor);

-- Kenya's excise duty on platform fees, with the instant each rate applies from. A fee bears the
-- rate with the latest effective_from at or before the fee's time; before the first row, none.
-- History is kept: rates are added, never edited. An admin's new rate applies from the moment it
-- is saved (a rate "from today") or from Nairobi midnight of a later day; never from the past, so
-- no fee already taken changes its excise.
CREATE TABLE excise_rates (
  effective_from  timestamptz PRIMARY KEY,
  rate_bps        integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
  created_by      text REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- 10 % since the Finance Act 2025 (1 July 2025, Nairobi).
INSERT INTO excise_rates (effective_from, rate_bps) VALUES ('2025-07-01 00:00:00+03', 1000);

-- The revenue report reads fees by month.
CREATE INDEX ledger_transfers_fee_code_idx ON ledger_transfers (code, created_at)
  WHERE code IN ('trade_fee', 'fee', 'excise');
CREATE INDEX trades_created_idx ON trades (created_at);
