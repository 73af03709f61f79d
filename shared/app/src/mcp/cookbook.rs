//! Cookbook's own tools for an agent: recipes, imports, plans, planned-meal changes, shopping
//! lists and allergens. Each runs the route or chat tool it mirrors, as the caller; ids of
//! another user's tasks and plans are not found, as over REST.

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::IngestPayload;
use cookbook_domain::ids::new_id;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::service::RequestContext;
use rmcp::{RoleServer, schemars, tool, tool_router};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::{CookbookMcp, ToolOutcome, from_chat, reply};
use crate::chat::state::ChatState;
use crate::chat::tool::ToolContext;
use crate::chat::tools::{PlanMealsInput, SearchInput, find_recipes, listed, plan_meals};
use crate::error::ApiError;
use crate::request::body::JsonBody;
use crate::{
    ingest::tasks, kitchen::allergens, kitchen::shopping, kitchen::variants, planning::meal_plans,
    planning::nutrition_plans, recipes::crud as recipes,
};

/// A route's request body from the tool's input, as if it had come over HTTP.
fn body<T: DeserializeOwned>(value: Value) -> Result<JsonBody<T>, ApiError> {
    serde_json::from_value(value)
        .map(JsonBody)
        .map_err(|e| ApiError::invalid_payload(e.to_string()))
}

/// A route's JSON answer without its HTTP wrapping.
fn unwrapped<T>(outcome: Result<Json<T>, ApiError>) -> Result<T, ApiError> {
    outcome.map(|Json(value)| value)
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RecipeId {
    /// The recipe's id (`core_…` for the core catalog).
    id: String,
}

/// What to import, as `POST /api/tasks` takes it: a page to fetch, a page the user saved, or
/// pasted text.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ImportInput {
    /// The recipe page's address. Alone, the page is fetched; with `html` or `text`, it is the
    /// address kept as the recipe's source (nothing is fetched).
    #[serde(default)]
    url: Option<String>,
    /// A recipe page the user saved in their browser (up to 2 MB of HTML), for sites that
    /// refuse fetching; its canonical link stands in for `url` when that is left out.
    #[serde(default)]
    html: Option<String>,
    /// Recipe text the user pasted (up to 2 MB).
    #[serde(default)]
    text: Option<String>,
}

impl ImportInput {
    /// The ingest payload `POST /api/tasks` would get: mode `Html` for a saved page, `Text`
    /// for pasted text, else `Url`.
    fn payload(self) -> Result<IngestPayload, ApiError> {
        let mode = match (&self.html, &self.text) {
            (Some(_), Some(_)) => {
                return Err(ApiError::invalid_payload(
                    "send either html (a saved page) or text (pasted recipe text), not both",
                ));
            }
            (Some(_), None) => "Html",
            (None, Some(_)) => "Text",
            (None, None) => "Url",
        };
        let payload = json!({"mode": mode, "url": self.url, "html": self.html, "text": self.text});
        serde_json::from_value(payload).map_err(|e| ApiError::invalid_payload(e.to_string()))
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct TaskId {
    /// The task's id, as import_recipe answered it.
    task_id: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct NutritionInput {
    /// The planner instance (CONTRACTS.md §6): {"profile": {...}, "days": D, ...}.
    instance: serde_json::Map<String, Value>,
    /// Seed 001's preferences block: diet and excluded ingredients.
    #[serde(default)]
    preferences: Option<Value>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct JobId {
    /// The job's id, as plan_nutrition answered it.
    job_id: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct SnapshotId {
    /// The plan's snapshot id, as plan_meals or get_job answered it.
    snapshot_id: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct ShoppingInput {
    /// The plan's snapshot id.
    snapshot_id: String,
    /// `metric` (g, ml) or `us` (oz, cups); metric when left out.
    #[serde(default)]
    units: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct ModifyMealInput {
    /// The plan's snapshot id.
    snapshot_id: String,
    /// The planned meal's date (YYYY-MM-DD).
    date: String,
    /// The planned meal's key: breakfast, lunch, dinner, snack, snack_2, …
    meal_type: String,
    /// The change in words, e.g. "use tofu instead of chicken".
    #[serde(default)]
    instruction: Option<String>,
    /// The change as patch operations (seed 000), instead of an instruction: objects such as
    /// `{"op": "replace_ingredient", …}`. Each is checked by the patch engine.
    #[serde(default)]
    #[schemars(with = "Option<Vec<serde_json::Map<String, Value>>>")]
    ops: Option<Vec<Value>>,
    /// The answer to a clarification question an earlier call asked.
    #[serde(default)]
    answer: Option<String>,
}

#[tool_router(router = cookbook_tools, vis = "pub(super)")]
impl CookbookMcp {
    #[tool(
        description = "Finds recipes by name, cuisine or ingredient in the caller's recipes and the core catalog, best first; an empty list when none match.",
        annotations(read_only_hint = true)
    )]
    async fn search_recipes(
        &self,
        Parameters(input): Parameters<SearchInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let found = find_recipes(&self.ctx, &caller.user, &input).await;
        reply(
            found
                .map(|hits| json!({ "recipes": hits.iter().map(listed).collect::<Vec<_>>() }))
                .map_err(ApiError::from),
        )
    }

    #[tool(
        description = "Reads one recipe (the caller's own or the core catalog's) in full.",
        annotations(read_only_hint = true)
    )]
    async fn get_recipe(
        &self,
        Parameters(input): Parameters<RecipeId>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let found = recipes::get(State(self.ctx.clone()), caller, Path(input.id)).await;
        reply(unwrapped(found))
    }

    #[tool(
        description = "Starts importing a recipe: from its page's `url`, from a page the user saved in their browser (`html`, with the page's `url` when it does not name its address) or from pasted `text`. Answers the ingest task's id. The draft then waits in Cookbook for the user's review; nothing is saved as a recipe until they commit it there. Follow it with get_task."
    )]
    async fn import_recipe(
        &self,
        Parameters(input): Parameters<ImportInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let payload = match input.payload() {
            Ok(payload) => payload,
            Err(refusal) => return reply::<Value>(Err(refusal)),
        };
        let created = tasks::create_ingest_task(&self.ctx, &caller, new_id(), None, payload).await;
        reply(created.map(|task| {
            json!({"taskId": task.task_id, "threadId": task.thread_id, "status": task.status})
        }))
    }

    #[tool(
        description = "Reads one of the caller's tasks: status, current phase, progress, and the draft once it is ReviewReady.",
        annotations(read_only_hint = true)
    )]
    async fn get_task(
        &self,
        Parameters(input): Parameters<TaskId>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let found = tasks::get(State(self.ctx.clone()), caller, Path(input.task_id)).await;
        reply(unwrapped(found))
    }

    #[tool(
        description = "Plans meals now (the quick planner) from the caller's recipes and the core catalog, distinct recipes, and answers the plan's snapshot_id and meals. Put a cuisine or ingredient every recipe must match in search_query."
    )]
    async fn plan_meals(
        &self,
        Parameters(input): Parameters<PlanMealsInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let conversation = ToolContext {
            user: caller.user,
            state: ChatState::default(),
        };
        from_chat(plan_meals(&conversation, &self.ctx, input).await)
    }

    #[tool(
        description = "Starts a nutrition plan (seed 003's planner) for a planner instance: answers the job's id; read it with get_job until it is done."
    )]
    async fn plan_nutrition(
        &self,
        Parameters(input): Parameters<NutritionInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let job = json!({
            "mode": nutrition_plans::MODE,
            "instance": input.instance,
            "preferences": input.preferences,
        });
        let started = nutrition_plans::create(&self.ctx, &caller, job).await;
        reply(started.map(|(_, Json(accepted))| accepted))
    }

    #[tool(
        description = "Reads one of the caller's meal-plan jobs: its status and, when done, its result with the plan's snapshot_id.",
        annotations(read_only_hint = true)
    )]
    async fn get_job(
        &self,
        Parameters(input): Parameters<JobId>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let found = meal_plans::get_job(State(self.ctx.clone()), caller, Path(input.job_id)).await;
        reply(unwrapped(found))
    }

    #[tool(
        description = "Reads one of the caller's meal plans: its planned meals with their recipes and changes.",
        annotations(read_only_hint = true)
    )]
    async fn get_plan(
        &self,
        Parameters(input): Parameters<SnapshotId>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let id = Path(input.snapshot_id);
        reply(unwrapped(
            meal_plans::get_plan(State(self.ctx.clone()), caller, id).await,
        ))
    }

    #[tool(
        description = "Changes one planned meal's recipe for this plan only (\"use tofu instead of chicken\", \"halve the salt\"), by instruction or patch ops; answers the ops and the stored variant, or a clarification question to answer with `answer`."
    )]
    async fn modify_planned_meal(
        &self,
        Parameters(input): Parameters<ModifyMealInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let change =
            json!({"instruction": input.instruction, "ops": input.ops, "answer": input.answer});
        let change = match body(change) {
            Ok(change) => change,
            Err(refusal) => return reply::<Value>(Err(refusal)),
        };
        let meal = Path((input.snapshot_id, input.date, input.meal_type));
        let changed = variants::apply(State(self.ctx.clone()), caller, meal, change).await;
        reply(unwrapped(changed))
    }

    #[tool(
        description = "Builds the shopping list of one of the caller's plans: ingredients merged across meals, scaled to the servings, grouped by store section."
    )]
    async fn create_shopping_list(
        &self,
        Parameters(input): Parameters<ShoppingInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let mut asked = json!({ "snapshotId": input.snapshot_id });
        if let Some(units) = input.units {
            asked["units"] = json!(units);
        }
        let asked = match body(asked) {
            Ok(asked) => asked,
            Err(refusal) => return reply::<Value>(Err(refusal)),
        };
        let built = shopping::create(State(self.ctx.clone()), caller, asked).await;
        reply(built.map(|(_, Json(list))| list))
    }

    #[tool(
        description = "Checks every meal of one of the caller's plans for the nine major allergens, with the ingredient lines that carry each.",
        annotations(read_only_hint = true)
    )]
    async fn check_allergens(
        &self,
        Parameters(input): Parameters<SnapshotId>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let id = Path(input.snapshot_id);
        reply(unwrapped(
            allergens::check(State(self.ctx.clone()), caller, id).await,
        ))
    }
}
