#!/usr/bin/env python3
"""The Python half of bench/load.sh (issue 16 §3): what wrk cannot do against a running
`cookbook serve`.

  load_driver.py --api URL --token T paths recipes|search OUT   the GET paths wrk cycles through
  load_driver.py --api URL --token T imports --page-url URL [--count 1000] [--concurrency 50]
  load_driver.py --api URL --token T plans [--count 200] [--concurrency 50]

`imports` and `plans` post COUNT tasks / quick meal-plan jobs from CONCURRENCY connections at
once, wait (bounded by --deadline) until every one has left Pending/Running, then read the
caller's whole GET /api/tasks or GET /api/jobs listing and check that every one posted is there
and ended well (ReviewReady; COMPLETE with every slot filled). Any other status code, a missing
or unfinished item, or the deadline passing exits non-zero with what went wrong. Each prints a
human line and a last line `RESULT {json}` for the shell script.
"""
import argparse
import concurrent.futures
import datetime
import http.client
import json
import statistics
import sys
import threading
import time
import urllib.parse


class Api:
    """Keep-alive JSON calls, one connection per thread."""

    def __init__(self, base, token):
        parsed = urllib.parse.urlsplit(base)
        self.host, self.port = parsed.hostname, parsed.port
        self.token = token
        self.local = threading.local()

    def call(self, method, path, body=None):
        """(status, decoded JSON body or None)."""
        connection = getattr(self.local, "connection", None)
        if connection is None:
            connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
            self.local.connection = connection
        headers = {"Authorization": f"Bearer {self.token}"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        try:
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException):
            self.local.connection = None
            connection.close()
            raise
        return response.status, (json.loads(raw) if raw else None)

    def listing(self, path):
        """Every item of a paged listing, following `next`."""
        items, cursor = [], None
        while True:
            query = {"limit": 100} | ({"cursor": cursor} if cursor else {})
            sep = "&" if "?" in path else "?"
            status, page = self.call("GET", f"{path}{sep}{urllib.parse.urlencode(query)}")
            if status != 200:
                fail(f"GET {path} answered {status}: {page}")
            items += page["items"]
            cursor = page.get("next")
            if not cursor:
                return items


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    raise SystemExit(1)


def percentiles(values_ms):
    """p50/p95/p99/max by nearest rank."""
    ordered = sorted(values_ms)

    def rank(p):
        return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]

    return {"p50_ms": round(statistics.median(ordered), 1), "p95_ms": round(rank(95), 1),
            "p99_ms": round(rank(99), 1), "max_ms": round(ordered[-1], 1)}


def post_all(api, path, bodies, concurrency, id_field):
    """POSTs every body from `concurrency` connections; every answer must be 202. Returns
    [(id, posted_at epoch seconds, seconds the POST took)] and the wall time of the burst."""

    def post(body):
        started = time.time()
        status, answer = api.call("POST", path, body)
        if status != 202:
            return None, started, time.time() - started, f"{status} {answer}"
        return answer[id_field], started, time.time() - started, None

    burst_started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(concurrency) as pool:
        posted = list(pool.map(post, bodies))
    burst = time.perf_counter() - burst_started
    refused = [(i, error) for i, (_, _, _, error) in enumerate(posted) if error]
    if refused:
        fail(f"{len(refused)} of {len(bodies)} POST {path} not accepted, e.g. #{refused[0][0]}: "
             f"{refused[0][1]}")
    return [(item_id, at, took) for item_id, at, took, _ in posted], burst


def wait_until(deadline_s, what, done):
    """Polls `done()` every 0.5 s (the review app's interval) until it is true; fails past the
    deadline."""
    give_up = time.time() + deadline_s
    while not done():
        if time.time() > give_up:
            fail(f"{what} still unfinished after {deadline_s} s")
        time.sleep(0.5)


def timestamp(text):
    """An RFC 3339 UTC timestamp (jiff prints up to nanoseconds) as epoch seconds."""
    whole, _, fraction = text.rstrip("Z").partition(".")
    seconds = datetime.datetime.fromisoformat(whole).replace(tzinfo=datetime.timezone.utc)
    return seconds.timestamp() + (float(f"0.{fraction}") if fraction else 0.0)


def report(kind, count, concurrency, burst, post_seconds, latencies_ms, span_s, extra):
    posts = percentiles([s * 1000 for s in post_seconds])
    done = percentiles(latencies_ms)
    print(f"{kind}: {count} posted from {concurrency} connections in {burst:.2f} s "
          f"({count / burst:.0f}/s; POST p50 {posts['p50_ms']} ms, p95 {posts['p95_ms']} ms, "
          f"p99 {posts['p99_ms']} ms); all {count} finished in {span_s:.2f} s "
          f"({count / span_s:.1f}/s); POST to final p50 {done['p50_ms']} ms, p95 {done['p95_ms']} ms, "
          f"p99 {done['p99_ms']} ms, max {done['max_ms']} ms; {extra}")
    print("RESULT " + json.dumps({"kind": kind, "count": count, "concurrency": concurrency,
                                  "posts_per_s": round(count / burst, 1), "post": posts,
                                  "finished_per_s": round(count / span_s, 2), "final": done}))


def imports(api, a):
    bodies = [{"agentType": "Ingest", "payload": {"mode": "Url", "url": f"{a.page_url}?load={i}"}}
              for i in range(a.count)]
    posted, burst = post_all(api, "/api/tasks", bodies, a.concurrency, "taskId")

    def unfinished():
        return any(api.call("GET", f"/api/tasks?status={s}&limit=1")[1]["items"]
                   for s in ("Pending", "Running"))

    wait_until(a.deadline, "imports", lambda: not unfinished())
    listed = {task["taskId"]: task for task in api.listing("/api/tasks")}
    missing = [i for i, _, _ in posted if i not in listed]
    if missing:
        fail(f"{len(missing)} posted tasks missing from GET /api/tasks, e.g. {missing[0]}")
    ours = [listed[i] for i, _, _ in posted]
    wrong = [t for t in ours if t["status"] != "ReviewReady"]
    if wrong:
        fail(f"{len(wrong)} of {a.count} imports did not reach ReviewReady, e.g. "
             f"{wrong[0]['taskId']}: {wrong[0]['status']} {wrong[0].get('error')}")
    # The store's own clock: created at the POST, last updated when it reached ReviewReady.
    latencies = [(timestamp(t["lastUpdated"]) - timestamp(t["createdAt"])) * 1000 for t in ours]
    span = max(timestamp(t["lastUpdated"]) for t in ours) - min(at for _, at, _ in posted)
    report("imports", a.count, a.concurrency, burst, [took for _, _, took in posted], latencies,
           span, f"all {len(ours)} ReviewReady in GET /api/tasks (createdAt to lastUpdated)")


def plans(api, a):
    start = datetime.date(2026, 11, 23)
    days = [{"date": (start + datetime.timedelta(days=d)).isoformat(),
             "meals": {m: {"servings": 2} for m in ("breakfast", "lunch", "dinner")}}
            for d in range(7)]
    body = {"mode": "quick", "days": days}
    posted, burst = post_all(api, "/api/meal-plans", [body] * a.count, a.concurrency, "id")

    # Jobs carry no timestamps, so each one's end is when a poll first sees it final: like a
    # client, each unfinished job is polled every 0.5 s (plus a sweep's length: the resolution).
    posted_at = {job_id: at for job_id, at, _ in posted}
    seen_final = {}
    lock = threading.Lock()

    def poll(job_id):
        status, job = api.call("GET", f"/api/jobs/{job_id}")
        if status != 200:
            fail(f"GET /api/jobs/{job_id} answered {status}: {job}")
        if job["status"] in ("COMPLETE", "FAILED"):
            with lock:
                seen_final.setdefault(job_id, time.time())

    with concurrent.futures.ThreadPoolExecutor(4) as pollers:
        def all_seen():
            unfinished = [i for i in posted_at if i not in seen_final]
            list(pollers.map(poll, unfinished))
            return len(seen_final) == len(posted_at)

        wait_until(a.deadline, "meal-plan jobs", all_seen)

    listed = {job["id"]: job for job in api.listing("/api/jobs")}
    missing = [i for i in posted_at if i not in listed]
    if missing:
        fail(f"{len(missing)} posted jobs missing from GET /api/jobs, e.g. {missing[0]}")
    slots = len(days) * 3
    for job_id in posted_at:
        job = listed[job_id]
        filled = job["status"] == "COMPLETE" and sum(
            1 for d in job["result"]["days"] for m in d["meals"].values() if m["selection"])
        if filled != slots:
            fail(f"job {job_id} ended {job['status']} {job.get('error_code')}, "
                 f"{filled or 0}/{slots} slots filled")
    latencies = [(seen_final[i] - posted_at[i]) * 1000 for i in posted_at]
    span = max(seen_final.values()) - min(posted_at.values())
    report("plans", a.count, a.concurrency, burst, [took for _, _, took in posted], latencies,
           span, f"all {len(posted_at)} COMPLETE with {slots}/{slots} slots in GET /api/jobs")


SEARCHES = ["soup", "chicken", "pasta", "salad", "curry", "cake", "beef", "rice", "tofu",
            "bread", "lemon", "garlic", "mushroom", "egg", "beans", "potato"]


def paths(api, a):
    """Writes the GET paths for wrk, checking that each answers 200 before the load starts."""
    if a.kind == "recipes":
        status, page = api.call("GET", "/api/recipes?scope=core&limit=100")
        if status != 200 or not page["items"]:
            fail(f"no core recipes to read: {status} {page}")
        lines = [f"/api/recipes/{recipe['id']}" for recipe in page["items"]]
    else:
        lines = [f"/api/recipes/search?{urllib.parse.urlencode({'q': q})}" for q in SEARCHES]
    for line in lines:
        status, answer = api.call("GET", line)
        if status != 200:
            fail(f"GET {line} answered {status} before the load: {answer}")
    with open(a.out, "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines)} {a.kind} paths")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--api", required=True)
    ap.add_argument("--token", required=True)
    commands = ap.add_subparsers(dest="command", required=True)
    p = commands.add_parser("paths")
    p.add_argument("kind", choices=["recipes", "search"])
    p.add_argument("out")
    for name, count in (("imports", 1000), ("plans", 200)):
        p = commands.add_parser(name)
        p.add_argument("--count", type=int, default=count)
        p.add_argument("--concurrency", type=int, default=50)
        p.add_argument("--deadline", type=float, default=900, help="seconds to wait for the last one")
        if name == "imports":
            p.add_argument("--page-url", required=True)
    a = ap.parse_args()
    api = Api(a.api, a.token)
    {"paths": paths, "imports": imports, "plans": plans}[a.command](api, a)


if __name__ == "__main__":
    main()
