//! The culinary role of a food (fixtures/foods/groups.tsv): the SR28 food group of the food a
//! name matches — the first two digits of its NDB number — read as the part it plays in a dish
//! ("protein", "liquid", "grain", …), so a swap can be checked for sense: tofu for chicken
//! thighs, not for chicken broth.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{FoodData, FoodDataError, Ndb, tsv};

const FILE: &str = "groups.tsv";
const GROUPS: &str = include_str!("../../../../fixtures/foods/groups.tsv");

/// The role of the food `name` matches; `None` when no food matches or its group is unknown.
pub fn culinary_role(name: &str) -> Option<&'static str> {
    culinary_role_of(FoodData::embedded().ok()?.matcher.find(name)?.ndb)
}

/// The role of the SR28 food `ndb`, from its food group.
pub fn culinary_role_of(ndb: Ndb) -> Option<&'static str> {
    group_role(ndb.food_group())
}

/// The role of SR28 food group `group` (05 poultry: "protein").
pub(crate) fn group_role(group: u32) -> Option<&'static str> {
    roles().ok()?.get(&group).map(String::as_str)
}

/// Group number → role, parsed once.
fn roles() -> Result<&'static HashMap<u32, String>, FoodDataError> {
    static ROLES: OnceLock<Result<HashMap<u32, String>, FoodDataError>> = OnceLock::new();
    ROLES
        .get_or_init(|| {
            let (_, rows) = tsv::read(FILE, GROUPS, &["group", "sr28_group", "role"])?;
            rows.iter()
                .map(|row| match row.cells.as_slice() {
                    [group, _, role] => group
                        .parse()
                        .map(|group| (group, (*role).to_owned()))
                        .map_err(|_| row.error(FILE, "the group is not a number")),
                    _ => Err(row.error(FILE, "expected group, sr28_group and role")),
                })
                .collect()
        })
        .as_ref()
        .map_err(Clone::clone)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proteins_share_a_role_that_broth_does_not() {
        let role = |name: &str| culinary_role(name).unwrap_or_else(|| panic!("{name}"));
        assert!(roles().is_ok());
        for protein in [
            "chicken thighs",
            "tofu",
            "ground beef",
            "salmon",
            "pork chops",
        ] {
            assert_eq!(role(protein), "protein", "{protein}");
        }
        assert_eq!(role("chicken broth"), "liquid");
        assert_eq!(role("brown rice"), "grain");
        assert_eq!(culinary_role("xyzzy"), None);
    }
}
