#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL, makes a `crewhub` role that may create
# databases, and prints the admin DATABASE_URL on stdout (everything else goes to stderr).
# Idempotent: run it again and it only prints the URL. Needs root (CI, a dev container).
#   export CREWHUB_TEST_DATABASE_URL="$(.ci/postgres.sh)"
set -euo pipefail

ROLE="${CREWHUB_PG_ROLE:-crewhub}"
PASSWORD="${CREWHUB_PG_PASSWORD:-crewhub}"

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing Debian's postgresql…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
# The package normally makes the `main` cluster; an image built without it gets one here.
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION main"; then
  pg_createcluster "$VERSION" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" main start >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $3}')"

# Password login over TCP on localhost (Debian's pg_hba default: scram-sha-256 for 127.0.0.1).
su postgres -c "psql -q -v ON_ERROR_STOP=1 -p $PORT -d postgres" >&2 <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE "$ROLE" LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END
\$\$;
-- DROP DATABASE ... WITH (FORCE) ends the test database's sessions, autovacuum's among them.
GRANT pg_signal_backend TO "$ROLE";
SQL

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
