//! Store categories: which aisle an ingredient is bought in, from the ingredient knowledge
//! table ([`crate::knowledge`]). The longest matching phrase wins ("coconut milk" over "milk",
//! "black pepper" over "pepper"); between equally long ones the later wins, English putting the
//! head noun last ("chicken broth" is broth). Anything "frozen" is frozen.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::knowledge::classify_name;

/// The aisles of a shopping list, in the order the list shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum StoreCategory {
    Produce,
    MeatAndSeafood,
    DairyAndEggs,
    Bakery,
    Pantry,
    Spices,
    Frozen,
    Other,
}

impl StoreCategory {
    pub const ALL: [Self; 8] = [
        Self::Produce,
        Self::MeatAndSeafood,
        Self::DairyAndEggs,
        Self::Bakery,
        Self::Pantry,
        Self::Spices,
        Self::Frozen,
        Self::Other,
    ];

    /// The heading a list shows for the category.
    pub fn label(self) -> &'static str {
        match self {
            Self::Produce => "Produce",
            Self::MeatAndSeafood => "Meat & seafood",
            Self::DairyAndEggs => "Dairy & eggs",
            Self::Bakery => "Bakery",
            Self::Pantry => "Pantry",
            Self::Spices => "Spices",
            Self::Frozen => "Frozen",
            Self::Other => "Other",
        }
    }

    /// The aisle of an ingredient name, from the ingredient knowledge table.
    pub fn of(name: &str) -> Self {
        classify_name(name).category
    }
}

impl FromStr for StoreCategory {
    type Err = ();

    /// The snake_case name the knowledge table and the wire use: `meat_and_seafood`.
    fn from_str(text: &str) -> Result<Self, ()> {
        let category = match text {
            "produce" => Self::Produce,
            "meat_and_seafood" => Self::MeatAndSeafood,
            "dairy_and_eggs" => Self::DairyAndEggs,
            "bakery" => Self::Bakery,
            "pantry" => Self::Pantry,
            "spices" => Self::Spices,
            "frozen" => Self::Frozen,
            "other" => Self::Other,
            _ => return Err(()),
        };
        Ok(category)
    }
}
