//! Which words of a request name food: a food of the ingredient knowledge table
//! (`cookbook_domain::knowledge`), or a dish kind or cuisine of the chat vocabulary. A search
//! query keeps only the stretches of words that name food, so the rest of what a person says
//! ("its just me", "nothing over 20 min prep", "just browsing") never becomes a query; and a
//! food the plan is asked about stands for the allergens it holds ("almonds" → tree nuts).

use cookbook_domain::knowledge::KNOWLEDGE;
use cookbook_domain::shopping::names::name_words;

use super::words::Words;

/// Whether the words, said together ("banana bread", "dragon meat", "stir fry"), name a food,
/// a dish or a cuisine.
pub(super) fn names_food(run: &[&str]) -> bool {
    !table_foods(run).is_empty()
        || (0..run.len()).any(|start| {
            (start + 1..=run.len()).any(|end| Words::is_dish_or_cuisine(&run[start..end].join(" ")))
        })
}

/// Whether the last of the words ends a food, dish or cuisine ("red onion", "nuts", but not
/// "nuts anywhere").
pub(super) fn ends_with_food(run: &[&str]) -> bool {
    let words = table_words(run);
    KNOWLEDGE
        .find(&words)
        .last()
        .is_some_and(|(_, end, _)| *end == words.len())
        || (0..run.len()).any(|start| Words::is_dish_or_cuisine(&run[start..].join(" ")))
}

/// Whether the words, all of them, are one food's name ("white rice", "chicken breast").
pub(super) fn is_one_food(run: &[&str]) -> bool {
    let words = table_words(run);
    KNOWLEDGE
        .find(&words)
        .iter()
        .any(|(start, end, _)| *start == 0 && *end == words.len())
}

/// The words up to the last that ends a food ("fish" of "fish if possible", "garlic" of
/// "garlic lol"), or all of them when none does.
pub(super) fn up_to_food<'r, 'w>(run: &'r [&'w str]) -> &'r [&'w str] {
    let mut end = run.len();
    while end > 1 && !ends_with_food(&run[..end]) && names_food(&run[..end - 1]) {
        end -= 1;
    }
    &run[..end]
}

/// The allergen ids the foods named in `run` hold ("cashews" → tree_nuts), in table order.
pub(super) fn allergens_of(run: &[&str]) -> Vec<&'static str> {
    let mut allergens: Vec<&'static str> = table_foods(run)
        .into_iter()
        .flat_map(|row| KNOWLEDGE.rows[row].contains.allergens())
        .map(|allergen| allergen.as_str())
        .collect();
    allergens.dedup();
    allergens
}

/// The rows of the knowledge table the words name.
fn table_foods(run: &[&str]) -> Vec<usize> {
    KNOWLEDGE
        .find(&table_words(run))
        .into_iter()
        .map(|(_, _, row)| row)
        .collect()
}

/// The words as the table reads ingredient names (singulars, run-together words and near misses
/// of its words), without those a request means otherwise ("kid" in "kid-friendly" is no goat).
fn table_words(run: &[&str]) -> Vec<String> {
    let said: Vec<&str> = run
        .iter()
        .copied()
        .filter(|word| !Words::is_not_food(word))
        .collect();
    KNOWLEDGE.read_words(&name_words(&said.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn foods_dishes_and_cuisines_are_food_and_other_words_are_not() {
        for food in [
            &["chicken"][..],
            &["oats"],
            &["banana", "bread"],
            &["korean"],
            &["curries"],
            &["stir", "fry"],
        ] {
            assert!(names_food(food), "{food:?}");
        }
        for other in [
            &["its"][..],
            &["prep"],
            &["browsing"],
            &["flatmates", "total"],
        ] {
            assert!(!names_food(other), "{other:?}");
        }
    }

    #[test]
    fn foods_stand_for_the_allergens_they_hold() {
        assert_eq!(allergens_of(&["cashews"]), ["tree_nuts"]);
        assert_eq!(allergens_of(&["crab"]), ["crustacean_shellfish"]);
        assert!(allergens_of(&["rice"]).is_empty());
    }
}
