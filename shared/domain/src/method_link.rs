//! The review's alternative to rewriting a copied method (issue 17, seed 004 §11): keep the
//! ingredients, times, yield and facts, and replace the method with one step that links to the
//! original. No method text is copied, so the paraphrase guardrail lets it through; offline,
//! where no model can rewrite the steps, this is the one-click way to commit.

use crate::Recipe;
use crate::guardrail::{GuardrailOptions, check_paraphrase};

/// The one step that stands for the method.
pub fn link_step(source_url: &str) -> String {
    format!("Method: see the original at {source_url}")
}

/// `recipe` with its method replaced by a link to `source_url`. The description is the page's
/// words too: it stays only when, with the method gone, the guardrail finds nothing copied
/// against `snapshot` (the page text).
pub fn with_method_linked(
    mut recipe: Recipe,
    source_url: &str,
    snapshot: &str,
    options: &GuardrailOptions,
) -> Recipe {
    recipe.instructions = vec![link_step(source_url)];
    recipe.instruction_groups = Vec::new();
    if check_paraphrase(snapshot, &recipe, options)
        .report
        .violates_policy
    {
        recipe.description = None;
    }
    recipe
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingredient_line::parse_ingredient_line;

    const METHOD: [&str; 3] = [
        "Bring a large pot of generously salted water to a rolling boil over high heat, then add \
         the spaghetti and stir it during the first minute so that the strands do not stick \
         together at the bottom of the pot.",
        "While the pasta cooks, warm the olive oil in a wide frying pan over a gentle heat and add \
         the sliced garlic together with the chilli flakes, letting them sizzle slowly until the \
         garlic turns pale gold but never brown, which would make it bitter.",
        "Drain the pasta, keeping back a cup of the cooking water, toss it in the pan with the \
         garlic oil and enough of the reserved water to make a glossy sauce that clings.",
    ];
    const DESCRIPTION: &str = "A store-cupboard supper of spaghetti tossed with garlic that has \
        been gently fried in plenty of good olive oil, a pinch of chilli for warmth and a \
        handful of parsley, ready in the time it takes the water to boil and the pasta to cook \
        through, which makes it the dish Italians reach for late at night after a long day, \
        when the cupboard is nearly bare and nobody wants to go out shopping for anything more. \
        It asks for nothing but patience with the garlic, which must colour slowly.";

    fn page() -> String {
        format!("# Aglio e olio\n{DESCRIPTION}\n- {}", METHOD.join("\n- "))
    }

    fn copied() -> Recipe {
        let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
            "name": "Aglio e olio", "description": DESCRIPTION, "instructions": METHOD,
            "yield": "2 servings", "servings": 2, "totalTimeMinutes": 20
        }))
        .expect("recipe JSON");
        recipe.ingredients = ["200 g spaghetti", "3 cloves garlic"]
            .map(parse_ingredient_line)
            .to_vec();
        recipe
    }

    #[test]
    fn the_linked_recipe_passes_the_guardrail_the_copy_fails() {
        let options = GuardrailOptions::default();
        assert!(
            check_paraphrase(&page(), &copied(), &options)
                .report
                .violates_policy
        );
        let url = "https://pasta.example/aglio-e-olio";
        let linked = with_method_linked(copied(), url, &page(), &options);
        assert!(
            !check_paraphrase(&page(), &linked, &options)
                .report
                .violates_policy
        );
        assert_eq!(
            linked.instructions,
            ["Method: see the original at https://pasta.example/aglio-e-olio"]
        );
        let original = copied();
        assert_eq!(linked.ingredients, original.ingredients);
        assert_eq!(
            (linked.r#yield, linked.servings, linked.total_time_minutes),
            (
                original.r#yield,
                original.servings,
                original.total_time_minutes
            )
        );
        assert_eq!(linked.description, None, "the copied description goes too");
    }

    #[test]
    fn a_short_description_of_its_own_stays() {
        let recipe = Recipe {
            description: Some("Late-night garlic pasta.".into()),
            ..copied()
        };
        let linked = with_method_linked(
            recipe,
            "https://pasta.example/a",
            &page(),
            &GuardrailOptions::default(),
        );
        assert_eq!(
            linked.description.as_deref(),
            Some("Late-night garlic pasta.")
        );
    }
}
