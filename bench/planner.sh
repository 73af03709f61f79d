#!/usr/bin/env bash
# Planner benchmark (issue 6): scores `cookbook plan --batch` on the planted dev instances
# against CP-SAT's stored times, then a scaling table (pool 500 / 2,000 / 10,000 recipes ×
# 1 / 3 / 7 days): median and max solve time, assignments and backtracks, plans re-checked by
# planbench's independent checker. Everything runs pinned to one core.
# Usage: bench/planner.sh [--no-scaling]
#   env: SHARED_BENCH, CARGO_TARGET_DIR, SCALE_DIR (generated instances, reused; default
#        /tmp/planner-scale), SCALE_COUNT (instances per cell, default 5), SKIP_BUILD=1
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench_dir="${SHARED_BENCH:-$repo/../shared/bench}"
target_dir="${CARGO_TARGET_DIR:-$repo/target}"
bin="$target_dir/release/cookbook"
scale_dir="${SCALE_DIR:-/tmp/planner-scale}"
count="${SCALE_COUNT:-5}"
planbench="$bench_dir/planner/planbench.py"

pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi

if [[ -z "${SKIP_BUILD:-}" ]]; then
    echo "== building the release binary" >&2
    (cd "$repo" && cargo build --release -p cookbook --quiet)
fi

echo "== planted dev instances vs CP-SAT (reference.json)"
"${pin[@]}" python3 "$planbench" score --instances "$bench_dir/planner/instances" \
    --cmd "$bin plan --batch" | tail -1

[[ "${1:-}" == "--no-scaling" ]] && exit 0

echo "== scaling ($count planted instances per cell; generated once into $scale_dir)"
for pool in 500 2000 10000; do
    for days in 1 3 7; do
        cell="$scale_dir/$pool-$days"
        if [[ ! -f "$cell/instance-$(printf %03d $((count - 1))).json" ]]; then
            python3 "$planbench" gen --out "$cell" --count "$count" --recipes "$pool" \
                --days "$days" --seed "$((pool + days))" >&2
        fi
    done
done

# One batch run per cell for the times; stats (assignments, backtracks) come from the plan or
# failure JSON of a single-instance run; every plan is re-checked with planbench's checker.
PLANBENCH="$planbench" BIN="$bin" SCALE_DIR="$scale_dir" PIN="${pin[*]}" python3 - <<'EOF'
import glob, json, os, shlex, statistics, subprocess, sys
sys.path.insert(0, os.path.dirname(os.environ["PLANBENCH"]))
import planbench

pin = shlex.split(os.environ["PIN"])
binary, root = os.environ["BIN"], os.environ["SCALE_DIR"]
print("| pool | days | solved | valid | median ms | max ms | median assignments | median backtracks | max backtracks |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for pool in (500, 2000, 10000):
    for days in (1, 3, 7):
        cell = os.path.join(root, f"{pool}-{days}")
        out = subprocess.run(pin + [binary, "plan", "--batch", cell], capture_output=True, text=True, check=True)
        lines = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
        times, attempts, backtracks, solved, valid = [], [], [], 0, 0
        for line in lines:
            path = os.path.join(cell, line["file"])
            inst = json.load(open(path))
            times.append(line["seconds"] * 1000)
            single = subprocess.run(pin + [binary, "plan", "--profile", path, "--json"], capture_output=True, text=True)
            stats = json.loads(single.stdout)["stats"]
            attempts.append(stats["assignments_attempted"])
            backtracks.append(stats["backtracks"])
            if line["status"] == "success":
                solved += 1
                valid += not planbench.check_plan(inst, line["plan"])
        print(f"| {pool} | {days} | {solved}/{len(lines)} | {valid} | {statistics.median(times):.1f} | "
              f"{max(times):.1f} | {statistics.median(attempts):.0f} | {statistics.median(backtracks):.0f} | {max(backtracks)} |")
EOF
