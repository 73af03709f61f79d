//! Reading each app's export (fixtures/migrate, made by its make.py in the app's own layout):
//! what each recipe keeps, what fails alone, and what is not an export at all.

use std::path::Path;

use cookbook_domain::{Nutrient, Recipe};
use cookbook_ingest::migrate::{ExportError, ExportFormat, Item, ReadExport, WebPage, read_export};
use jiff::Timestamp;

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/migrate")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(name: &str, hint: Option<ExportFormat>) -> ReadExport {
    read_export(&fixture(name), name, hint, Timestamp::UNIX_EPOCH).expect("an export")
}

fn recipes(export: &ReadExport) -> Vec<&Recipe> {
    export
        .items
        .iter()
        .filter_map(|read| match &read.item {
            Ok(Item::Recipe(recipe)) => Some(recipe.as_ref()),
            _ => None,
        })
        .collect()
}

fn named<'a>(export: &'a ReadExport, name: &str) -> &'a Recipe {
    recipes(export)
        .into_iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("no recipe {name}"))
}

fn lines(recipe: &Recipe) -> Vec<(Option<&str>, &str)> {
    recipe
        .ingredients
        .iter()
        .map(|i| (i.group.as_deref(), i.text.as_str()))
        .collect()
}

#[test]
fn mealie_export_keeps_groups_times_tags_nutrition_and_source() {
    let export = read("mealie.zip", None);
    assert_eq!(export.format, ExportFormat::Mealie);
    assert_eq!(recipes(&export).len(), 2);
    let soup = named(&export, "Lemon Barley Soup");
    assert_eq!(
        lines(soup),
        [
            (None, "1 cup pearl barley, rinsed"),
            (None, "2 litre vegetable stock"),
            (Some("To finish"), "2 lemons, juiced"),
            (Some("To finish"), "a handful of chopped dill"),
        ]
    );
    let barley = &soup.ingredients[0];
    assert_eq!(barley.quantity, Some(1.0));
    assert_eq!(barley.unit, Some(cookbook_domain::Unit::Cup));
    assert_eq!(barley.name, "pearl barley");
    assert_eq!(
        (
            soup.prep_time_minutes,
            soup.cook_time_minutes,
            soup.total_time_minutes
        ),
        (Some(15), Some(55), Some(70))
    );
    assert_eq!(soup.r#yield.as_deref(), Some("6 servings"));
    assert_eq!(soup.servings, Some(6));
    assert_eq!(soup.tags, ["winter", "make-ahead"]);
    assert_eq!(soup.category, ["Soup"]);
    assert_eq!(soup.instructions.len(), 3);
    assert_eq!(soup.instruction_groups.len(), 1);
    assert_eq!(soup.instruction_groups[0].name, "Finish");
    assert_eq!(
        (
            soup.instruction_groups[0].start,
            soup.instruction_groups[0].end
        ),
        (1, 3)
    );
    let nutrition = soup.nutrition.as_ref().expect("nutrition");
    assert_eq!(nutrition.calories, Some(210.0));
    assert_eq!(nutrition.fiber_g, Some(8.0));
    assert_eq!(
        nutrition.micronutrients.get(&Nutrient::SodiumMg),
        Some(&720.0)
    );
    let source = soup.source.as_ref().expect("the source");
    assert_eq!(source.url, "https://soups.example/lemon-barley");
    assert!(source.url_hash.is_some());
    // Mealie's image is a file in its own storage, not an address.
    assert_eq!(soup.image_url, None);
    let bars = named(&export, "Oat Crumble Bars");
    assert_eq!(bars.source, None);
    assert_eq!(bars.nutrition, None, "unknown stays unknown, never 0");
    assert_eq!(bars.total_time_minutes, Some(50));
}

#[test]
fn tandoor_export_reads_each_inner_zip_with_headers_as_groups() {
    let export = read("tandoor.zip", None);
    assert_eq!(export.format, ExportFormat::Tandoor);
    let bake = named(&export, "Chickpea Tray Bake");
    assert_eq!(
        lines(bake),
        [
            (Some("Roast"), "2 can chickpeas, drained"),
            (Some("Roast"), "2 red peppers, sliced"),
            (Some("Roast"), "3 tbsp olive oil"),
            (Some("Sauce"), "150 g Greek yoghurt"),
            (Some("Sauce"), "salt, to taste"),
        ]
    );
    assert!(bake.ingredients[4].is_to_taste);
    assert_eq!(
        (
            bake.prep_time_minutes,
            bake.cook_time_minutes,
            bake.total_time_minutes
        ),
        (Some(15), Some(35), Some(50))
    );
    assert_eq!(
        (bake.r#yield.as_deref(), bake.servings),
        (Some("4 plates"), Some(4))
    );
    assert_eq!(bake.tags, ["vegetarian", "weeknight"]);
    assert_eq!(bake.instructions.len(), 2);
    assert_eq!(bake.instruction_groups[0].name, "Roast");
    let nutrition = bake.nutrition.as_ref().expect("nutrition");
    assert_eq!(
        (nutrition.calories, nutrition.protein_g, nutrition.carbs_g),
        (Some(410.0), Some(17.0), Some(52.0))
    );
    assert_eq!(
        bake.source.as_ref().map(|s| s.url.as_str()),
        Some("https://trays.example/chickpea")
    );
}

#[test]
fn paprika_file_is_gzipped_json_per_recipe_and_a_nameless_one_fails_alone() {
    let export = read("recipes.paprikarecipes", None);
    assert_eq!(export.format, ExportFormat::Paprika);
    assert_eq!(export.items.len(), 2);
    let salad = named(&export, "Green Bean Salad");
    assert_eq!(
        lines(salad),
        [
            (None, "500 g green beans, trimmed"),
            (None, "1 shallot, finely sliced"),
            (Some("Dressing"), "3 tbsp olive oil"),
            (Some("Dressing"), "1 tbsp red wine vinegar"),
        ]
    );
    assert_eq!(salad.instructions.len(), 2);
    assert_eq!(
        (
            salad.prep_time_minutes,
            salad.cook_time_minutes,
            salad.total_time_minutes
        ),
        (Some(10), Some(5), Some(15))
    );
    assert_eq!(salad.servings, Some(4));
    assert_eq!(salad.category, ["Salad", "Side dish"]);
    assert_eq!(
        salad.image_url.as_deref(),
        Some("https://garden.example/img/beans.jpg")
    );
    let nutrition = salad.nutrition.as_ref().expect("nutrition");
    assert_eq!(
        (nutrition.calories, nutrition.fat_g),
        (Some(150.0), Some(11.0))
    );
    assert_eq!(
        nutrition.micronutrients.get(&Nutrient::SodiumMg),
        Some(&95.0)
    );
    let source = salad.source.as_ref().expect("the source");
    assert_eq!(source.url, "https://garden.example/green-bean-salad");
    assert_eq!(source.site_name.as_deref(), Some("Garden Plates"));
    let failed: Vec<&String> = export
        .items
        .iter()
        .filter_map(|i| i.item.as_ref().err())
        .collect();
    assert_eq!(failed, ["the recipe has no name"]);
}

#[test]
fn nextcloud_layout_reads_heading_lines_as_groups() {
    let export = read("nextcloud.zip", None);
    assert_eq!(export.format, ExportFormat::Nextcloud);
    let lentils = named(&export, "Spiced Lentils");
    assert_eq!(
        lines(lentils),
        [
            (Some("Base"), "200 g red lentils"),
            (Some("Base"), "1 onion, chopped"),
            (Some("Tempering"), "1 tsp cumin seeds"),
            (Some("Tempering"), "2 tbsp ghee"),
        ]
    );
    assert_eq!(lentils.total_time_minutes, Some(35));
    assert_eq!(lentils.tags, ["lentils", "quick"]);
    assert_eq!(
        lentils.image_url.as_deref(),
        Some("https://dal.example/lentils.jpg")
    );
    assert_eq!(
        lentils.nutrition.as_ref().and_then(|n| n.protein_g),
        Some(18.0)
    );
    assert_eq!(
        lentils.source.as_ref().map(|s| s.url.as_str()),
        Some("https://dal.example/spiced-lentils")
    );
}

#[test]
fn web_pages_are_pages_for_review_not_recipes() {
    let export = read("web.zip", None);
    assert_eq!(export.format, ExportFormat::Web);
    assert!(!export.format.is_users_own());
    let pages: Vec<&WebPage> = export
        .items
        .iter()
        .filter_map(|read| match &read.item {
            Ok(Item::Page(page)) => Some(page),
            _ => None,
        })
        .collect();
    assert_eq!(pages.len(), 4, "the .txt note is not a page");
    // Each page's address: its canonical link, else its Recipe node's `url` (the JSON-LD file's
    // own, or one inside `@graph`); a page that names none has none.
    let mut named: Vec<(Option<&str>, Option<&str>)> = pages
        .iter()
        .map(|p| (p.name.as_deref(), p.url.as_deref()))
        .collect();
    named.sort();
    assert_eq!(
        named,
        [
            (Some("Buttered Toast"), None),
            (Some("Ginger Tea"), Some("https://tea.example/ginger-tea")),
            (
                Some("Herb Omelette"),
                Some("https://eggs.example/herb-omelette")
            ),
            (
                Some("Plum Clafoutis"),
                Some("https://bakes.example/plum-clafoutis")
            ),
        ]
    );
    let clafoutis = pages
        .iter()
        .find(|p| p.html.contains("Plum Clafoutis"))
        .expect("the JSON-LD file");
    let draft = cookbook_ingest::extract(
        &clafoutis.html,
        "https://bakes.example/plum-clafoutis",
        Timestamp::UNIX_EPOCH,
    )
    .expect("the laid-out page extracts")
    .draft;
    assert_eq!(draft.recipe.ingredients.len(), 4);
    // A Nextcloud folder can be sent for review too, as pages from the web.
    assert_eq!(
        read("nextcloud.zip", Some(ExportFormat::Web)).format,
        ExportFormat::Web
    );
}

#[test]
fn bad_files_are_refused_whole() {
    let refuse =
        |bytes: &[u8], name: &str, hint| read_export(bytes, name, hint, Timestamp::UNIX_EPOCH);
    assert!(matches!(
        refuse(b"just some words", "notes.txt", None),
        Err(ExportError::Unreadable(_))
    ));
    assert!(matches!(
        refuse(b"PK\x03\x04 cut short", "x.zip", None),
        Err(ExportError::Unreadable(_))
    ));
    assert_eq!(
        refuse(b"{\"hello\": 1}", "x.json", None),
        Err(ExportError::NoRecipes)
    );
    assert_eq!(
        refuse(
            &fixture("tandoor.zip"),
            "tandoor.zip",
            Some(ExportFormat::Mealie)
        ),
        Err(ExportError::WrongFormat {
            expected: ExportFormat::Mealie,
            found: ExportFormat::Tandoor
        })
    );
}
