#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server: Debian's
# postgresql package (installed with apt when missing, as root), a cluster in a temporary folder
# on a free port of 127.0.0.1, stopped and removed afterwards whatever happens.
#   bash scripts/with-postgres.sh npm run test:server
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [[ -z "$BIN" || ! -x "$BIN/initdb" ]]; then
  if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
    echo "No PostgreSQL found; installing Debian's postgresql package..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update >&2
    apt-get install -y postgresql >&2
    BIN="$(find_bin)"
  fi
fi
if [[ -z "$BIN" || ! -x "$BIN/initdb" ]]; then
  echo "No PostgreSQL server found. Install one (Debian: apt-get install -y postgresql)." >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DATA="$(mktemp -d /tmp/referral-pg-XXXXXX)"
[[ "$(id -u)" == "0" ]] && chown postgres: "$DATA"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
cleanup() {
  as_owner "$BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATA"
}
trap cleanup EXIT

as_owner "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --no-sync >/dev/null
as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
  -o "-p $PORT -h 127.0.0.1 -k $DATA -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
