#!/usr/bin/env bash
# Ingest pipeline on the local stack (issue 4): POST-to-ReviewReady latency over 200 imports of
# a fixture page, and the wall time of a 1,000-URL `cookbook import --batch`. Everything runs on
# loopback: a static server for fixtures/html, `cookbook serve` with the test-only loopback
# switch, both stopped on exit.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
IMPORTS="${IMPORTS:-200}"
BATCH="${BATCH:-1000}"
PAGE="${PAGE:-wprm-yoast-graph.html}"

cargo build --release -q -p cookbook
bin="$CARGO_TARGET_DIR/release/cookbook"
work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

pages_port="$(free_port)"
python3 -m http.server "$pages_port" --bind 127.0.0.1 --directory fixtures/html >/dev/null 2>&1 &
pids+=($!)
api_port="$(free_port)"
export FETCH_ALLOW_LOOPBACK_FOR_TESTS=true FETCH_RESPECT_ROBOTS=false FETCH_MIN_INTERVAL_MS=0 RUST_LOG=warn
"$bin" --data "$work/data" serve --port "$api_port" 2>"$work/serve.log" &
pids+=($!)
for _ in $(seq 1 300); do
    curl -sf "http://127.0.0.1:$api_port/health" >/dev/null 2>&1 && break
    sleep 0.1
done
token="$("$bin" --data "$work/data" token --user bench | tail -n1)"
page="http://127.0.0.1:$pages_port/$PAGE"

python3 bench/ingest_latency.py --api "http://127.0.0.1:$api_port" --token "$token" --page-url "$page" --imports "$IMPORTS"

# The batch runs in the CLI's own process on a second data folder, so the server's workers do
# not help: this is one process working through the whole list.
for i in $(seq 1 "$BATCH"); do echo "$page?batch=$i"; done > "$work/urls.txt"
started=$(date +%s.%N)
"$bin" --data "$work/batch" import --batch "$work/urls.txt" >"$work/batch.jsonl" 2>"$work/batch.log"
ended=$(date +%s.%N)
ready=$(grep -c '"ReviewReady"' "$work/batch.jsonl" || true)
python3 -c "import sys; n,r,s,e=int(sys.argv[1]),int(sys.argv[2]),float(sys.argv[3]),float(sys.argv[4]); print(f'batch: {r}/{n} ReviewReady in {e-s:.1f} s, {n/(e-s):.1f} URLs/s')" "$BATCH" "$ready" "$started" "$ended"
