#!/usr/bin/env bash
# Seeding time of the core catalog (first-deploy cold start of api/chat): one recipe at a time
# against ensure_seeded's batches, and a later cold start's check, on a fresh embedded store and,
# when AWS_ENDPOINT_URL points at a moto_server, on DynamoDB there. Release build.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
cargo run -q --release -p cookbook-app --example seed_timing
