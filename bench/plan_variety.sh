#!/usr/bin/env bash
# Quick-plan variety (issue 15 §4): PLANS (20) 7-day breakfast/lunch/dinner quick plans through
# the real job path (POST /api/meal-plans, plan-slot queue, offline reranker) on a fresh local
# store with the core catalog, one user per plan. Prints repeats within a week, consecutive days
# sharing a primary protein, a main ingredient twice in a row, recipes outside their meal types
# and dinner cuisines per plan. Runs the ignored measurement of shared/app/tests/plan_variety.rs
# (the same code its CI test asserts on).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
export PLANS="${PLANS:-20}"
cargo test -q -p cookbook-app --test plan_variety measure_quick_plan_variety -- \
    --ignored --nocapture 2>&1 | grep "plans of"
