//! The SR28 food table (fixtures/foods/sr28.tsv): per-100 g values by NDB number, with SR28's
//! missing values kept as `None`, never 0.

use std::collections::HashMap;
use std::fmt;

use super::{FoodDataError, tsv};
use crate::Nutrient;

const FILE: &str = "sr28.tsv";

/// An SR28 food number (NDB_No), shown with its leading zeros: `01123`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ndb(u32);

impl Ndb {
    /// Parses the five-digit form; `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let digits = text.len() == 5 && text.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| text.parse().ok().map(Ndb)).flatten()
    }

    /// The SR28 food group: the number's first two digits (05 poultry, 13 beef, …).
    pub fn food_group(self) -> u32 {
        self.0 / 1000
    }
}

impl fmt::Display for Ndb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:05}", self.0)
    }
}

/// One value column of the table: a macro of [`crate::Nutrition`] or a micronutrient.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoodValue {
    Calories,
    ProteinG,
    FatG,
    CarbsG,
    FiberG,
    Micro(Nutrient),
}

impl FoodValue {
    /// The column named `header` (the CONTRACTS.md §2 key), if it is one.
    fn from_header(header: &str) -> Option<Self> {
        match header {
            "calories" => Some(Self::Calories),
            "protein_g" => Some(Self::ProteinG),
            "fat_g" => Some(Self::FatG),
            "carbs_g" => Some(Self::CarbsG),
            "fiber_g" => Some(Self::FiberG),
            key => serde_json::from_value(serde_json::Value::from(key))
                .ok()
                .map(Self::Micro),
        }
    }
}

/// One food: its number, SR28 long description, and values per 100 g in the table's column
/// order (`None`: SR28 has no value).
#[derive(Debug, Clone, PartialEq)]
pub struct Food {
    pub ndb: Ndb,
    pub name: String,
    values: Vec<Option<f64>>,
}

impl Food {
    /// Values per 100 g, aligned with [`FoodTable::columns`].
    pub fn values(&self) -> &[Option<f64>] {
        &self.values
    }
}

/// Every food of the table, in NDB order.
#[derive(Debug, Clone)]
pub struct FoodTable {
    columns: Vec<FoodValue>,
    foods: Vec<Food>,
    by_ndb: HashMap<Ndb, usize>,
}

impl FoodTable {
    /// Parses the sr28.tsv layout (scripts/food-table/README.md).
    pub fn parse(text: &str) -> Result<Self, FoodDataError> {
        let (header, rows) = tsv::read(FILE, text, &["ndb", "name"])?;
        let columns = header
            .iter()
            .skip(2)
            .map(|h| {
                FoodValue::from_header(h).ok_or_else(|| FoodDataError::Header {
                    file: FILE,
                    expected: format!("nutrient keys, not {h:?}"),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut foods = Vec::with_capacity(rows.len());
        let mut by_ndb = HashMap::with_capacity(rows.len());
        for row in rows {
            let ndb = Ndb::parse(row.cells[0])
                .ok_or_else(|| row.error(FILE, format!("bad NDB {:?}", row.cells[0])))?;
            let values = row.cells[2..]
                .iter()
                .map(|cell| {
                    parse_value(cell).ok_or_else(|| row.error(FILE, format!("bad value {cell:?}")))
                })
                .collect::<Result<_, _>>()?;
            if by_ndb.insert(ndb, foods.len()).is_some() {
                return Err(row.error(FILE, format!("NDB {ndb} appears twice")));
            }
            foods.push(Food {
                ndb,
                name: row.cells[1].to_owned(),
                values,
            });
        }
        Ok(Self {
            columns,
            foods,
            by_ndb,
        })
    }

    /// The value columns, in the order of [`Food::values`].
    pub fn columns(&self) -> &[FoodValue] {
        &self.columns
    }

    pub fn foods(&self) -> &[Food] {
        &self.foods
    }

    pub fn get(&self, ndb: Ndb) -> Option<&Food> {
        self.by_ndb.get(&ndb).and_then(|&i| self.foods.get(i))
    }
}

/// An empty cell is a missing value (`Some(None)`); a non-number or negative value is an error.
fn parse_value(cell: &str) -> Option<Option<f64>> {
    if cell.is_empty() {
        return Some(None);
    }
    cell.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v >= 0.0)
        .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "ndb\tname\tcalories\tfiber_g\tvitamin_c_mg\n\
        01123\tEgg, whole, raw, fresh\t143\t0\t0\n\
        11215\tGarlic, raw\t149\t2.1\t\n";

    #[test]
    fn parses_values_and_keeps_missing_ones_missing() {
        let table = FoodTable::parse(SAMPLE).expect("sample parses");
        assert_eq!(
            table.columns(),
            [
                FoodValue::Calories,
                FoodValue::FiberG,
                FoodValue::Micro(Nutrient::VitaminCMg)
            ]
        );
        let garlic = Ndb::parse("11215")
            .and_then(|n| table.get(n))
            .expect("garlic");
        assert_eq!(garlic.values(), [Some(149.0), Some(2.1), None]);
        assert_eq!(garlic.ndb.to_string(), "11215");
    }

    #[test]
    fn rejects_bad_numbers_and_unknown_columns() {
        assert!(FoodTable::parse("ndb\tname\tcalories\n01123\tEgg\t-1\n").is_err());
        assert!(FoodTable::parse("ndb\tname\tcalories\n1123\tEgg\t1\n").is_err());
        assert!(FoodTable::parse("ndb\tname\tvitamin_q_mg\n").is_err());
    }

    #[test]
    fn ndb_needs_five_digits() {
        assert_eq!(
            Ndb::parse("01123").map(|n| n.to_string()).as_deref(),
            Some("01123")
        );
        assert_eq!(Ndb::parse("1123"), None);
        assert_eq!(Ndb::parse("0112a"), None);
    }
}
