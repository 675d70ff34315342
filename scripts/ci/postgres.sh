#!/usr/bin/env bash
# Starts Debian's PostgreSQL for CI (installing it when missing) and prints
# the TEST_DATABASE_URL under which `npm test` also runs the API's suite on a
# real server: the embedded database runs one transaction at a time, so only
# a real server proves that concurrent bookings cannot oversell.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "scripts/ci/postgres.sh must run as root (it installs and starts a system service)" >&2
  exit 1
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters --no-header | awk '{print $1, $2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 || true
pg_ctlcluster "$version" main status >/dev/null

port="$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"
role_exists="$(su postgres -c "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'parish'\"")"
if [ "$role_exists" != "1" ]; then
  su postgres -c "psql -p $port -c \"CREATE ROLE parish LOGIN PASSWORD 'parish' CREATEDB\"" >&2
fi

echo "postgres://parish:parish@localhost:${port}/postgres"
