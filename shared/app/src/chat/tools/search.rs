//! The recipe-search tool: the user's recipes and the core catalog, ranked like
//! `GET /api/recipes/search`.

use async_trait::async_trait;
use cookbook_domain::MealType;
use cookbook_store::{SearchHit, StoreResult};
use serde::Deserialize;
use serde_json::{Value, json};

use super::parse_input;
use crate::chat::state::StateUpdate;
use crate::chat::tool::{
    ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolServices, ToolStop,
};
use crate::planning::meal_plans::Preferences;
use crate::planning::search::search_recipes;

/// Results the tool shows; the rest stay behind the API.
const SHOWN: usize = 10;

/// What the model (or an MCP client) may ask for.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SearchInput {
    /// Words every result must match: a name, cuisine or ingredient.
    #[serde(default)]
    query: Option<String>,
    /// breakfast, lunch, dinner or snack.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    meal_type: Option<MealType>,
    /// Ingredients or allergens the recipes must not contain.
    #[serde(default)]
    excluded_ingredients: Vec<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
}

impl SearchInput {
    /// The query words, when there are any.
    pub(crate) fn query(&self) -> Option<&str> {
        self.query
            .as_deref()
            .map(str::trim)
            .filter(|q| !q.is_empty())
    }
}

/// The recipes `user` may see that match `input`, best first; shared by the chat tool and the
/// MCP tool of the same name.
pub(crate) async fn find_recipes(
    services: &ToolServices,
    user: &str,
    input: &SearchInput,
) -> StoreResult<Vec<SearchHit>> {
    let preferences = Preferences {
        excluded_ingredients: input.excluded_ingredients.clone(),
        max_prep_minutes: input.max_prep_minutes,
        ..Preferences::default()
    };
    search_recipes(
        services,
        user,
        input.meal_type,
        &[],
        &preferences,
        input.query(),
    )
    .await
}

/// A hit as a tool shows it.
pub(crate) fn listed(hit: &SearchHit) -> Value {
    json!({"id": hit.entry.id, "name": hit.entry.name, "cuisine": hit.entry.cuisine})
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
        let query = input.query();
        let hits = find_recipes(call.services, &call.ctx.user, &input).await?;
        if hits.is_empty() {
            return Ok(ToolResult::failed(
                "NO_RESULTS",
                format!("No recipes found for '{}'.", query.unwrap_or("that")),
            ));
        }
        let recipes: Vec<Value> = hits.iter().take(SHOWN).map(listed).collect();
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
