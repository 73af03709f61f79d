//! Tools that check the current plan for the nine major allergens.

use async_trait::async_trait;
use axum::extract::Path;
use cookbook_domain::allergen::Allergen;
use serde_json::{Value, json};

use super::answer;
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::kitchen::allergens;

/// "2026-11-23 dinner (Pad Thai)" for each meal of a finding.
fn meal_names(meals: &Value) -> Vec<String> {
    meals
        .as_array()
        .map(|meals| {
            meals
                .iter()
                .map(|meal| {
                    format!(
                        "{} {} ({})",
                        meal["date"].as_str().unwrap_or_default(),
                        meal["mealType"].as_str().unwrap_or_default(),
                        meal["recipeName"].as_str().unwrap_or_default()
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

pub struct CheckAllergens;

#[async_trait]
impl ChatTool for CheckAllergens {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "check_allergens",
            ToolCategory::Query,
            "Checks every meal of the current plan for the nine major allergens (milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soy, sesame).",
        )
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let plan_id = call.current_plan()?.to_owned();
        let outcome = allergens::check(call.state(), call.caller(), Path(plan_id)).await;
        answer(outcome, |report| {
            let found: Vec<String> = report["allergens"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|finding| finding["meals"].as_array().is_some_and(|m| !m.is_empty()))
                .map(|finding| {
                    format!(
                        "{} in {}",
                        finding["allergen"].as_str().unwrap_or_default(),
                        meal_names(&finding["meals"]).join(", ")
                    )
                })
                .collect();
            if found.is_empty() {
                "None of the nine major allergens is in your plan.".to_owned()
            } else {
                format!("Found {}.", found.join("; "))
            }
        })
    }
}

pub struct ListMealsByAllergen;

#[async_trait]
impl ChatTool for ListMealsByAllergen {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "list_meals_by_allergen",
            ToolCategory::Query,
            "Lists the meals of the current plan that contain one allergen, with the ingredient lines that carry it.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "required": ["allergen"], "properties": {
            "allergen": {"type": "string", "enum": Allergen::ALL.map(Allergen::as_str)}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let plan_id = call.current_plan()?.to_owned();
        let allergen = call.text("allergen").unwrap_or_default().to_owned();
        let path = Path((plan_id, allergen.clone()));
        let outcome = allergens::meals_with(call.state(), call.caller(), path).await;
        answer(outcome, |found| {
            let meals = meal_names(&found["meals"]);
            if meals.is_empty() {
                format!("No meal in your plan contains {allergen}.")
            } else {
                format!("{allergen} is in: {}.", meals.join(", "))
            }
        })
    }
}
