//! Variant ids (seed 000, CONTRACTS.md §9): `variant:{snapshot_id}:{date}:{meal_type}`, e.g.
//! `variant:snap_abc123:2025-01-03:dinner` or `…:2025-01-03:snack_2`, names the variant of the
//! meal's main; `variant:{snapshot_id}:{date}:{meal_type}:{component_id}` that of one component
//! of a bundle (`…:2025-01-03:dinner:side`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::component::ComponentId;
use super::meal_key::{MealKey, MealSlot};

/// The prefix that tells a variant id from a recipe id on the cook route.
pub const VARIANT_ID_PREFIX: &str = "variant:";

/// The id of the variant of one component of one planned meal of one snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VariantId {
    pub snapshot_id: String,
    pub meal: MealKey,
    /// `None` for the seed's three-part id, which names the meal's main.
    pub component: Option<ComponentId>,
}

/// A string that is not `variant:{snapshot_id}:{date}:{meal_type}[:{component_id}]`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a variant id (variant:{{snapshot_id}}:{{date}}:{{meal_type}}, optionally :{{component_id}})"
)]
pub struct VariantIdError(pub String);

impl VariantId {
    /// The id of `component`'s variant: the three-part form for the `main` component, as the
    /// variants stored before bundles have it.
    pub fn of(snapshot_id: &str, meal: MealKey, component: &ComponentId) -> Self {
        Self {
            snapshot_id: snapshot_id.to_owned(),
            meal,
            component: (!component.is_main()).then(|| component.clone()),
        }
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{VARIANT_ID_PREFIX}{}:{}", self.snapshot_id, self.meal)?;
        match &self.component {
            Some(component) => write!(f, ":{component}"),
            None => Ok(()),
        }
    }
}

impl FromStr for VariantId {
    type Err = VariantIdError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = || VariantIdError(text.to_owned());
        let rest = text.strip_prefix(VARIANT_ID_PREFIX).ok_or_else(invalid)?;
        let (rest, component) = split_component(rest);
        let (rest, meal) = split_meal(rest).ok_or_else(invalid)?;
        if rest.is_empty() {
            return Err(invalid());
        }
        Ok(Self {
            snapshot_id: rest.to_owned(),
            meal,
            component,
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

/// `{snapshot_id}:{date}:{meal_type}` split from the right (date and meal key never contain
/// ':', a snapshot id might) into the snapshot id and the meal key.
pub(crate) fn split_meal(text: &str) -> Option<(&str, MealKey)> {
    let mut parts = text.rsplitn(3, ':');
    let (meal_type, date, rest) = (parts.next()?, parts.next()?, parts.next()?);
    let meal = MealKey {
        date: date.parse().ok()?,
        meal_type: meal_type.parse().ok()?,
    };
    Some((rest, meal))
}

/// The trailing component id of a four-part id, when `text` ends `{date}:{meal_type}:{id}`; a
/// three-part id's last part is a meal key, which never follows a meal key, so the two cannot
/// be confused.
fn split_component(text: &str) -> (&str, Option<ComponentId>) {
    let Some((rest, last)) = text.rsplit_once(':') else {
        return (text, None);
    };
    let four_part = split_meal(rest).is_some() && last.parse::<MealSlot>().is_err();
    match last.parse::<ComponentId>() {
        Ok(component) if four_part => (rest, Some(component)),
        _ => (text, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_part_ids_name_the_main_and_four_part_ids_a_component() {
        let three: VariantId = "variant:snap:x:2025-01-03:dinner".parse().unwrap();
        assert_eq!(
            (three.snapshot_id.as_str(), three.component),
            ("snap:x", None)
        );
        let four: VariantId = "variant:snap:x:2025-01-03:snack_2:side-2".parse().unwrap();
        assert_eq!(four.snapshot_id, "snap:x");
        assert_eq!(four.meal.meal_type.to_string(), "snack_2");
        assert_eq!(
            four.component.as_ref().map(ComponentId::as_str),
            Some("side-2")
        );
        for id in [
            "variant:snap:x:2025-01-03:dinner",
            "variant:snap:x:2025-01-03:snack_2:side-2",
        ] {
            assert_eq!(id.parse::<VariantId>().unwrap().to_string(), id);
        }
        let main = VariantId::of("s", four.meal, &ComponentId::main());
        assert_eq!(main.to_string(), "variant:s:2025-01-03:snack_2");
        for bad in [
            "variant:2025-01-03:dinner",
            "variant:s:2025-01-03:dinner:Side",
            "variant:s:2025-01-03:supper",
            "variant:s:dinner:side",
        ] {
            assert!(bad.parse::<VariantId>().is_err(), "{bad}");
        }
    }
}
