#!/usr/bin/env bash
# Starts the local PostgreSQL 15 cluster (Debian pg_ctlcluster) and makes sure role and
# database `app` (password `app`) exist. Idempotent: safe to run when already running/created.
# Then: DATABASE_URL=postgres://app:app@127.0.0.1:5432/app npm test -- storage
set -euo pipefail

VERSION="${PG_VERSION:-15}"
CLUSTER="${PG_CLUSTER:-main}"
ROLE="${PG_APP_ROLE:-app}"
PASSWORD="${PG_APP_PASSWORD:-app}"
DB="${PG_APP_DB:-app}"

# `status` exits 0 when running, 3 when stopped; `start` exits 2 when already running.
if ! pg_ctlcluster "$VERSION" "$CLUSTER" status >/dev/null 2>&1; then
  pg_ctlcluster "$VERSION" "$CLUSTER" start
fi

for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1; then break; fi
  sleep 0.5
done
pg_isready -h 127.0.0.1

as_postgres() { (cd / && runuser -u postgres -- "$@"); }

if [ "$(as_postgres psql -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  # SUPERUSER: tests create and drop a database per test file.
  as_postgres psql -v ON_ERROR_STOP=1 -c "CREATE ROLE \"$ROLE\" LOGIN SUPERUSER PASSWORD '$PASSWORD'"
fi
if [ "$(as_postgres psql -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  as_postgres createdb -O "$ROLE" "$DB"
fi

echo "DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:5432/$DB"
