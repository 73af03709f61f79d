"""One everyday flow through a client generated from the OpenAPI document (openapi-python-client):
create a recipe, import a page and commit its draft, plan both for a day, build the shopping list.
Every request and answer goes through the generated models, so a document the client cannot
follow fails here. Reads COOKBOOK_URL, COOKBOOK_TOKEN and COOKBOOK_PAGE (a recipe page the
stack may fetch)."""

import datetime
import os
import sys
import time

from cookbook_api_client import AuthenticatedClient
from cookbook_api_client.api.meal_plans import create_meal_plan, get_job
from cookbook_api_client.api.recipes import create_recipe
from cookbook_api_client.api.shopping_lists import create_shopping_list
from cookbook_api_client.api.tasks import commit_draft, create_task, get_task
from cookbook_api_client.models import (
    CommitRequest,
    CreateRequest,
    CreateTask,
    JobAccepted,
    JobEnvelope,
    QuickPlanRequest,
    Recipe,
    ShoppingListResponse,
    TaskAccepted,
    TaskState,
)

# Seconds a background step (an import, a plan) may take on the local stack.
PATIENCE = 120


def expect(response, status, model):
    """The parsed answer, after checking its status and type."""
    if response.status_code != status or not isinstance(response.parsed, model):
        sys.exit(f"expected {status} {model.__name__}, got {response.status_code}: {response.content!r}")
    return response.parsed


def wait_for(read, done, what):
    """Polls `read` until `done` holds for its answer."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        answer = read()
        if done(answer):
            return answer
        time.sleep(0.5)
    sys.exit(f"{what} did not finish in {PATIENCE} s: {answer}")


def main():
    client = AuthenticatedClient(base_url=os.environ["COOKBOOK_URL"], token=os.environ["COOKBOOK_TOKEN"])

    written = Recipe.from_dict(
        {
            "name": "Toasted Rye with Butter",
            "servings": 1,
            "ingredients": [{"text": "2 slices rye bread"}, {"text": "1 tbsp butter"}],
            "instructions": ["Toast the bread.", "Spread the butter while it is hot."],
            "mealTypes": ["lunch"],
        }
    )
    own = expect(create_recipe.sync_detailed(client=client, body=written), 201, Recipe)
    assert own.version == 1 and own.ingredients[1].name == "butter", own

    task = CreateTask.from_dict({"agentType": "Ingest", "payload": {"mode": "Url", "url": os.environ["COOKBOOK_PAGE"]}})
    accepted = expect(create_task.sync_detailed(client=client, body=task), 202, TaskAccepted)
    review = wait_for(
        lambda: expect(get_task.sync_detailed(accepted.task_id, client=client), 200, TaskState),
        lambda state: state.status.value in ("ReviewReady", "Failed"),
        "the import",
    )
    assert review.status.value == "ReviewReady", review.to_dict()
    commit = CommitRequest.from_dict({"taskId": accepted.task_id})
    imported = expect(commit_draft.sync_detailed(client=client, body=commit), 201, Recipe)
    assert imported.name == "Red Lentil Soup", imported.name

    day = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    request = QuickPlanRequest.from_dict(
        {
            "days": [
                {
                    "date": day,
                    "meals": {
                        "lunch": {"servings": 1, "pinned_recipe_id": own.id},
                        "dinner": {"servings": 4, "pinned_recipe_id": imported.id},
                    },
                }
            ]
        }
    )
    job = expect(create_meal_plan.sync_detailed(client=client, body=request), 202, JobAccepted)
    finished = wait_for(
        lambda: expect(get_job.sync_detailed(job.id, client=client), 200, JobEnvelope),
        lambda envelope: envelope.status.value in ("COMPLETE", "FAILED"),
        "the plan",
    )
    assert finished.status.value == "COMPLETE", finished.to_dict()
    snapshot_id = finished.result.to_dict()["snapshot_id"]

    body = CreateRequest.from_dict({"snapshotId": snapshot_id})
    shopping = expect(create_shopping_list.sync_detailed(client=client, body=body), 201, ShoppingListResponse)
    names = {item.name for section in shopping.sections for item in section.items}
    assert {"red lentils", "rye bread", "butter"} <= names, names
    print(f"client flow: recipe {own.id}, import {imported.id}, plan {snapshot_id}, {len(names)} things to buy")


if __name__ == "__main__":
    main()
