//! `plan_meals`, seed 002's one canonical planner: the quick meal planner of seed 001 (search,
//! rerank, variety across slots) run within the request, with the cuisine or ingredient asked
//! for as its `search_query`, a hard filter on every slot.

use std::collections::BTreeMap;

use async_trait::async_trait;
use cookbook_domain::MealType;
use cookbook_domain::variant::{MealRole, MealSlot};
use jiff::ToSpan;
use jiff::civil::Date;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{caller, meals_count, parse_input, today, with_remembered};
use crate::chat::state::{PlanFilters, StateUpdate};
use crate::chat::tool::{
    ChatTool, ToolCall, ToolCategory, ToolContext, ToolError, ToolInfo, ToolResult, ToolServices,
    ToolStop,
};
use crate::planning::meal_plans::{self, DayRequest, MealRequest, Preferences, QuickPlanRequest};
use crate::planning::search::search_mains;

/// Days and meals one chat request may plan: a chat answer waits for every slot (one rerank
/// call each); longer plans go through `POST /api/meal-plans`.
const MAX_DAYS: u32 = 14;
const MAX_MEALS: usize = 28;

/// The diets a plan may ask for: the knowledge base's five are hard filters on every recipe's
/// ingredients; `low-carb`, which no ingredient decides, ranks by the catalog's `dietType`.
const DIETS: [&str; 6] = [
    "vegetarian",
    "vegan",
    "pescatarian",
    "gluten-free",
    "dairy-free",
    "low-carb",
];

fn default_days() -> u32 {
    7
}

fn default_servings() -> u32 {
    2
}

/// What the model (or an MCP client) may ask for.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlanMealsInput {
    /// Number of days, 7 when not said (1 to 14).
    #[serde(default = "default_days")]
    days: u32,
    /// The meals to plan each day (breakfast, lunch, dinner, snack); dinner when not said.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    meal_types: Vec<MealType>,
    /// A cuisine or ingredient every planned main must match.
    #[serde(default)]
    search_query: Option<String>,
    /// Servings per meal, 2 when not said.
    #[serde(default = "default_servings")]
    servings: u32,
    /// First day (YYYY-MM-DD); today when not said.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    start_date: Option<Date>,
    /// Ingredients or allergens to leave out.
    #[serde(default)]
    excluded_ingredients: Vec<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
    /// vegetarian, vegan, pescatarian, gluten-free, dairy-free or low-carb.
    #[serde(default)]
    diet: Option<String>,
    /// The parts of each meal besides its main (side, salad, sauce, dessert, drink), each
    /// chosen to go with the main; none when not said.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    components: Vec<MealRole>,
}

impl PlanMealsInput {
    /// The meal types to plan each day, dinner when none are named, each once, in day order.
    fn meal_types(&self) -> Vec<MealType> {
        let mut types = if self.meal_types.is_empty() {
            vec![MealType::Dinner]
        } else {
            self.meal_types.clone()
        };
        types.sort();
        types.dedup();
        types
    }

    fn query(&self) -> Option<&str> {
        self.search_query
            .as_deref()
            .map(str::trim)
            .filter(|q| !q.is_empty())
    }

    /// The plan's preferences, leaving out what the conversation remembers besides what the
    /// input names.
    fn preferences(&self, remembered: &[String]) -> Preferences {
        Preferences {
            diet: self.diet.clone(),
            excluded_ingredients: with_remembered(&self.excluded_ingredients, remembered),
            max_prep_minutes: self.max_prep_minutes,
            max_cook_minutes: None,
        }
    }

    /// The quick planner's request: `days` days from `start`, the meal types on each.
    fn request(
        &self,
        start: Date,
        preferences: Preferences,
    ) -> Result<QuickPlanRequest, jiff::Error> {
        let meals: BTreeMap<MealSlot, MealRequest> = self
            .meal_types()
            .into_iter()
            .map(|meal_type| {
                let meal = MealRequest {
                    servings: self.servings,
                    tags: Vec::new(),
                    note: None,
                    is_meal_prep: false,
                    repeat: None,
                    pinned_recipe_id: None,
                    components: self.components.clone(),
                };
                (MealSlot::first(meal_type), meal)
            })
            .collect();
        let days = (0..i64::from(self.days))
            .map(|offset| {
                Ok(DayRequest {
                    date: start.checked_add(offset.days())?,
                    meals: meals.clone(),
                })
            })
            .collect::<Result<_, jiff::Error>>()?;
        Ok(QuickPlanRequest {
            mode: None,
            days,
            preferences,
            search_query: self.query().map(str::to_owned),
        })
    }
}

pub struct PlanMeals;

#[async_trait]
impl ChatTool for PlanMeals {
    fn info(&self) -> ToolInfo {
        ToolInfo::new(
            "plan_meals",
            ToolCategory::Agentic,
            "Creates a meal plan of distinct recipes from the user's recipes and the core catalog, and makes it the conversation's current plan. Call it only when the user asks for a new plan (never to show the current one); do not search first. Plans exactly the meal_types asked for on each day (\"lunches and dinners\" is both). Put a cuisine (\"French\", \"Italian\") or an ingredient (\"chicken\") in search_query: every planned main will match it. Put the parts asked for besides each main (\"with a side\", \"and a dessert\") in components. Put every ingredient or allergen the user cannot or will not eat in excluded_ingredients (\"shellfish\" also leaves out shrimp, crab and lobster); they are remembered, and later plans and swaps of the conversation leave them out too.",
        )
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {
            "days": {"type": "integer", "minimum": 1, "maximum": MAX_DAYS, "description": "Number of days, 7 when not said."},
            "meal_types": {"type": "array", "items": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]}, "description": "The meals to plan on each day, all that were asked for (brunch is breakfast, supper is dinner); dinner when not said."},
            "search_query": {"type": "string", "description": "A cuisine or ingredient every recipe must match."},
            "servings": {"type": "integer", "minimum": 1, "description": "Servings per meal, 2 when not said."},
            "start_date": {"type": "string", "description": "First day (YYYY-MM-DD); the week the user picked, else today."},
            "excluded_ingredients": {"type": "array", "items": {"type": "string"}, "description": "Ingredients or allergens to leave out (allergies, dislikes), as the user said them."},
            "max_prep_minutes": {"type": "integer", "minimum": 0},
            "diet": {"type": "string", "enum": DIETS, "description": "The diet asked for (keto is low-carb). Every recipe's ingredients must fit it (low-carb only ranks)."},
            "components": {"type": "array", "items": {"type": "string", "enum": ["side", "salad", "sauce", "dessert", "drink"]}, "description": "The parts of each meal besides its main, when asked for (\"dinners with a side\" is [\"side\"]); each is chosen to go with its meal's main."}
        }})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        plan_meals(call.ctx, call.services, parse_input(call.input)?).await
    }
}

/// Plans `input` for the user of `ctx` within the call, leaving out what the conversation
/// remembers; shared by the chat tool and the MCP tool of the same name.
pub(crate) async fn plan_meals(
    ctx: &ToolContext,
    services: &ToolServices,
    input: PlanMealsInput,
) -> Result<ToolResult, ToolStop> {
    let meals = input.days as usize * input.meal_types().len();
    if !(1..=MAX_DAYS).contains(&input.days) || meals > MAX_MEALS || input.servings == 0 {
        return Ok(ToolResult::failed(
            "INVALID_INPUT",
            format!(
                "I can plan 1 to {MAX_DAYS} days and up to {MAX_MEALS} meals at a time, \
                     with at least 1 serving each."
            ),
        ));
    }
    let known = |diet: &str| DIETS.iter().any(|d| d.eq_ignore_ascii_case(diet));
    if let Some(diet) = input.diet.as_deref().filter(|d| !known(d)) {
        return Ok(ToolResult::failed(
            "INVALID_INPUT",
            format!(
                "I cannot plan for a '{diet}' diet; I know {}.",
                DIETS.join(", ")
            ),
        ));
    }
    // Nothing to plan from is the seed's NO_RESULTS, not a plan of empty slots.
    let preferences = input.preferences(&ctx.state.excluded_ingredients);
    for meal_type in input.meal_types() {
        let hits = search_mains(
            services,
            &ctx.user,
            Some(meal_type),
            &preferences,
            input.query(),
        )
        .await?;
        if hits.is_empty() {
            return Ok(ToolResult::failed(
                "NO_RESULTS",
                format!(
                    "No {} recipes match '{}'; try another cuisine or ingredient.",
                    MealSlot::first(meal_type),
                    input.query().unwrap_or("these preferences")
                ),
            ));
        }
    }
    let start = input
        .start_date
        .or(ctx.state.week_start)
        .unwrap_or_else(|| today(services));
    let request = input
        .request(start, preferences)
        .map_err(|e| ToolError(format!("plan dates out of range: {e}")))?;
    let (job_id, job) = meal_plans::plan_now(services, &caller(ctx), request).await?;
    let mut meals = Vec::new();
    let mut empty = Vec::new();
    let mut missing_parts = 0;
    for (slot, outcome) in job.request.slots().iter().zip(&job.outcomes) {
        let (Some(selection), Some(meal)) = (&outcome.main.selection, &outcome.main.meal) else {
            empty.push(json!({"date": slot.date, "meal_type": slot.key.to_string()}));
            continue;
        };
        let mut planned = json!({
            "date": slot.date, "meal_type": slot.key.to_string(),
            "recipe_id": selection.recipe_id, "source": selection.source,
            "name": meal.title, "cuisine": meal.dish.cuisine, "tags": meal.tags,
        });
        if !outcome.others.is_empty() {
            let parts: Vec<Value> = outcome
                .others
                .iter()
                .map(|other| match &other.pick.meal {
                    Some(part) => {
                        json!({"role": other.role, "recipe_id": part.recipe_id, "name": part.title})
                    }
                    None => json!({"role": other.role, "recipe_id": null, "name": null}),
                })
                .collect();
            missing_parts += outcome
                .others
                .iter()
                .filter(|o| o.pick.meal.is_none())
                .count();
            planned["components"] = json!(parts);
        }
        meals.push(planned);
    }
    let names: Vec<String> = meals.iter().map(meal_line).collect();
    let mut summary = format!(
        "Planned {}: {}.",
        meals_count(meals.len()),
        names.join("; ")
    );
    if !empty.is_empty() {
        summary.push_str(&format!(
            " {} could not be filled without repeating a recipe.",
            meals_count(empty.len())
        ));
    }
    if missing_parts > 0 {
        summary.push_str(&format!(
            " {missing_parts} of the parts asked for beside a main found no recipe that fits."
        ));
    }
    Ok(ToolResult::ok(json!({
        "snapshot_id": job.snapshot_id,
        "job_id": job_id,
        "meals": meals,
        "empty_slots": empty,
        "summary": summary,
    }))
    .with_updates([
        StateUpdate::CurrentPlan(job.snapshot_id.clone()),
        StateUpdate::PlanFilters(PlanFilters {
            search_query: input.query().map(str::to_owned),
            diet: input.diet.clone(),
        }),
        StateUpdate::ExcludedIngredients(input.excluded_ingredients.clone()),
    ]))
}

/// "2026-11-23 dinner: Chicken Stew + side: Garlic Mashed Potatoes", as `show_current_plan`
/// lists a meal.
fn meal_line(meal: &Value) -> String {
    let text = |value: &Value| value.as_str().unwrap_or_default().to_owned();
    let parts: Vec<String> = meal["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|part| part["name"].is_string())
        .map(|part| format!(" + {}: {}", text(&part["role"]), text(&part["name"])))
        .collect();
    format!(
        "{} {}: {}{}",
        text(&meal["date"]),
        text(&meal["meal_type"]),
        text(&meal["name"]),
        parts.concat()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(value: Value) -> PlanMealsInput {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn a_request_plans_each_day_from_the_start_with_the_query_as_a_filter() {
        let start: Date = "2026-11-23".parse().unwrap();
        let request = input(
            json!({"days": 3, "meal_types": ["lunch", "breakfast", "lunch"],
                                   "search_query": " French ", "servings": 4}),
        )
        .request(start, Preferences::default())
        .unwrap();
        let dates: Vec<String> = request.days.iter().map(|d| d.date.to_string()).collect();
        assert_eq!(dates, ["2026-11-23", "2026-11-24", "2026-11-25"]);
        let keys: Vec<String> = request.days[0]
            .meals
            .keys()
            .map(|k| k.to_string())
            .collect();
        assert_eq!(keys, ["breakfast", "lunch"]);
        assert_eq!(request.days[2].meals.values().next().unwrap().servings, 4);
        assert_eq!(request.search_query.as_deref(), Some("French"));

        let defaults = input(json!({}))
            .request(start, Preferences::default())
            .unwrap();
        assert_eq!(defaults.days.len(), 7);
        let dinner = &defaults.days[6].meals[&MealSlot::first(MealType::Dinner)];
        assert_eq!((dinner.servings, defaults.search_query), (2, None));
        assert!(dinner.components.is_empty(), "the main alone");

        let with_a_side = input(json!({"components": ["side", "dessert"]}))
            .request(start, Preferences::default())
            .unwrap();
        for day in &with_a_side.days {
            let dinner = &day.meals[&MealSlot::first(MealType::Dinner)];
            assert_eq!(dinner.components, [MealRole::Side, MealRole::Dessert]);
        }
    }

    #[test]
    fn remembered_exclusions_join_those_asked_for() {
        let asked = input(json!({"excluded_ingredients": ["pork"], "diet": "vegetarian"}));
        let preferences = asked.preferences(&["shellfish".to_owned(), "pork".to_owned()]);
        assert_eq!(preferences.excluded_ingredients, ["pork", "shellfish"]);
        assert_eq!(preferences.diet.as_deref(), Some("vegetarian"));
    }
}
