-- Market reads (issue 4). The makers' stats of a Market orders page count each maker's trades
-- on either side of a trade: without these, every page load would scan the whole trades table.
CREATE INDEX trades_maker_user_idx ON trades (maker_user_id);
CREATE INDEX trades_taker_user_idx ON trades (taker_user_id);

-- The Market orders screen's default view: resting orders of one side, newest first, across
-- pairs. The book indexes of 0005 are per pair and ordered by price, so they cannot serve it.
CREATE INDEX orders_market_side_time_idx ON orders (side, created_at DESC, id DESC)
  WHERE status IN ('open', 'partially_filled');
