-- The operator's contact details, shown to everyone on the Contact and Help page and in the
-- Terms and Privacy pages (issue 16). One row, edited by admins in Settings; empty until set.
CREATE TABLE operator_contact (
  id             integer PRIMARY KEY CHECK (id = 1),
  support_email  text NOT NULL DEFAULT '',
  support_phone  text NOT NULL DEFAULT '',
  address        text NOT NULL DEFAULT '',
  updated_by     text REFERENCES users (id),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
INSERT INTO operator_contact (id) VALUES (1);
