//! The curated alias table (fixtures/foods/aliases.tsv): ingredient names as recipes write
//! them ("scallions", "plain Greek yogurt") mapped to the SR28 food they mean.

use std::collections::HashMap;

use super::{FoodDataError, FoodTable, Ndb, names, tsv};

const FILE: &str = "aliases.tsv";

/// Normalized name (see `names::key`) → food.
#[derive(Debug, Clone, Default)]
pub struct AliasTable {
    by_key: HashMap<String, Ndb>,
}

impl AliasTable {
    /// Parses `name, ndb, sr28_name` rows (the SR28 name is for the reader). Two names that
    /// normalize alike must name the same food, and every food must be in `foods`.
    pub fn parse(text: &str, foods: &FoodTable) -> Result<Self, FoodDataError> {
        let mut by_key = HashMap::new();
        for row in tsv::read(FILE, text, &["name", "ndb", "sr28_name"])?.1 {
            let ndb = Ndb::parse(row.cells[1])
                .filter(|&ndb| foods.get(ndb).is_some())
                .ok_or_else(|| row.error(FILE, format!("unknown NDB {:?}", row.cells[1])))?;
            let key = names::key(row.cells[0]);
            if key.is_empty() {
                return Err(row.error(FILE, "empty name"));
            }
            if let Some(other) = by_key.insert(key, ndb).filter(|&other| other != ndb) {
                return Err(row.error(FILE, format!("{:?} also names {other}", row.cells[0])));
            }
        }
        Ok(Self { by_key })
    }

    /// The food a normalized name stands for.
    pub(super) fn get(&self, key: &str) -> Option<Ndb> {
        self.by_key.get(key).copied()
    }

    /// How many distinct normalized names the table holds.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.by_key.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOODS: &str =
        "ndb\tname\tcalories\n11291\tOnions, spring or scallions\t32\n01123\tEgg\t143\n";

    #[test]
    fn names_are_looked_up_normalized() {
        let foods = FoodTable::parse(FOODS).expect("foods");
        let text = "name\tndb\tsr28_name\nScallions\t11291\tx\ngreen onion\t11291\tx\ngreen onions\t11291\tx\n";
        let aliases = AliasTable::parse(text, &foods).expect("aliases");
        assert_eq!(aliases.len(), 2);
        assert_eq!(aliases.get(&names::key("scallion")), Ndb::parse("11291"));
        assert_eq!(aliases.get("egg"), None);
    }

    #[test]
    fn conflicting_or_unknown_foods_are_rejected() {
        let foods = FoodTable::parse(FOODS).expect("foods");
        let conflict = "name\tndb\tsr28_name\negg\t01123\tx\neggs\t11291\tx\n";
        let error = AliasTable::parse(conflict, &foods)
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            error.as_deref(),
            Some("aliases.tsv:3: \"eggs\" also names 01123")
        );
        assert!(AliasTable::parse("name\tndb\tsr28_name\negg\t99999\tx\n", &foods).is_err());
    }
}
