#!/usr/bin/env bash
# Meal-plan job latency on the local stack (issue 7): starts the release `cookbook serve` on a
# fresh data folder (offline reranker, core catalog seeded), posts JOBS (50) quick jobs of
# 7 days x breakfast/lunch/dinner one after another, polls each until COMPLETE and prints the
# POST-to-COMPLETE p50/p95/max. The server is stopped on exit.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cookbook/target}"
JOBS="${JOBS:-50}"

cargo build --release -q -p cookbook
bin="$CARGO_TARGET_DIR/release/cookbook"
work="$(mktemp -d)"
server=""
cleanup() { [[ -n "$server" ]] && kill "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
RUST_LOG=warn "$bin" --data "$work/data" serve --port "$port" 2>"$work/serve.log" &
server=$!
for _ in $(seq 1 300); do
    curl -sf "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    sleep 0.1
done
token="$("$bin" --data "$work/data" token --user bench | tail -n1)"

python3 - "http://127.0.0.1:$port" "$token" "$JOBS" <<'PY'
import datetime, json, statistics, sys, time, urllib.request

api, token, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(api + path, data=data, method=method)
    request.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())

start = datetime.date(2026, 11, 23)
days = [{"date": (start + datetime.timedelta(days=d)).isoformat(),
         "meals": {m: {"servings": 2} for m in ("breakfast", "lunch", "dinner")}} for d in range(7)]
latencies = []
for i in range(jobs):
    started = time.perf_counter()
    job_id = call("POST", "/api/meal-plans", {"mode": "quick", "days": days})["id"]
    while True:
        job = call("GET", f"/api/jobs/{job_id}")
        if job["status"] in ("COMPLETE", "FAILED"):
            break
        time.sleep(0.002)
    latencies.append((time.perf_counter() - started) * 1000)
    result = job["result"]
    filled = sum(1 for d in result["days"] for m in d["meals"].values() if m["selection"])
    if job["status"] != "COMPLETE" or filled != 21:
        raise SystemExit(f"job {i}: {job['status']}, {filled}/21 slots filled")
latencies.sort()
p95 = latencies[round(0.95 * (len(latencies) - 1))]
print(f"{jobs} jobs of 7x3 slots, POST to COMPLETE: p50 {statistics.median(latencies):.1f} ms, "
      f"p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms")
PY
