//! `cookbook classify-ingredients`: one ingredient line per stdin line in, one JSON line out
//! with its allergens, "may contain" allergens and diet flags from the ingredient knowledge
//! base (CONTRACTS.md §9). Blank lines get their own (uncertain) result.

use std::io::{BufRead, Write};

use cookbook_domain::allergen::Allergen;
use cookbook_domain::knowledge::{Diet, classify_line};
use serde::Serialize;

use crate::parse_ingredients::each_line;

/// What the verb prints for one line.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Classification<'a> {
    text: &'a str,
    allergens: Vec<Allergen>,
    may_contain: Vec<Allergen>,
    vegetarian: bool,
    vegan: bool,
    pescatarian: bool,
    gluten_free: bool,
    dairy_free: bool,
    uncertain: bool,
}

/// Runs the verb over stdin.
pub fn run() -> anyhow::Result<()> {
    classify_lines(std::io::stdin().lock(), std::io::stdout().lock())
}

fn classify_lines(input: impl BufRead, output: impl Write) -> anyhow::Result<()> {
    each_line(input, output, |output, text| {
        let facts = classify_line(text);
        serde_json::to_writer(
            &mut *output,
            &Classification {
                text,
                allergens: facts.allergens(),
                may_contain: facts.may_contain_allergens(),
                vegetarian: facts.fits(Diet::Vegetarian),
                vegan: facts.fits(Diet::Vegan),
                pescatarian: facts.fits(Diet::Pescatarian),
                gluten_free: facts.fits(Diet::GlutenFree),
                dairy_free: facts.fits(Diet::DairyFree),
                uncertain: facts.uncertain,
            },
        )?;
        output.write_all(b"\n").map_err(serde_json::Error::io)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_ingredients::json_lines;

    #[test]
    fn one_json_line_per_input_line_with_allergens_and_diets() {
        let mut out = Vec::new();
        classify_lines(&b"2 tbsp basil pesto\n\n1 lb shrimp\r\n"[..], &mut out).unwrap();
        let lines = json_lines(out);
        assert_eq!(lines.len(), 3);
        assert_eq!(
            lines[0]["allergens"],
            serde_json::json!(["milk", "tree_nuts"])
        );
        assert_eq!(lines[0]["vegetarian"], true);
        assert_eq!(lines[0]["dairyFree"], false);
        assert_eq!(lines[1]["uncertain"], true);
        assert_eq!(
            lines[2]["allergens"],
            serde_json::json!(["crustacean_shellfish"])
        );
        assert_eq!(lines[2]["pescatarian"], true);
        assert_eq!(lines[2]["vegetarian"], false);
    }
}
