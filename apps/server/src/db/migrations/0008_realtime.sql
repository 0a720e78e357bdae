-- Realtime push (issue 6). One row per channel holds the channel's sequence: a transaction that
-- changes something bumps the rows of the channels it touches, in channel order, as its last
-- statement, and sends one NOTIFY with the new sequences. The row lock orders the bumps of one
-- channel in commit order, so every server instance sees the same sequence for the same change.
CREATE TABLE realtime_channels (
  channel    text PRIMARY KEY CHECK (length(channel) BETWEEN 1 AND 80),
  seq        bigint NOT NULL CHECK (seq > 0),
  updated_at timestamptz NOT NULL
);
