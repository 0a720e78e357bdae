-- Issue 18: a take checks its own session inside its transaction. A take request may then be
-- let in on a session this instance read from the database a moment ago (sessions.service.ts
-- keeps the answers of its session reads for a short while) without reading it again: that
-- read was a round trip of its own before every take, about a sixth of the machine's work per
-- trade in the trading benchmark. The session is read here instead, in the statement that
-- share-locks the taker's row, so a take commits only if its session was live when that
-- statement began: a sign-out or a suspension that committed before, on any instance, refuses it.
--
-- p_session NULL (a test or a script that calls the service with no session) skips the check.
-- The rest of the function is 0022's, unchanged.
DROP FUNCTION take_context(text, text, timestamptz);

CREATE FUNCTION take_context(p_taker text, p_order text, p_at timestamptz, p_session text)
RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_session_live boolean;
  v_pair record;
  v_order record;
  v_rate integer := 0;
  v_charges boolean;
  v_hold json;
  v_accounts json;
BEGIN
  SELECT u.status,
         p_session IS NULL OR EXISTS (
           SELECT 1 FROM sessions s
            WHERE s.id = p_session AND s.user_id = p_taker AND s.expires_at > p_at)
    INTO v_status, v_session_live
    FROM users u WHERE u.id = p_taker FOR SHARE OF u;
  IF NOT FOUND OR NOT v_session_live THEN
    RETURN json_build_object('taker_status', v_status, 'session_ended', true);
  END IF;
  IF v_status IS DISTINCT FROM 'active' THEN
    RETURN json_build_object('taker_status', v_status);
  END IF;

  SELECT p.id, p.base, p.quote, p.min_order_size_minor, p.max_order_size_minor,
         (p.active AND c.active) AS active, p.maker_fee_bps, p.taker_fee_bps
    INTO v_pair
    FROM trading_pairs p JOIN coins c ON c.symbol = p.base
   WHERE p.id = (SELECT pair_id FROM orders WHERE id = p_order)
     FOR UPDATE OF p FOR SHARE OF c;
  IF NOT FOUND THEN
    RETURN json_build_object('taker_status', v_status);
  END IF;

  SELECT o.*, u.username,
         (SELECT h.id FROM ledger_holds h
           WHERE h.order_id = o.id AND h.status = 'pending') AS pending_hold_id
    INTO v_order
    FROM orders o JOIN users u ON u.id = o.user_id
   WHERE o.id = p_order
     FOR UPDATE OF o;

  v_charges := v_pair.maker_fee_bps <> 0 OR v_pair.taker_fee_bps <> 0;
  IF v_charges THEN
    LOCK TABLE excise_rates IN ROW SHARE MODE;
    SELECT rate_bps INTO v_rate FROM excise_rates WHERE effective_from <= p_at
     ORDER BY effective_from DESC LIMIT 1;
    v_rate := COALESCE(v_rate, 0);
  END IF;

  IF v_order.pending_hold_id IS NOT NULL THEN
    PERFORM 1 FROM ledger_holds WHERE id = v_order.pending_hold_id FOR UPDATE;
    SELECT json_build_object(
             'id', id, 'available_account_id', available_account_id,
             'held_account_id', held_account_id, 'currency', currency,
             'amount_minor', amount_minor::text, 'remaining_minor', remaining_minor::text,
             'status', status, 'withdrawal_id', withdrawal_id, 'order_id', order_id,
             'payment_id', payment_id)
      INTO v_hold
      FROM ledger_holds WHERE id = v_order.pending_hold_id;
  END IF;

  PERFORM 1 FROM ledger_accounts
   WHERE id IN (
           SELECT a.id FROM ledger_accounts a
            WHERE a.owner_user_id IN (p_taker, v_order.user_id)
              AND a.currency IN (v_pair.base, v_pair.quote)
           UNION ALL
           SELECT f.id FROM ledger_accounts f
            WHERE v_charges AND f.pair_id = v_pair.id AND f.owner_user_id IS NULL
              AND f.kind IN ('fee_revenue', 'excise_payable'))
   ORDER BY id FOR UPDATE;
  SELECT COALESCE(json_agg(json_build_object(
             'id', a.id, 'owner_user_id', a.owner_user_id, 'currency', a.currency,
             'kind', a.kind, 'balance_minor', a.balance_minor::text) ORDER BY a.id), '[]'::json)
    INTO v_accounts
    FROM ledger_accounts a
   WHERE (a.owner_user_id IN (p_taker, v_order.user_id) AND a.currency IN (v_pair.base, v_pair.quote))
      OR (v_charges AND a.pair_id = v_pair.id AND a.owner_user_id IS NULL
          AND a.kind IN ('fee_revenue', 'excise_payable'));

  RETURN json_build_object(
    'taker_status', v_status,
    'pair', json_build_object(
      'id', v_pair.id, 'base', v_pair.base, 'quote', v_pair.quote,
      'min_order_size_minor', v_pair.min_order_size_minor::text,
      'max_order_size_minor', v_pair.max_order_size_minor::text,
      'active', v_pair.active, 'maker_fee_bps', v_pair.maker_fee_bps,
      'taker_fee_bps', v_pair.taker_fee_bps),
    'order', json_build_object(
      'id', v_order.id, 'user_id', v_order.user_id, 'pair_id', v_order.pair_id,
      'side', v_order.side, 'price_minor', v_order.price_minor::text,
      'original_amount_minor', v_order.original_amount_minor::text,
      'amount_minor', v_order.amount_minor::text, 'status', v_order.status,
      'min_fill_minor', v_order.min_fill_minor::text, 'created_at', v_order.created_at,
      'updated_at', v_order.updated_at, 'finished_at', v_order.finished_at,
      'username', v_order.username, 'pending_hold_id', v_order.pending_hold_id),
    'excise_rate_bps', v_rate,
    'hold', v_hold,
    'accounts', v_accounts);
END;
$$;
