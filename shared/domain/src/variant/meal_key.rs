//! Planned-meal keys (CONTRACTS.md §4): a meal is `(date, meal_type)`, and when a day repeats a
//! meal type the later slots are `snack_2`, `snack_3`, … in slot order.

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use jiff::civil::Date;
use serde::de::IntoDeserializer;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::MealType;

/// A meal slot of one day: its meal type and which occurrence of that type it is (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MealSlot {
    meal_type: MealType,
    occurrence: NonZeroU32,
}

impl MealSlot {
    /// The first (usually only) slot of a meal type that day: keyed `dinner`.
    pub fn first(meal_type: MealType) -> Self {
        Self {
            meal_type,
            occurrence: NonZeroU32::MIN,
        }
    }

    /// The `occurrence`-th slot of a meal type that day: keyed `snack_2` for the second.
    pub fn nth(meal_type: MealType, occurrence: NonZeroU32) -> Self {
        Self {
            meal_type,
            occurrence,
        }
    }

    pub fn meal_type(self) -> MealType {
        self.meal_type
    }

    pub fn occurrence(self) -> NonZeroU32 {
        self.occurrence
    }
}

/// A meal key that is not `breakfast|lunch|dinner|snack` with an optional `_N` (N ≥ 2).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a meal key (breakfast, lunch, dinner, snack, or e.g. snack_2)")]
pub struct MealKeyError(pub String);

impl fmt::Display for MealSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = wire_name(&self.meal_type).ok_or(fmt::Error)?;
        match self.occurrence.get() {
            1 => f.write_str(&name),
            n => write!(f, "{name}_{n}"),
        }
    }
}

impl FromStr for MealSlot {
    type Err = MealKeyError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = || MealKeyError(text.to_owned());
        let (name, occurrence) = match text.rsplit_once('_') {
            // `snack_1` is not canonical: the first slot is plain `snack`.
            Some((name, digits)) => {
                let n: u32 = digits
                    .parse()
                    .ok()
                    .filter(|n: &u32| n.to_string() == digits)
                    .ok_or_else(invalid)?;
                (
                    name,
                    NonZeroU32::new(n)
                        .filter(|n| n.get() >= 2)
                        .ok_or_else(invalid)?,
                )
            }
            None => (text, NonZeroU32::MIN),
        };
        let meal_type = MealType::deserialize(
            IntoDeserializer::<serde::de::value::Error>::into_deserializer(name),
        )
        .map_err(|_| invalid())?;
        Ok(Self::nth(meal_type, occurrence))
    }
}

impl Serialize for MealSlot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for MealSlot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where a planned meal sits in a plan: its date and meal slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MealKey {
    pub date: Date,
    pub meal_type: MealSlot,
}

impl fmt::Display for MealKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.date, self.meal_type)
    }
}

/// The name a value has on the wire (its serde string form), e.g. `dinner` for
/// [`MealType::Dinner`], so names are spelled in exactly one place.
pub(crate) fn wire_name<T: Serialize>(value: &T) -> Option<String> {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => Some(name),
        _ => None,
    }
}
