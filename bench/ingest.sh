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
source bench/local_stack.sh
start_stack bench
page="$pages/$PAGE"

python3 bench/ingest_latency.py --api "$api" --token "$token" --page-url "$page" --imports "$IMPORTS"

# The batch runs in the CLI's own process on a second data folder, so the server's workers do
# not help: this is one process working through the whole list.
for i in $(seq 1 "$BATCH"); do echo "$page?batch=$i"; done > "$work/urls.txt"
started=$(date +%s.%N)
"$bin" --data "$work/batch" import --batch "$work/urls.txt" >"$work/batch.jsonl" 2>"$work/batch.log"
ended=$(date +%s.%N)
ready=$(grep -c '"ReviewReady"' "$work/batch.jsonl" || true)
python3 -c "import sys; n,r,s,e=int(sys.argv[1]),int(sys.argv[2]),float(sys.argv[3]),float(sys.argv[4]); print(f'batch: {r}/{n} ReviewReady in {e-s:.1f} s, {n/(e-s):.1f} URLs/s')" "$BATCH" "$ready" "$started" "$ended"
