#!/usr/bin/env bash
# Quick-plan variety (issue 15 §4): PLANS (20) 7-day breakfast/lunch/dinner quick plans through
# the real job path (POST /api/meal-plans, plan-slot queue, offline reranker) on a fresh local
# store with the core catalog, one user per plan. Prints repeats within a week, consecutive days
# sharing a primary protein, a main ingredient twice in a row, recipes outside their meal types
# and dinner cuisines per plan. Runs `examples/plan_figures.rs variety`, the same code
# (shared/app/tests/support/variety.rs) that the CI test tests/plan_variety.rs asserts on.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
cargo run -q -p cookbook-app --example plan_figures -- variety "${PLANS:-20}"
