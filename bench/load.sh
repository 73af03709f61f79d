#!/usr/bin/env bash
# Load on the local stack (issue 16 §3), all on loopback and bounded in requests and time:
#   - GET /api/recipes/{id} and GET /api/recipes/search at CONNECTIONS (50) connections, READS
#     (20,000) requests each, at most READ_SECONDS (30) each, from wrk (Debian's package);
#   - IMPORTS (1,000) URL imports from the loopback fixture site, posted at once from 50
#     connections, each followed to ReviewReady;
#   - PLANS (200) quick meal plans (7 days x 3 meals), the same way, each followed to COMPLETE.
# It fails (non-zero, FAIL: on stderr) on any non-200/202 answer, socket error or timeout, any
# import or job missing from GET /api/tasks / GET /api/jobs or not ended well, or a panic in the
# server's log. The server's per-user quotas are raised for this stack only (one user posts
# 1,200 times within a minute or two; the default is 600 a minute). Everything it starts is
# stopped on exit.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
CONNECTIONS="${CONNECTIONS:-50}"
READS="${READS:-20000}"
READ_SECONDS="${READ_SECONDS:-30}"
IMPORTS="${IMPORTS:-1000}"
PLANS="${PLANS:-200}"
PAGE="${PAGE:-wprm-yoast-graph.html}"
DEADLINE="${DEADLINE:-900}"

if ! command -v wrk >/dev/null; then
    [[ $(id -u) == 0 ]] || { echo "FAIL: wrk is missing: apt-get install wrk" >&2; exit 1; }
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
# COOKBOOK runs another build (e.g. a debug one while the release one compiles); the figures
# in bench/README.md are the release binary's.
bin="${COOKBOOK:-$CARGO_TARGET_DIR/release/cookbook}"
[[ -n "${COOKBOOK:-}" ]] || cargo build --release -q -p cookbook
source bench/local_stack.sh
# Quotas far above what one bench user sends, for this stack only.
export QUOTA_REQUESTS_PER_MINUTE=1000000 QUOTA_MODEL_TOKENS_PER_DAY=1000000000
start_stack loadbench
driver=(python3 bench/load_driver.py --api "$api" --token "$token")

echo "load on $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for kind in recipes search; do
    "${driver[@]}" paths "$kind" "$work/$kind.paths"
    wrk -t 2 -c "$CONNECTIONS" -d "${READ_SECONDS}s" --timeout 10s -s bench/load_reads.lua "$api" \
        -- "$work/$kind.paths" $((READS / 2)) "$token" >"$work/wrk-$kind.out"
    python3 - "$kind" "$CONNECTIONS" "$work/wrk-$kind.out" <<'PY'
import json, sys
kind, connections, out = sys.argv[1], sys.argv[2], open(sys.argv[3]).read()
r = json.loads(out.strip().splitlines()[-1])
print(f"{kind}: {r['requests']} GETs at {connections} connections in {r['seconds']:.1f} s, "
      f"{r['requests'] / r['seconds']:.0f}/s; p50 {r['p50_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms, "
      f"p99 {r['p99_ms']:.1f} ms, max {r['max_ms']:.1f} ms")
errors = r["not_ok"] + r["socket_errors"] + r["timeouts"]
if errors or not r["requests"]:
    sys.exit(f"FAIL: {kind}: {r['not_ok']} non-200 (first: {r['first_bad']}), "
             f"{r['socket_errors']} socket errors, {r['timeouts']} timeouts, {r['requests']} requests")
PY
done

"${driver[@]}" imports --page-url "$pages/$PAGE" --count "$IMPORTS" \
    --concurrency "$CONNECTIONS" --deadline "$DEADLINE"
"${driver[@]}" plans --count "$PLANS" --concurrency "$CONNECTIONS" --deadline "$DEADLINE"

if grep -q 'panicked' "$work/serve.log"; then
    grep -m5 'panicked' "$work/serve.log" >&2
    echo "FAIL: the server panicked under load" >&2
    exit 1
fi
echo "server log: $(grep -c ' ERROR ' "$work/serve.log" || true) ERROR lines," \
    "$(grep -c ' WARN ' "$work/serve.log" || true) WARN lines"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
