//! The contract test suite both adapters must pass, so the local stack behaves like AWS.
//!
//! An adapter's test file builds a [`Harness`] and expands [`contract_tests!`](crate::contract_tests),
//! which turns every check below into its own `#[tokio::test]`. Checks use only the ports, create
//! fresh UUID v7 ids and owners, and scope every assertion to what they wrote themselves, because
//! emulator-backed tests share one emulator and run in parallel. Each queue check uses its own
//! [`QueueName`] and recognises its messages by a unique body.

use std::collections::BTreeMap;
use std::future::Future;
use std::time::Duration;

use cookbook_domain::ids::new_id;
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use cookbook_domain::task::DEFAULT_DRAFT_EXPIRATION;
use cookbook_domain::{
    ExtractionMethod, IngestMode, IngestPayload, IngestPhase, NewTask, PromptTemplate, Recipe,
    RecipeSource, TaskChange, TaskError, TaskState, TaskStatus, TaskTransition,
};
use jiff::civil::Date;
use jiff::{SignedDuration, Timestamp};

use crate::{
    ArtifactLimits, ArtifactMeta, DomainState, Page, PageRequest, QueueMessage, QueueName,
    QueueRef, QueueSettings, RecipeFilter, RecipeListing, RecipeSort, Retention, SortOrder,
    StoreError, StoreResult, TaskFilter,
};

/// What a contract check needs from an adapter's test setup.
#[async_trait::async_trait]
pub trait Harness: Send + Sync {
    fn stores(&self) -> &crate::Stores;
    /// Lets `d` pass: advances the manual clock (local) or sleeps (emulator).
    async fn pass(&self, d: Duration);
}

/// Every harness creates its queues with these settings and its artifact store with these limits.
pub const QUEUE_SETTINGS: QueueSettings = QueueSettings {
    visibility_timeout: Duration::from_secs(2),
    max_receive_count: 2,
};
pub const ARTIFACT_LIMITS: ArtifactLimits = ArtifactLimits {
    compress_above: 1024,
    max_stored: 64 * 1024,
};

/// Expands to one `#[tokio::test]` per contract check. `$harness` is an async expression evaluated
/// afresh inside each test, e.g. `cookbook_store::contract_tests!(local_harness());` where
/// `async fn local_harness() -> impl Harness`. The calling crate needs `tokio` (macros, rt).
#[macro_export]
macro_rules! contract_tests {
    ($harness:expr) => {
        $crate::contract_tests!(@checks $harness;
            recipe_create_is_put_if_absent,
            recipe_create_missing_stores_only_the_new_ones_in_bulk,
            prompt_create_is_put_if_absent,
            plan_write_of_version_one_is_put_if_absent,
            domain_put_of_version_one_is_put_if_absent,
            recipe_replace_is_conditional_on_version,
            plan_write_is_conditional_on_version,
            domain_put_is_conditional_on_version,
            counters_add_up_per_key,
            documents_over_the_item_limit_are_refused_alike,
            recipe_delete_reports_whether_it_existed,
            task_writes_append_one_event_per_version,
            task_due_for_expiry_lists_only_due_drafts_in_review,
            recipes_list_by_owner_in_id_order_and_pages,
            recipes_list_sorted_and_filtered_in_full_pages,
            tasks_list_by_owner_newest_first_filtered_and_paged,
            recipes_are_found_by_url_hash,
            recipes_at_the_size_limit_are_stored_and_replaced,
            search_scopes_filters_and_matches_text,
            search_follows_recipe_replace_and_delete,
            prompts_get_activate_and_list_by_phase,
            concurrent_activations_leave_one_active_prompt,
            plan_jobs_and_snapshots_are_separate_documents,
            plan_documents_list_by_owner_and_kind_newest_first,
            plan_delete_removes_the_document_and_its_listing_entry,
            preferences_are_one_document_per_user,
            meal_history_keeps_the_latest_entry_per_meal_and_orders_by_date,
            artifact_small_body_round_trips_uncompressed,
            artifact_large_body_round_trips_compressed,
            artifact_over_the_cap_is_refused_and_not_listed,
            artifacts_list_by_name_and_carry_their_retention,
            artifact_missing_is_none_and_bad_names_are_invalid,
            artifact_delete_removes_one_and_tolerates_missing,
            queue_redelivers_after_the_visibility_timeout_until_acked,
            queue_dead_letters_after_max_receive_count,
        );
    };
    (@checks $harness:expr; $($check:ident),+ $(,)?) => {
        $(
            #[tokio::test]
            async fn $check() {
                let harness = $harness.await;
                $crate::contract::$check(&harness).await;
            }
        )+
    };
}

// ---------------------------------------------------------------------------------------------
// Test data

/// An owner no other check (or earlier run) uses.
fn fresh_owner() -> String {
    format!("contract-{}", new_id())
}

/// A stored-form recipe at version 1.
fn recipe(owner: &str, name: &str, now: Timestamp) -> Recipe {
    let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
        "name": name,
        "ingredients": [{"text": "2 cups water", "quantity": 2.0, "unit": "cup", "name": "water",
                         "confidence": 0.9}],
        "instructions": ["Boil the water."],
        "tags": ["contract"]
    }))
    .expect("the contract recipe literal is a valid recipe");
    recipe.id = Some(new_id());
    recipe.owner = Some(owner.to_owned());
    recipe.version = Some(1);
    recipe.created_at = Some(now);
    recipe.updated_at = Some(now);
    recipe
}

fn recipe_id(recipe: &Recipe) -> &str {
    recipe.id.as_deref().expect("contract recipes have ids")
}

fn new_task(owner: &str, now: Timestamp) -> TaskTransition {
    new_task_of_mode(owner, IngestMode::Url, now)
}

/// A new task importing a URL (`Url`) or searching for one (any other mode).
fn new_task_of_mode(owner: &str, mode: IngestMode, now: Timestamp) -> TaskTransition {
    let by_url = mode == IngestMode::Url;
    let payload = IngestPayload {
        url: by_url.then(|| format!("https://example.com/contract/{}", new_id())),
        query: (!by_url).then(|| "lentil soup".to_owned()),
        ..IngestPayload::new(mode)
    };
    TaskState::create(
        NewTask {
            task_id: new_id(),
            owner: owner.to_owned(),
            thread_id: new_id(),
            payload,
            metadata: BTreeMap::from([("correlationId".to_owned(), new_id())]),
        },
        now,
    )
}

/// Applies a change the check knows to be legal.
fn apply(
    state: &TaskState,
    change: TaskChange,
    now: Timestamp,
    expiry: SignedDuration,
) -> TaskTransition {
    state
        .apply(change, now, expiry)
        .expect("the contract only applies legal transitions")
}

/// Writes `transition` and returns its state, failing the check if the store refuses.
async fn write_task(h: &impl Harness, transition: &TaskTransition) -> TaskState {
    h.stores()
        .tasks
        .write(transition)
        .await
        .expect("writing a fresh transition succeeds");
    transition.state().clone()
}

/// Creates a task and walks it to ReviewReady; drafts expire `expiry` after that.
async fn task_in_review(h: &impl Harness, owner: &str, expiry: SignedDuration) -> TaskState {
    let now = h.stores().clock.now();
    let mut state = write_task(h, &new_task(owner, now)).await;
    let changes = [
        TaskChange::Start,
        TaskChange::Advance {
            to: IngestPhase::Extract,
        },
        TaskChange::Advance {
            to: IngestPhase::Validate,
        },
        TaskChange::ReviewReady {
            result: serde_json::json!({"draft": "contract"}),
        },
    ];
    for change in changes {
        state = write_task(h, &apply(&state, change, now, expiry)).await;
    }
    assert_eq!(state.status, TaskStatus::ReviewReady);
    state
}

fn prompt(phase: &str, is_active: bool, now: Timestamp) -> PromptTemplate {
    PromptTemplate {
        id: new_id(),
        name: "contract prompt".to_owned(),
        phase: phase.to_owned(),
        version: 1,
        is_active,
        system_prompt: "You extract recipes.".to_owned(),
        user_prompt_template: "Extract {{ page }}".to_owned(),
        constraints: BTreeMap::from([("maxTokens".to_owned(), "2000".to_owned())]),
        created_at: now,
        created_by: Some("contract".to_owned()),
    }
}

fn plan_document(kind: PlanDocumentKind, id: &str, owner: &str, now: Timestamp) -> PlanDocument {
    PlanDocument {
        kind,
        id: id.to_owned(),
        owner: owner.to_owned(),
        version: 1,
        body: serde_json::json!({"kind": kind.as_str(), "planned_meals": []}),
        created_at: now,
        updated_at: now,
    }
}

fn domain_state(domain: &str, now: Timestamp) -> DomainState {
    DomainState {
        domain: domain.to_owned(),
        version: 1,
        consecutive_failures: 0,
        first_failure_at: None,
        blocked_until: None,
        last_request_at: Some(now),
        expires_at: now
            .saturating_add(SignedDuration::from_hours(24))
            .unwrap_or(now),
    }
}

fn fresh_domain() -> String {
    format!("{}.contract.example", new_id())
}

fn assert_conflict<T: std::fmt::Debug>(result: StoreResult<T>, what: &str) {
    assert!(
        matches!(result, Err(StoreError::Conflict(_))),
        "{what}: expected Conflict, got {result:?}"
    );
}

/// Reads every page of a listing with pages of `limit`, returning the page sizes and the items.
async fn read_all_pages<T, F, Fut>(limit: usize, mut fetch: F) -> (Vec<usize>, Vec<T>)
where
    F: FnMut(PageRequest) -> Fut,
    Fut: Future<Output = StoreResult<Page<T>>>,
{
    let (mut sizes, mut items, mut cursor) = (Vec::new(), Vec::new(), None);
    loop {
        let page = fetch(PageRequest::new(limit, cursor.take()))
            .await
            .expect("listing a page succeeds");
        sizes.push(page.items.len());
        items.extend(page.items);
        match page.next {
            Some(next) => cursor = Some(next),
            None => return (sizes, items),
        }
        assert!(sizes.len() <= 10, "paging does not terminate: {sizes:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Put-if-absent

pub async fn recipe_create_is_put_if_absent(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let first = recipe(&fresh_owner(), "Original", h.stores().clock.now());
    recipes.create(&first).await.expect("first create succeeds");
    let mut second = first.clone();
    second.name = "Impostor".to_owned();
    assert_conflict(
        recipes.create(&second).await,
        "second create of the same id",
    );
    assert_eq!(recipes.get(recipe_id(&first)).await.unwrap(), Some(first));
}

/// More recipes than one DynamoDB batch takes, one of them stored already under another name.
pub async fn recipe_create_missing_stores_only_the_new_ones_in_bulk(h: &impl Harness) {
    let stores = h.stores();
    let owner = fresh_owner();
    let now = stores.clock.now();
    let many: Vec<Recipe> = (0..30)
        .map(|n| recipe(&owner, &format!("Bulk {n:02}"), now))
        .collect();
    let mut earlier = many[7].clone();
    earlier.name = "Stored before".to_owned();
    stores.recipes.create(&earlier).await.unwrap();

    let created = stores.recipes.create_missing(&many).await.unwrap();
    let expected: Vec<&str> = many
        .iter()
        .map(recipe_id)
        .filter(|id| *id != recipe_id(&earlier))
        .collect();
    assert_eq!(created, expected);
    let listed = stores
        .recipes
        .list_by_owner(&owner, &RecipeListing::default(), &PageRequest::first(100))
        .await
        .unwrap();
    assert_eq!(listed.items.len(), 30);
    let kept = stores.recipes.get(recipe_id(&earlier)).await.unwrap();
    assert_eq!(kept.map(|r| r.name), Some("Stored before".to_owned()));
    let query = crate::SearchQuery {
        owner: owner.clone(),
        text: Some("Bulk 29".to_owned()),
        ..crate::SearchQuery::default()
    };
    let hits = stores.search.search(&query).await.unwrap();
    assert!(
        hits.iter().any(|hit| hit.entry.id == recipe_id(&many[29])),
        "a bulk-stored recipe is searchable"
    );

    assert_eq!(
        stores.recipes.create_missing(&many).await.unwrap(),
        Vec::<String>::new()
    );
    let mut second = many[0].clone();
    second.version = Some(2);
    assert!(matches!(
        stores.recipes.create_missing(&[second]).await,
        Err(StoreError::Invalid(_))
    ));
}

pub async fn prompt_create_is_put_if_absent(h: &impl Harness) {
    let prompts = &h.stores().prompts;
    let phase = format!("Contract.{}", new_id());
    let first = prompt(&phase, true, h.stores().clock.now());
    prompts.create(&first).await.expect("first create succeeds");
    let mut second = first.clone();
    second.system_prompt = "Impostor".to_owned();
    assert_conflict(
        prompts.create(&second).await,
        "second create of the same prompt id",
    );
    assert_eq!(prompts.get(&first.id).await.unwrap(), Some(first));
}

pub async fn plan_write_of_version_one_is_put_if_absent(h: &impl Harness) {
    let plans = &h.stores().plans;
    let now = h.stores().clock.now();
    let first = plan_document(PlanDocumentKind::Job, &new_id(), &fresh_owner(), now);
    plans.write(&first).await.expect("first write succeeds");
    let mut second = first.clone();
    second.body = serde_json::json!({"impostor": true});
    assert_conflict(plans.write(&second).await, "second version-1 write");
    assert_eq!(
        plans.get(PlanDocumentKind::Job, &first.id).await.unwrap(),
        Some(first)
    );
}

pub async fn domain_put_of_version_one_is_put_if_absent(h: &impl Harness) {
    let domains = &h.stores().domains;
    let first = domain_state(&fresh_domain(), h.stores().clock.now());
    domains.put(&first).await.expect("first put succeeds");
    let mut second = first.clone();
    second.consecutive_failures = 9;
    assert_conflict(domains.put(&second).await, "second version-1 put");
    assert_eq!(domains.get(&first.domain).await.unwrap(), Some(first));
}

// ---------------------------------------------------------------------------------------------
// Conditional writes on version. A write of version n > 1 to a record that does not exist is a
// Conflict too (the stored version is not n - 1), for every versioned store.

pub async fn recipe_replace_is_conditional_on_version(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let original = recipe(&fresh_owner(), "Soup", h.stores().clock.now());
    recipes.create(&original).await.unwrap();

    let mut winner = original.clone();
    winner.version = Some(2);
    winner.name = "Soup, first writer".to_owned();
    let mut loser = original.clone();
    loser.version = Some(2);
    loser.name = "Soup, second writer".to_owned();
    recipes
        .replace(&winner)
        .await
        .expect("replace with version n+1 succeeds");
    assert_conflict(
        recipes.replace(&loser).await,
        "second writer with the same stale version",
    );
    assert_eq!(
        recipes.get(recipe_id(&original)).await.unwrap(),
        Some(winner.clone())
    );

    let mut third = winner.clone();
    third.version = Some(3);
    recipes
        .replace(&third)
        .await
        .expect("the next version succeeds");
    assert_eq!(
        recipes.get(recipe_id(&original)).await.unwrap(),
        Some(third)
    );

    let mut missing = recipe(&fresh_owner(), "Never created", h.stores().clock.now());
    missing.version = Some(2);
    assert_conflict(
        recipes.replace(&missing).await,
        "replace of a missing recipe",
    );
    assert_eq!(recipes.get(recipe_id(&missing)).await.unwrap(), None);
}

pub async fn plan_write_is_conditional_on_version(h: &impl Harness) {
    let plans = &h.stores().plans;
    let now = h.stores().clock.now();
    let original = plan_document(PlanDocumentKind::Snapshot, &new_id(), &fresh_owner(), now);
    plans.write(&original).await.unwrap();

    let mut winner = original.clone();
    winner.version = 2;
    winner.body = serde_json::json!({"writer": "first"});
    let mut loser = winner.clone();
    loser.body = serde_json::json!({"writer": "second"});
    plans
        .write(&winner)
        .await
        .expect("write of version n+1 succeeds");
    assert_conflict(
        plans.write(&loser).await,
        "second writer with the same stale version",
    );
    assert_eq!(
        plans
            .get(PlanDocumentKind::Snapshot, &original.id)
            .await
            .unwrap(),
        Some(winner)
    );

    let mut missing = plan_document(PlanDocumentKind::Snapshot, &new_id(), &fresh_owner(), now);
    missing.version = 2;
    assert_conflict(
        plans.write(&missing).await,
        "version-2 write of a missing plan",
    );
    assert_eq!(
        plans
            .get(PlanDocumentKind::Snapshot, &missing.id)
            .await
            .unwrap(),
        None
    );
}

pub async fn domain_put_is_conditional_on_version(h: &impl Harness) {
    let domains = &h.stores().domains;
    let now = h.stores().clock.now();
    let original = domain_state(&fresh_domain(), now);
    domains.put(&original).await.unwrap();

    let mut winner = original.clone();
    winner.version = 2;
    winner.consecutive_failures = 1;
    winner.first_failure_at = Some(now);
    let mut loser = winner.clone();
    loser.consecutive_failures = 7;
    domains
        .put(&winner)
        .await
        .expect("put of version n+1 succeeds");
    assert_conflict(
        domains.put(&loser).await,
        "second writer with the same stale version",
    );
    assert_eq!(domains.get(&original.domain).await.unwrap(), Some(winner));

    let mut missing = domain_state(&fresh_domain(), now);
    missing.version = 2;
    assert_conflict(
        domains.put(&missing).await,
        "version-2 put of a missing domain",
    );
    assert_eq!(domains.get(&missing.domain).await.unwrap(), None);
}

pub async fn recipe_delete_reports_whether_it_existed(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let doomed = recipe(&fresh_owner(), "Doomed", h.stores().clock.now());
    recipes.create(&doomed).await.unwrap();
    assert!(recipes.delete(recipe_id(&doomed)).await.unwrap());
    assert_eq!(recipes.get(recipe_id(&doomed)).await.unwrap(), None);
    assert!(!recipes.delete(recipe_id(&doomed)).await.unwrap());
}

// ---------------------------------------------------------------------------------------------
// Tasks

pub async fn task_writes_append_one_event_per_version(h: &impl Harness) {
    let tasks = &h.stores().tasks;
    let now = h.stores().clock.now();
    let created = new_task(&fresh_owner(), now);
    let v1 = write_task(h, &created).await;
    let started = apply(&v1, TaskChange::Start, now, DEFAULT_DRAFT_EXPIRATION);
    let v2 = write_task(h, &started).await;

    assert_conflict(tasks.write(&created).await, "replayed create");
    assert_conflict(tasks.write(&started).await, "replayed Start");

    let extract = TaskChange::Advance {
        to: IngestPhase::Extract,
    };
    let advanced = apply(&v2, extract, now, DEFAULT_DRAFT_EXPIRATION);
    let v3 = write_task(h, &advanced).await;
    let stale = apply(
        &v2,
        TaskChange::Fail {
            error: TaskError {
                code: "FETCH_FAILED".to_owned(),
                message: "built from version 2".to_owned(),
                details: serde_json::Value::Null,
            },
        },
        now,
        DEFAULT_DRAFT_EXPIRATION,
    );
    assert_conflict(
        tasks.write(&stale).await,
        "transition built from an old state",
    );

    assert_eq!(tasks.get(&v3.task_id).await.unwrap(), Some(v3.clone()));
    let written = [&created, &started, &advanced];
    let task_id = v3.task_id.as_str();
    let (_, events) = read_all_pages(
        100,
        |page| async move { tasks.events(task_id, &page).await },
    )
    .await;
    assert_eq!(
        events
            .iter()
            .map(|e| (e.version, e.name.as_str()))
            .collect::<Vec<_>>(),
        written
            .iter()
            .map(|t| (t.event().version, t.event().name.as_str()))
            .collect::<Vec<_>>(),
        "one event per version, in version order"
    );
    assert_eq!(
        events,
        written
            .iter()
            .map(|t| t.event().clone())
            .collect::<Vec<_>>()
    );
    assert_eq!(tasks.get(&new_id()).await.unwrap(), None);
}

pub async fn task_due_for_expiry_lists_only_due_drafts_in_review(h: &impl Harness) {
    let tasks = &h.stores().tasks;
    let owner = fresh_owner();
    let due = task_in_review(h, &owner, SignedDuration::from_secs(1)).await;
    let later = task_in_review(h, &owner, DEFAULT_DRAFT_EXPIRATION).await;
    let running = write_task(h, &new_task(&owner, h.stores().clock.now())).await;
    let due_at = due.expires_at.expect("a draft in review has an expiry");

    let ids =
        |listed: Vec<TaskState>| -> Vec<String> { listed.into_iter().map(|t| t.task_id).collect() };
    let at_expiry = ids(tasks.due_for_expiry(due_at, 100).await.unwrap());
    assert!(at_expiry.contains(&due.task_id), "expiresAt == now is due");
    assert!(
        !at_expiry.contains(&later.task_id),
        "a draft not yet due is not listed"
    );
    assert!(
        !at_expiry.contains(&running.task_id),
        "only tasks in review are listed"
    );
    let before = due_at
        .saturating_sub(SignedDuration::from_millis(1))
        .unwrap_or(due_at);
    let early = ids(tasks.due_for_expiry(before, 100).await.unwrap());
    assert!(
        !early.contains(&due.task_id),
        "a draft is not due before its expiresAt"
    );

    let expired = apply(&due, TaskChange::Expire, due_at, DEFAULT_DRAFT_EXPIRATION);
    write_task(h, &expired).await;
    assert_eq!(expired.state().status, TaskStatus::Expired);
    let after = ids(tasks.due_for_expiry(due_at, 100).await.unwrap());
    assert!(
        !after.contains(&due.task_id),
        "an expired task is no longer due"
    );
}

// ---------------------------------------------------------------------------------------------
// Owner scoping

/// Five items of `owner` read back 2 + 2 + 1 in id order, with `next` None at the end.
fn assert_pages_of_five(sizes: &[usize], listed: &[String], mut expected: Vec<String>) {
    expected.sort();
    assert_eq!(sizes, [2, 2, 1], "pages of 2 through 5 items");
    assert_eq!(listed, expected, "only the owner's items, in id order");
}

pub async fn recipes_list_by_owner_in_id_order_and_pages(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let (owner, other) = (fresh_owner(), fresh_owner());
    let mut expected = Vec::new();
    for i in 0..5 {
        let mine = recipe(&owner, &format!("Mine {i}"), h.stores().clock.now());
        recipes.create(&mine).await.unwrap();
        expected.push(recipe_id(&mine).to_owned());
        let theirs = recipe(&other, &format!("Theirs {i}"), h.stores().clock.now());
        recipes.create(&theirs).await.unwrap();
    }
    let owner_ref = owner.as_str();
    let (sizes, listed) = read_all_pages(2, |page| async move {
        recipes
            .list_by_owner(owner_ref, &Default::default(), &page)
            .await
    })
    .await;
    assert!(listed.iter().all(|r| r.owner.as_deref() == Some(owner_ref)));
    let listed: Vec<String> = listed.iter().map(|r| recipe_id(r).to_owned()).collect();
    assert_pages_of_five(&sizes, &listed, expected);
    let nobody = recipes
        .list_by_owner(&fresh_owner(), &Default::default(), &PageRequest::first(10))
        .await
        .unwrap();
    assert_eq!((nobody.items.len(), nobody.next), (0, None));
}

/// Six recipes, created a minute apart; "apple tart" is renamed last, so it is the most
/// recently updated. Listings by name (either case, either order), by update and through a
/// filter page by 2 and hold exactly the expected recipes.
pub async fn recipes_list_sorted_and_filtered_in_full_pages(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let owner = fresh_owner();
    let base = h.stores().clock.now();
    let named = [
        ("Pie crust", "quick"),
        ("banana bread", "Quick"),
        ("Pie", "slow"),
        ("apple tart", "slow"),
        ("Cherry clafoutis", "quick"),
        ("Zucchini fritters", "slow"),
    ];
    let mut stored = Vec::new();
    for (minute, (name, tag)) in (0_i64..).zip(named) {
        let at = base + jiff::SignedDuration::from_mins(minute);
        let mut made = recipe(&owner, name, at);
        made.tags = vec![tag.to_owned()];
        recipes.create(&made).await.unwrap();
        stored.push(made);
    }
    let mut renamed = stored[3].clone();
    renamed.name = "Apple tart".to_owned();
    renamed.version = Some(2);
    renamed.updated_at = Some(base + jiff::SignedDuration::from_hours(1));
    recipes.replace(&renamed).await.unwrap();

    let list = |listing: RecipeListing| {
        let (owner, listing) = (owner.clone(), listing);
        async move {
            let (_, items) = read_all_pages(2, |page| {
                let (owner, listing) = (owner.clone(), listing.clone());
                async move { recipes.list_by_owner(&owner, &listing, &page).await }
            })
            .await;
            items.into_iter().map(|r| r.name).collect::<Vec<_>>()
        }
    };
    let by = |sort, order| RecipeListing {
        sort,
        order,
        ..RecipeListing::default()
    };
    let by_name = [
        "Apple tart",
        "banana bread",
        "Cherry clafoutis",
        "Pie",
        "Pie crust",
        "Zucchini fritters",
    ];
    assert_eq!(list(by(RecipeSort::Name, SortOrder::Asc)).await, by_name);
    let mut reversed = by_name.to_vec();
    reversed.reverse();
    assert_eq!(list(by(RecipeSort::Name, SortOrder::Desc)).await, reversed);
    assert_eq!(
        list(by(RecipeSort::UpdatedAt, SortOrder::Desc)).await[..2],
        ["Apple tart", "Zucchini fritters"]
    );
    assert_eq!(
        list(by(RecipeSort::CreatedAt, SortOrder::Desc)).await[0],
        "Zucchini fritters"
    );
    let quick = RecipeListing {
        filter: RecipeFilter {
            tag: Some("QUICK".to_owned()),
            ..RecipeFilter::default()
        },
        ..RecipeListing::default()
    };
    let (sizes, items) = read_all_pages(2, |page| {
        let (owner, quick) = (owner.clone(), quick.clone());
        async move { recipes.list_by_owner(&owner, &quick, &page).await }
    })
    .await;
    let names: Vec<String> = items.into_iter().map(|r| r.name).collect();
    assert_eq!(names, ["Pie crust", "banana bread", "Cherry clafoutis"]);
    assert_eq!(
        sizes,
        [2, 1],
        "full pages, and no empty page after the last match"
    );
    let text = RecipeListing {
        filter: RecipeFilter {
            text: Some("fritt zucch".to_owned()),
            ..RecipeFilter::default()
        },
        ..RecipeListing::default()
    };
    assert_eq!(list(text).await, ["Zucchini fritters"]);
}

pub async fn tasks_list_by_owner_newest_first_filtered_and_paged(h: &impl Harness) {
    let tasks = &h.stores().tasks;
    let (owner, other) = (fresh_owner(), fresh_owner());
    let base = h.stores().clock.now();
    // Created an hour apart, each earlier than the one before, so that id order (creation
    // order of the ids) is the reverse of `createdAt` order; tasks 3 and 4 share a time.
    let minutes_before = [0, 60, 120, 180, 180];
    let modes = [
        IngestMode::Url,
        IngestMode::Query,
        IngestMode::Url,
        IngestMode::Query,
        IngestMode::Url,
    ];
    let mut written = Vec::new();
    for (minutes, mode) in minutes_before.into_iter().zip(modes) {
        let at = base - SignedDuration::from_mins(minutes);
        written.push(write_task(h, &new_task_of_mode(&owner, mode, at)).await);
        write_task(h, &new_task(&other, at)).await;
    }
    let started = apply(
        &written[1],
        TaskChange::Start,
        base,
        DEFAULT_DRAFT_EXPIRATION,
    );
    written[1] = write_task(h, &started).await;

    let list = |filter: TaskFilter, limit: usize| {
        let owner = owner.clone();
        async move {
            read_all_pages(limit, |page| {
                let owner = owner.clone();
                async move { tasks.list_by_owner(&owner, &filter, &page).await }
            })
            .await
        }
    };
    let ids = |tasks: &[TaskState]| -> Vec<String> {
        tasks.iter().map(|task| task.task_id.clone()).collect()
    };
    let mut newest_first = written.clone();
    newest_first.sort_by(|a, b| (b.created_at, &b.task_id).cmp(&(a.created_at, &a.task_id)));

    let (sizes, listed) = list(TaskFilter::default(), 2).await;
    assert_eq!(sizes, [2, 2, 1], "pages of 2 through 5 tasks");
    assert_eq!(
        ids(&listed),
        ids(&newest_first),
        "only the owner's tasks, newest createdAt first, ties by id"
    );
    assert!(
        listed.contains(&written[1]),
        "a listing shows the latest version"
    );

    let by_mode = TaskFilter {
        mode: Some(IngestMode::Query),
        ..TaskFilter::default()
    };
    let (_, queries) = list(by_mode, 10).await;
    assert_eq!(
        ids(&queries),
        ids(&[written[1].clone(), written[3].clone()])
    );

    let running = TaskFilter {
        status: Some(TaskStatus::Running),
        ..TaskFilter::default()
    };
    assert_eq!(
        ids(&list(running, 10).await.1),
        [written[1].task_id.clone()]
    );

    let pending_urls = TaskFilter {
        status: Some(TaskStatus::Pending),
        mode: Some(IngestMode::Url),
    };
    let (sizes, listed) = list(pending_urls, 2).await;
    assert_eq!(
        sizes,
        [2, 1],
        "a filtered listing pages by the tasks it returns"
    );
    let expected: Vec<String> = newest_first
        .iter()
        .filter(|task| task.status == TaskStatus::Pending && task.payload.mode == IngestMode::Url)
        .map(|task| task.task_id.clone())
        .collect();
    assert_eq!(ids(&listed), expected);

    let nobody = tasks
        .list_by_owner(
            &fresh_owner(),
            &TaskFilter::default(),
            &PageRequest::first(10),
        )
        .await
        .unwrap();
    assert_eq!((nobody.items.len(), nobody.next), (0, None));
}

pub async fn recipes_are_found_by_url_hash(h: &impl Harness) {
    let recipes = &h.stores().recipes;
    let now = h.stores().clock.now();
    let url = format!("https://example.com/contract/{}", new_id());
    let source = |url: &str| RecipeSource::new(url, now, ExtractionMethod::JsonLd);
    let mut expected = Vec::new();
    for owner in [fresh_owner(), fresh_owner()] {
        let mut imported = recipe(&owner, "Imported", now);
        imported.source = source(&url);
        recipes.create(&imported).await.unwrap();
        expected.push(recipe_id(&imported).to_owned());
    }
    let mut elsewhere = recipe(&fresh_owner(), "Elsewhere", now);
    elsewhere.source = source(&format!("{url}/other"));
    recipes.create(&elsewhere).await.unwrap();
    recipes
        .create(&recipe(&fresh_owner(), "Typed in", now))
        .await
        .unwrap();

    let hash = source(&url)
        .and_then(|s| s.url_hash)
        .expect("the contract URL has a hash");
    let mut found: Vec<String> = recipes
        .find_by_url_hash(&hash)
        .await
        .unwrap()
        .iter()
        .map(|r| recipe_id(r).to_owned())
        .collect();
    found.sort();
    expected.sort();
    assert_eq!(found, expected);
}

/// The domain lets a recipe be as large as `MAX_RECIPE_BYTES` of JSON; every adapter must hold
/// one that large (DynamoDB's items stop at 400 KB), multi-byte text included.
pub async fn recipes_at_the_size_limit_are_stored_and_replaced(h: &impl Harness) {
    use cookbook_domain::recipe_rules::{MAX_RECIPE_BYTES, MAX_STEP_CHARS, recipe_problems};
    let recipes = &h.stores().recipes;
    let now = h.stores().clock.now();
    let mut big = recipe(&fresh_owner(), "Big", now);
    let json_len = |r: &Recipe| serde_json::to_vec(r).map_or(0, |json| json.len());
    // Steps of two-byte characters, as many as fit, then one that fills up to the limit.
    let step = "é".repeat(MAX_STEP_CHARS);
    while json_len(&big) + step.len() + 3 <= MAX_RECIPE_BYTES {
        big.instructions.push(step.clone());
    }
    let room = (MAX_RECIPE_BYTES - json_len(&big)).saturating_sub(3);
    big.instructions.push("x".repeat(room));
    assert!(
        recipe_problems(&big).is_empty(),
        "{:?}",
        recipe_problems(&big)
    );
    assert!(json_len(&big) > MAX_RECIPE_BYTES - 16, "{}", json_len(&big));
    recipes.create(&big).await.unwrap();
    assert_eq!(
        recipes.get(recipe_id(&big)).await.unwrap(),
        Some(big.clone())
    );
    let mut next = big.clone();
    next.version = Some(2);
    next.instructions.reverse();
    recipes.replace(&next).await.unwrap();
    assert_eq!(recipes.get(recipe_id(&big)).await.unwrap(), Some(next));
}

/// Quota counters: each add returns the running total, keys are independent, and adding 0
/// reads. (DynamoDB's `ADD` is atomic, but moto serves concurrent updates without a lock, so
/// the adds here are sequential.)
pub async fn counters_add_up_per_key(h: &impl Harness) {
    let counters = &h.stores().counters;
    let expires = h.stores().clock.now() + jiff::SignedDuration::from_mins(2);
    let key = format!("requests#{}#1", fresh_owner());
    let other = format!("requests#{}#1", fresh_owner());
    for expected in 1..=20 {
        assert_eq!(counters.add(&key, 1, expires).await.unwrap(), expected);
    }
    assert_eq!(counters.add(&key, 0, expires).await.unwrap(), 20);
    assert_eq!(counters.add(&key, 500, expires).await.unwrap(), 520);
    assert_eq!(counters.add(&other, 0, expires).await.unwrap(), 0);
}

/// A plan document (job, snapshot, shopping list…) too large for a DynamoDB item is refused as
/// `TooLarge` by every adapter, never stored locally and a backend error on AWS.
pub async fn documents_over_the_item_limit_are_refused_alike(h: &impl Harness) {
    let plans = &h.stores().plans;
    let now = h.stores().clock.now();
    let owner = fresh_owner();
    let document = |items: usize| PlanDocument {
        kind: PlanDocumentKind::ShoppingList,
        id: new_id(),
        owner: owner.clone(),
        version: 1,
        body: serde_json::json!({ "items": vec!["2 cups of chopped fresh parsley"; items] }),
        created_at: now,
        updated_at: now,
    };
    let oversized = document(crate::MAX_DOCUMENT_BYTES / 30);
    match plans.write(&oversized).await {
        Err(StoreError::TooLarge { size, limit }) => {
            assert_eq!(limit, crate::MAX_DOCUMENT_BYTES);
            assert!(size > limit);
        }
        other => panic!("expected TooLarge, got {other:?}"),
    }
    assert_eq!(
        plans.get(oversized.kind, &oversized.id).await.unwrap(),
        None
    );
    let fitting = document(crate::MAX_DOCUMENT_BYTES / 40);
    plans
        .write(&fitting)
        .await
        .expect("a document under the limit is stored");
}

// ---------------------------------------------------------------------------------------------
// Prompts and plans

pub async fn prompts_get_activate_and_list_by_phase(h: &impl Harness) {
    let prompts = &h.stores().prompts;
    let now = h.stores().clock.now();
    let (phase, other_phase) = (
        format!("Contract.{}", new_id()),
        format!("Contract.{}", new_id()),
    );
    let active = prompt(&phase, true, now);
    let inactive = prompt(&phase, false, now);
    let elsewhere = prompt(&other_phase, true, now);
    for p in [&active, &inactive, &elsewhere] {
        prompts.create(p).await.unwrap();
    }
    assert_eq!(
        prompts.get(&inactive.id).await.unwrap(),
        Some(inactive.clone())
    );

    let activated = prompts
        .set_active(&inactive.id, true)
        .await
        .expect("activating an existing prompt");
    assert!(activated.is_active);
    assert_eq!(
        prompts.get(&inactive.id).await.unwrap(),
        Some(activated.clone())
    );
    let previous = prompts.get(&active.id).await.unwrap().unwrap();
    assert!(
        !previous.is_active,
        "activating one prompt deactivates the phase's other"
    );
    assert!(
        prompts.get(&elsewhere.id).await.unwrap().unwrap().is_active,
        "other phases are untouched"
    );

    let phase_ref = phase.as_str();
    let (_, listed) = read_all_pages(100, |page| async move {
        prompts.list(Some(phase_ref), &page).await
    })
    .await;
    let mut expected = vec![previous, activated];
    expected.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(listed, expected, "only that phase, by id");

    let deactivated = prompts.set_active(&inactive.id, false).await.unwrap();
    assert!(!deactivated.is_active);
    let missing = new_id();
    assert!(
        matches!(
            prompts.set_active(&missing, true).await,
            Err(StoreError::NotFound(_))
        ),
        "activating a missing prompt is NotFound"
    );
}

pub async fn concurrent_activations_leave_one_active_prompt(h: &impl Harness) {
    let prompts = &h.stores().prompts;
    let now = h.stores().clock.now();
    let phase = format!("Contract.{}", new_id());
    let versions: Vec<PromptTemplate> = (0..4).map(|_| prompt(&phase, false, now)).collect();
    for p in &versions {
        prompts.create(p).await.unwrap();
    }
    let activations = versions.iter().map(|p| prompts.set_active(&p.id, true));
    for outcome in futures::future::join_all(activations).await {
        outcome.expect("every activation completes, retrying lost races");
    }
    let phase_ref = phase.as_str();
    let (_, listed) = read_all_pages(100, |page| async move {
        prompts.list(Some(phase_ref), &page).await
    })
    .await;
    assert_eq!(
        listed.iter().filter(|p| p.is_active).count(),
        1,
        "{listed:?}"
    );
}

pub async fn plan_jobs_and_snapshots_are_separate_documents(h: &impl Harness) {
    let plans = &h.stores().plans;
    let now = h.stores().clock.now();
    let (id, owner) = (new_id(), fresh_owner());
    let job = plan_document(PlanDocumentKind::Job, &id, &owner, now);
    let snapshot = plan_document(PlanDocumentKind::Snapshot, &id, &owner, now);
    plans.write(&job).await.unwrap();
    plans
        .write(&snapshot)
        .await
        .expect("a snapshot may share a job's id");
    assert_eq!(
        plans.get(PlanDocumentKind::Job, &id).await.unwrap(),
        Some(job)
    );
    assert_eq!(
        plans.get(PlanDocumentKind::Snapshot, &id).await.unwrap(),
        Some(snapshot)
    );
    assert_eq!(
        plans.get(PlanDocumentKind::Job, &new_id()).await.unwrap(),
        None
    );
}

pub async fn plan_delete_removes_the_document_and_its_listing_entry(h: &impl Harness) {
    let plans = &h.stores().plans;
    let owner = fresh_owner();
    let now = h.stores().clock.now();
    let kept = plan_document(PlanDocumentKind::Snapshot, &new_id(), &owner, now);
    let gone = plan_document(PlanDocumentKind::Snapshot, &new_id(), &owner, now);
    for document in [&kept, &gone] {
        plans.write(document).await.unwrap();
    }
    assert!(
        plans
            .delete(PlanDocumentKind::Snapshot, &gone.id)
            .await
            .unwrap()
    );
    assert_eq!(
        plans
            .get(PlanDocumentKind::Snapshot, &gone.id)
            .await
            .unwrap(),
        None
    );
    let listed = plans
        .list_by_owner(PlanDocumentKind::Snapshot, &owner, &PageRequest::first(10))
        .await
        .unwrap();
    assert_eq!(
        listed.items,
        std::slice::from_ref(&kept),
        "the listing forgets the deleted plan"
    );
    assert!(
        !plans
            .delete(PlanDocumentKind::Snapshot, &gone.id)
            .await
            .unwrap(),
        "deleting again reports that nothing was there"
    );
    assert!(
        !plans.delete(PlanDocumentKind::Job, &kept.id).await.unwrap(),
        "a delete names the kind: the snapshot is no job"
    );
    assert!(
        plans
            .get(PlanDocumentKind::Snapshot, &kept.id)
            .await
            .unwrap()
            .is_some()
    );
}

pub async fn plan_documents_list_by_owner_and_kind_newest_first(h: &impl Harness) {
    let plans = &h.stores().plans;
    let (owner, other) = (fresh_owner(), fresh_owner());
    let mut expected = Vec::new();
    for _ in 0..5 {
        let now = h.stores().clock.now();
        let list = plan_document(PlanDocumentKind::ShoppingList, &new_id(), &owner, now);
        plans.write(&list).await.unwrap();
        expected.push(list.id);
        let theirs = plan_document(PlanDocumentKind::ShoppingList, &new_id(), &other, now);
        plans.write(&theirs).await.unwrap();
        let snapshot = plan_document(PlanDocumentKind::Snapshot, &new_id(), &owner, now);
        plans.write(&snapshot).await.unwrap();
    }
    let mut updated = plans
        .get(PlanDocumentKind::ShoppingList, &expected[2])
        .await
        .unwrap()
        .expect("the list was written");
    updated.version = 2;
    updated.body = serde_json::json!({"checked": ["tofu"]});
    plans.write(&updated).await.unwrap();

    let owner_ref = owner.as_str();
    let (sizes, listed) = read_all_pages(2, |page| async move {
        plans
            .list_by_owner(PlanDocumentKind::ShoppingList, owner_ref, &page)
            .await
    })
    .await;
    assert_eq!(sizes, [2, 2, 1], "pages of 2 through 5 items");
    assert!(listed.iter().all(|d| d.owner == owner));
    assert!(
        listed
            .iter()
            .all(|d| d.kind == PlanDocumentKind::ShoppingList)
    );
    assert!(
        listed.contains(&updated),
        "a listing shows the latest version"
    );
    let listed: Vec<String> = listed.into_iter().map(|d| d.id).collect();
    expected.sort();
    expected.reverse();
    assert_eq!(listed, expected, "only the owner's lists, newest first");
}

/// A user's standing settings: one `preferences` document whose id is the user, replaced in
/// place by version, and apart from any other kind with the same id.
pub async fn preferences_are_one_document_per_user(h: &impl Harness) {
    let plans = &h.stores().plans;
    let now = h.stores().clock.now();
    let (user, other) = (fresh_owner(), fresh_owner());
    let mut settings = plan_document(PlanDocumentKind::Preferences, &user, &user, now);
    settings.body =
        serde_json::json!({"diet": "vegetarian", "allergies": ["shellfish"], "dislikes": []});
    plans.write(&settings).await.unwrap();
    let chat = plan_document(PlanDocumentKind::ChatState, &user, &user, now);
    plans.write(&chat).await.unwrap();
    let mut changed = settings.clone();
    changed.version = 2;
    changed.body = serde_json::json!({"diet": null, "allergies": [], "dislikes": ["olives"]});
    plans.write(&changed).await.unwrap();
    assert!(matches!(
        plans.write(&settings).await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(
        plans
            .get(PlanDocumentKind::Preferences, &user)
            .await
            .unwrap(),
        Some(changed)
    );
    assert_eq!(
        plans.get(PlanDocumentKind::ChatState, &user).await.unwrap(),
        Some(chat)
    );
    assert_eq!(
        plans
            .get(PlanDocumentKind::Preferences, &other)
            .await
            .unwrap(),
        None
    );
}

pub async fn meal_history_keeps_the_latest_entry_per_meal_and_orders_by_date(h: &impl Harness) {
    let plans = &h.stores().plans;
    let (owner, other) = (fresh_owner(), fresh_owner());
    let date = |day: i8| Date::new(2026, 11, day).expect("valid contract date");
    let entry = |owner: &str, day: i8, meal_key: &str| MealHistoryEntry {
        owner: owner.to_owned(),
        date: date(day),
        meal_key: meal_key.to_owned(),
        recipe_id: new_id(),
        source: "user".to_owned(),
        snapshot_id: Some(new_id()),
    };
    let first_dinner = entry(&owner, 23, "dinner");
    let breakfast = entry(&owner, 23, "breakfast");
    let lunch = entry(&owner, 24, "lunch");
    let snack_2 = entry(&owner, 24, "snack_2");
    plans
        .record_meals(&[
            first_dinner,
            lunch.clone(),
            entry(&owner, 22, "dinner"),
            entry(&owner, 25, "breakfast"),
            entry(&other, 23, "lunch"),
        ])
        .await
        .unwrap();
    let latest_dinner = entry(&owner, 23, "dinner");
    plans
        .record_meals(&[snack_2.clone(), latest_dinner.clone(), breakfast.clone()])
        .await
        .unwrap();

    let history = plans
        .meal_history(&owner, date(23), date(24))
        .await
        .unwrap();
    assert_eq!(history, vec![breakfast, latest_dinner, lunch, snack_2]);
    let nobody = plans
        .meal_history(&fresh_owner(), date(1), date(30))
        .await
        .unwrap();
    assert!(nobody.is_empty());
}

// ---------------------------------------------------------------------------------------------
// Artifacts

pub async fn artifact_small_body_round_trips_uncompressed(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let task_id = new_id();
    let body = b"{\"name\":\"Broccoli Soup\"}";
    let meta = artifacts
        .put(&task_id, "draft.json", "application/json", body)
        .await
        .unwrap();
    assert_eq!(
        (
            meta.task_id.as_str(),
            meta.name.as_str(),
            meta.content_type.as_str()
        ),
        (task_id.as_str(), "draft.json", "application/json")
    );
    assert_eq!(
        (meta.size, meta.stored_size, meta.compressed),
        (body.len(), body.len(), false)
    );
    assert_eq!(meta.retention, Retention::Active);
    let stored = artifacts
        .get(&task_id, "draft.json")
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(
        (stored.meta, stored.body.as_slice()),
        (meta, body.as_slice())
    );
}

pub async fn artifact_large_body_round_trips_compressed(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let task_id = new_id();
    let body = "<li>2 cups of broccoli florets</li>\n"
        .repeat(200)
        .into_bytes();
    assert!(body.len() > ARTIFACT_LIMITS.compress_above);
    let meta = artifacts
        .put(&task_id, "page.html", "text/html", &body)
        .await
        .unwrap();
    assert!(meta.compressed, "bodies above the threshold are compressed");
    assert_eq!(meta.size, body.len());
    assert!(meta.stored_size < meta.size, "{meta:?}");
    let stored = artifacts
        .get(&task_id, "page.html")
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(stored.body, body, "reads decompress transparently");
    assert_eq!(stored.meta, meta);

    let replacement = b"rewritten".to_vec();
    artifacts
        .put(&task_id, "page.html", "text/html", &replacement)
        .await
        .unwrap();
    let stored = artifacts
        .get(&task_id, "page.html")
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(
        (stored.body, stored.meta.compressed),
        (replacement, false),
        "put overwrites"
    );
}

pub async fn artifact_delete_removes_one_and_tolerates_missing(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let task_id = new_id();
    let page = "<p>saved page</p>".repeat(4000);
    for (name, body) in [("page.html", page.as_bytes()), ("snapshot.txt", b"text")] {
        artifacts
            .put(&task_id, name, "text/plain", body)
            .await
            .unwrap();
    }
    artifacts.delete(&task_id, "page.html").await.unwrap();
    assert!(
        artifacts
            .get(&task_id, "page.html")
            .await
            .unwrap()
            .is_none()
    );
    let left: Vec<String> = artifacts
        .list(&task_id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.name)
        .collect();
    assert_eq!(left, ["snapshot.txt"], "only the named artifact goes");
    artifacts
        .delete(&task_id, "page.html")
        .await
        .expect("deleting again is no error");
    assert!(matches!(
        artifacts.delete(&task_id, "../escape").await,
        Err(StoreError::Invalid(_))
    ));
}

/// Bytes that gzip cannot shrink (xorshift64 output).
fn incompressible(len: usize) -> Vec<u8> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state.to_be_bytes()[0]
        })
        .collect()
}

pub async fn artifact_over_the_cap_is_refused_and_not_listed(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let task_id = new_id();
    let body = incompressible(ARTIFACT_LIMITS.max_stored + 4096);
    let refused = artifacts
        .put(&task_id, "huge.bin", "application/octet-stream", &body)
        .await;
    assert!(
        matches!(refused, Err(StoreError::TooLarge { limit, .. }) if limit == ARTIFACT_LIMITS.max_stored),
        "expected TooLarge, got {refused:?}"
    );
    assert!(artifacts.list(&task_id).await.unwrap().is_empty());
    assert!(artifacts.get(&task_id, "huge.bin").await.unwrap().is_none());
}

pub async fn artifacts_list_by_name_and_carry_their_retention(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let (task_id, other_task) = (new_id(), new_id());
    for name in ["snapshot.txt", "draft.json", "page.html"] {
        artifacts
            .put(&task_id, name, "text/plain", name.as_bytes())
            .await
            .unwrap();
    }
    artifacts
        .put(&other_task, "other.txt", "text/plain", b"other")
        .await
        .unwrap();
    let names =
        |metas: &[ArtifactMeta]| -> Vec<String> { metas.iter().map(|m| m.name.clone()).collect() };
    let listed = artifacts.list(&task_id).await.unwrap();
    assert_eq!(names(&listed), ["draft.json", "page.html", "snapshot.txt"]);
    assert!(
        listed
            .iter()
            .all(|m| m.retention == Retention::Active && m.task_id == task_id)
    );

    artifacts
        .set_retention(&task_id, Retention::Committed)
        .await
        .unwrap();
    let listed = artifacts.list(&task_id).await.unwrap();
    assert_eq!(names(&listed), ["draft.json", "page.html", "snapshot.txt"]);
    assert!(
        listed.iter().all(|m| m.retention == Retention::Committed),
        "{listed:?}"
    );
    let stored = artifacts
        .get(&task_id, "page.html")
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(
        (stored.meta.retention, stored.body.as_slice()),
        (Retention::Committed, b"page.html".as_slice())
    );
    let untouched = artifacts.list(&other_task).await.unwrap();
    assert_eq!(
        untouched.iter().map(|m| m.retention).collect::<Vec<_>>(),
        [Retention::Active]
    );
}

pub async fn artifact_missing_is_none_and_bad_names_are_invalid(h: &impl Harness) {
    let artifacts = &h.stores().artifacts;
    let task_id = new_id();
    assert!(
        artifacts
            .get(&task_id, "absent.txt")
            .await
            .unwrap()
            .is_none()
    );
    assert!(artifacts.list(&task_id).await.unwrap().is_empty());
    for (task, name) in [
        (task_id.as_str(), "../x"),
        ("..", "x"),
        (task_id.as_str(), "a/b"),
    ] {
        let put = artifacts.put(task, name, "text/plain", b"escape").await;
        assert!(
            matches!(put, Err(StoreError::Invalid(_))),
            "put {task}/{name}: {put:?}"
        );
        let get = artifacts.get(task, name).await;
        assert!(
            matches!(get, Err(StoreError::Invalid(_))),
            "get {task}/{name}: {get:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Queue

/// Receive calls a check makes before concluding that its message is not delivered.
const RECEIVE_ATTEMPTS: usize = 3;

/// A little more than the visibility timeout.
fn past_visibility() -> Duration {
    QUEUE_SETTINGS.visibility_timeout + Duration::from_millis(500)
}

/// A message body no other check or run sends.
fn unique_body(check: &str) -> String {
    serde_json::json!({"check": check, "nonce": new_id()}).to_string()
}

/// This check's message if `queue` delivers it within a few receives; other checks' messages
/// received on the way are left alone (not acked), so they come back after their timeout.
async fn receive_own(h: &impl Harness, queue: QueueRef, body: &str) -> Option<QueueMessage> {
    for _ in 0..RECEIVE_ATTEMPTS {
        let received = h
            .stores()
            .queue
            .receive(queue, 10)
            .await
            .expect("receive succeeds");
        if let Some(own) = received.into_iter().find(|m| m.body == body) {
            return Some(own);
        }
    }
    None
}

pub async fn queue_redelivers_after_the_visibility_timeout_until_acked(h: &impl Harness) {
    let (queue, name) = (&h.stores().queue, QueueName::IngestDiscover);
    let body = unique_body("redelivery");
    let id = queue.send(name, &body).await.unwrap();

    let first = receive_own(h, name.into(), &body)
        .await
        .expect("a sent message is delivered");
    assert_eq!((first.id.as_str(), first.receive_count), (id.as_str(), 1));
    assert!(
        receive_own(h, name.into(), &body).await.is_none(),
        "a received message is hidden for the visibility timeout"
    );

    h.pass(past_visibility()).await;
    let second = receive_own(h, name.into(), &body)
        .await
        .expect("an unacknowledged message is redelivered after the visibility timeout");
    assert_eq!((second.id.as_str(), second.receive_count), (id.as_str(), 2));
    assert_ne!(
        second.receipt, first.receipt,
        "each delivery has its own receipt"
    );

    queue.ack(name.into(), &second.receipt).await.unwrap();
    h.pass(past_visibility()).await;
    assert!(
        receive_own(h, name.into(), &body).await.is_none(),
        "an acked message is gone"
    );
    assert!(
        receive_own(h, name.dead_letter(), &body).await.is_none(),
        "and not dead-lettered"
    );
}

pub async fn queue_dead_letters_after_max_receive_count(h: &impl Harness) {
    let (queue, name) = (&h.stores().queue, QueueName::IngestExtract);
    let body = unique_body("dead-letter");
    queue.send(name, &body).await.unwrap();
    for count in 1..=QUEUE_SETTINGS.max_receive_count {
        let delivery = receive_own(h, name.into(), &body).await.expect("delivered");
        assert_eq!(delivery.receive_count, count);
        h.pass(past_visibility()).await;
    }
    assert!(
        receive_own(h, name.into(), &body).await.is_none(),
        "a message received max_receive_count times is not delivered again"
    );
    let dead = receive_own(h, name.dead_letter(), &body)
        .await
        .expect("the exhausted message is on the dead-letter queue");
    queue.ack(name.dead_letter(), &dead.receipt).await.unwrap();
    h.pass(past_visibility()).await;
    assert!(
        receive_own(h, name.dead_letter(), &body).await.is_none(),
        "an acked DLQ message is gone"
    );
    assert!(receive_own(h, name.into(), &body).await.is_none());
}

// ---------------------------------------------------------------------------------------------
// Recipe search

/// A word no other check uses, so a text query sees only this check's recipes.
fn fresh_word() -> String {
    format!("w{}", uuid::Uuid::now_v7().simple())
}

/// A recipe of `owner` typed for `meal`, named `name`, with `ingredient` and `prep` minutes.
fn search_recipe(
    owner: &str,
    name: &str,
    meal: cookbook_domain::recipe::MealType,
    ingredient: &str,
    prep: u32,
    now: Timestamp,
) -> Recipe {
    let mut recipe = recipe(owner, name, now);
    recipe.meal_types = vec![meal];
    recipe.ingredients[0].name = ingredient.to_owned();
    recipe.prep_time_minutes = Some(prep);
    recipe
}

/// The ids of a search's hits, in rank order.
async fn search_ids(h: &impl Harness, query: crate::SearchQuery) -> Vec<String> {
    h.stores()
        .search
        .search(&query)
        .await
        .expect("search succeeds")
        .into_iter()
        .map(|hit| hit.entry.id)
        .collect()
}

pub async fn search_scopes_filters_and_matches_text(h: &impl Harness) {
    use cookbook_domain::recipe::MealType;
    let (alice, bob, word) = (fresh_owner(), fresh_owner(), fresh_word());
    let now = h.stores().clock.now();
    let chicken = search_recipe(
        &alice,
        &format!("Chicken {word}"),
        MealType::Dinner,
        "chicken breast",
        10,
        now,
    );
    let mut soup = search_recipe(
        "core",
        &format!("Onion Soup {word}"),
        MealType::Dinner,
        "onion",
        5,
        now,
    );
    soup.id = Some(format!("core_{}", new_id()));
    soup.cuisine = vec!["French".to_owned()];
    let bobs = search_recipe(
        &bob,
        &format!("Bob {word}"),
        MealType::Dinner,
        "tofu",
        5,
        now,
    );
    let lunch = search_recipe(
        &alice,
        &format!("Lunch {word}"),
        MealType::Lunch,
        "bread",
        5,
        now,
    );
    for recipe in [&chicken, &soup, &bobs, &lunch] {
        h.stores().recipes.create(recipe).await.unwrap();
    }
    let query = |text: String| crate::SearchQuery {
        owner: alice.clone(),
        meal_type: Some(MealType::Dinner),
        text: Some(text),
        ..crate::SearchQuery::default()
    };
    let ids = |recipes: &[&Recipe]| -> Vec<String> {
        recipes.iter().map(|r| recipe_id(r).to_owned()).collect()
    };
    assert_eq!(
        search_ids(h, query(word.clone())).await,
        ids(&[&chicken, &soup]),
        "the owner's and the core catalog's dinners, own first; not another owner's, not lunch"
    );
    assert_eq!(
        search_ids(h, query(format!("fren {word}"))).await,
        ids(&[&soup]),
        "cuisine"
    );
    assert_eq!(
        search_ids(h, query(format!("CHICKEN {word}"))).await,
        ids(&[&chicken]),
        "ingredient"
    );
    let excluded = crate::SearchQuery {
        excluded_ingredients: vec!["Chick".to_owned()],
        ..query(word.clone())
    };
    assert_eq!(
        search_ids(h, excluded).await,
        ids(&[&soup]),
        "excluded ingredient"
    );
    let quick = crate::SearchQuery {
        max_prep_minutes: Some(5),
        ..query(word.clone())
    };
    assert_eq!(
        search_ids(h, quick).await,
        ids(&[&soup]),
        "max prep minutes"
    );
    let tagged = crate::SearchQuery {
        tags: vec!["french".to_owned()],
        ..query(word.clone())
    };
    assert_eq!(
        search_ids(h, tagged).await,
        ids(&[&soup, &chicken]),
        "a matching tag ranks first"
    );
}

pub async fn search_follows_recipe_replace_and_delete(h: &impl Harness) {
    use cookbook_domain::recipe::MealType;
    let (owner, before, after) = (fresh_owner(), fresh_word(), fresh_word());
    let now = h.stores().clock.now();
    let mut recipe = search_recipe(&owner, &before, MealType::Snack, "apple", 1, now);
    let recipes = &h.stores().recipes;
    recipes.create(&recipe).await.unwrap();
    let query = |text: &str| crate::SearchQuery {
        owner: owner.clone(),
        text: Some(text.to_owned()),
        ..crate::SearchQuery::default()
    };
    let id = vec![recipe_id(&recipe).to_owned()];
    assert_eq!(
        search_ids(h, query(&before)).await,
        id,
        "found after create"
    );
    recipe.name = after.clone();
    recipe.version = Some(2);
    recipes.replace(&recipe).await.unwrap();
    assert!(
        search_ids(h, query(&before)).await.is_empty(),
        "the old name is gone"
    );
    assert_eq!(
        search_ids(h, query(&after)).await,
        id,
        "found by the new name"
    );
    assert!(recipes.delete(recipe_id(&recipe)).await.unwrap());
    assert!(
        search_ids(h, query(&after)).await.is_empty(),
        "gone after delete"
    );
}
