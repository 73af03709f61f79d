//! The LLM-backed phases that `PhaseProviders` routes (seed 004 §5.3, §21), named by their config keys.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A phase that calls a model; each one can be routed to its own provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum LlmPhase {
    #[serde(rename = "Ingest.Extract")]
    Extract,
    #[serde(rename = "Ingest.Normalize")]
    Normalize,
    #[serde(rename = "Ingest.RepairJson")]
    RepairJson,
    #[serde(rename = "Ingest.RepairParaphrase")]
    RepairParaphrase,
    #[serde(rename = "Plan.Rerank")]
    Rerank,
    #[serde(rename = "Chat")]
    Chat,
    #[serde(rename = "Variant.PatchGen")]
    PatchGen,
}

impl LlmPhase {
    /// Every phase, in a stable order.
    pub const ALL: [LlmPhase; 7] = [
        LlmPhase::Extract,
        LlmPhase::Normalize,
        LlmPhase::RepairJson,
        LlmPhase::RepairParaphrase,
        LlmPhase::Rerank,
        LlmPhase::Chat,
        LlmPhase::PatchGen,
    ];

    /// The configuration key, e.g. `Ingest.Extract`.
    pub fn config_key(self) -> &'static str {
        match self {
            LlmPhase::Extract => "Ingest.Extract",
            LlmPhase::Normalize => "Ingest.Normalize",
            LlmPhase::RepairJson => "Ingest.RepairJson",
            LlmPhase::RepairParaphrase => "Ingest.RepairParaphrase",
            LlmPhase::Rerank => "Plan.Rerank",
            LlmPhase::Chat => "Chat",
            LlmPhase::PatchGen => "Variant.PatchGen",
        }
    }
}

impl fmt::Display for LlmPhase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.config_key())
    }
}

/// A string that names no LLM phase.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown LLM phase {0:?} (expected one of Ingest.Extract, Ingest.Normalize, Ingest.RepairJson, Ingest.RepairParaphrase, Plan.Rerank, Chat, Variant.PatchGen)"
)]
pub struct UnknownPhase(pub String);

impl FromStr for LlmPhase {
    type Err = UnknownPhase;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key = s.trim();
        LlmPhase::ALL
            .into_iter()
            .find(|phase| phase.config_key() == key)
            .ok_or_else(|| UnknownPhase(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_keys_round_trip_through_display_and_from_str() {
        for phase in LlmPhase::ALL {
            assert_eq!(phase.to_string().parse::<LlmPhase>(), Ok(phase));
        }
        assert_eq!("Plan.Rerank".parse::<LlmPhase>(), Ok(LlmPhase::Rerank));
        assert!("Ingest.Discover".parse::<LlmPhase>().is_err());
    }

    #[test]
    fn serde_uses_the_config_keys() {
        let json = serde_json::to_string(&LlmPhase::RepairJson).unwrap();
        assert_eq!(json, "\"Ingest.RepairJson\"");
        let back: LlmPhase = serde_json::from_str("\"Variant.PatchGen\"").unwrap();
        assert_eq!(back, LlmPhase::PatchGen);
    }
}
