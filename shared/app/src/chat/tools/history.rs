//! The meal-history tool: what the user ate (or planned) recently.

use async_trait::async_trait;
use serde_json::{Value, json};

use super::{answer, meals_count, request, today};
use crate::chat::tool::{
    ChatTool, ToolCall, ToolCategory, ToolError, ToolInfo, ToolResult, ToolStop,
};
use crate::planning::history;
use crate::request::body::QueryParams;

/// The longest look back one call takes.
const MAX_DAYS: i64 = 90;

pub struct GetMealHistory;

#[async_trait]
impl ChatTool for GetMealHistory {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "get_meal_history",
            ToolCategory::Query,
            "Lists the meals recorded for the user over the last days (7 when not said), newest plans included.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {
            "days": {"type": "integer", "minimum": 1, "maximum": MAX_DAYS, "description": "How many days back, including today."}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let days = call.input["days"].as_i64().unwrap_or(7).clamp(1, MAX_DAYS);
        let today = today(call.services);
        let from = today
            .checked_sub(jiff::Span::new().days(days - 1))
            .map_err(|e| ToolError(e.to_string()))?;
        let params = QueryParams(request(json!({ "from": from, "to": today }))?);
        let outcome = history::list(call.state(), call.caller(), params).await;
        answer(outcome, |listing| {
            let count = listing["items"].as_array().map_or(0, Vec::len);
            format!("{} recorded from {from} to {today}.", meals_count(count))
        })
    }
}
