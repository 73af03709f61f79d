//! The one definition of every DynamoDB table and SQS queue. The emulator bootstrap creates
//! exactly this, and a test checks that `infra/template.yaml` declares exactly this.
//!
//! Every key attribute is a string (`S`). Index attributes are written only on the items an
//! index is for, so indexes stay sparse (e.g. only tasks in review carry `expiresAt`).

use crate::QueueName;

/// A DynamoDB table: `base_name` is suffixed per stack/test; `logical_id` names it in the template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSpec {
    pub logical_id: &'static str,
    pub base_name: &'static str,
    /// Environment variable that carries the physical table name to a function.
    pub env_var: &'static str,
    pub partition_key: &'static str,
    pub sort_key: Option<&'static str>,
    pub indexes: &'static [IndexSpec],
    /// Attribute holding an epoch-seconds expiry, if the table uses DynamoDB TTL.
    pub ttl_attribute: Option<&'static str>,
}

/// A global secondary index projecting all attributes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexSpec {
    pub name: &'static str,
    pub partition_key: &'static str,
    pub sort_key: Option<&'static str>,
}

/// Tasks: `pk` = taskId, `sk` = `STATE` or `EVENT#000042`.
pub const TASKS: TableSpec = TableSpec {
    logical_id: "TasksTable",
    base_name: "tasks",
    env_var: "TABLE_TASKS",
    partition_key: "pk",
    sort_key: Some("sk"),
    indexes: &[
        // The expiration sweep: tasks in review by expiry time.
        IndexSpec {
            name: "byStatusExpiry",
            partition_key: "status",
            sort_key: Some("expiresAt"),
        },
        // The owner's task listing, newest first.
        IndexSpec {
            name: "byOwnerCreated",
            partition_key: "owner",
            sort_key: Some("createdAt"),
        },
    ],
    ttl_attribute: None,
};

/// Recipes: `id`; by owner for listing (in id = creation order, by name, by last update; the
/// sort keys are `recipe_listing::sort_key`), by source URL hash for duplicate warnings.
pub const RECIPES: TableSpec = TableSpec {
    logical_id: "RecipesTable",
    base_name: "recipes",
    env_var: "TABLE_RECIPES",
    partition_key: "id",
    sort_key: None,
    indexes: &[
        IndexSpec {
            name: "byOwner",
            partition_key: "owner",
            sort_key: Some("id"),
        },
        IndexSpec {
            name: "byOwnerName",
            partition_key: "owner",
            sort_key: Some("nameKey"),
        },
        IndexSpec {
            name: "byOwnerUpdated",
            partition_key: "owner",
            sort_key: Some("updatedKey"),
        },
        IndexSpec {
            name: "byUrlHash",
            partition_key: "urlHash",
            sort_key: Some("id"),
        },
    ],
    ttl_attribute: None,
};

/// Prompt templates: partitioned by phase (seed 004 §6.5), with a point lookup by id.
pub const PROMPTS: TableSpec = TableSpec {
    logical_id: "PromptsTable",
    base_name: "prompts",
    env_var: "TABLE_PROMPTS",
    partition_key: "phase",
    sort_key: Some("id"),
    indexes: &[IndexSpec {
        name: "byId",
        partition_key: "id",
        sort_key: None,
    }],
    ttl_attribute: None,
};

/// Plans: `pk` = `JOB#id` | `SNAPSHOT#id` | `SHOPPING_LIST#id` | … with `sk` = `DOC`, or
/// `HISTORY#owner` with `sk` = `date#mealKey`.
pub const PLANS: TableSpec = TableSpec {
    logical_id: "PlansTable",
    base_name: "plans",
    env_var: "TABLE_PLANS",
    partition_key: "pk",
    sort_key: Some("sk"),
    indexes: &[
        // The owner's documents of one kind (`OWNER#alice#SNAPSHOT`), by id: newest last.
        IndexSpec {
            name: "byOwnerKind",
            partition_key: "ownerKind",
            sort_key: Some("docId"),
        },
    ],
    ttl_attribute: None,
};

/// Per-domain fetch state (circuit breaker, rate limit) and per-user quota counters (keys
/// `counter#…`), dropped by TTL when idle.
pub const DOMAINS: TableSpec = TableSpec {
    logical_id: "DomainsTable",
    base_name: "domains",
    env_var: "TABLE_DOMAINS",
    partition_key: "domain",
    sort_key: None,
    indexes: &[],
    ttl_attribute: Some("ttl"),
};

/// The recipe search index (`aws::search`): `owner` partitions, `sk` = `R#{recipeId}` for an
/// entry or `GEN` for the owner's generation counter.
pub const SEARCH: TableSpec = TableSpec {
    logical_id: "SearchTable",
    base_name: "search",
    env_var: "TABLE_SEARCH",
    partition_key: "owner",
    sort_key: Some("sk"),
    indexes: &[],
    ttl_attribute: None,
};

pub const TABLES: [TableSpec; 6] = [TASKS, RECIPES, PROMPTS, PLANS, DOMAINS, SEARCH];

/// Environment variable carrying the artifact bucket's name.
pub const ARTIFACT_BUCKET_ENV: &str = "ARTIFACT_BUCKET";

/// Environment variable carrying a main queue's URL, e.g. `QUEUE_URL_INGEST_FETCH`.
pub fn queue_url_env(queue: QueueName) -> String {
    format!(
        "QUEUE_URL_{}",
        queue.as_str().replace('-', "_").to_ascii_uppercase()
    )
}

/// Logical id of a queue in the template, e.g. `IngestFetchQueue` / `IngestFetchDeadLetterQueue`.
pub fn queue_logical_id(queue: QueueName, dead_letter: bool) -> String {
    let camel: String = queue
        .as_str()
        .split('-')
        .map(|word| word[..1].to_ascii_uppercase() + &word[1..])
        .collect();
    format!(
        "{camel}{}",
        if dead_letter {
            "DeadLetterQueue"
        } else {
            "Queue"
        }
    )
}
