#!/usr/bin/env python3
"""Cold start of every function of infra/template.yaml (issue 16 §3).

Plays the Lambda Runtime API for the release bootstrap: each run starts a fresh process with the
environment the template gives the function (resources on moto_server, AWS_ENDPOINT_URL),
timestamps its first GET /runtime/invocation/next (init = process start to that request),
serves it one event from bench/cold_start_events.json and times the answer (first invocation).

  AWS_ENDPOINT_URL=http://127.0.0.1:PORT bench/cold_start.py [--bootstrap PATH] [--runs 5]
      [--function api ...] [--json]

The tables, queues and bucket are created under a fresh stack name, so the first run of `api`
seeds an empty store (as a first deployment does) and later runs find it seeded.
"""

import argparse
import http.server
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import boto3
import yaml

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = "/2018-06-01/runtime"
# Settings a deployment would give (the template's defaults leave search off).
PARAMETERS = {
    "SearchApiConfig": json.dumps({
        "endpoint": "https://search.example/api", "itemsPointer": "/items",
        "urlPointer": "/url", "titlePointer": "/title", "apiKey": {"header": "X-Key"},
    }),
    "SearchApiKey": "bench-key",
    "JwtIssuer": "https://issuer.example.com",
    "JwtAudience": "cookbook",
}


class CfnLoader(yaml.SafeLoader):
    """Reads `!Ref X` as {"Ref": X} and `!Sub s` as {"Fn::Sub": s}."""


def _intrinsic(loader, name, node):
    key = "Ref" if name == "Ref" else f"Fn::{name}"
    if isinstance(node, yaml.ScalarNode):
        return {key: loader.construct_scalar(node)}
    if isinstance(node, yaml.SequenceNode):
        return {key: loader.construct_sequence(node, deep=True)}
    return {key: loader.construct_mapping(node, deep=True)}


CfnLoader.add_multi_constructor("!", _intrinsic)


class Stack:
    """The template's tables, queues and bucket on the emulator, and how to resolve !Ref."""

    def __init__(self, template, name):
        self.template = template
        self.name = name
        endpoint = os.environ["AWS_ENDPOINT_URL"]
        self.dynamodb = boto3.client("dynamodb", endpoint_url=endpoint)
        self.sqs = boto3.client("sqs", endpoint_url=endpoint)
        self.s3 = boto3.client("s3", endpoint_url=endpoint)
        self.refs = {}
        defaults = {key: str(p.get("Default", "")) for key, p in template["Parameters"].items()}
        self.refs.update(defaults | PARAMETERS)
        for logical_id, resource in template["Resources"].items():
            kind, props = resource["Type"], resource.get("Properties", {})
            if kind == "AWS::DynamoDB::Table":
                self.refs[logical_id] = self.create_table(props)
            elif kind == "AWS::SQS::Queue":
                queue = self.sub(props["QueueName"])
                self.refs[logical_id] = self.sqs.create_queue(QueueName=queue)["QueueUrl"]
            elif kind == "AWS::S3::Bucket":
                bucket = f"{name}-artifacts"
                self.s3.create_bucket(Bucket=bucket)
                self.refs[logical_id] = bucket

    def sub(self, value):
        text = value["Fn::Sub"] if isinstance(value, dict) else value
        return text.replace("${AWS::StackName}", self.name)

    def create_table(self, props):
        table = self.sub(props["TableName"])
        extra = {}
        if "GlobalSecondaryIndexes" in props:
            extra["GlobalSecondaryIndexes"] = [
                {key: index[key] for key in ("IndexName", "KeySchema", "Projection")}
                for index in props["GlobalSecondaryIndexes"]
            ]
        self.dynamodb.create_table(
            TableName=table, BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=props["AttributeDefinitions"], KeySchema=props["KeySchema"],
            **extra)
        return table

    def resolve(self, value):
        if isinstance(value, dict) and "Ref" in value:
            return self.refs[value["Ref"]]
        if isinstance(value, dict) and "Fn::Sub" in value:
            return self.sub(value)
        return str(value)

    def functions(self):
        """(name, environment) of every function, in the template's order."""
        globals_env = self.template["Globals"]["Function"]["Environment"]["Variables"]
        for resource in self.template["Resources"].values():
            if resource["Type"] != "AWS::Serverless::Function":
                continue
            own = resource["Properties"].get("Environment", {}).get("Variables", {})
            variables = {key: self.resolve(value) for key, value in (globals_env | own).items()}
            yield variables["COOKBOOK_FUNCTION"], variables


def api_gateway_event(spec):
    """An API Gateway HTTP API (v2) event with a JWT authorizer's claims."""
    body = spec.get("body")
    now = time.time()
    return {
        "version": "2.0",
        "routeKey": f"{spec['method']} {spec['path']}",
        "rawPath": spec["path"],
        "rawQueryString": "",
        "headers": {"host": "api.example.com", "content-type": "application/json"}
        | spec.get("headers", {}),
        "requestContext": {
            "accountId": "123456789012", "apiId": "bench", "domainName": "api.example.com",
            "domainPrefix": "api", "requestId": str(uuid.uuid4()), "routeKey": "$default",
            "stage": "$default", "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(now)),
            "timeEpoch": int(now * 1000),
            "http": {"method": spec["method"], "path": spec["path"], "protocol": "HTTP/1.1",
                     "sourceIp": "127.0.0.1", "userAgent": "cold-start"},
            "authorizer": {"jwt": {"claims": {"sub": "bench-user"}, "scopes": None}},
        },
        "body": json.dumps(body) if body is not None else None,
        "isBase64Encoded": False,
    }


def sqs_event(body, queue):
    return {"Records": [{
        "messageId": str(uuid.uuid4()), "receiptHandle": "bench", "body": json.dumps(body),
        "attributes": {"ApproximateReceiveCount": "1", "SentTimestamp": str(int(time.time() * 1000)),
                       "SenderId": "bench", "ApproximateFirstReceiveTimestamp": str(int(time.time() * 1000))},
        "messageAttributes": {}, "md5OfBody": "0", "eventSource": "aws:sqs",
        "eventSourceARN": f"arn:aws:sqs:us-east-1:123456789012:{queue}",
        "awsRegion": "us-east-1",
    }]}


class Invocation:
    """One process's cold start as the runtime API sees it."""

    def __init__(self, event):
        self.event = event
        self.request_id = str(uuid.uuid4())
        self.first_next = None
        self.answered = None
        self.answer = None
        self.done = threading.Event()
        self.stopped = threading.Event()


class RuntimeApi(http.server.BaseHTTPRequestHandler):
    """One process's runtime API (a server per process, so a stopped one never asks the next)."""

    def log_message(self, *args):
        pass

    def do_GET(self):
        invocation = self.server.invocation
        if not self.path.startswith(f"{RUNTIME}/invocation/next") or invocation.first_next:
            # A second /next: the process waits for work until it is stopped.
            invocation.stopped.wait(60)
            return
        invocation.first_next = time.perf_counter()
        body = json.dumps(invocation.event).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Lambda-Runtime-Aws-Request-Id", invocation.request_id)
        self.send_header("Lambda-Runtime-Deadline-Ms", str(int(time.time() * 1000) + 60_000))
        self.send_header("Lambda-Runtime-Invoked-Function-Arn",
                         "arn:aws:lambda:us-east-1:123456789012:function:bench")
        self.send_header("Lambda-Runtime-Trace-Id", "Root=1-00000000-000000000000000000000000")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        invocation = self.server.invocation
        length = int(self.headers.get("Content-Length", 0))
        payload = self.rfile.read(length).decode(errors="replace")
        self.send_response(202)
        self.send_header("Content-Length", "0")
        self.end_headers()
        outcome = self.path.rsplit("/", 1)[-1]  # response, error (invocation or init)
        invocation.answered = time.perf_counter()
        invocation.answer = (outcome, payload)
        invocation.done.set()


def cold_start(bootstrap, environment, event, log):
    invocation = Invocation(event)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), RuntimeApi)
    server.invocation = invocation
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    env = {"PATH": os.environ.get("PATH", "")} | environment | {
        "AWS_LAMBDA_RUNTIME_API": f"127.0.0.1:{port}",
        "AWS_LAMBDA_FUNCTION_NAME": environment["COOKBOOK_FUNCTION"],
        "AWS_LAMBDA_FUNCTION_VERSION": "$LATEST",
        "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "256",
        "AWS_ENDPOINT_URL": os.environ["AWS_ENDPOINT_URL"],
        "AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test",
        "AWS_REGION": "us-east-1", "RUST_LOG": "warn",
    }
    started = time.perf_counter()
    process = subprocess.Popen([bootstrap], env=env, stdout=log, stderr=log)
    finished = invocation.done.wait(120)
    process.kill()
    process.wait()
    invocation.stopped.set()
    server.shutdown()
    server.server_close()
    if not finished or invocation.first_next is None:
        raise SystemExit(f"{environment['COOKBOOK_FUNCTION']}: no answer (exit {process.returncode})")
    outcome, payload = invocation.answer
    return {
        "init_ms": (invocation.first_next - started) * 1000,
        "first_invocation_ms": (invocation.answered - invocation.first_next) * 1000,
        "outcome": outcome,
        "answer": payload[:300],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    target = os.environ.get("CARGO_TARGET_DIR", str(ROOT / "target"))
    parser.add_argument("--bootstrap", default=f"{target}/lambda/cookbook-lambda/bootstrap")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--function", action="append", help="only these (repeatable)")
    parser.add_argument("--json", action="store_true", help="every run as a JSON line")
    args = parser.parse_args()
    if not os.environ.get("AWS_ENDPOINT_URL"):
        raise SystemExit("set AWS_ENDPOINT_URL to a moto_server (see tests/run)")
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "test")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "test")
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")

    template = yaml.load((ROOT / "infra/template.yaml").read_text(), Loader=CfnLoader)
    events = json.loads((ROOT / "bench/cold_start_events.json").read_text())
    stack = Stack(template, f"cold{uuid.uuid4().hex[:8]}")
    log_path = Path(target) / "cold_start.log"
    print(f"bootstrap {args.bootstrap}; process logs in {log_path}", file=sys.stderr)
    print(f"{'function':<18} {'init ms (median, max)':>22} {'1st invocation ms (median, max)':>32}  answer")
    with open(log_path, "w") as log:
        for name, environment in stack.functions():
            if args.function and name not in args.function:
                continue
            spec = events[name]
            runs = []
            for _ in range(args.runs):
                if "http" in spec:
                    event = api_gateway_event(spec["http"])
                elif "sqs" in spec:
                    event = sqs_event(spec["sqs"], name)
                else:
                    event = spec["schedule"]
                run = cold_start(args.bootstrap, environment, event, log)
                runs.append(run)
                if args.json:
                    print(json.dumps({"function": name} | run))
            init = [r["init_ms"] for r in runs]
            first = [r["first_invocation_ms"] for r in runs]
            answer = runs[-1]["outcome"] + " " + runs[-1]["answer"][:60].replace("\n", " ")
            print(f"{name:<18} {statistics.median(init):>12.1f} {max(init):>9.1f}"
                  f" {statistics.median(first):>22.1f} {max(first):>9.1f}  {answer}")


if __name__ == "__main__":
    main()
