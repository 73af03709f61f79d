//! The recipe-search tool: the user's recipes and the core catalog, ranked like
//! `GET /api/recipes/search`.

use async_trait::async_trait;
use cookbook_domain::MealType;
use serde::Deserialize;
use serde_json::{Value, json};

use super::parse_input;
use crate::chat::state::StateUpdate;
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::meal_plans::Preferences;
use crate::search::search_recipes;

/// Results the tool shows; the rest stay behind the API.
const SHOWN: usize = 10;

/// What the model may ask for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SearchInput {
    #[serde(default)]
    query: Option<String>,
    #[serde(default)]
    meal_type: Option<MealType>,
    #[serde(default)]
    excluded_ingredients: Vec<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
}

pub struct SearchRecipes;

#[async_trait]
impl ChatTool for SearchRecipes {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "search_recipes",
            ToolCategory::Query,
            "Finds recipes by name, cuisine or ingredient (\"French\", \"chicken\") in the user's recipes and the core catalog. For a meal plan use plan_meals instead.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {
            "query": {"type": "string", "description": "Words every result must match."},
            "meal_type": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
            "excluded_ingredients": {"type": "array", "items": {"type": "string"}},
            "max_prep_minutes": {"type": "integer", "minimum": 0}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let input: SearchInput = parse_input(call.input)?;
        let preferences = Preferences {
            excluded_ingredients: input.excluded_ingredients,
            max_prep_minutes: input.max_prep_minutes,
            ..Preferences::default()
        };
        let query = input
            .query
            .as_deref()
            .map(str::trim)
            .filter(|q| !q.is_empty());
        let (user, services) = (&call.ctx.user, call.services);
        let hits =
            search_recipes(services, user, input.meal_type, &[], &preferences, query).await?;
        if hits.is_empty() {
            return Ok(ToolResult::failed(
                "NO_RESULTS",
                format!("No recipes found for '{}'.", query.unwrap_or("that")),
            ));
        }
        let recipes: Vec<Value> = hits
            .iter()
            .take(SHOWN)
            .map(|hit| json!({"id": hit.entry.id, "name": hit.entry.name, "cuisine": hit.entry.cuisine}))
            .collect();
        let names: Vec<&str> = hits
            .iter()
            .take(SHOWN)
            .map(|h| h.entry.name.as_str())
            .collect();
        let ids = hits.iter().map(|hit| hit.entry.id.clone()).collect();
        Ok(ToolResult::ok(json!({
            "recipes": recipes,
            "summary": format!("Found {} recipes: {}.", hits.len(), names.join(", ")),
        }))
        .with_updates([StateUpdate::LastSearchResults(ids)]))
    }
}
