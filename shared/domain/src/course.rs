//! Which recipes make a meal's main course and which are only served beside one (a side dish,
//! a sauce, a dessert, a drink), judged by the recipe's categories. Meal plans pick a slot's
//! main among the former; the latter fill a meal's other components.

/// Categories naming a dish served beside a main, in singular form ("Sides" and "Side dishes"
/// count too). A salad is not among them: many salads are a meal, and a side salad also names
/// "Side dish".
const ACCOMPANIMENTS: [&str; 5] = ["side", "side dish", "sauce", "dessert", "drink"];

/// Categories naming a meal or course a recipe makes on its own: "Snacks, Desserts" is a snack
/// and "Breakfast, Drinks" a breakfast smoothie, whatever else they are.
const COURSES: [&str; 7] = [
    "breakfast",
    "brunch",
    "lunch",
    "dinner",
    "snack",
    "main",
    "main course",
];

/// Whether a recipe of these categories is only served beside a main: a category names an
/// accompaniment and none names a meal or course.
pub fn is_accompaniment<S: AsRef<str>>(categories: &[S]) -> bool {
    let names_any = |names: &[&str]| {
        categories
            .iter()
            .any(|category| names_one_of(category.as_ref(), names))
    };
    names_any(&ACCOMPANIMENTS) && !names_any(&COURSES)
}

/// Whether the category is one of the names, in any case and spacing, singular or plural.
pub(crate) fn names_one_of(category: &str, names: &[&str]) -> bool {
    let category = category
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    names.iter().any(|name| {
        category
            .strip_prefix(name)
            .is_some_and(|plural| ["", "s", "es"].contains(&plural))
    })
}

#[cfg(test)]
mod tests {
    use super::is_accompaniment;

    #[test]
    fn sides_sauces_desserts_and_drinks_accompany_a_main() {
        for categories in [
            &["Side dish"][..],
            &["Sides"],
            &["side  dishes"],
            &["Salad", "Side dish"],
            &["Sauce"],
            &["Sauces", "Dips"],
            &["DESSERTS"],
            &["Drink"],
        ] {
            assert!(is_accompaniment(categories), "{categories:?}");
        }
    }

    #[test]
    fn meals_and_courses_are_mains_whatever_else_they_are() {
        for categories in [
            &["Dinner", "Stews"][..],
            &["Salads"],
            &["Snacks", "Desserts"],
            &["Snacks", "Sides"],
            &["Breakfast", "Drinks"],
            &["Main course", "Side dish"],
            &["Sideboard"],
            &[],
        ] {
            assert!(!is_accompaniment(categories), "{categories:?}");
        }
    }
}
