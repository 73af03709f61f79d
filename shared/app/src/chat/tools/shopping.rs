//! Tools for the shopping list of the current plan: build it, and add extra items to it.

use async_trait::async_trait;
use axum::extract::Path;
use serde_json::{Value, json};

use super::{answer, request};
use crate::chat::state::StateUpdate;
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::kitchen::shopping;
use crate::request::body::JsonBody;

/// How many items a rendered list holds, over its sections.
fn item_count(list: &Value) -> usize {
    list["sections"].as_array().map_or(0, |sections| {
        sections
            .iter()
            .map(|section| section["items"].as_array().map_or(0, Vec::len))
            .sum()
    })
}

pub struct CreateShoppingList;

#[async_trait]
impl ChatTool for CreateShoppingList {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "create_shopping_list",
            ToolCategory::Action,
            "Builds one shopping list for the current meal plan: the same ingredient across meals merged, amounts scaled to the planned servings, grouped by store section.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {
            "units": {"type": "string", "enum": ["metric", "us"], "description": "Metric (g, ml) or US (oz, cups); metric when left out."}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let plan_id = call.current_plan()?;
        let mut body = json!({ "snapshotId": plan_id });
        if let Some(units) = call.input.get("units") {
            body["units"] = units.clone();
        }
        let outcome = shopping::create(call.state(), call.caller(), JsonBody(request(body)?))
            .await
            .map(|(_, list)| list);
        let result = answer(outcome, |list| {
            let staples = list["checkYouHave"].as_array().map_or(0, Vec::len);
            format!(
                "Your shopping list has {} items to buy and {staples} staples to check you have.",
                item_count(list)
            )
        })?;
        let list_id = result.data["id"].as_str().map(str::to_owned);
        Ok(result.with_updates(list_id.map(StateUpdate::CurrentShoppingList)))
    }
}

pub struct AddExtraItems;

#[async_trait]
impl ChatTool for AddExtraItems {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "add_extra_items",
            ToolCategory::Action,
            "Adds items that are not in any planned recipe (\"milk\", \"2 lemons\") to the current shopping list.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "required": ["items"], "properties": {
            "items": {"type": "array", "items": {"type": "string"}, "description": "One entry per item, as written."}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let Some(list_id) = call.ctx.state.current_shopping_list_id.clone() else {
            return Ok(ToolResult::failed(
                "NO_SHOPPING_LIST",
                "There is no shopping list yet: ask me to make one for your plan first.",
            ));
        };
        let items = call.input.get("items").cloned().unwrap_or(json!([]));
        let changes = JsonBody(request(json!({ "add": items }))?);
        let outcome =
            shopping::change_items(call.state(), call.caller(), Path(list_id), changes).await;
        answer(outcome, |list| {
            format!(
                "Added. Your shopping list now has {} items.",
                item_count(list)
            )
        })
    }
}
