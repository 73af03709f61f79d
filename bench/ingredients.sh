#!/usr/bin/env bash
# Scores `cookbook parse-ingredients` on the labelled ingredient lines of ../shared/bench:
# builds the release binary, runs score_ingredients.py and prints its score line.
# Override the bench folder with SHARED_BENCH=/path/to/bench, the CSV with INGREDIENTS_CSV.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="${SHARED_BENCH:-$repo/../shared/bench}"
csv="${INGREDIENTS_CSV:-$bench/ingredients/labelled-dev.csv}"
target="${CARGO_TARGET_DIR:-$repo/target}"

cargo build --release --quiet -p cookbook --manifest-path "$repo/Cargo.toml"
python3 "$bench/score_ingredients.py" --csv "$csv" \
    --cmd "$target/release/cookbook parse-ingredients" | tail -n 2
