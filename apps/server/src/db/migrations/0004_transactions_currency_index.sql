-- Whether a coin is "in use" (Manage Coins: delete or only deactivate) asks whether any
-- transactions row names its currency; without this index that question reads the whole table.
CREATE INDEX transactions_currency_idx ON transactions (currency);
