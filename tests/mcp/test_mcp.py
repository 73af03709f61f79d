"""Cookbook's MCP server driven by the official MCP Python SDK, over stdio (`cookbook mcp`) and
over streamable HTTP (`cookbook serve`, bearer token): every tool with valid and invalid input,
owner scoping, the fetch guard, and imports that stop in review.

Needs COOKBOOK_BIN (the built `cookbook` binary); tests/mcp/run sets it up."""

import contextlib
import http.server
import json
import os
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import httpx2
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

BIN = os.environ["COOKBOOK_BIN"]
FIXTURES = Path(__file__).parent / "fixtures"

EXPECTED_TOOLS = {
    "prompt_list", "prompt_get", "prompt_get_active", "prompt_render",
    "web_search", "web_fetch", "recipe_extract", "recipe_validate", "recipe_normalize",
    "search_recipes", "get_recipe", "import_recipe", "get_task", "plan_meals",
    "plan_nutrition", "get_job", "get_plan", "modify_planned_meal", "create_shopping_list",
    "check_allergens",
}
REFUSED_HOSTS = [
    "http://127.0.0.1/", "http://localhost:8080/", "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/", "http://192.168.1.1/", "http://172.16.0.1/", "http://[::1]/",
    "http://[fe80::1]/", "http://[fc00::1]/",
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def recipe_site():
    """A loopback site serving the recipe page fixture."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(FIXTURES), **kwargs)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def env_for(fixture_site: bool):
    env = dict(os.environ, RUST_LOG="warn")
    env.pop("FETCH_ALLOW_LOOPBACK_FOR_TESTS", None)
    if fixture_site:
        env["FETCH_ALLOW_LOOPBACK_FOR_TESTS"] = "1"
        env["FETCH_MIN_INTERVAL_MS"] = "0"
    return env


class Stack:
    """One data folder served by one transport; `session(user)` opens an MCP client session."""

    def __init__(self, transport, fixture_site):
        self.transport = transport
        self.env = env_for(fixture_site)
        self.data = tempfile.mkdtemp(prefix="cookbook-mcp-")
        self.server = None
        if transport == "http":
            self.port = free_port()
            self.server = subprocess.Popen(
                [BIN, "--data", self.data, "serve", "--port", str(self.port)],
                env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.time() + 60
            while True:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=1)
                    break
                except OSError:
                    assert self.server.poll() is None, "cookbook serve exited"
                    assert time.time() < deadline, "cookbook serve did not start"
                    time.sleep(0.2)

    def token(self, user, admin):
        out = subprocess.run([BIN, "--data", self.data, "token", "--user", user]
                             + (["--admin"] if admin else []),
                             check=True, capture_output=True, text=True, env=self.env)
        return out.stdout.strip().splitlines()[-1]

    @contextlib.asynccontextmanager
    async def session(self, user, admin=False):
        if self.transport == "stdio":
            args = ["--data", self.data, "mcp", "--user", user] + (["--admin"] if admin else [])
            params = StdioServerParameters(command=BIN, args=args, env=self.env)
            client = stdio_client(params)
        else:
            http_client = httpx2.AsyncClient(
                headers={"Authorization": f"Bearer {self.token(user, admin)}"}, timeout=60)
            client = streamable_http_client(
                f"http://127.0.0.1:{self.port}/mcp", http_client=http_client)
        async with client as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                await session.initialize()
                yield session

    def stop(self):
        if self.server:
            self.server.terminate()
            self.server.wait(timeout=30)


@pytest.fixture(scope="module", params=["stdio", "http"])
def stack(request):
    stack = Stack(request.param, fixture_site=False)
    yield stack
    stack.stop()


@pytest.fixture(scope="module", params=["stdio", "http"])
def fixture_stack(request):
    stack = Stack(request.param, fixture_site=True)
    yield stack
    stack.stop()


def data(result):
    assert not result.is_error, result.content
    return result.structured_content


def error_code(result):
    assert result.is_error, result.structured_content
    body = json.loads(result.content[0].text)
    assert body["message"], body
    return body["code"]


async def call(session, tool, args):
    return await session.call_tool(tool, args)


async def settled_task(session, task_id):
    """The task once it is neither Pending nor Running."""
    deadline = time.time() + 60
    while True:
        state = data(await call(session, "get_task", {"taskId": task_id}))
        if state["status"] not in ("Pending", "Running"):
            return state
        assert time.time() < deadline, state
        time.sleep(0.5)


async def a_plan(session):
    plan = data(await call(session, "plan_meals", {"days": 2, "meal_types": ["dinner"]}))
    assert len(plan["meals"]) == 2
    return plan


@pytest.mark.anyio
async def test_lists_tools_with_schemas_and_the_active_prompts(stack):
    async with stack.session("alice", admin=True) as session:
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        assert EXPECTED_TOOLS <= set(tools)
        assert {"url", "html", "text"} <= set(tools["import_recipe"].input_schema["properties"])
        assert "query" in tools["search_recipes"].input_schema["properties"]
        prompts = (await session.list_prompts()).prompts
        assert prompts and all(p.name.startswith("Ingest.") for p in prompts)
        extract = next(p for p in prompts if p.name == "Ingest.Extract")
        arguments = {a.name: "x" for a in extract.arguments or []}
        got = await session.get_prompt("Ingest.Extract", arguments)
        assert len(got.messages) == 2 and got.messages[1].content.text


@pytest.mark.anyio
async def test_prompt_tools_answer_admins_only(stack):
    """Prompts are operators' instructions to the model: REST serves them to admins only, so MCP does too."""
    async with stack.session("bob") as session:
        assert (await session.list_prompts()).prompts == []
        for tool, args in [("prompt_list", {}), ("prompt_get_active", {"phase": "Ingest.Extract"}),
                           ("prompt_get", {"id": "any"}), ("prompt_render", {"id": "any"})]:
            assert error_code(await call(session, tool, args)) == "FORBIDDEN", tool
        with pytest.raises(Exception):
            await session.get_prompt("Ingest.Extract", {})


@pytest.mark.anyio
async def test_prompt_tools_read_and_render(stack):
    async with stack.session("alice", admin=True) as session:
        items = data(await call(session, "prompt_list", {}))["items"]
        assert items
        active = data(await call(session, "prompt_get_active", {"phase": "Ingest.Extract"}))
        assert active["isActive"] and active["phase"] == "Ingest.Extract"
        got = data(await call(session, "prompt_get", {"id": active["id"], "phase": "Ingest.Extract"}))
        assert got["userPromptTemplate"] == active["userPromptTemplate"]
        only = data(await call(session, "prompt_list", {"phase": "Ingest.Extract"}))["items"]
        assert {p["phase"] for p in only} == {"Ingest.Extract"}
        missing = await call(session, "prompt_render", {"id": active["id"], "variables": {}})
        assert error_code(missing) == "INVALID_PAYLOAD"
        variables = {name: "text" for name in ["content", "schema", "url", "source"]}
        rendered = data(await call(session, "prompt_render", {"id": active["id"], "variables": variables}))
        assert rendered["text"]
        assert error_code(await call(session, "prompt_get", {"id": "nope"})) == "NOT_FOUND"
        assert error_code(await call(session, "prompt_get", {"id": active["id"], "phase": "Ingest.Normalize"})) == "NOT_FOUND"
        assert error_code(await call(session, "prompt_get_active", {"phase": "No.Such"})) == "NOT_FOUND"


@pytest.mark.anyio
async def test_recipes_search_and_read(stack):
    async with stack.session("alice") as session:
        found = data(await call(session, "search_recipes", {"query": "chicken", "meal_type": "dinner"}))
        assert found["recipes"]
        recipe = data(await call(session, "get_recipe", {"id": found["recipes"][0]["id"]}))
        assert recipe["name"] == found["recipes"][0]["name"]
        none = data(await call(session, "search_recipes", {"query": "zzqxnonexistentdish"}))
        assert none["recipes"] == []
        assert error_code(await call(session, "get_recipe", {"id": "no-such-recipe"})) == "NOT_FOUND"


@pytest.mark.anyio
async def test_plans_lists_allergens_and_changes_are_the_owners(stack):
    async with stack.session("alice") as session:
        plan = await a_plan(session)
        snapshot = plan["snapshot_id"]
        stored = data(await call(session, "get_plan", {"snapshotId": snapshot}))
        assert stored["snapshot_id"] == snapshot
        shopping = data(await call(session, "create_shopping_list", {"snapshotId": snapshot}))
        assert shopping["sections"]
        allergens = data(await call(session, "check_allergens", {"snapshotId": snapshot}))
        assert "allergens" in allergens
        meal = plan["meals"][0]
        changed = data(await call(session, "modify_planned_meal", {
            "snapshotId": snapshot, "date": meal["date"], "mealType": meal["meal_type"],
            "instruction": "double the salt"}))
        assert "ops" in changed
        job = data(await call(session, "get_job", {"jobId": plan["job_id"]}))
        assert job["status"] == "COMPLETE"
        task = data(await call(session, "import_recipe", {"url": "https://example.com/pancakes"}))
    async with stack.session("bob") as other:
        for tool, args in [("get_plan", {"snapshotId": snapshot}),
                           ("check_allergens", {"snapshotId": snapshot}),
                           ("create_shopping_list", {"snapshotId": snapshot}),
                           ("get_job", {"jobId": plan["job_id"]})]:
            assert error_code(await call(other, tool, args)) == "NOT_FOUND", tool
        assert error_code(await call(other, "get_task", {"taskId": task["taskId"]})) == "TASK_NOT_FOUND"


@pytest.mark.anyio
async def test_wrong_requests_are_tool_errors(stack):
    async with stack.session("alice") as session:
        cases = [
            ("get_plan", {"snapshotId": "nope"}, "NOT_FOUND"),
            ("get_task", {"taskId": "nope"}, "TASK_NOT_FOUND"),
            ("get_job", {"jobId": "nope"}, "NOT_FOUND"),
            ("create_shopping_list", {"snapshotId": "nope"}, "NOT_FOUND"),
            ("check_allergens", {"snapshotId": "nope"}, "NOT_FOUND"),
            ("modify_planned_meal", {"snapshotId": "nope", "date": "2026-01-01", "mealType": "dinner", "instruction": "less salt"}, "NOT_FOUND"),
            ("import_recipe", {"url": "not a url"}, None),
            ("web_fetch", {"url": "not a url"}, "URL_NOT_ALLOWED"),
            ("plan_meals", {"days": 99}, "INVALID_INPUT"),
            ("plan_nutrition", {"instance": {"days": 0}}, "INVALID_PAYLOAD"),
            ("recipe_extract", {"html": "<html><body>nothing</body></html>", "url": "https://example.com/x"}, "NO_RECIPE"),
            ("recipe_extract", {"url": "https://example.com/x"}, "INVALID_PAYLOAD"),
            ("recipe_validate", {"draftRecipe": {"name": 3}}, "INVALID_PAYLOAD"),
            ("recipe_validate", {"draftRecipe": {"name": "x"}, "sourceContentHash": "sha256:00"}, "NOT_FOUND"),
            ("recipe_normalize", {"draftRecipe": []}, "INVALID_PAYLOAD"),
            ("web_search", {"query": "lasagne"}, "DISCOVERY_NOT_CONFIGURED"),
        ]
        for tool, args, code in cases:
            result = await call(session, tool, args)
            got = error_code(result)
            if code:
                assert got == code, (tool, got)
        # Arguments of the wrong shape: an error, and the server still answers afterwards.
        bad = await call(session, "get_recipe", {"id": 42})
        assert bad.is_error
        assert data(await call(session, "search_recipes", {"query": "chicken"}))["recipes"]


@pytest.mark.anyio
@pytest.mark.parametrize("url", REFUSED_HOSTS)
async def test_web_fetch_refuses_internal_addresses(stack, url):
    async with stack.session("alice") as session:
        assert error_code(await call(session, "web_fetch", {"url": url})) == "URL_NOT_ALLOWED"
        assert error_code(await call(session, "import_recipe", {"url": url})) == "URL_NOT_ALLOWED"


@pytest.mark.anyio
async def test_ingest_steps_and_import_stop_in_review(fixture_stack, recipe_site):
    url = f"{recipe_site}/pancakes.html"
    async with fixture_stack.session("carol") as session:
        page = data(await call(session, "web_fetch", {"url": url}))
        assert "Pancakes" in page["text"] and page["contentHash"].startswith("sha256:")
        html = (FIXTURES / "pancakes.html").read_text()
        extracted = data(await call(session, "recipe_extract", {"html": html, "url": url}))
        draft = extracted["draft"]["recipe"]
        checked = data(await call(session, "recipe_validate", {
            "draftRecipe": draft, "sourceContentHash": extracted["sourceContentHash"]}))
        assert checked["similarity"] is not None
        plain = data(await call(session, "recipe_validate", {"draftRecipe": draft}))
        assert plain["similarity"] is None
        patch = data(await call(session, "recipe_normalize", {"draftRecipe": draft}))
        assert isinstance(patch["patch"], list) and len(patch["patch"]) == len(patch["diffSummary"])
        task = data(await call(session, "import_recipe", {"url": url}))
        state = await settled_task(session, task["taskId"])
        assert state["status"] == "ReviewReady", state
        assert state["result"]["draft"]["recipe"]["name"]
        mine = data(await call(session, "search_recipes", {"query": "Fluffy Buttermilk Pancakes"}))
        assert not [r for r in mine["recipes"] if not r["id"].startswith("core_")], "nothing committed"


@pytest.mark.anyio
async def test_saved_pages_and_pasted_text_import_into_review_without_a_fetch(stack):
    """The stack refuses loopback fetches: these drafts come from what the agent sent."""
    html = (FIXTURES / "pancakes.html").read_text()
    page = "https://walled.example/pancakes"
    async with stack.session("erin") as session:
        task = data(await call(session, "import_recipe", {"html": html, "url": page}))
        state = await settled_task(session, task["taskId"])
        assert state["status"] == "ReviewReady", state
        draft = state["result"]["draft"]
        assert draft["recipe"]["name"] == "Fluffy Buttermilk Pancakes"
        assert draft["source"]["url"] == page

        text = ("Garlic Butter Rice\nServes 2\n\nIngredients\n1 cup long-grain rice\n"
                "2 tbsp butter\n3 cloves garlic, minced\n\nMethod\n"
                "Melt the butter and soften the garlic in it.\n"
                "Stir in the rice, add 2 cups of water and simmer for 15 minutes.\n")
        task = data(await call(session, "import_recipe", {"text": text}))
        state = await settled_task(session, task["taskId"])
        assert state["status"] == "ReviewReady", state
        recipe = state["result"]["draft"]["recipe"]
        assert recipe["name"] == "Garlic Butter Rice"
        assert [i["text"] for i in recipe["ingredients"]] == [
            "1 cup long-grain rice", "2 tbsp butter", "3 cloves garlic, minced"]
        assert len(recipe["instructions"]) == 2

        cases = [
            ({"html": "x" * (2 * 1024 * 1024 + 1), "url": page}, "PAYLOAD_TOO_LARGE"),
            ({"html": html, "text": text}, "INVALID_PAYLOAD"),
            ({"html": html, "url": "ftp://walled.example/pancakes"}, "INVALID_PAYLOAD"),
            ({"html": "<p>no address named</p>"}, "INVALID_PAYLOAD"),
            ({"text": "   "}, "INVALID_PAYLOAD"),
            ({}, "INVALID_PAYLOAD"),
        ]
        for args, code in cases:
            assert error_code(await call(session, "import_recipe", args)) == code, args
        listed = data(await call(session, "search_recipes", {"query": "Garlic Butter Rice"}))
        assert not [r for r in listed["recipes"] if not r["id"].startswith("core_")], "nothing committed"


@pytest.mark.anyio
async def test_nutrition_plan_finishes_as_a_job(fixture_stack):
    instance = json.loads((FIXTURES / "instance.json").read_text())
    async with fixture_stack.session("dave") as session:
        started = data(await call(session, "plan_nutrition", {"instance": instance}))
        deadline = time.time() + 60
        while True:
            job = data(await call(session, "get_job", {"jobId": started["id"]}))
            if job["status"] not in ("PENDING", "RUNNING"):
                break
            assert time.time() < deadline, job
            time.sleep(0.5)
        assert job["status"] == "COMPLETE", job
        plan = data(await call(session, "get_plan", {"snapshotId": job["result"]["snapshot_id"]}))
        assert plan["planned_meals"]


@pytest.fixture
def anyio_backend():
    return "asyncio"
