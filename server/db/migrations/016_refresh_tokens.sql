-- Issue 12 (session): a short access token plus a long-lived refresh token, rotated on every use.
-- A login starts a family; each refresh replaces the family's newest token with a new one. A
-- token presented again after it was replaced means two holders: the whole family ends.
-- Tokens are kept only as SHA-256 hashes. person_id is null for guest logins.
CREATE TABLE session_families (
  id text PRIMARY KEY,
  person_id integer REFERENCES persons(id) ON DELETE CASCADE,
  token_type text NOT NULL,
  login_data jsonb NOT NULL,
  session_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- Why it ended, answered as the 401's code: logout, reused, password_changed.
  revoked_reason text
);
CREATE INDEX session_families_person ON session_families (person_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES session_families(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the token was used (or given up by a retry): it may never be used again.
  rotated_at timestamptz,
  replaced_by text
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
-- Expired tokens are swept at each login (refreshTokens.ts, startFamily).
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at);
