//! The plan-slot consumer: one slot of a quick meal-plan job per message, in decision order
//! (seed 001, DESIGN.md "The phase chain protocol").
//!
//! A message names the job and the slot index. The job document's `outcomes` list is the chain
//! state: its length is the next slot. A message for that slot plans it — pinned recipe, or
//! search → rerank → validation for its main, then the same for each other component the meal
//! asks for (a bundle's side, dessert, …), whose rerank input carries the main — and appends the
//! outcome in one versioned write, then sends the next slot (or finishes the job). A message for the slot just done re-sends the next step (the
//! earlier send may have been lost); any other is stale and acked. A lost write race is acked.
//! So a duplicate delivery ends in exactly the state of one clean run.

use std::num::NonZeroU32;

use cookbook_domain::Recipe;
use cookbook_domain::food::{FoodData, main_ingredients};
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use cookbook_domain::variant::{
    ComponentId, ComponentsError, MealComponent, MealRole, MealSlot, PlannedMeal, RecipeOrigin,
};
use cookbook_store::search::seeded_order;
use cookbook_store::{QueueName, SearchEntry, StoreError};
use jiff::ToSpan;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::AppContext;
use crate::planning::meal_plans::{JobStatus, QuickJob, SlotRef};
use crate::planning::rerank::{
    CandidateInput, ComponentInput, DishFacts, OfflineReranker, RecentMealInput, RerankInput,
    SlotInput, is_main, rerank,
};
use crate::planning::search::candidate_query;
use crate::planning::user_preferences::PlanPreferences;
use crate::work::{WorkError, load_subject};

/// The phase name carried by slot messages.
pub const PLAN_SLOT_PHASE: &str = "Plan.Slot";
/// How far back recent meals reach (seed 001: "default: 7 days").
const RECENT_DAYS: i64 = 7;
/// Longest candidate summary sent to the model.
const SUMMARY_CHARS: usize = 160;

/// The body of a plan-slot message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SlotMessage {
    pub job_id: String,
    pub phase: String,
    /// Index of the slot in decision order.
    pub slot: usize,
    pub attempt: u32,
}

/// seed 001's `selection`: where the recipe is and its id there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Selection {
    /// `user` or `core` (`stage` is for staged copies, which this planner does not make).
    pub source: RecipeOrigin,
    pub recipe_id: String,
}

/// One recipe picked for a meal: its selection (null when nothing could be picked) and what
/// later picks need to know about it for variety.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Pick {
    pub selection: Option<Selection>,
    #[serde(default)]
    pub meal: Option<RecentMeal>,
}

/// A planned slot: its main's pick and, for a bundle, the picks of its other components in the
/// order asked for (an outcome stored before bundles has none).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlotOutcome {
    #[serde(flatten)]
    pub main: Pick,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<ComponentPick>,
}

/// The pick of a meal's component other than its main.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ComponentPick {
    pub role: MealRole,
    #[serde(flatten)]
    pub pick: Pick,
}

impl SlotOutcome {
    /// Every pick of the slot with its role, the main's first.
    pub fn picks(&self) -> impl Iterator<Item = (MealRole, &Pick)> {
        std::iter::once((MealRole::Main, &self.main))
            .chain(self.others.iter().map(|other| (other.role, &other.pick)))
    }
}

/// A meal the reranker sees in `recent_meals`: a main, or (in a bundle plan) another component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecentMeal {
    pub date: Date,
    pub meal_type: String,
    #[serde(default, skip_serializing_if = "is_main")]
    pub role: MealRole,
    pub recipe_id: String,
    pub title: String,
    pub tags: Vec<String>,
    /// Its cuisine, primary protein, main ingredients and food group: later picks vary from
    /// them, and a caller can describe the plan without reading each recipe again.
    #[serde(flatten)]
    pub dish: DishFacts,
}

/// Queues slot `slot` of job `job_id`.
pub async fn send_slot(ctx: &AppContext, job_id: &str, slot: usize) -> Result<(), StoreError> {
    let message = SlotMessage {
        job_id: job_id.to_owned(),
        phase: PLAN_SLOT_PHASE.to_owned(),
        slot,
        attempt: 1,
    };
    let body = json!(message).to_string();
    ctx.stores.queue.send(QueueName::PlanSlot, &body).await?;
    Ok(())
}

/// Handles one plan-slot message.
pub async fn handle(ctx: &AppContext, body: &str) -> Result<(), WorkError> {
    let message: SlotMessage =
        serde_json::from_str(body).map_err(|e| WorkError::Malformed(e.to_string()))?;
    let document = load_subject(&format!("job {}", message.job_id), || {
        ctx.stores.plans.get(PlanDocumentKind::Job, &message.job_id)
    })
    .await?;
    let job =
        QuickJob::from_body(&document.body).map_err(|e| WorkError::Malformed(e.to_string()))?;
    if matches!(job.status, JobStatus::Complete | JobStatus::Failed) {
        return Ok(());
    }
    let next = job.outcomes.len();
    if message.slot + 1 == next {
        // This slot is done; the step after it may not have been sent.
        return advance(ctx, &document, &job).await;
    }
    if message.slot != next {
        tracing::info!(job_id = %message.job_id, slot = message.slot, next, "stale slot message; acked");
        return Ok(());
    }
    let mut job = job;
    let history = match job.history.take() {
        Some(history) => history,
        None => read_history(ctx, &document.owner, &job).await?,
    };
    let slots = job.request.slots();
    let Some(slot) = slots.get(next).copied() else {
        return Err(WorkError::Malformed(format!(
            "job {} has no slot {next}",
            document.id
        )));
    };
    let outcome = plan(ctx, &document, &job, &history, slot, SlotPolicy::Queued).await?;
    job.history = Some(history);
    job.outcomes.push(outcome);
    job.status = JobStatus::Running;
    let Some(updated) = save(ctx, &document, &job).await? else {
        return Ok(());
    };
    advance(ctx, &updated, &job).await
}

/// Writes `job` as the next version of `document`; `None` when another consumer got there first.
async fn save(
    ctx: &AppContext,
    document: &PlanDocument,
    job: &QuickJob,
) -> Result<Option<PlanDocument>, WorkError> {
    let updated = PlanDocument {
        version: document.version + 1,
        body: job
            .to_body()
            .map_err(|e| WorkError::Malformed(e.to_string()))?,
        updated_at: ctx.stores.clock.now(),
        ..document.clone()
    };
    match ctx.stores.plans.write(&updated).await {
        Ok(()) => Ok(Some(updated)),
        Err(StoreError::Conflict(_)) => {
            tracing::info!(job_id = %document.id, "lost a job write race; acked");
            Ok(None)
        }
        Err(other) => Err(other.into()),
    }
}

/// After slot `outcomes.len() - 1`: sends the next slot, or finishes the job after the last.
async fn advance(
    ctx: &AppContext,
    document: &PlanDocument,
    job: &QuickJob,
) -> Result<(), WorkError> {
    let next = job.outcomes.len();
    if next < job.request.slots().len() {
        send_slot(ctx, &document.id, next).await?;
        return Ok(());
    }
    finish(ctx, document, job).await.map(drop)
}

/// One meal of a finished plan, as its snapshot and the meal history keep it.
pub(crate) struct SnapshotMeal {
    pub date: Date,
    pub key: MealSlot,
    pub recipe_id: String,
    pub source: RecipeOrigin,
    pub servings: u32,
    /// The meal's components besides its main (a bundle's side, dessert, …), in planned order.
    pub others: Vec<(MealRole, Selection)>,
}

impl SnapshotMeal {
    /// The meal in seed 000's snapshot shape: its main, and its other components when it has
    /// some, each for the meal's servings.
    fn planned(&self) -> Result<PlannedMeal, ComponentsError> {
        let servings = NonZeroU32::new(self.servings).unwrap_or(NonZeroU32::MIN);
        let main = PlannedMeal::new(
            self.date,
            self.key,
            self.recipe_id.clone(),
            self.source,
            servings,
        );
        if self.others.is_empty() {
            return Ok(main);
        }
        let mut components = main.components().to_vec();
        for (role, selection) in &self.others {
            let id = ComponentId::first_free(*role, |id| {
                components.iter().any(|c| c.component_id == *id)
            });
            components.push(MealComponent::new(
                id,
                *role,
                selection.recipe_id.clone(),
                selection.source,
                servings,
            ));
        }
        PlannedMeal::with_components(self.date, self.key, components)
    }
}

/// Stores a finished plan as snapshot `snapshot_id` (seed 000's shape; a second write of the
/// same snapshot is a no-op) and records its meals in `owner`'s history.
pub(crate) async fn save_snapshot(
    ctx: &AppContext,
    owner: &str,
    snapshot_id: &str,
    job_id: &str,
    meals: &[SnapshotMeal],
) -> Result<(), WorkError> {
    let now = ctx.stores.clock.now();
    let planned_meals = meals
        .iter()
        .map(SnapshotMeal::planned)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| WorkError::Malformed(format!("a planned meal does not stand: {e}")))?;
    let snapshot = PlanDocument {
        kind: PlanDocumentKind::Snapshot,
        id: snapshot_id.to_owned(),
        owner: owner.to_owned(),
        version: 1,
        body: json!({
            "snapshot_id": snapshot_id,
            "owner": owner,
            "job_id": job_id,
            "created_at": now,
            "planned_meals": serde_json::to_value(&planned_meals)
                .map_err(|e| WorkError::Malformed(e.to_string()))?,
        }),
        created_at: now,
        updated_at: now,
    };
    match ctx.stores.plans.write(&snapshot).await {
        Ok(()) | Err(StoreError::Conflict(_)) => {}
        Err(other) => return Err(other.into()),
    }
    let entries: Vec<MealHistoryEntry> = meals
        .iter()
        .map(|meal| MealHistoryEntry {
            owner: owner.to_owned(),
            date: meal.date,
            meal_key: meal.key.to_string(),
            recipe_id: meal.recipe_id.clone(),
            source: meal.source.as_str().to_owned(),
            snapshot_id: Some(snapshot_id.to_owned()),
        })
        .collect();
    Ok(ctx.stores.plans.record_meals(&entries).await?)
}

/// How a slot is chosen: queued slots (seed 001) rerank with the model and avoid repeats
/// softly; a plan made within a request never repeats a recipe and reranks with the model only
/// while it is within its time budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SlotPolicy {
    /// Seed 001: recent meals go to the reranker, which avoids repeats when it can.
    Queued,
    /// Seed 002's golden rule for chat plans: a recipe already planned is not offered again,
    /// so a slot stays empty rather than repeat one.
    Inline { model: bool },
}

/// Plans every slot of the job in `document` in decision order, each recipe at most once, and
/// finishes it, as the slot messages would one by one, for a caller that answers within one
/// request.
pub(crate) async fn plan_all(
    ctx: &AppContext,
    document: &PlanDocument,
    mut job: QuickJob,
) -> Result<QuickJob, WorkError> {
    let history = read_history(ctx, &document.owner, &job).await?;
    let request = job.request.clone();
    let started = std::time::Instant::now();
    for slot in request.slots() {
        let model = started.elapsed() < ctx.config.inline_plan_model_budget;
        let policy = SlotPolicy::Inline { model };
        let outcome = plan(ctx, document, &job, &history, slot, policy).await?;
        job.outcomes.push(outcome);
    }
    job.history = Some(history);
    finish(ctx, document, &job).await
}

/// Saves the plan snapshot, records the meals in history and completes the job; each step is
/// idempotent, so a redelivered last message repeats them harmlessly. Returns the completed job.
async fn finish(
    ctx: &AppContext,
    document: &PlanDocument,
    job: &QuickJob,
) -> Result<QuickJob, WorkError> {
    // A meal whose main could not be picked is left out, and its other components with it.
    let meals: Vec<SnapshotMeal> = job
        .request
        .slots()
        .into_iter()
        .zip(&job.outcomes)
        .filter_map(|(slot, outcome)| {
            let main = outcome.main.selection.as_ref()?;
            Some(SnapshotMeal {
                date: slot.date,
                key: slot.key,
                recipe_id: main.recipe_id.clone(),
                source: main.source,
                servings: slot.meal.servings,
                others: outcome
                    .others
                    .iter()
                    .filter_map(|other| Some((other.role, other.pick.selection.clone()?)))
                    .collect(),
            })
        })
        .collect();
    save_snapshot(ctx, &document.owner, &job.snapshot_id, &document.id, &meals).await?;
    let mut done = job.clone();
    done.status = JobStatus::Complete;
    done.result = Some(job.result());
    save(ctx, document, &done).await?;
    tracing::info!(job_id = %document.id, slots = job.outcomes.len(), "meal plan complete");
    Ok(done)
}

/// The owner's meals in the 7 days before the plan's first date, with titles and tags.
async fn read_history(
    ctx: &AppContext,
    owner: &str,
    job: &QuickJob,
) -> Result<Vec<RecentMeal>, WorkError> {
    let Some(first) = job.request.days.iter().map(|day| day.date).min() else {
        return Ok(Vec::new());
    };
    let (from, to) = (window_start(first)?, first.yesterday().map_err(date_error)?);
    let entries = ctx.stores.plans.meal_history(owner, from, to).await?;
    let mut meals = Vec::with_capacity(entries.len());
    for entry in entries {
        // A recipe deleted since then still counts as eaten, without a title.
        let recipe = ctx.stores.recipes.get(&entry.recipe_id).await?;
        meals.push(RecentMeal {
            date: entry.date,
            meal_type: entry.meal_key,
            role: MealRole::Main,
            recipe_id: entry.recipe_id,
            title: recipe.as_ref().map(|r| r.name.clone()).unwrap_or_default(),
            tags: recipe.as_ref().map(|r| r.tags.clone()).unwrap_or_default(),
            dish: recipe.as_ref().map(dish_facts).unwrap_or_default(),
        });
    }
    Ok(meals)
}

fn date_error(error: jiff::Error) -> WorkError {
    WorkError::Malformed(format!("a plan date is out of range: {error}"))
}

fn window_start(date: Date) -> Result<Date, WorkError> {
    date.checked_sub(RECENT_DAYS.days()).map_err(date_error)
}

/// Plans one slot of the job in `document`: its main (the pinned recipe, or the reranked choice
/// among the searched candidates), then each other component asked for, chosen to go with it.
async fn plan(
    ctx: &AppContext,
    document: &PlanDocument,
    job: &QuickJob,
    history: &[RecentMeal],
    slot: SlotRef<'_>,
    policy: SlotPolicy,
) -> Result<SlotOutcome, WorkError> {
    let mut picker = Picker {
        ctx,
        document,
        job,
        slot,
        policy,
        preferences: PlanPreferences::merge(&job.standing, &job.request.preferences),
        earlier: history
            .iter()
            .chain(
                job.outcomes
                    .iter()
                    .flat_map(|o| o.picks().filter_map(|(_, pick)| pick.meal.as_ref())),
            )
            .cloned()
            .collect(),
        history_len: history.len(),
    };
    let main = match &slot.meal.pinned_recipe_id {
        Some(pinned) => picker.pinned(pinned).await?,
        None => picker.pick(MealRole::Main, None).await?,
    };
    let mut others = Vec::new();
    for (index, role) in slot.meal.other_roles().iter().enumerate() {
        let pick = match &main {
            Some((_, main)) => picker.pick(*role, Some((index + 1, main))).await?,
            // Nothing goes with a main that could not be picked: the meal is not planned.
            None => None,
        };
        others.push(ComponentPick {
            role: *role,
            pick: pick.map(|(pick, _)| pick).unwrap_or_default(),
        });
    }
    Ok(SlotOutcome {
        main: main.map(|(pick, _)| pick).unwrap_or_default(),
        others,
    })
}

/// Picks the recipes of one slot, each knowing the meals before it (the owner's recent meals,
/// the slots planned so far and this slot's earlier picks).
struct Picker<'a> {
    ctx: &'a AppContext,
    document: &'a PlanDocument,
    job: &'a QuickJob,
    slot: SlotRef<'a>,
    policy: SlotPolicy,
    preferences: PlanPreferences,
    /// The owner's recent meals, then this plan's picks so far.
    earlier: Vec<RecentMeal>,
    /// How many of `earlier` are the owner's recent meals.
    history_len: usize,
}

/// A pick, and the candidate it was, which the meal's later components go with.
type Picked = (Pick, CandidateInput);

impl Picker<'_> {
    fn owner(&self) -> &str {
        &self.document.owner
    }

    /// The pinned main: the user's own choice, staged as is (seed 001) when they may read it;
    /// `None` when they may not.
    async fn pinned(&mut self, recipe_id: &str) -> Result<Option<Picked>, WorkError> {
        let recipe = self.ctx.stores.recipes.get(recipe_id).await?;
        let readable = recipe
            .as_ref()
            .and_then(|recipe| Some((SearchEntry::of(recipe)?, recipe)))
            .filter(|(entry, _)| entry.owner == self.owner() || entry.is_core());
        let Some((entry, recipe)) = readable else {
            tracing::info!(recipe_id, "pinned recipe not found; the slot stays empty");
            return Ok(None);
        };
        let candidate = candidate(&entry, Some(recipe));
        Ok(Some(self.selected(MealRole::Main, &entry, candidate)))
    }

    /// The reranked choice for `role` among the searched candidates; `None` when there is none.
    /// A component other than the main comes with its number in the meal and the main's
    /// candidate, which the rerank input shows so the choice goes with it.
    async fn pick(
        &mut self,
        role: MealRole,
        component: Option<(usize, &CandidateInput)>,
    ) -> Result<Option<Picked>, WorkError> {
        let (slot, job) = (self.slot, self.job);
        let mut query = candidate_query(
            self.owner(),
            Some(slot.key.meal_type()),
            &slot.meal.tags,
            &self.preferences,
            // The plan's search query asks for its meals ("French", "chicken"); a side of a
            // chicken dinner need not hold chicken.
            job.request
                .search_query
                .as_deref()
                .filter(|_| role == MealRole::Main),
        );
        // A main is never a side dish or a dessert; another part is a recipe made for it.
        query.mains_only = role == MealRole::Main;
        query.fills_role = (role != MealRole::Main).then_some(role);
        // Each pick draws its own share of equally good recipes, the same on every rerun.
        let mut draw = format!("{}:{}:{}", self.document.id, slot.date, slot.key);
        if let Some((number, _)) = component {
            draw.push_str(&format!(":{number}"));
        }
        query.tie_seed = Some(seeded_order(0, &draw));
        let mut hits = self.ctx.stores.search.search(&query).await?;
        if matches!(self.policy, SlotPolicy::Inline { .. }) {
            let planned = |id: &str| {
                self.earlier[self.history_len..]
                    .iter()
                    .any(|meal| meal.recipe_id == id)
            };
            hits.retain(|hit| !planned(&hit.entry.id));
        }
        if hits.is_empty() {
            return Ok(None);
        }
        let since = window_start(slot.date)?;
        let recent_meals: Vec<RecentMealInput> = self
            .earlier
            .iter()
            .filter(|meal| meal.date >= since)
            .map(|meal| RecentMealInput {
                date: meal.date.to_string(),
                meal_type: meal.meal_type.clone(),
                role: meal.role,
                recipe_id: meal.recipe_id.clone(),
                title: meal.title.clone(),
                tags: meal.tags.clone(),
                dish: meal.dish.clone(),
            })
            .collect();
        let mut candidates = Vec::with_capacity(hits.len());
        for hit in &hits {
            // The index keeps ingredient names only; the primary protein needs their amounts.
            let recipe = self.ctx.stores.recipes.get(&hit.entry.id).await?;
            candidates.push(candidate(&hit.entry, recipe.as_ref()));
        }
        let input = RerankInput {
            slot: SlotInput {
                date: slot.date.to_string(),
                meal_type: slot.key.to_string(),
                servings: slot.meal.servings,
                tags: slot.meal.tags.clone(),
                notes: slot.meal.note.clone(),
                is_meal_prep: slot.meal.is_meal_prep,
            },
            component: component.map(|(_, main)| ComponentInput {
                role,
                main: main.clone(),
            }),
            preferences: self.preferences.shown.clone(),
            recent_meals,
            candidates,
        };
        let choice = if self.policy == (SlotPolicy::Inline { model: false }) {
            OfflineReranker::choose(&input).selected_recipe_id
        } else {
            match rerank(self.ctx, &input).await {
                Ok(choice) => choice,
                Err(error) => {
                    // A slot failure never fails the job (seed 001): the pick stays empty.
                    tracing::warn!(error = %error, date = %slot.date, meal = %slot.key, %role, "rerank failed");
                    None
                }
            }
        };
        let Some(at) = choice.and_then(|id| hits.iter().position(|hit| hit.entry.id == id)) else {
            return Ok(None);
        };
        let candidate = input.candidates.into_iter().nth(at);
        Ok(candidate.map(|candidate| self.selected(role, &hits[at].entry, candidate)))
    }

    /// The pick of `entry` as the slot's `role`, remembered for the picks after it.
    fn selected(
        &mut self,
        role: MealRole,
        entry: &SearchEntry,
        candidate: CandidateInput,
    ) -> Picked {
        let source = if entry.owner == self.owner() {
            RecipeOrigin::User
        } else {
            RecipeOrigin::Core
        };
        let meal = RecentMeal {
            date: self.slot.date,
            meal_type: self.slot.key.to_string(),
            role,
            recipe_id: entry.id.clone(),
            title: entry.name.clone(),
            tags: entry.tags.clone(),
            dish: candidate.dish.clone(),
        };
        self.earlier.push(meal.clone());
        let pick = Pick {
            selection: Some(Selection {
                source,
                recipe_id: entry.id.clone(),
            }),
            meal: Some(meal),
        };
        (pick, candidate)
    }
}

/// What variety and pairing are judged on for `recipe`. Its primary protein and food group are
/// left unknown if the food data does not load (a build defect the nutrition routes report).
fn dish_facts(recipe: &Recipe) -> DishFacts {
    let ingredient_names = recipe.ingredients.iter().map(|i| i.name.as_str());
    let food = FoodData::embedded().ok();
    DishFacts {
        cuisine: recipe.cuisine.clone(),
        primary_protein: food.and_then(|food| food.primary_protein(recipe)),
        main_ingredients: main_ingredients(&recipe.name, ingredient_names),
        food_group: food.and_then(|food| food.food_group(recipe)),
    }
}

/// seed 001's candidate summary of a search entry, with its dish facts when its recipe could
/// be read (one deleted since the search has only its cuisine).
fn candidate(entry: &SearchEntry, recipe: Option<&Recipe>) -> CandidateInput {
    let summary = match entry
        .description
        .as_deref()
        .filter(|d| !d.trim().is_empty())
    {
        Some(description) => description.chars().take(SUMMARY_CHARS).collect(),
        None => format!(
            "Made with {}",
            entry
                .ingredients
                .iter()
                .take(5)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    CandidateInput {
        recipe_id: entry.id.clone(),
        title: entry.name.clone(),
        tags: entry.tags.iter().chain(&entry.cuisine).cloned().collect(),
        prep_time: entry.prep_time_minutes,
        cook_time: entry.cook_time_minutes,
        summary,
        dish: recipe.map(dish_facts).unwrap_or_else(|| DishFacts {
            cuisine: entry.cuisine.clone(),
            ..DishFacts::default()
        }),
    }
}
