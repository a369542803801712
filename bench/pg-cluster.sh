#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster configured the way a production database for Standing would be, for the
# 1 M-row directory benchmark (docs/search-performance.md). The machine's own PostgreSQL keeps its package
# defaults (shared_buffers 128 MB), which hold less than a tenth of a 1 M-row directory, so every search there
# reads most pages through the kernel; figures are reported for both.
#
#   bash bench/pg-cluster.sh start     # initdb (first time) + start on 127.0.0.1:5433
#   bash bench/pg-cluster.sh stop
#   then: createdb -h 127.0.0.1 -p 5433 -U postgres standing_bench
#         npm run seed -- --professionals 1000000 --database-url postgres://postgres@127.0.0.1:5433/standing_bench
#         psql -h 127.0.0.1 -p 5433 -U postgres standing_bench -c "VACUUM ANALYZE"
#         npx tsx bench/search.ts --database-url postgres://postgres@127.0.0.1:5433/standing_bench
set -euo pipefail
DIR="${PG_BENCH_DIR:-/tmp/standing-pg-bench}"
PORT="${PG_BENCH_PORT:-5433}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR" && chown postgres "$DIR" 2>/dev/null || true
      as_postgres "$BIN/initdb" -D "$DIR" -U postgres --auth=trust >/dev/null
      # Sized for this 23 GB machine as a dedicated database host would be: a quarter of memory for shared
      # buffers, planner told the data is on SSD and mostly cached, JIT off (it costs more than it saves on
      # short OLTP queries), no synchronous commit wait for the bulk seed.
      cat >>"$DIR/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORT
shared_buffers = 4GB
effective_cache_size = 12GB
work_mem = 16MB
maintenance_work_mem = 1GB
random_page_cost = 1.1
effective_io_concurrency = 200
jit = off
synchronous_commit = off
max_wal_size = 4GB
CONF
    fi
    as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w start
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$DIR" -w stop
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
