//! Amounts on a shopping list: a line's quantity and unit turned into grams, millilitres or a
//! count of some count unit, and the density table (`fixtures/units/densities.tsv`) that alone
//! allows converting a volume into a mass.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::Unit;

use super::names::merge_key;

/// Millilitres in a US cup, the density table's volume.
pub const ML_PER_CUP: f64 = 236.5882365;

const DENSITY_TABLE: &str = include_str!("../../../../fixtures/units/densities.tsv");

/// A quantity in a base unit: mass in grams, volume in millilitres, or a count, which only adds
/// up with the same count unit ("3 cloves" and "1 head" of garlic stay apart).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Measure {
    Mass { grams: f64 },
    Volume { millilitres: f64 },
    Count { count: f64, unit: Option<Unit> },
}

impl Measure {
    /// `quantity` of `unit` in base units.
    pub fn of(quantity: f64, unit: Option<Unit>) -> Self {
        match unit.and_then(|unit| base_factor(unit).map(|factor| (unit, factor))) {
            Some((unit, factor)) if is_mass(unit) => Self::Mass {
                grams: quantity * factor,
            },
            Some((_, factor)) => Self::Volume {
                millilitres: quantity * factor,
            },
            None => Self::Count {
                count: quantity,
                unit,
            },
        }
    }

    pub fn scaled(self, factor: f64) -> Self {
        match self {
            Self::Mass { grams } => Self::Mass {
                grams: grams * factor,
            },
            Self::Volume { millilitres } => Self::Volume {
                millilitres: millilitres * factor,
            },
            Self::Count { count, unit } => Self::Count {
                count: count * factor,
                unit,
            },
        }
    }

    /// The sum with `other` when both are in the same dimension (and count unit).
    pub fn plus(self, other: Self) -> Option<Self> {
        match (self, other) {
            (Self::Mass { grams: a }, Self::Mass { grams: b }) => Some(Self::Mass { grams: a + b }),
            (Self::Volume { millilitres: a }, Self::Volume { millilitres: b }) => {
                Some(Self::Volume { millilitres: a + b })
            }
            (Self::Count { count: a, unit: ua }, Self::Count { count: b, unit: ub })
                if ua == ub =>
            {
                Some(Self::Count {
                    count: a + b,
                    unit: ua,
                })
            }
            _ => None,
        }
    }
}

fn is_mass(unit: Unit) -> bool {
    matches!(
        unit,
        Unit::Gram | Unit::Kilogram | Unit::Ounce | Unit::Pound
    )
}

/// Grams per mass unit or millilitres per volume unit (US customary); `None` for count units.
fn base_factor(unit: Unit) -> Option<f64> {
    let factor = match unit {
        Unit::Gram | Unit::Millilitre => 1.0,
        Unit::Kilogram | Unit::Litre => 1000.0,
        Unit::Ounce => 28.349523125,
        Unit::Pound => 453.59237,
        Unit::Teaspoon => ML_PER_CUP / 48.0,
        Unit::Tablespoon => ML_PER_CUP / 16.0,
        Unit::FluidOunce => ML_PER_CUP / 8.0,
        Unit::Cup => ML_PER_CUP,
        Unit::Pint => ML_PER_CUP * 2.0,
        Unit::Quart => ML_PER_CUP * 4.0,
        Unit::Gallon => ML_PER_CUP * 16.0,
        _ => return None,
    };
    Some(factor)
}

/// Grams per millilitre of the ingredient with this merge key, when the table knows it.
pub fn density_g_per_ml(key: &str) -> Option<f64> {
    DENSITIES.get(key).copied()
}

/// The density table, keyed by merge key. Lines that do not parse are skipped; a test checks
/// that none do.
static DENSITIES: LazyLock<HashMap<String, f64>> = LazyLock::new(|| {
    density_rows()
        .filter_map(|(name, grams_per_cup)| Some((merge_key(name), grams_per_cup? / ML_PER_CUP)))
        .collect()
});

/// The table's data rows as (name, grams per cup if it parses).
fn density_rows() -> impl Iterator<Item = (&'static str, Option<f64>)> {
    DENSITY_TABLE
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (name, grams) = line.split_once('\t').unwrap_or((line, ""));
            let grams = grams
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|g| g.is_finite() && *g > 0.0);
            (name.trim(), grams)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_density_row_parses_to_a_distinct_key() {
        let rows: Vec<_> = density_rows().collect();
        assert!(rows.len() >= 40, "{} rows", rows.len());
        for (name, grams) in &rows {
            assert!(grams.is_some(), "row `{name}` has no grams per cup");
        }
        assert_eq!(DENSITIES.len(), rows.len(), "two rows share a merge key");
        let butter = density_g_per_ml("butter").unwrap_or_default();
        assert!((butter - 227.0 / ML_PER_CUP).abs() < 1e-9);
    }
}
