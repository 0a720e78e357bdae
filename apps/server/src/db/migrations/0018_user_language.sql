-- The language a trader reads Soko in (issue 17, decisions.md 28): screens, emails and
-- statements. NULL until chosen; registration records the visitor's language at sign-up.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'sw'));
