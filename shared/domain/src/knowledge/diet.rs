//! The diets a plan can ask for, decided by the markers of every ingredient.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{Marker, MarkerSet};
use crate::allergen::Allergen;

/// A diet a user keeps; what it rules out is [`Diet::forbidden`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Diet {
    Vegetarian,
    Vegan,
    Pescatarian,
    GlutenFree,
    DairyFree,
}

impl Diet {
    pub const ALL: [Self; 5] = [
        Self::Vegetarian,
        Self::Vegan,
        Self::Pescatarian,
        Self::GlutenFree,
        Self::DairyFree,
    ];

    /// The wire name: `vegetarian`, `gluten-free`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Vegetarian => "vegetarian",
            Self::Vegan => "vegan",
            Self::Pescatarian => "pescatarian",
            Self::GlutenFree => "gluten-free",
            Self::DairyFree => "dairy-free",
        }
    }

    /// The markers an ingredient of this diet must not contain (or may contain).
    pub fn forbidden(self) -> MarkerSet {
        use Allergen::{CrustaceanShellfish, Egg, Fish, Milk, Wheat};
        use Marker::{Allergen as A, Animal, Gluten, Honey, Meat, Mollusc};
        match self {
            Self::Pescatarian => MarkerSet::of([Meat, Animal]),
            Self::Vegetarian => {
                MarkerSet::of([Meat, Animal, Mollusc, A(Fish), A(CrustaceanShellfish)])
            }
            Self::Vegan => {
                Self::Vegetarian
                    .forbidden()
                    .union(MarkerSet::of([A(Milk), A(Egg), Honey]))
            }
            Self::GlutenFree => MarkerSet::of([A(Wheat), Gluten]),
            Self::DairyFree => MarkerSet::of([A(Milk)]),
        }
    }
}

impl fmt::Display for Diet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A diet name that is none of [`Diet::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown diet `{0}`: one of vegetarian, vegan, pescatarian, gluten-free, dairy-free")]
pub struct UnknownDiet(pub String);

impl FromStr for Diet {
    type Err = UnknownDiet;

    /// The wire name in any case, with `-`, `_` or a space ("Gluten free", "dairy_free"), and
    /// the common variants people type ("veggie", "plant-based", "pescetarian", "no dairy").
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let diet = match words.join(" ").as_str() {
            "vegetarian"
            | "veggie"
            | "meatless"
            | "lacto ovo vegetarian"
            | "ovo lacto vegetarian" => Self::Vegetarian,
            "vegan" | "plant based" => Self::Vegan,
            "pescatarian" | "pescetarian" => Self::Pescatarian,
            "gluten free" | "glutenfree" | "no gluten" | "coeliac" | "celiac" => Self::GlutenFree,
            "dairy free" | "dairyfree" | "no dairy" | "lactose free" | "non dairy" => {
                Self::DairyFree
            }
            _ => return Err(UnknownDiet(text.to_owned())),
        };
        Ok(diet)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_people_type_parse() {
        assert_eq!("Vegetarian".parse(), Ok(Diet::Vegetarian));
        assert_eq!("gluten_free".parse(), Ok(Diet::GlutenFree));
        assert_eq!("Dairy-Free".parse(), Ok(Diet::DairyFree));
        assert_eq!("plant-based".parse(), Ok(Diet::Vegan));
        assert!("keto".parse::<Diet>().is_err());
        for diet in Diet::ALL {
            assert_eq!(diet.as_str().parse(), Ok(diet));
        }
    }

    #[test]
    fn vegan_forbids_everything_vegetarian_forbids() {
        let vegetarian = Diet::Vegetarian.forbidden();
        assert_eq!(
            Diet::Vegan.forbidden().union(vegetarian),
            Diet::Vegan.forbidden()
        );
        assert!(
            !Diet::Pescatarian
                .forbidden()
                .contains(Marker::Allergen(Allergen::Fish))
        );
    }
}
