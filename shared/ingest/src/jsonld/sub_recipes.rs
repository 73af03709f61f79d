//! Sub-recipes: a page may publish a component of its main recipe ("Herb Gravy") as a recipe
//! card of its own, which the main recipe's ingredient lines call for ("1 batch herb gravy").
//! Such a component belongs to the main recipe: its lines and steps join it as groups named
//! after it, so the draft holds everything a cook needs. Other recipes on the page (related
//! recipes, teasers) are not called for and stay out.

use cookbook_domain::{InstructionGroup, Recipe};

use super::recipe_node::title_words as words;

/// Whether one of `main`'s ingredient lines names all of `component`'s name as one run of words.
fn calls_for(main: &Recipe, component: &Recipe) -> bool {
    let name = words(&component.name);
    !name.is_empty()
        && main.ingredients.iter().any(|line| {
            words(&line.text)
                .windows(name.len())
                .any(|run| run == name.as_slice())
        })
}

/// `main` with every recipe of `others` it calls for appended as an ingredient group and an
/// instruction group, each named after the component.
pub(crate) fn with_sub_recipes<'r>(
    mut main: Recipe,
    others: impl Iterator<Item = &'r Recipe>,
) -> Recipe {
    let mut joined: Vec<&Recipe> = Vec::new();
    for component in others {
        let whole = !component.ingredients.is_empty() && !component.instructions.is_empty();
        let new =
            !joined.iter().any(|seen| seen.name == component.name) && component.name != main.name;
        if whole && new && calls_for(&main, component) {
            joined.push(component);
        }
    }
    for component in joined {
        let group = component.name.trim().to_owned();
        main.ingredients
            .extend(component.ingredients.iter().cloned().map(|mut line| {
                line.group.get_or_insert_with(|| group.clone());
                line
            }));
        let start = main.instructions.len();
        main.instructions
            .extend(component.instructions.iter().cloned());
        main.instruction_groups.push(InstructionGroup {
            name: group,
            start,
            end: main.instructions.len(),
        });
    }
    main
}
