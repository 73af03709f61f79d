#!/usr/bin/env bash
# Recipe search latency (issue 7) on RECIPES (50,000) synthetic recipes, half in the core catalog
# and half the searcher's: first on the local store (SQLite FTS5), then on the AWS adapter over a
# moto_server of its own on a free loopback port (stopped on exit). Runs the release example
# `search_latency` of cookbook-app; each backend prints one `search [...]` line.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
export SEARCH_BENCH_RECIPES="${RECIPES:-50000}" SEARCH_BENCH_QUERIES="${QUERIES:-500}"
BACKENDS="${BACKENDS:-local emulator}"

# The benchmark runs from its built example, not through `cargo run`, so the build directory is
# not locked for the minutes seeding takes.
cargo build --release -q -p cookbook-app --example search_latency
bench_bin="$CARGO_TARGET_DIR/release/examples/search_latency"
run() {
    SEARCH_BENCH_BACKEND="$1" "$bench_bin" 2>&1 | grep -E '^search \[|panicked' || true
}

moto_pid=""
cleanup() { [[ -n "$moto_pid" ]] && kill "$moto_pid" 2>/dev/null || true; }
trap cleanup EXIT

for backend in $BACKENDS; do
    if [[ "$backend" == emulator ]]; then
        port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
        moto_server -H 127.0.0.1 -p "$port" >/dev/null 2>&1 &
        moto_pid=$!
        for _ in $(seq 1 100); do
            curl -s "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
            sleep 0.1
        done
        export AWS_ENDPOINT_URL="http://127.0.0.1:$port" AWS_ACCESS_KEY_ID=test \
            AWS_SECRET_ACCESS_KEY=test AWS_REGION=us-east-1
    fi
    run "$backend"
done
