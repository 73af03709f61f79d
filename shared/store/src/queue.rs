//! Queue names and message types: one queue per consuming function, each with a dead-letter queue.

use std::time::Duration;

/// A work queue, named after the function that consumes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum QueueName {
    IngestDiscover,
    IngestFetch,
    IngestExtract,
    IngestValidate,
    IngestRepair,
    IngestNormalize,
    PlanSlot,
    PlanNutrition,
    BatchImport,
}

impl QueueName {
    pub const ALL: [QueueName; 9] = [
        QueueName::IngestDiscover,
        QueueName::IngestFetch,
        QueueName::IngestExtract,
        QueueName::IngestValidate,
        QueueName::IngestRepair,
        QueueName::IngestNormalize,
        QueueName::PlanSlot,
        QueueName::PlanNutrition,
        QueueName::BatchImport,
    ];

    /// The consuming function's name, which is also the queue's base name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::IngestDiscover => "ingest-discover",
            Self::IngestFetch => "ingest-fetch",
            Self::IngestExtract => "ingest-extract",
            Self::IngestValidate => "ingest-validate",
            Self::IngestRepair => "ingest-repair",
            Self::IngestNormalize => "ingest-normalize",
            Self::PlanSlot => "plan-slot",
            Self::PlanNutrition => "plan-nutrition",
            Self::BatchImport => "batch-import",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|q| q.as_str() == name)
    }

    /// This queue's dead-letter queue.
    pub fn dead_letter(self) -> QueueRef {
        QueueRef {
            name: self,
            dead_letter: true,
        }
    }
}

/// A main queue or its dead-letter queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct QueueRef {
    pub name: QueueName,
    pub dead_letter: bool,
}

impl QueueRef {
    /// `ingest-fetch` or `ingest-fetch-dlq`.
    pub fn base_name(self) -> String {
        if self.dead_letter {
            format!("{}-dlq", self.name.as_str())
        } else {
            self.name.as_str().to_owned()
        }
    }
}

impl From<QueueName> for QueueRef {
    fn from(name: QueueName) -> Self {
        QueueRef {
            name,
            dead_letter: false,
        }
    }
}

/// How a main queue delivers: the settings SQS keeps per queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueueSettings {
    /// How long a received message stays hidden before it is delivered again.
    pub visibility_timeout: Duration,
    /// Receives after which an unacknowledged message moves to the dead-letter queue.
    pub max_receive_count: u32,
}

impl Default for QueueSettings {
    /// Six times a 30-second function timeout, and five tries.
    fn default() -> Self {
        Self {
            visibility_timeout: Duration::from_secs(180),
            max_receive_count: 5,
        }
    }
}

/// A received message; `receipt` acknowledges this delivery only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueMessage {
    pub id: String,
    pub receipt: String,
    pub body: String,
    /// How many times the message has been received, this time included.
    pub receive_count: u32,
}
