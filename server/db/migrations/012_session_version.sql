-- Issue 11 (secrets): a password reset ends the person's sessions. Tokens are stateless JWTs that
-- carry the person's session version; authenticate refuses a token whose version is older.
ALTER TABLE persons ADD COLUMN session_version integer NOT NULL DEFAULT 0;
