//! Tools over the current plan: show it, cook one of its meals, change a planned meal's recipe
//! ("use tofu instead of chicken on Monday") and undo that change.

use async_trait::async_trait;
use axum::extract::Path;
use cookbook_domain::variant::{MEAL_COOK_PREFIX, MealComponent, PlanSnapshot, PlannedMeal};
use serde_json::{Value, json};

use super::{answer, plan_date, request, today};
use crate::chat::state::{PendingQuestion, StateUpdate};
use crate::chat::tool::{ChatTool, ToolCall, ToolCategory, ToolInfo, ToolResult, ToolStop};
use crate::kitchen::{cook, variants};
use crate::planning::plan_snapshots;
use crate::request::body::{JsonBody, QueryParams};

/// The `day` and `meal_type` inputs of the tools that name one planned meal.
pub(super) fn meal_parameters(extra: Value) -> Value {
    let mut properties = json!({
        "day": {"type": "string", "description": "Weekday (\"tuesday\"), \"today\", \"tomorrow\", date (YYYY-MM-DD) or \"day 2\". When left out and the plan has that meal on several days, the tool asks which day."},
        "meal_type": {"type": "string", "description": "breakfast, lunch, dinner, snack or snack_2; dinner when left out."}
    });
    if let (Some(properties), Value::Object(extra)) = (properties.as_object_mut(), extra) {
        properties.extend(extra);
    }
    json!({"type": "object", "properties": properties})
}

/// The current plan and the meal the input names in it, or why there is none. Without a day,
/// a meal the plan has on several days is a question to the user ("which day?"), kept as the
/// pending question so the next message ("Tuesday") completes the call of `tool`.
pub(super) async fn named_meal(
    tool: &dyn ChatTool,
    call: &ToolCall<'_>,
) -> Result<(PlanSnapshot, PlannedMeal), ToolStop> {
    let plan_id = call.current_plan()?;
    let snapshot = plan_snapshots::load(call.services, &call.caller(), plan_id)
        .await?
        .snapshot;
    let meals = snapshot.planned_meals();
    let mut dates: Vec<_> = meals.iter().map(|meal| meal.date).collect();
    dates.dedup();
    let meal_type = call.text("meal_type").unwrap_or("dinner").to_lowercase();
    let day = call.text("day");
    let days_with_meal: Vec<_> = meals
        .iter()
        .filter(|meal| meal.meal_type.to_string() == meal_type)
        .map(|meal| meal.date)
        .collect();
    if day.is_none() && days_with_meal.len() > 1 {
        let named: Vec<String> = days_with_meal
            .iter()
            .map(|date| format!("{:?} {date}", date.weekday()))
            .collect();
        let question = PendingQuestion {
            tool: tool.info().name.to_owned(),
            input: call.input.clone(),
            missing: "day".to_owned(),
        };
        return Err(ToolResult::failed(
            "NEEDS_DAY",
            format!(
                "Which day's {meal_type}? The plan has it on {}.",
                named.join(", ")
            ),
        )
        .with_updates([StateUpdate::PendingQuestion(Some(question))])
        .into());
    }
    let found = plan_date(&dates, day, today(call.services)).and_then(|date| {
        meals
            .iter()
            .find(|meal| meal.date == date && meal.meal_type.to_string() == meal_type)
    });
    match found.cloned() {
        Some(meal) => Ok((snapshot, meal)),
        None => Err(ToolResult::failed(
            "NO_SUCH_MEAL",
            format!(
                "The plan has no {meal_type} on {}.",
                day.unwrap_or("its first day")
            ),
        )
        .into()),
    }
}

/// A planned meal as the meal routes address it: `(snapshot id, date, meal key)`.
pub(super) type MealPath = Path<(String, String, String)>;

/// What `tool`, which changes a meal from an instruction, was asked: the instruction, the plan
/// and meal it names, and the meal's route path. Without an instruction the model is told to
/// give one, with `example`.
pub(super) async fn instructed_meal<'c>(
    tool: &dyn ChatTool,
    call: &ToolCall<'c>,
    example: &str,
) -> Result<(&'c str, PlanSnapshot, PlannedMeal, MealPath), ToolStop> {
    let Some(instruction) = call.text("instruction") else {
        let message = format!("Say what to change, e.g. \"{example}\".");
        return Err(ToolResult::failed("INVALID_INPUT", message).into());
    };
    let (plan, meal) = named_meal(tool, call).await?;
    let path = meal_path(&plan, &meal);
    Ok((instruction, plan, meal, path))
}

fn meal_path(plan: &PlanSnapshot, meal: &PlannedMeal) -> MealPath {
    Path((
        plan.snapshot_id().to_owned(),
        meal.date.to_string(),
        meal.meal_type.to_string(),
    ))
}

pub struct ShowCurrentPlan;

#[async_trait]
impl ChatTool for ShowCurrentPlan {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "show_current_plan",
            ToolCategory::Query,
            "Shows the meal plan of this conversation: each day's meals by name with their components (main, sides, dessert, …), marking recipes that were changed.",
        )
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let plan_id = call.current_plan()?;
        let who = call.caller();
        let (snapshot, recipes) =
            plan_snapshots::load_with_recipes(call.services, &who, plan_id).await?;
        let name_of = |component: &MealComponent| {
            component
                .effective_recipe(|id| recipes.get(id))
                .map_or("(recipe no longer available)", |recipe| {
                    recipe.name.as_str()
                })
                .to_owned()
        };
        let meals: Vec<Value> = snapshot
            .planned_meals()
            .iter()
            .map(|meal| {
                let main = meal.main();
                let components: Vec<Value> = meal
                    .components_mains_first()
                    .into_iter()
                    .map(|c| {
                        json!({
                            "component_id": c.component_id, "role": c.role, "name": name_of(c),
                            "recipe_id": c.recipe_id, "servings": c.servings,
                            "modified": c.variant.is_some(),
                        })
                    })
                    .collect();
                json!({
                    "date": meal.date, "meal_type": meal.meal_type.to_string(),
                    "name": name_of(main), "recipe_id": main.recipe_id, "servings": main.servings,
                    "modified": main.variant.is_some(), "components": components,
                })
            })
            .collect();
        let lines: Vec<String> = meals
            .iter()
            .map(|meal| {
                let modified = if meal["modified"] == json!(true) {
                    " (modified)"
                } else {
                    ""
                };
                let with: Vec<String> = meal["components"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .skip(1)
                    .map(|c| {
                        let role = c["role"].as_str().unwrap_or_default();
                        format!(" + {role}: {}", c["name"].as_str().unwrap_or_default())
                    })
                    .collect();
                format!(
                    "{} {}: {}{modified}{}",
                    meal["date"].as_str().unwrap_or_default(),
                    meal["meal_type"].as_str().unwrap_or_default(),
                    meal["name"].as_str().unwrap_or_default(),
                    with.concat()
                )
            })
            .collect();
        Ok(ToolResult::ok(json!({
            "snapshot_id": plan_id,
            "meals": meals,
            "summary": format!("Your plan has {} meals: {}.", lines.len(), lines.join("; ")),
        })))
    }
}

pub struct GetCookingGuide;

#[async_trait]
impl ChatTool for GetCookingGuide {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "get_cooking_guide",
            ToolCategory::Query,
            "Gives the ingredients and steps to cook a planned meal (every component of it, with any changes made to them) or a recipe by id.",
        )
    }
    fn parameters(&self) -> Value {
        meal_parameters(
            json!({"recipe_id": {"type": "string", "description": "A recipe id, instead of a planned meal."}}),
        )
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let id = match call.text("recipe_id") {
            Some(id) => id.to_owned(),
            None => {
                let (plan, meal) = named_meal(self, &call).await?;
                let main = meal.main();
                match &main.variant {
                    // A bundle is cooked in sections; a one-recipe meal as that recipe.
                    _ if meal.components().len() > 1 => {
                        format!("{MEAL_COOK_PREFIX}{}:{}", plan.snapshot_id(), meal.key())
                    }
                    Some(variant) => variant.variant_id.to_string(),
                    None => main.recipe_id.clone(),
                }
            }
        };
        let outcome = cook::get(call.state(), call.caller(), Path(id)).await;
        answer(outcome, |view| {
            let sections = match view["sections"].as_array() {
                Some(sections) => sections.iter().collect(),
                None => vec![view],
            };
            let lines: Vec<String> = sections
                .into_iter()
                .map(|section| {
                    let recipe = &section["recipe"];
                    let role = section["role"]
                        .as_str()
                        .map_or_else(String::new, |role| format!("{role}: "));
                    format!(
                        "{role}{}: {} ingredients, {} steps.",
                        recipe["name"].as_str().unwrap_or("The recipe"),
                        recipe["ingredients"].as_array().map_or(0, Vec::len),
                        recipe["instructions"].as_array().map_or(0, Vec::len)
                    )
                })
                .collect();
            lines.join(" ")
        })
    }
}

pub struct ModifyRecipe;

#[async_trait]
impl ChatTool for ModifyRecipe {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "modify_recipe",
            ToolCategory::Agentic,
            "Changes the recipe of one planned meal for this plan only, from an instruction such as \"use brown rice instead of white rice\" or \"double it\"; the original recipe is untouched.",
        )
    }
    fn parameters(&self) -> Value {
        let mut schema = meal_parameters(json!({
            "instruction": {"type": "string", "description": "The change, in plain words."},
            "answer": {"type": "string", "description": "The user's answer when the last try at this same instruction asked which ingredient they meant."}
        }));
        schema["required"] = json!(["instruction"]);
        schema
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let example = "use tofu instead of chicken";
        let (instruction, _, meal, path) = instructed_meal(self, &call, example).await?;
        let mut body = json!({ "instruction": instruction });
        if let Some(answer) = call.text("answer") {
            body["answer"] = json!(answer);
        }
        let body = JsonBody(request(body)?);
        let outcome = variants::apply(call.state(), call.caller(), path, body).await;
        let result = answer(outcome, |patch| {
            match patch["clarification_message"].as_str() {
                Some(question) if patch["needs_clarification"] == json!(true) => {
                    question.to_owned()
                }
                _ => format!(
                    "Changed {} {}: {} change(s) applied.",
                    meal.date,
                    meal.meal_type,
                    patch["ops"].as_array().map_or(0, Vec::len)
                ),
            }
        })?;
        // "Which chicken do you mean?": the next message is the answer, even to a model that
        // is sent no history.
        if result.data["needs_clarification"] != json!(true) {
            return Ok(result);
        }
        let mut input = call.input.clone();
        if let Some(asked) = input.as_object_mut() {
            asked.remove("answer");
        }
        let question = PendingQuestion {
            tool: self.info().name.to_owned(),
            input,
            missing: "answer".to_owned(),
        };
        Ok(result.with_updates([StateUpdate::PendingQuestion(Some(question))]))
    }
}

pub struct ClearVariant;

#[async_trait]
impl ChatTool for ClearVariant {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "clear_variant",
            ToolCategory::Action,
            "Undoes the changes made to one planned meal's recipe, going back to the original recipe; with last: true undoes only the most recent change.",
        )
    }
    fn parameters(&self) -> Value {
        meal_parameters(json!({
            "last": {"type": "boolean", "description": "Undo only the most recent change, keeping the earlier ones."}
        }))
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let (plan, meal) = named_meal(self, &call).await?;
        let path = meal_path(&plan, &meal);
        let last = call
            .input
            .get("last")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        let params = QueryParams(variants::ClearParams {
            last,
            component_id: None,
        });
        let outcome = variants::clear(call.state(), call.caller(), path, params).await;
        answer(outcome, |cleared| {
            let left = cleared["variant"]["changes"].as_array().map_or(0, Vec::len);
            if left > 0 {
                format!(
                    "Undid the last change to {} {}; {left} earlier change(s) remain.",
                    meal.date, meal.meal_type
                )
            } else if cleared["cleared"] == json!(true) {
                format!(
                    "{} {} is back to its original recipe.",
                    meal.date, meal.meal_type
                )
            } else {
                format!("{} {} had no changes to undo.", meal.date, meal.meal_type)
            }
        })
    }
}
