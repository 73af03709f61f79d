//! The ingredient knowledge base against fixtures/knowledge/labelled-lines.jsonl, ingredient
//! lines labelled independently of the code for allergens, "may contain" and diet flags.
//! Targets (issue 15): allergen recall ≥ 0.99, precision ≥ 0.97, diet-flag accuracy ≥ 0.97.

use cookbook_domain::allergen::Allergen;
use cookbook_domain::knowledge::{Diet, classify_line};
use serde::Deserialize;

const LABELLED: &str = include_str!("../../../fixtures/knowledge/labelled-lines.jsonl");

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Label {
    text: String,
    allergens: Vec<Allergen>,
    vegetarian: bool,
    vegan: bool,
    pescatarian: bool,
    gluten_free: bool,
    dairy_free: bool,
}

const DIETS: [Diet; 5] = [
    Diet::Vegetarian,
    Diet::Vegan,
    Diet::Pescatarian,
    Diet::GlutenFree,
    Diet::DairyFree,
];

#[test]
fn allergens_and_diets_meet_their_targets_on_the_labelled_lines() {
    let labels: Vec<Label> = LABELLED
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    assert!(labels.len() >= 300, "{} labelled lines", labels.len());
    let (mut true_positives, mut false_positives, mut false_negatives) = (0, 0, 0);
    let (mut flags_right, mut flags) = (0, 0);
    let mut misses = Vec::new();
    for label in &labels {
        let facts = classify_line(&label.text);
        let mut found = facts.allergens();
        let mut labelled = label.allergens.clone();
        found.sort();
        labelled.sort();
        for allergen in Allergen::ALL {
            match (found.contains(&allergen), labelled.contains(&allergen)) {
                (true, true) => true_positives += 1,
                (true, false) => false_positives += 1,
                (false, true) => false_negatives += 1,
                (false, false) => {}
            }
        }
        let expected = [
            label.vegetarian,
            label.vegan,
            label.pescatarian,
            label.gluten_free,
            label.dairy_free,
        ];
        let predicted = DIETS.map(|diet| facts.fits(diet));
        flags += expected.len();
        flags_right += expected
            .iter()
            .zip(&predicted)
            .filter(|(e, p)| e == p)
            .count();
        if found != labelled || predicted != expected {
            misses.push(format!(
                "{:?}: allergens {:?} (labelled {:?}), diets {:?} (labelled {:?})",
                label.text, found, labelled, predicted, expected
            ));
        }
    }
    let recall = true_positives as f64 / (true_positives + false_negatives) as f64;
    let precision = true_positives as f64 / (true_positives + false_positives) as f64;
    let accuracy = flags_right as f64 / flags as f64;
    println!(
        "{} lines: allergen recall {recall:.3}, precision {precision:.3}, diet-flag accuracy {accuracy:.3}",
        labels.len()
    );
    for miss in &misses {
        println!("miss: {miss}");
    }
    assert!(recall >= 0.99, "allergen recall {recall:.3}");
    assert!(precision >= 0.97, "allergen precision {precision:.3}");
    assert!(accuracy >= 0.97, "diet-flag accuracy {accuracy:.3}");
}
