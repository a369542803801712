#!/bin/bash
# Every figure of issue 37 in one run, each step stamped with the time, the load average and the commit:
#   bash bench/issue37-battery.sh prewarm mix1m mix3m mix1m mix3m mix100k profile load
# "prewarm" reads the directory's tables and indexes of the three databases into the OS's cache (pg_prewarm, contrib):
# a freshly seeded or copied database is partly on disk, and the 3 M mix then measured the disk (50 % I/O wait).
# Needs the databases of docs/search-performance.md (standing_bench, standing_bench_3m, standing_bench_100k) and port
# 3104 free; "load" starts and stops its own server on the 1 M database. Run it on a quiet host. The open loop rises to
# its rate over 5 s first (D431): a start at full rate from a cold client opened 583 connections in its first 2 s.
cd "$(dirname "$0")/.."
PG=postgres://postgres@127.0.0.1:5432
stamp() { echo "=== $1 $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg) commit $(git rev-parse --short HEAD)"; }
# 1,200 queries a list, the size of the issue's hidden mix (from session 37; 400 before): a four-client list of 400
# lasted about a second, and one hiccup of the host moved its figure by a quarter.
mix() { stamp "mix $1" ; npx tsx bench/search.ts --database-url $PG/$1 --only mix --mix 1200; stamp "end mix $1"; }
for step in "$@"; do
  case $step in
    mix1m) mix standing_bench ;;
    mix3m) mix standing_bench_3m ;;
    mix100k) mix standing_bench_100k ;;
    prewarm)
      stamp prewarm
      for db in standing_bench standing_bench_3m standing_bench_100k; do
        PGOPTIONS="-c client_min_messages=warning" psql -h 127.0.0.1 -U postgres -qAt $db -c "CREATE EXTENSION IF NOT EXISTS pg_prewarm" -c "SELECT '$db: ' || sum(pg_prewarm(c.oid::regclass, 'read')) || ' pages read'
          FROM pg_class c WHERE c.relkind IN ('r', 'i') AND c.relnamespace = 'public'::regnamespace
            AND (c.relname LIKE 'search_%' OR c.relname LIKE 'public_locations%' OR c.relname LIKE 'professionals%')"
      done ;;
    profile) stamp profile; npx tsx bench/profile-read.ts --database-url $PG/standing_bench --rounds 2; stamp "end profile" ;;
    load)
      rm -rf /tmp/data-bench; mkdir -p /tmp/data-bench
      PORT=3104 PUBLIC_URL=http://127.0.0.1:3104 DATA_DIR=/tmp/data-bench DATABASE_URL=$PG/standing_bench LOG_LEVEL=warn npx tsx src/server/main.ts > /tmp/bench/server.log 2>&1 &
      for i in $(seq 1 120); do curl -sf http://127.0.0.1:3104/ >/dev/null 2>&1 && break; sleep 1; done
      # A checkout never built answers the home page 503 (no dist/): every "home" request would be a refusal.
      if ! curl -sf http://127.0.0.1:3104/ >/dev/null; then
        echo "the server on 3104 does not answer / with 200 (run npm run build first); load not measured"
        kill $(ss -ltnp 'sport = :3104' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u) 2>/dev/null; exit 1
      fi
      stamp first-second; npx tsx bench/first-second.ts --url http://127.0.0.1:3104
      stamp long-tail-1; npx tsx bench/load.ts --url http://127.0.0.1:3104 --long-tail --seconds 60
      stamp open-loop-1500; npx tsx bench/load.ts --url http://127.0.0.1:3104 --long-tail --rate 1500 --ramp 5 --seconds 60
      stamp first-second-2; npx tsx bench/first-second.ts --url http://127.0.0.1:3104
      stamp long-tail-2; npx tsx bench/load.ts --url http://127.0.0.1:3104 --long-tail --seconds 60
      stamp open-loop-1500-2; npx tsx bench/load.ts --url http://127.0.0.1:3104 --long-tail --rate 1500 --ramp 5 --seconds 60
      stamp "end load"
      kill $(ss -ltnp 'sport = :3104' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u) 2>/dev/null; sleep 2 ;;
  esac
done
