#!/usr/bin/env bash
# Quick-plan figures on a fresh local store with the core catalog, through the real job path:
#   bench/plan_figures.sh sides [WEEKS]      weeks (20) of dinners with a side (issue 19): unfilled
#                                            picks, distinct sides, sides that are no side, of the
#                                            main's food group or sharing its main ingredient
#   bench/plan_figures.sh shopping [PLANS]   7x3 quick plans' (1) metric shopping lists (issue 15
#                                            §5): fractional counts, weighed foods by volume,
#                                            staples to buy (SHOW_LISTS=1 prints each list)
# Runs shared/app/examples/plan_figures.rs, which shares its code with the CI tests
# quick_bundles and shopping_quick_plan.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
[[ $# -ge 1 ]] || { echo "usage: $0 sides [WEEKS] | shopping [PLANS]" >&2; exit 2; }
cargo run -q -p cookbook-app --example plan_figures -- "$@"
