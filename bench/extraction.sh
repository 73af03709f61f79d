#!/usr/bin/env bash
# Extraction benchmark (issue 3): scores `cookbook extract --batch` and recipe-scrapers' generic
# mode on the same real pages in one run, both pinned to one core, and prints the speed ratio.
# Usage: bench/extraction.sh [dev|PAGES_SUBDIR]   (env: SHARED_BENCH, PEER_VENV, CARGO_TARGET_DIR)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="${SHARED_BENCH:-$repo/../shared/bench}"
split="${1:-dev}"
peer_venv="${PEER_VENV:-/tmp/rs-venv}"
target_dir="${CARGO_TARGET_DIR:-$repo/target}"
bin="$target_dir/release/cookbook"

# Both sides run on the same single core so the ratio compares like with like.
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi

echo "== building the release binary" >&2
(cd "$repo" && cargo build --release -p cookbook --quiet)

pages_root="$(mktemp -d)"
trap 'rm -rf "$pages_root"' EXIT
tar -C "$pages_root" -xJf "$bench_dir/recipe-pages/pages.tar.xz"
pages="$pages_root/$split"

if [[ ! -x "$peer_venv/bin/python" ]] || ! "$peer_venv/bin/python" -c 'import recipe_scrapers' 2>/dev/null; then
    echo "== installing recipe-scrapers into $peer_venv" >&2
    python3 -m venv "$peer_venv"
    "$peer_venv/bin/pip" install --quiet recipe-scrapers
fi

echo "== cookbook extract --batch" >&2
ours="$("${pin[@]}" python3 "$bench_dir/score_extraction.py" --pages "$pages" --cmd "$bin extract --batch")"
echo "$ours"
echo "== recipe-scrapers (generic mode)" >&2
peer="$("${pin[@]}" "$peer_venv/bin/python" "$bench_dir/score_extraction.py" --pages "$pages" --peer)"
echo "$peer"

rate() { sed -n 's/.*pages_per_s=\([0-9.]*\).*/\1/p' <<<"$1" | tail -1; }
echo "ours:  $(grep '^score:' <<<"$ours")"
echo "peer:  $(grep '^score:' <<<"$peer")"
python3 -c "import sys; print(f'speed ratio (ours / peer, one core): {float(sys.argv[1]) / float(sys.argv[2]):.1f}x')" \
    "$(rate "$ours")" "$(rate "$peer")"
