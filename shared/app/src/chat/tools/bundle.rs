//! `edit_meal` (issue 19): adds, swaps or removes a part of one planned meal ("add a side salad
//! to Tuesday's dinner", "swap the side", "remove the dessert") through the same code as
//! `POST /api/plans/{snapshotId}/meals/{date}/{mealType}/edit`.

use async_trait::async_trait;
use serde_json::{Value, json};

use super::plan::{instructed_meal, meal_parameters};
use super::{answer, request};
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::kitchen::meal_edit;
use crate::request::body::JsonBody;

pub struct EditMeal;

#[async_trait]
impl ChatTool for EditMeal {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "edit_meal",
            ToolCategory::Action,
            "Adds, swaps or removes a part of one planned meal — a side, salad, sauce, dessert or drink beside its main — from an instruction such as \"add a green salad on the side\", \"swap the side\" or \"remove the dessert\".",
        )
    }
    fn parameters(&self) -> Value {
        let mut schema = meal_parameters(json!({
            "instruction": {"type": "string", "description": "The change to the meal's parts, in plain words."}
        }));
        schema["required"] = json!(["instruction"]);
        schema
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let example = "add a green salad on the side";
        let (instruction, _, meal, path) = instructed_meal(self, &call, example).await?;
        let body = JsonBody(request(json!({ "instruction": instruction }))?);
        let outcome = meal_edit::edit(call.state(), call.caller(), path, body).await;
        answer(outcome, |edited| {
            if let Some(question) = edited["clarification_message"].as_str() {
                return question.to_owned();
            }
            let roles: Vec<&str> = edited["meal"]["components"]
                .as_array()
                .map(|components| {
                    components
                        .iter()
                        .filter_map(|component| component["role"].as_str())
                        .collect()
                })
                .unwrap_or_else(|| vec!["main"]);
            format!(
                "Changed {} {}: it now has {}.",
                meal.date,
                meal.meal_type,
                roles.join(", ")
            )
        })
    }
}
