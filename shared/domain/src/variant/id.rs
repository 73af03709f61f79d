//! Variant ids (seed 000): `variant:{snapshot_id}:{date}:{meal_type}`, e.g.
//! `variant:snap_abc123:2025-01-03:dinner` or `…:2025-01-03:snack_2`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::meal_key::MealKey;

/// The prefix that tells a variant id from a recipe id on the cook route.
pub const VARIANT_ID_PREFIX: &str = "variant:";

/// The id of the variant of one planned meal of one snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VariantId {
    pub snapshot_id: String,
    pub meal: MealKey,
}

/// A string that is not `variant:{snapshot_id}:{date}:{meal_type}`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a variant id (variant:{{snapshot_id}}:{{date}}:{{meal_type}})")]
pub struct VariantIdError(pub String);

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{VARIANT_ID_PREFIX}{}:{}", self.snapshot_id, self.meal)
    }
}

impl FromStr for VariantId {
    type Err = VariantIdError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = || VariantIdError(text.to_owned());
        let rest = text.strip_prefix(VARIANT_ID_PREFIX).ok_or_else(invalid)?;
        // Split from the right: date and meal key never contain ':', a snapshot id might.
        let mut parts = rest.rsplitn(3, ':');
        let (Some(meal_type), Some(date), Some(snapshot_id)) =
            (parts.next(), parts.next(), parts.next())
        else {
            return Err(invalid());
        };
        if snapshot_id.is_empty() {
            return Err(invalid());
        }
        Ok(Self {
            snapshot_id: snapshot_id.to_owned(),
            meal: MealKey {
                date: date.parse().map_err(|_| invalid())?,
                meal_type: meal_type.parse().map_err(|_| invalid())?,
            },
        })
    }
}

impl Serialize for VariantId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for VariantId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
