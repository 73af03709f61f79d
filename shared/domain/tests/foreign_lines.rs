//! The ingredient-line parser on the hand-labelled lines of eleven languages in
//! `fixtures/ingredients/foreign-lines.tsv`: quantity and unit must hold on nearly all of them.

use cookbook_domain::ingredient_line::parse_ingredient_line;

const LINES: &str = include_str!("../../../fixtures/ingredients/foreign-lines.tsv");

/// The share of lines whose quantity must come out as labelled.
const MIN_QUANTITY_ACCURACY: f64 = 0.97;
/// The share of lines whose unit must come out as labelled.
const MIN_UNIT_ACCURACY: f64 = 0.95;

/// The units a parse may report (CONTRACTS.md §7); a label outside them expects no unit.
const CANONICAL_UNITS: &[&str] = &[
    "tsp", "tbsp", "cup", "fl oz", "pint", "quart", "gallon", "ml", "l", "g", "kg", "oz", "lb",
    "pinch", "dash", "clove", "can", "stick", "slice", "bunch", "handful", "sprig", "piece",
    "package", "packet", "jar", "bottle", "head", "stalk", "leaf", "sheet",
];

struct Labelled<'a> {
    language: &'a str,
    line: &'a str,
    quantity: Option<f64>,
    unit: Option<&'a str>,
}

fn labelled_lines() -> Vec<Labelled<'static>> {
    LINES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let columns: Vec<&str> = l.split('\t').collect();
            assert_eq!(columns.len(), 4, "four columns: {l}");
            Labelled {
                language: columns[0],
                line: columns[1],
                quantity: (!columns[2].is_empty()).then(|| columns[2].parse().expect("a number")),
                unit: (!columns[3].is_empty()).then_some(columns[3]),
            }
        })
        .collect()
}

#[test]
fn the_set_covers_eleven_languages_with_three_hundred_lines() {
    let lines = labelled_lines();
    assert!(lines.len() >= 300, "{} lines", lines.len());
    for language in [
        "de", "fr", "es", "it", "nl", "sv", "pl", "hu", "el", "zh", "ja",
    ] {
        let count = lines.iter().filter(|l| l.language == language).count();
        assert!(count >= 20, "{language}: {count} lines");
    }
}

#[test]
fn foreign_lines_parse_quantity_and_unit() {
    let lines = labelled_lines();
    let (mut quantities, mut units) = (0, 0);
    let mut misses = Vec::new();
    for labelled in &lines {
        let parsed = parse_ingredient_line(labelled.line);
        let quantity_ok = match (parsed.quantity, labelled.quantity) {
            (Some(got), Some(want)) => (got - want).abs() < 1e-6,
            (got, want) => got.is_none() && want.is_none(),
        };
        let expected_unit = labelled.unit.filter(|u| CANONICAL_UNITS.contains(u));
        let unit = parsed.unit.map(|u| u.canonical_name());
        let unit_ok = unit.as_deref() == expected_unit;
        quantities += usize::from(quantity_ok);
        units += usize::from(unit_ok);
        if !(quantity_ok && unit_ok) {
            misses.push(format!(
                "{}: {:?} → {:?} {:?}",
                labelled.language, labelled.line, parsed.quantity, unit
            ));
        }
    }
    let total = lines.len() as f64;
    let (quantity, unit) = (quantities as f64 / total, units as f64 / total);
    assert!(
        quantity >= MIN_QUANTITY_ACCURACY && unit >= MIN_UNIT_ACCURACY,
        "quantity {quantity:.3}, unit {unit:.3}; misses:\n{}",
        misses.join("\n")
    );
}
