-- Statements (issue 15, decisions.md 25) cut a trader's entries by time: the opening balance is
-- the sum of an account's entries before the period, the rows are the entries inside it. An
-- entry's time is its operation's clock, not its id order, so they are found by account and time.
CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at, id);
