-- Outlet users' sign-in lifecycle and the audit trail.

-- A set-password link is valid for 72 hours; the first admin's link (printed at first start) has no end.
ALTER TABLE user_accounts ADD COLUMN setup_token_expires timestamptz;
-- A deleted user keeps their row, so history (orders' createby, the audit log) still names them, and
-- their username is never handed to someone else.
ALTER TABLE user_accounts ADD COLUMN deleted_at timestamptz;
CREATE UNIQUE INDEX user_accounts_crew_uq ON user_accounts (crewkey) WHERE deleted_at IS NULL;

-- Append-only: rows are inserted in the transaction of the action they describe and never changed.
CREATE TABLE audit_log (
  auditid bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null only for a failed sign-in with a username no company knows.
  compcode text REFERENCES companies (compcode),
  outletid integer,
  username text NOT NULL,
  action text NOT NULL,
  objectkey text,
  before jsonb,
  after jsonb,
  requestid text,
  address text
);
-- The list's common filters, each led by the company and read newest first.
CREATE INDEX audit_log_comp_at_idx ON audit_log (compcode, at DESC, auditid DESC);
CREATE INDEX audit_log_comp_user_idx ON audit_log (compcode, username, at DESC);
CREATE INDEX audit_log_comp_action_idx ON audit_log (compcode, action, at DESC);
CREATE INDEX audit_log_comp_outlet_idx ON audit_log (compcode, outletid, at DESC);
CREATE INDEX audit_log_comp_object_idx ON audit_log (compcode, objectkey, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
