//! Unit words of recipes in other languages, read from `fixtures/units/foreign-units.tsv` and
//! mapped to the canonical units (CONTRACTS.md §7). Kept apart from the English vocabulary
//! because normalization respells only English unit words: "2 cucharadas de aceite" must not
//! become "2 tbsp de aceite".

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::Unit;

const TABLE: &str = include_str!("../../../../fixtures/units/foreign-units.tsv");

/// The unit table: spellings written with capitals match only as written, the others match
/// any case. `None` is a measure without a canonical unit ("dl", "dkg").
struct ForeignUnits {
    exact: HashMap<&'static str, Option<Unit>>,
    any_case: HashMap<&'static str, Option<Unit>>,
    /// Units of scripts without spaces between words ("克", "大さじ"), longest first, for
    /// cutting them off the words they are glued to.
    unspaced: Vec<&'static str>,
}

static UNITS: LazyLock<ForeignUnits> = LazyLock::new(|| {
    let mut units = ForeignUnits {
        exact: HashMap::new(),
        any_case: HashMap::new(),
        unspaced: Vec::new(),
    };
    for line in TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut columns = line.split('\t');
        let (Some(spelling), Some(unit)) = (columns.next(), columns.next()) else {
            continue;
        };
        let unit = match unit {
            "-" => None,
            name => match serde_json::from_value(serde_json::Value::from(name)) {
                Ok(unit) => Some(unit),
                Err(_) => continue,
            },
        };
        if spelling.chars().any(char::is_uppercase) {
            units.exact.insert(spelling, unit);
        } else {
            units.any_case.insert(spelling, unit);
        }
        if spelling.chars().all(is_unspaced_script) {
            units.unspaced.push(spelling);
        }
    }
    units.unspaced.sort_by_key(|s| std::cmp::Reverse(s.len()));
    units
});

/// What a foreign unit word names: a canonical unit, or `None` for a measure without one.
/// `word` is the original spelling, `lower` its lowercase (dots between letters kept, as in
/// "κ.σ").
pub(super) fn foreign_unit(word: &str, lower: &str) -> Option<Option<Unit>> {
    let units = &*UNITS;
    units
        .exact
        .get(word)
        .or_else(|| units.any_case.get(lower))
        .copied()
}

/// Whether `c` belongs to a script written without spaces between words (Han, kana).
pub(super) fn is_unspaced_script(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30ff | 0x3400..=0x4dbf | 0x4e00..=0x9fff | 0xf900..=0xfaff)
}

/// The byte length of the unit `word` starts with ("克鸡胸肉" → 3), for glued unspaced text.
pub(super) fn unspaced_unit_prefix(word: &str) -> Option<usize> {
    UNITS
        .unspaced
        .iter()
        .find(|unit| word.starts_with(*unit) && word.len() > unit.len())
        .map(|unit| unit.len())
}

/// The byte length of the unit `word` ends with ("醤油大さじ" → 9), for glued unspaced text.
pub(super) fn unspaced_unit_suffix(word: &str) -> Option<usize> {
    UNITS
        .unspaced
        .iter()
        .find(|unit| word.ends_with(*unit) && word.len() > unit.len())
        .map(|unit| unit.len())
}
