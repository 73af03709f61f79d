//! The chat's tools, registered explicitly in [`registry`] (seed 002 §3): one list, one place
//! to read what the assistant can do. Each tool runs the same application code as the HTTP
//! route it mirrors, as the chatting user, so chat and API can never disagree.

mod allergens;
mod bundle;
mod history;
mod plan;
mod planning;
mod search;
mod shopping;
mod swap;

use std::sync::Arc;

pub(crate) use planning::{PlanMealsInput, plan_meals};
pub(crate) use search::{SearchInput, find_recipes, listed};

use axum::Json;
use axum::extract::State;
use jiff::civil::Date;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::auth::Caller;
use crate::chat::registry::ToolRegistry;
use crate::chat::tool::{
    ChatTool, ToolCall, ToolContext, ToolError, ToolResult, ToolServices, ToolStop,
};
use crate::error::ApiError;

/// Every tool the assistant may call: seed 002's thirteen and issue 19's `edit_meal`.
pub fn registry() -> ToolRegistry {
    let tools: [Arc<dyn ChatTool>; 14] = [
        Arc::new(planning::PlanMeals),
        Arc::new(search::SearchRecipes),
        Arc::new(shopping::CreateShoppingList),
        Arc::new(shopping::AddExtraItems),
        Arc::new(swap::SwapMeal),
        Arc::new(swap::ConfirmSwap),
        Arc::new(plan::ShowCurrentPlan),
        Arc::new(plan::GetCookingGuide),
        Arc::new(history::GetMealHistory),
        Arc::new(allergens::CheckAllergens),
        Arc::new(allergens::ListMealsByAllergen),
        Arc::new(plan::ModifyRecipe),
        Arc::new(plan::ClearVariant),
        Arc::new(bundle::EditMeal),
    ];
    let mut registry = ToolRegistry::default();
    for tool in tools {
        // The names are distinct constants; a duplicate is a programming error caught by tests.
        if let Err(duplicate) = registry.register(tool) {
            tracing::error!(error = %duplicate, "chat tool not registered");
        }
    }
    registry
}

/// The chatting user as the routes see a caller (never an admin through chat).
fn caller(ctx: &ToolContext) -> Caller {
    Caller {
        user: ctx.user.clone(),
        admin: false,
    }
}

/// The start every tool shares, so none repeats it: the arguments of the route it mirrors, its
/// input fields and the conversation's current plan.
impl<'a> ToolCall<'a> {
    /// The application state, as the route handlers take it.
    fn state(&self) -> State<ToolServices> {
        State(self.services.clone())
    }

    /// The chatting user, as the route handlers take their caller.
    fn caller(&self) -> Caller {
        caller(self.ctx)
    }

    /// A string input field, trimmed; `None` when missing or blank.
    fn text(&self, field: &str) -> Option<&'a str> {
        self.input
            .get(field)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
    }

    /// The current plan's id, or the failed result that tells the user to make one first.
    fn current_plan(&self) -> Result<&'a str, ToolResult> {
        self.ctx.state.current_plan_id.as_deref().ok_or_else(|| {
            ToolResult::failed(
                "NO_PLAN",
                "There is no meal plan in this conversation yet: ask me to plan some meals first.",
            )
        })
    }
}

/// A route's request body built from JSON, as if it had arrived over HTTP.
fn request<T: DeserializeOwned>(body: Value) -> Result<T, ToolError> {
    serde_json::from_value(body).map_err(|e| ToolError(format!("tool request does not fit: {e}")))
}

/// The model's input as the tool's typed input; input that does not fit is the model's mistake
/// to correct (`INVALID_INPUT`), not a failure of the tool.
fn parse_input<T: DeserializeOwned>(input: &Value) -> Result<T, ToolResult> {
    serde_json::from_value(input.clone()).map_err(|e| {
        ToolResult::failed("INVALID_INPUT", format!("The tool input does not fit: {e}"))
    })
}

/// "1 meal", "7 meals".
fn meals_count(count: usize) -> String {
    if count == 1 {
        "1 meal".to_owned()
    } else {
        format!("{count} meals")
    }
}

/// Today's date (UTC) by the application's clock.
fn today(services: &ToolServices) -> Date {
    services
        .stores
        .clock
        .now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date()
}

/// A route's answer as a tool result: its JSON with a one-line `summary` for the reply (a
/// refusal stops the tool as [`ToolStop`] says).
fn answer<T: Serialize>(
    outcome: Result<Json<T>, ApiError>,
    summary: impl FnOnce(&Value) -> String,
) -> Result<ToolResult, ToolStop> {
    let Json(body) = outcome?;
    let mut data = serde_json::to_value(body).map_err(|e| ToolError(e.to_string()))?;
    let line = summary(&data);
    match &mut data {
        Value::Object(map) => {
            map.insert("summary".to_owned(), json!(line));
        }
        other => *other = json!({ "result": other.clone(), "summary": line }),
    }
    Ok(ToolResult::ok(data))
}

/// The exclusions a call names, then those the conversation remembers, each once.
fn with_remembered(asked: &[String], remembered: &[String]) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    for ingredient in asked.iter().chain(remembered) {
        let ingredient = ingredient.trim().to_lowercase();
        if !ingredient.is_empty() && !all.contains(&ingredient) {
            all.push(ingredient);
        }
    }
    all
}

/// The date a `day` input names among `dates` (a plan's dates): an ISO date, "today" or
/// "tomorrow" (from `today`), a weekday name ("tuesday"), or "day 2" / "2" as a 1-based
/// position; `None` picks the first date.
fn plan_date(dates: &[Date], day: Option<&str>, today: Date) -> Option<Date> {
    let Some(day) = day else {
        return dates.first().copied();
    };
    let lower = day.to_lowercase();
    let named = match lower.as_str() {
        "today" => Some(today),
        "tomorrow" => today.tomorrow().ok(),
        _ => day.parse::<Date>().ok(),
    };
    if let Some(date) = named {
        return dates.contains(&date).then_some(date);
    }
    let position = lower.trim_start_matches("day").trim();
    if let Ok(n) = position.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| dates.get(i)).copied();
    }
    dates.iter().copied().find(|date| {
        let name = format!("{:?}", date.weekday()).to_lowercase();
        name == lower || name.starts_with(&lower) && lower.len() >= 3
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tools_of_seed_002_and_edit_meal_are_registered() {
        let names = registry().names();
        let mut expected = [
            "plan_meals",
            "search_recipes",
            "create_shopping_list",
            "add_extra_items",
            "swap_meal",
            "confirm_swap",
            "show_current_plan",
            "get_cooking_guide",
            "get_meal_history",
            "check_allergens",
            "list_meals_by_allergen",
            "modify_recipe",
            "clear_variant",
            "edit_meal",
        ];
        expected.sort_unstable();
        assert_eq!(names, expected);
        for spec in registry().specs() {
            assert_eq!(spec.input_schema["type"], "object", "{}", spec.name);
            assert!(!spec.description.is_empty(), "{}", spec.name);
        }
    }

    #[test]
    fn days_are_read_as_people_say_them() {
        let dates: Vec<Date> = ["2026-11-23", "2026-11-24", "2026-11-25"]
            .iter()
            .map(|d| d.parse().unwrap())
            .collect();
        let today = dates[1];
        let day = |text: Option<&str>| plan_date(&dates, text, today).map(|d| d.to_string());
        assert_eq!(day(None).as_deref(), Some("2026-11-23"));
        assert_eq!(day(Some("tuesday")).as_deref(), Some("2026-11-24"));
        assert_eq!(day(Some("Wed")).as_deref(), Some("2026-11-25"));
        assert_eq!(day(Some("day 2")).as_deref(), Some("2026-11-24"));
        assert_eq!(day(Some("2026-11-25")).as_deref(), Some("2026-11-25"));
        assert_eq!(day(Some("friday")), None);
        assert_eq!(day(Some("2026-12-01")), None);
        assert_eq!(day(Some("Today")).as_deref(), Some("2026-11-24"));
        assert_eq!(day(Some("tomorrow")).as_deref(), Some("2026-11-25"));
    }
}
