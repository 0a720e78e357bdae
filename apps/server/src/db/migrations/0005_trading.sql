-- Trading: pairs, orders and trades (issue 4; decisions.md points 4, 6 to 8).
-- Amounts are BIGINT base minor units (8 decimals, whole steps of 0.000001 = 100 minor units);
-- prices are quote minor units per whole base unit (KES cents; USDT 8 decimals), whole 0.01 steps.

-- A market. The pair row is also the lock that serialises matching on it: every order placement,
-- take and cancel on a pair locks its row FOR UPDATE first, so any number of server instances can
-- match against one database and the book is never left crossed.
CREATE TABLE trading_pairs (
  id                    text PRIMARY KEY,
  base                  text NOT NULL REFERENCES coins (symbol) ON UPDATE CASCADE,
  quote                 text NOT NULL CHECK (quote IN ('KES', 'USDT')),
  min_order_size_minor  bigint NOT NULL CHECK (min_order_size_minor > 0),
  max_order_size_minor  bigint NOT NULL,
  active                boolean NOT NULL DEFAULT true,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (base <> quote),
  CHECK (max_order_size_minor >= min_order_size_minor)
);
CREATE UNIQUE INDEX trading_pairs_base_quote_key ON trading_pairs (base, quote);

-- An order on the book. amount_minor is what is left (product-spec.md: orders.amount);
-- status follows amount: open (nothing filled), partially_filled, filled (nothing left),
-- cancelled (the rest was released). A resting order always has a pending hold of what it still
-- needs (sell: amount_minor of the base; buy: enough quote for amount_minor at its price).
CREATE TABLE orders (
  id                     text PRIMARY KEY,
  user_id                text NOT NULL REFERENCES users (id),
  pair_id                text NOT NULL REFERENCES trading_pairs (id),
  side                   text NOT NULL CHECK (side IN ('buy', 'sell')),
  price_minor            bigint NOT NULL CHECK (price_minor > 0),
  original_amount_minor  bigint NOT NULL CHECK (original_amount_minor > 0),
  amount_minor           bigint NOT NULL CHECK (amount_minor >= 0),
  status                 text NOT NULL CHECK (status IN ('open', 'partially_filled', 'filled', 'cancelled')),
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  finished_at            timestamptz,
  CHECK (amount_minor <= original_amount_minor),
  CHECK ((status = 'filled') = (amount_minor = 0)),
  CHECK (status <> 'open' OR amount_minor = original_amount_minor),
  CHECK (status <> 'partially_filled' OR (amount_minor > 0 AND amount_minor < original_amount_minor)),
  CHECK ((status IN ('filled', 'cancelled')) = (finished_at IS NOT NULL))
);
-- The book: best price first, then oldest. One index per side keeps both scans ordered.
CREATE INDEX orders_book_sell_idx ON orders (pair_id, price_minor ASC, created_at ASC, id ASC)
  WHERE side = 'sell' AND status IN ('open', 'partially_filled');
CREATE INDEX orders_book_buy_idx ON orders (pair_id, price_minor DESC, created_at ASC, id ASC)
  WHERE side = 'buy' AND status IN ('open', 'partially_filled');
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_user_active_idx ON orders (user_id) WHERE status IN ('open', 'partially_filled');

-- One fill between a resting (maker) order and a taker: an incoming order, or a take ("execute")
-- that places no order of its own (taker_order_id null, taker_user_id set).
CREATE TABLE trades (
  id                  text PRIMARY KEY,
  pair_id             text NOT NULL REFERENCES trading_pairs (id),
  maker_order_id      text NOT NULL REFERENCES orders (id),
  taker_order_id      text REFERENCES orders (id),
  maker_user_id       text NOT NULL REFERENCES users (id),
  taker_user_id       text NOT NULL REFERENCES users (id),
  buyer_user_id       text NOT NULL REFERENCES users (id),
  seller_user_id      text NOT NULL REFERENCES users (id),
  taker_side          text NOT NULL CHECK (taker_side IN ('buy', 'sell')),
  price_minor         bigint NOT NULL CHECK (price_minor > 0),
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  -- The quote that moved from buyer to seller (the taker absorbs the rounding; see trading.ts).
  quote_amount_minor  bigint NOT NULL CHECK (quote_amount_minor > 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (maker_user_id <> taker_user_id),
  CHECK (buyer_user_id <> seller_user_id)
);
CREATE INDEX trades_pair_time_idx ON trades (pair_id, created_at DESC, id DESC);
CREATE INDEX trades_maker_order_idx ON trades (maker_order_id);
CREATE INDEX trades_taker_order_idx ON trades (taker_order_id) WHERE taker_order_id IS NOT NULL;

-- Holds and transfers already name their order; now that orders exist the names become keys.
ALTER TABLE ledger_holds
  ADD CONSTRAINT ledger_holds_order_fk FOREIGN KEY (order_id) REFERENCES orders (id);
ALTER TABLE ledger_transfers
  ADD COLUMN trade_id text REFERENCES trades (id),
  ADD CONSTRAINT ledger_transfers_order_fk FOREIGN KEY (order_id) REFERENCES orders (id);
CREATE INDEX ledger_transfers_trade_idx ON ledger_transfers (trade_id) WHERE trade_id IS NOT NULL;

-- A fill shows in each party's history as a purchase (buyer) or a sale (seller) of the base
-- coin, with the quote as the secondary amount (product-spec.md section 3).
ALTER TABLE transactions ADD COLUMN trade_id text REFERENCES trades (id);
CREATE INDEX transactions_trade_idx ON transactions (trade_id) WHERE trade_id IS NOT NULL;

-- Default pairs (product-spec.md section 9) for the coins a data folder already has: every coin
-- against KES (min 20, max 1,000,000), and against USDT (min 1, max 100,000) when a USDT coin
-- exists. New coins get theirs from the pairs service when they are created.
INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor)
SELECT 'pair_' || substr(md5(random()::text || c.symbol || q.quote), 1, 26), c.symbol, q.quote,
       q.min_minor, q.max_minor
FROM coins c
CROSS JOIN (VALUES ('KES', 2000000000::bigint, 100000000000000::bigint),
                   ('USDT', 100000000::bigint, 10000000000000::bigint)) AS q (quote, min_minor, max_minor)
WHERE c.symbol <> q.quote
  AND (q.quote = 'KES' OR EXISTS (SELECT 1 FROM coins u WHERE u.symbol = 'USDT'))
ON CONFLICT DO NOTHING;
