-- The audit log's search finds an entry by its target's exact id in any case
-- (lower(target_id) = the search), and without an index on that expression it read every entry
-- (a search by a transaction id took 829 ms over 100,000 entries in bench:volume). Entries are
-- written by admin actions only (recordAudit), never on the trading path.
CREATE INDEX audit_log_target_lower_idx ON audit_log (lower(target_id));
