-- A group-commit batch's locks in ONE round trip (issue 18): the batch used to open with three
-- statements, each a round trip while nothing else of its pair could run (the pair row, then
-- the traders the batch can move money for, then their accounts). The function runs the same
-- three on the server, in the same global lock order: the pair row FOR UPDATE with its base coin
-- FOR SHARE, then every account of every party in the pair's two currencies, sorted by id, FOR
-- UPDATE. The parties are those order-batch.repository.ts describes (the requesters, the owners
-- of the orders taken, the owners of every resting order a new order's limit crosses), read
-- under the pair's lock. It decides nothing. It answers false, having locked nothing, when the
-- pair is gone.
CREATE FUNCTION lock_order_batch(
  p_pair text,
  p_users text[],
  p_orders text[],
  p_crossing_sides text[],
  p_crossing_limits bigint[]
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_base text;
  v_quote text;
  v_parties text[];
BEGIN
  SELECT p.base, p.quote INTO v_base, v_quote
    FROM trading_pairs p JOIN coins c ON c.symbol = p.base
   WHERE p.id = p_pair
     FOR UPDATE OF p FOR SHARE OF c;
  IF NOT FOUND THEN
    RETURN false;
  END IF;

  SELECT array_agg(DISTINCT user_id) INTO v_parties FROM (
    SELECT user_id FROM unnest(p_users) AS r(user_id)
    UNION
    SELECT user_id FROM orders WHERE id = ANY(p_orders) AND pair_id = p_pair
    UNION
    SELECT o.user_id FROM orders o
      JOIN unnest(p_crossing_sides, p_crossing_limits) AS c(side, limit_minor) ON o.side = c.side
     WHERE o.pair_id = p_pair AND o.status IN ('open', 'partially_filled')
       AND CASE WHEN c.side = 'sell' THEN o.price_minor <= c.limit_minor
                ELSE o.price_minor >= c.limit_minor END
  ) AS parties;

  PERFORM 1 FROM ledger_accounts
   WHERE owner_user_id = ANY(v_parties) AND currency IN (v_base, v_quote)
   ORDER BY id FOR UPDATE;
  RETURN true;
END
$$;
