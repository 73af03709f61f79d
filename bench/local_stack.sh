# Sourced by the bench scripts that load `cookbook serve`: a fresh work folder, the test-only
# loopback fetching exported for every cookbook command after it (no robots.txt, no per-domain
# pacing: one fixture host serves every page), and `start_stack USER`, which serves
# fixtures/html from a loopback static server and starts "$bin" serve on a fresh data folder.
# It sets `pages` (the fixture site's URL), `api` and `token` (USER's). Everything started is
# stopped, and the folder removed, on exit. Export other settings (quotas) before calling it.
export FETCH_ALLOW_LOOPBACK_FOR_TESTS=true FETCH_RESPECT_ROBOTS=false FETCH_MIN_INTERVAL_MS=0 \
    RUST_LOG="${RUST_LOG:-warn}"
work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

start_stack() {
    local pages_port api_port
    pages_port="$(free_port)"
    python3 -m http.server "$pages_port" --bind 127.0.0.1 --directory fixtures/html >/dev/null 2>&1 &
    pids+=($!)
    pages="http://127.0.0.1:$pages_port"
    api_port="$(free_port)"
    api="http://127.0.0.1:$api_port"
    "$bin" --data "$work/data" serve --port "$api_port" 2>"$work/serve.log" &
    pids+=($!)
    for _ in $(seq 1 300); do
        curl -sf "$api/health" >/dev/null 2>&1 && break
        sleep 0.1
    done
    token="$("$bin" --data "$work/data" token --user "$1" | tail -n1)"
}
