-- The admin transactions page lists every user's rows newest first (created_at DESC, id DESC)
-- and had no index in that order: each page, first or deep, sorted every row's time (2.8 s for
-- the first page of 804,000 rows in bench:volume, 4.6 s for page 5,000). A history row is
-- written for each side of a trade, so this index is one more entry per row on the trading
-- path; bench:trading measured its cost (README, "Reads at a year's volume").
CREATE INDEX transactions_created_idx ON transactions (created_at DESC, id DESC);

-- An admin search by M-Pesa receipt number found its payment by reading every payment.
CREATE INDEX payments_receipt_number_idx ON payments (receipt_number)
  WHERE receipt_number IS NOT NULL;
