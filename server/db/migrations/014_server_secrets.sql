-- Secrets the server makes for itself once and must keep across restarts and across processes
-- sharing one database (the JWT signing key: on PostgreSQL a per-process key would end every
-- session on restart and make two servers reject each other's tokens). Never reseeded.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
