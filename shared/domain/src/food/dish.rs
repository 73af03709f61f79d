//! What a dish is built on, for meal-plan variety: its primary protein (from the SR28 food
//! groups of its matched ingredients) and its main ingredients (the ingredients its name names).
//!
//! Kept small and self-contained so it can later read a shared ingredient knowledge table.

use serde::{Deserialize, Serialize};

use super::{FoodData, FoodValue, LineOutcome, Ndb};
use crate::Recipe;
use crate::shopping::names::name_words;

/// The kind of food a dish gets most of its protein from, as a cook would name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProteinKind {
    Poultry,
    Beef,
    Pork,
    LambVealGame,
    Seafood,
    Legumes,
    Eggs,
    Dairy,
    CuredMeat,
    NutsSeeds,
}

/// SR28 food group (the NDB's first two digits), an optional SR28 description prefix, and the
/// protein kind; the first matching row wins, so a prefix row goes before its group's default.
const PROTEIN_GROUPS: [(u32, Option<&str>, ProteinKind); 13] = [
    (1, Some("Egg,"), ProteinKind::Eggs),
    (1, None, ProteinKind::Dairy),
    (5, None, ProteinKind::Poultry),
    (7, None, ProteinKind::CuredMeat),
    (10, None, ProteinKind::Pork),
    // Soybeans picked green are vegetables in SR28 and legumes in the kitchen.
    (11, Some("Edamame"), ProteinKind::Legumes),
    (12, None, ProteinKind::NutsSeeds),
    (13, None, ProteinKind::Beef),
    (15, None, ProteinKind::Seafood),
    // Cooks (and MyPlate) count peanuts with nuts, not with beans.
    (16, Some("Peanut"), ProteinKind::NutsSeeds),
    (16, None, ProteinKind::Legumes),
    (17, None, ProteinKind::LambVealGame),
    // SR28's newer beef cuts (ground beef among them) are numbered in 23.
    (23, None, ProteinKind::Beef),
];

/// A food with less protein than this per 100 g (milk, butter, almond milk) flavours a dish
/// rather than being its protein.
const PROTEIN_FOOD_MIN_G_PER_100G: f64 = 5.0;
/// A protein food giving less than this per serving is a garnish (a spoon of parmesan).
const PRIMARY_MIN_G_PER_SERVING: f64 = 3.0;

impl ProteinKind {
    /// How a cook says it: "poultry", "nuts or seeds".
    pub fn label(self) -> &'static str {
        match self {
            Self::Poultry => "poultry",
            Self::Beef => "beef",
            Self::Pork => "pork",
            Self::LambVealGame => "lamb, veal or game",
            Self::Seafood => "fish or seafood",
            Self::Legumes => "legumes",
            Self::Eggs => "eggs",
            Self::Dairy => "dairy",
            Self::CuredMeat => "cured meat",
            Self::NutsSeeds => "nuts or seeds",
        }
    }

    /// The kind of SR28 food `ndb` named `name`, if it is a protein food group.
    pub fn of_food(ndb: Ndb, name: &str) -> Option<Self> {
        PROTEIN_GROUPS
            .iter()
            .find(|(group, prefix, _)| {
                *group == ndb.food_group() && prefix.is_none_or(|p| name.starts_with(p))
            })
            .map(|(_, _, kind)| *kind)
    }
}

impl FoodData {
    /// The kind of the protein food that gives `recipe` the most protein, when that food gives
    /// at least a few grams per serving; `None` for a dish without one (fruit salad, oatmeal).
    pub fn primary_protein(&self, recipe: &Recipe) -> Option<ProteinKind> {
        let protein_column = self
            .table
            .columns()
            .iter()
            .position(|column| *column == FoodValue::ProteinG)?;
        let servings = f64::from(recipe.servings.unwrap_or(1).max(1));
        recipe
            .ingredients
            .iter()
            .filter_map(|ingredient| match self.line_outcome(ingredient) {
                LineOutcome::Counted { food, grams, .. } => {
                    let food = self.table.get(food)?;
                    let per_100g = food.values().get(protein_column).copied().flatten()?;
                    let kind = ProteinKind::of_food(food.ndb, &food.name)?;
                    (per_100g >= PROTEIN_FOOD_MIN_G_PER_100G)
                        .then_some((kind, per_100g * grams / 100.0 / servings))
                }
                _ => None,
            })
            .filter(|(_, per_serving)| *per_serving >= PRIMARY_MIN_G_PER_SERVING)
            // The first of equals: `max_by` would keep the last.
            .fold(None, |best: Option<(ProteinKind, f64)>, next| match best {
                Some(current) if current.1 >= next.1 => Some(current),
                _ => Some(next),
            })
            .map(|(kind, _)| kind)
    }
}

/// Words of ingredient names that describe rather than name a food ("black" beans, "ground"
/// cinnamon): a dish named "Black Forest Cake" is not built on black beans.
const DESCRIPTORS: [&str; 34] = [
    "baby",
    "black",
    "boneless",
    "breakfast",
    "brown",
    "cooked",
    "dark",
    "dried",
    "dry",
    "english",
    "extra",
    "fat",
    "fine",
    "fresh",
    "frozen",
    "greek",
    "green",
    "ground",
    "large",
    "lean",
    "light",
    "low",
    "plain",
    "red",
    "rolled",
    "sea",
    "skinless",
    "sliced",
    "small",
    "smoked",
    "sweet",
    "unsweetened",
    "white",
    "yellow",
];

/// The ingredients `name` names, as singular lowercase words in title order: "Banana Oat
/// Pancakes" made with "banana" and "rolled oats" gives `["banana", "oat"]`. Two dishes
/// sharing one of these share a main ingredient.
pub fn main_ingredients<'a>(
    name: &str,
    ingredient_names: impl IntoIterator<Item = &'a str>,
) -> Vec<String> {
    let ingredient_words: Vec<String> = ingredient_names
        .into_iter()
        .flat_map(words)
        .filter(|word| !DESCRIPTORS.contains(&word.as_str()))
        .collect();
    let mut named: Vec<String> = Vec::new();
    for word in words(name) {
        if ingredient_words.contains(&word) && !named.contains(&word) {
            named.push(word);
        }
    }
    named
}

/// Name words of at least three letters, normalized as shopping and the knowledge table do.
fn words(text: &str) -> impl Iterator<Item = String> {
    name_words(text)
        .into_iter()
        .filter(|word| word.chars().count() >= 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingredient_line::parse_ingredient_line;

    fn recipe(servings: u32, lines: &[&str]) -> Recipe {
        let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
            "name": "Test dish",
            "ingredients": [],
            "instructions": [],
        }))
        .expect("a minimal recipe");
        recipe.servings = Some(servings);
        recipe.ingredients = lines.iter().map(|l| parse_ingredient_line(l)).collect();
        recipe
    }

    fn protein(servings: u32, lines: &[&str]) -> Option<ProteinKind> {
        FoodData::embedded()
            .expect("food data")
            .primary_protein(&recipe(servings, lines))
    }

    #[test]
    fn the_food_giving_the_most_protein_names_the_dish() {
        use ProteinKind::*;
        let cases: [(u32, &[&str], Option<ProteinKind>); 9] = [
            (
                4,
                &["1 lb lean ground beef", "1 can black beans", "1 onion"],
                Some(Beef),
            ),
            (
                2,
                &["4 eggs", "1/2 cup black beans", "2 flour tortillas"],
                Some(Eggs),
            ),
            (
                4,
                &[
                    "2 lb boneless chicken thighs",
                    "4 slices bacon",
                    "1 cup wine",
                ],
                Some(Poultry),
            ),
            (2, &["2 salmon fillets", "1 cup rice"], Some(Seafood)),
            (4, &["14 oz firm tofu", "2 cups broccoli"], Some(Legumes)),
            (
                1,
                &["1 cup plain Greek yogurt", "1/2 cup berries"],
                Some(Dairy),
            ),
            (2, &["4 tbsp peanut butter", "2 bananas"], Some(NutsSeeds)),
            (4, &["1 1/2 lb boneless pork chops", "2 apples"], Some(Pork)),
            (
                1,
                &["2 slices bread", "2 tbsp almond butter"],
                Some(NutsSeeds),
            ),
        ];
        for (servings, lines, expected) in cases {
            assert_eq!(protein(servings, lines), expected, "{lines:?}");
        }
    }

    #[test]
    fn milk_and_garnishes_are_not_a_primary_protein() {
        let oatmeal = [
            "1 cup rolled oats",
            "2 cups milk",
            "1 tbsp butter",
            "1 apple",
        ];
        assert_eq!(protein(2, &oatmeal), None);
        let soup = ["2 lb ripe tomatoes", "1 onion", "1 tbsp grated parmesan"];
        assert_eq!(protein(4, &soup), None);
        assert_eq!(protein(1, &["1 cup strawberries", "1 kiwi"]), None);
    }

    #[test]
    fn food_groups_map_to_kinds() {
        let ndb = |text| Ndb::parse(text).expect("an NDB");
        assert_eq!(
            ProteinKind::of_food(ndb("01123"), "Egg, whole, raw, fresh"),
            Some(ProteinKind::Eggs)
        );
        assert_eq!(
            ProteinKind::of_food(ndb("01009"), "Cheese, cheddar"),
            Some(ProteinKind::Dairy)
        );
        assert_eq!(
            ProteinKind::of_food(ndb("16098"), "Peanut butter, smooth style"),
            Some(ProteinKind::NutsSeeds)
        );
        assert_eq!(
            ProteinKind::of_food(ndb("17224"), "Lamb, ground, raw"),
            Some(ProteinKind::LambVealGame)
        );
        assert_eq!(ProteinKind::of_food(ndb("09040"), "Bananas, raw"), None);
    }

    #[test]
    fn main_ingredients_are_the_ingredients_the_name_names() {
        assert_eq!(
            main_ingredients("Banana Oat Pancakes", ["rolled oats", "banana", "eggs"]),
            ["banana", "oat"]
        );
        assert_eq!(
            main_ingredients("Banana Walnut Muffins", ["bananas", "walnuts", "flour"]),
            ["banana", "walnut"]
        );
        assert_eq!(
            main_ingredients("Black Bean Soup", ["black beans", "onion", "cumin"]),
            ["bean"]
        );
        assert_eq!(
            main_ingredients("Green Goddess Salad", ["green onions", "romaine"]),
            Vec::<String>::new(),
            "a descriptor word is not an ingredient"
        );
        assert_eq!(
            main_ingredients("Tomato Soup", ["ripe tomatoes"]),
            ["tomato"]
        );
    }
}
