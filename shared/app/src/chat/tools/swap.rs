//! Swapping a planned meal (seed 002 Q11): `swap_meal` offers numbered alternatives and keeps
//! them as pending options; `confirm_swap` plans the chosen one in the meal's place. The options
//! live only within the request, so the model offers and confirms in one turn.

use async_trait::async_trait;
use cookbook_domain::plan::MealHistoryEntry;
use cookbook_domain::variant::RecipeOrigin;
use serde_json::{Value, json};

use super::plan::{meal_parameters, named_meal};
use super::with_remembered;
use crate::chat::state::{PendingSwap, StateUpdate, SwapOption};
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::planning::meal_plans::Preferences;
use crate::planning::plan_snapshots;
use crate::planning::search::search_mains;

/// Alternatives offered per swap (seed 002: `candidates[:5]`).
const OPTIONS: usize = 5;

pub struct SwapMeal;

#[async_trait]
impl ChatTool for SwapMeal {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "swap_meal",
            ToolCategory::Agentic,
            "Finds up to 5 other recipes for one planned meal, none already in the plan, as numbered options: matching search_query when given (e.g. \"fish\"), else the cuisine or ingredient the plan was made for, in the plan's diet, leaving out excluded_ingredients and every ingredient the conversation already excludes. Then call confirm_swap in the same turn with the option the user asked for, or option 1 when they did not choose.",
        )
    }
    fn parameters(&self) -> Value {
        meal_parameters(json!({
            "search_query": {"type": "string", "description": "A cuisine or ingredient the new recipe must match; the plan's own when left out."},
            "excluded_ingredients": {"type": "array", "items": {"type": "string"}, "description": "Ingredients or allergens to leave out from now on."}
        }))
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let (ctx, services) = (call.ctx, call.services);
        let (plan, meal) = named_meal(self, &call).await?;
        let filters = ctx.state.plan_filters.clone().unwrap_or_default();
        let query = call
            .text("search_query")
            .or(filters.search_query.as_deref());
        let asked: Vec<String> = call.input["excluded_ingredients"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect();
        let preferences = Preferences {
            diet: filters.diet.clone(),
            excluded_ingredients: with_remembered(&asked, &ctx.state.excluded_ingredients),
            ..Preferences::default()
        };
        // The swap replaces the meal's main: a side dish or a dessert is no meal of its own.
        let hits = search_mains(
            services,
            &ctx.user,
            Some(meal.meal_type.meal_type()),
            &preferences,
            query,
        )
        .await?;
        let planned = |id: &str| plan.components().any(|(_, c)| c.recipe_id == id);
        let options: Vec<SwapOption> = hits
            .into_iter()
            .filter(|hit| !planned(&hit.entry.id))
            .take(OPTIONS)
            .map(|hit| SwapOption {
                source: if hit.entry.is_core() {
                    RecipeOrigin::Core
                } else {
                    RecipeOrigin::User
                },
                recipe_id: hit.entry.id,
                name: hit.entry.name,
            })
            .collect();
        if options.is_empty() {
            return Ok(ToolResult::failed(
                "NO_RESULTS",
                format!(
                    "I found no other {} recipe{} that is not already in the plan.",
                    meal.meal_type,
                    query
                        .map(|q| format!(" matching '{q}'"))
                        .unwrap_or_default()
                ),
            ));
        }
        let numbered: Vec<String> = options
            .iter()
            .enumerate()
            .map(|(i, option)| format!("{}. {}", i + 1, option.name))
            .collect();
        let listed: Vec<Value> = options
            .iter()
            .enumerate()
            .map(|(i, option)| json!({"option": i + 1, "recipe_id": option.recipe_id, "name": option.name}))
            .collect();
        let pending = PendingSwap {
            plan_id: plan.snapshot_id().to_owned(),
            meal: meal.key(),
            options,
        };
        Ok(ToolResult::ok(json!({
            "date": meal.date, "meal_type": meal.meal_type.to_string(), "options": listed,
            "summary": format!(
                "Options for {} {}: {}.", meal.date, meal.meal_type, numbered.join("; ")
            ),
        }))
        .with_updates([
            StateUpdate::PendingSwapOptions(Some(pending)),
            StateUpdate::ExcludedIngredients(asked),
        ]))
    }
}

pub struct ConfirmSwap;

#[async_trait]
impl ChatTool for ConfirmSwap {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "confirm_swap",
            ToolCategory::Action,
            "Puts one of the options swap_meal just offered in the planned meal's place. Only after swap_meal, in the same turn.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {
            "option": {"type": "integer", "minimum": 1, "description": "The option's number as swap_meal listed it."}
        }, "required": ["option"]})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let (ctx, services) = (call.ctx, call.services);
        let Some(pending) = &ctx.state.pending_swap_options else {
            return Ok(ToolResult::failed(
                "NO_PENDING_SWAP",
                "There are no swap options to choose from: ask me to swap a meal first.",
            ));
        };
        let chosen = call.input["option"]
            .as_u64()
            .and_then(|n| usize::try_from(n).ok()?.checked_sub(1))
            .and_then(|i| pending.options.get(i));
        let Some(chosen) = chosen else {
            return Ok(ToolResult::failed(
                "INVALID_INPUT",
                format!("Pick an option from 1 to {}.", pending.options.len()),
            ));
        };
        let who = call.caller();
        let mut stored = plan_snapshots::load(services, &who, &pending.plan_id).await?;
        let swapped =
            stored
                .snapshot
                .swap_recipe(&pending.meal, chosen.recipe_id.clone(), chosen.source);
        if swapped.is_none() {
            return Ok(ToolResult::failed(
                "NO_SUCH_MEAL",
                "That meal is no longer in the plan.",
            ));
        }
        stored.save(services).await?;
        let meal = &pending.meal;
        services
            .stores
            .plans
            .record_meals(&[MealHistoryEntry {
                owner: ctx.user.clone(),
                date: meal.date,
                meal_key: meal.meal_type.to_string(),
                recipe_id: chosen.recipe_id.clone(),
                source: chosen.source.as_str().to_owned(),
                snapshot_id: Some(pending.plan_id.clone()),
            }])
            .await?;
        Ok(ToolResult::ok(json!({
            "date": meal.date, "meal_type": meal.meal_type.to_string(),
            "recipe_id": chosen.recipe_id, "swapped_to": chosen.name,
            "summary": format!("Swapped {} {} to {}.", meal.date, meal.meal_type, chosen.name),
        }))
        .with_updates([StateUpdate::PendingSwapOptions(None)]))
    }
}
