//! The food group a dish is mostly made of (MyPlate's five: protein, grain, vegetable, fruit,
//! dairy), for pairing the parts of a meal: a side of another group than its main rounds the
//! plate out (greens beside a pasta, rice beside a chicken stew), one of the same group repeats it.

use serde::{Deserialize, Serialize};

use super::dish::ProteinKind;
use super::groups::group_role;
use super::{FoodData, LineOutcome, Ndb};
use crate::Recipe;

/// A plate's food group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FoodGroup {
    Protein,
    Grain,
    Vegetable,
    Fruit,
    Dairy,
}

impl FoodGroup {
    /// How a cook says it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Protein => "protein",
            Self::Grain => "grain",
            Self::Vegetable => "vegetable",
            Self::Fruit => "fruit",
            Self::Dairy => "dairy",
        }
    }

    /// The group of SR28 food `ndb` named `name`; `None` for a food that flavours a dish rather
    /// than fills a plate (seasonings, fats, liquids, sweets, nuts, prepared foods).
    pub fn of_food(ndb: Ndb, name: &str) -> Option<Self> {
        // SR28 files eggs with dairy; on a plate they are protein.
        if ProteinKind::of_food(ndb, name) == Some(ProteinKind::Eggs) {
            return Some(Self::Protein);
        }
        match group_role(ndb.food_group())? {
            "protein" => Some(Self::Protein),
            "grain" => Some(Self::Grain),
            "vegetable" => Some(Self::Vegetable),
            "fruit" => Some(Self::Fruit),
            "dairy" => Some(Self::Dairy),
            _ => None,
        }
    }
}

impl FoodData {
    /// The group of the most grams among `recipe`'s counted ingredients; `None` when none of
    /// them is of a plate group (a vinaigrette, a spice mix).
    pub fn food_group(&self, recipe: &Recipe) -> Option<FoodGroup> {
        let mut grams_by_group: Vec<(FoodGroup, f64)> = Vec::new();
        for ingredient in &recipe.ingredients {
            let LineOutcome::Counted { food, grams, .. } = self.line_outcome(ingredient) else {
                continue;
            };
            let Some(group) = self
                .table
                .get(food)
                .and_then(|food| FoodGroup::of_food(food.ndb, &food.name))
            else {
                continue;
            };
            match grams_by_group.iter_mut().find(|(g, _)| *g == group) {
                Some((_, total)) => *total += grams,
                None => grams_by_group.push((group, grams)),
            }
        }
        // The first of equals, in recipe order: `max_by` would keep the last.
        grams_by_group
            .into_iter()
            .fold(None, |best: Option<(FoodGroup, f64)>, next| match best {
                Some(current) if current.1 >= next.1 => Some(current),
                _ => Some(next),
            })
            .map(|(group, _)| group)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingredient_line::parse_ingredient_line;

    fn group(lines: &[&str]) -> Option<FoodGroup> {
        let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
            "name": "Test dish", "ingredients": [], "instructions": [],
        }))
        .expect("a minimal recipe");
        recipe.ingredients = lines.iter().map(|l| parse_ingredient_line(l)).collect();
        FoodData::embedded().expect("food data").food_group(&recipe)
    }

    #[test]
    fn the_group_of_the_most_grams_is_the_dishs() {
        use FoodGroup::*;
        let cases: [(&[&str], Option<FoodGroup>); 7] = [
            (
                &["2 lb chicken thighs", "1 cup rice", "2 tbsp olive oil"],
                Some(Protein),
            ),
            (
                &[
                    "1 1/2 cups long grain rice",
                    "2 tbsp butter",
                    "3 cups water",
                ],
                Some(Grain),
            ),
            (
                &["1 lb broccoli", "3 cloves garlic", "2 tbsp olive oil"],
                Some(Vegetable),
            ),
            (&["6 eggs", "1/4 cup milk", "1 tbsp butter"], Some(Protein)),
            (&["2 cups plain yogurt", "1 cup strawberries"], Some(Dairy)),
            (&["4 apples", "1 tbsp lemon juice"], Some(Fruit)),
            (
                &["1/2 cup olive oil", "3 tbsp red wine vinegar", "1 tsp salt"],
                None,
            ),
        ];
        for (lines, expected) in cases {
            assert_eq!(group(lines), expected, "{lines:?}");
        }
    }
}
