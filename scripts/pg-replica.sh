#!/usr/bin/env bash
# A throwaway PostgreSQL 15 primary (127.0.0.1:5434) and its hot-standby streaming replica (127.0.0.1:5435), made with
# pg_basebackup, for `npm run test:scale` (tests/scale: read replica, several instances) and docs/operations.md.
# Idempotent: `up` starts what is missing (initdb and pg_basebackup only the first time); `down` stops both and
# deletes their directories. Runs as root (CI) through runuser, or as any user that may run initdb.
#
#   bash scripts/pg-replica.sh up | down | stop-replica | start-replica | status
set -euo pipefail
BASE="${PG_REPLICA_DIR:-/tmp/standing-pg-replica}"
PRIMARY_PORT="${PG_PRIMARY_PORT:-5434}"
REPLICA_PORT="${PG_REPLICA_PORT:-5435}"
BIN="$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
P="$BASE/primary"
R="$BASE/replica"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
running() { [ -f "$1/postmaster.pid" ] && as_postgres "$BIN/pg_ctl" -D "$1" status >/dev/null 2>&1; }

start_replica() {
  if [ ! -f "$R/PG_VERSION" ]; then
    mkdir -p "$R" && chmod 700 "$R" && { chown postgres "$R" 2>/dev/null || true; }
    # -R writes standby.signal and primary_conninfo; -X stream copies the WAL needed to be consistent.
    as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$R" -R -X stream -c fast
    cat >>"$R/postgresql.auto.conf" <<CONF
port = $REPLICA_PORT
CONF
  fi
  running "$R" || as_postgres "$BIN/pg_ctl" -D "$R" -l "$BASE/replica.log" -w start >/dev/null
}

case "${1:-up}" in
  up)
    mkdir -p "$BASE" && { chown postgres "$BASE" 2>/dev/null || true; }
    if [ ! -f "$P/PG_VERSION" ]; then
      mkdir -p "$P" && { chown postgres "$P" 2>/dev/null || true; }
      as_postgres "$BIN/initdb" -D "$P" -U postgres --auth=trust >/dev/null
      # Test cluster: no fsync (throwaway data), streaming replication on (wal_level replica is the default).
      cat >>"$P/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PRIMARY_PORT
fsync = off
synchronous_commit = off
full_page_writes = off
max_wal_senders = 5
hot_standby = on
CONF
    fi
    running "$P" || as_postgres "$BIN/pg_ctl" -D "$P" -l "$BASE/primary.log" -w start >/dev/null
    start_replica
    echo "primary 127.0.0.1:$PRIMARY_PORT, replica 127.0.0.1:$REPLICA_PORT"
    ;;
  stop-replica)
    running "$R" && as_postgres "$BIN/pg_ctl" -D "$R" -m immediate -w stop >/dev/null || true
    ;;
  start-replica)
    start_replica
    ;;
  status)
    running "$P" && echo "primary up" || echo "primary down"
    running "$R" && echo "replica up" || echo "replica down"
    ;;
  down)
    running "$R" && as_postgres "$BIN/pg_ctl" -D "$R" -m immediate -w stop >/dev/null || true
    running "$P" && as_postgres "$BIN/pg_ctl" -D "$P" -m fast -w stop >/dev/null || true
    rm -rf "$BASE"
    ;;
  *)
    echo "usage: $0 up|down|stop-replica|start-replica|status" >&2
    exit 2
    ;;
esac
