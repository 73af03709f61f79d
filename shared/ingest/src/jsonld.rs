//! Extraction from JSON-LD (`<script type="application/ld+json">`): every script on the page is
//! read leniently, Recipe nodes are found wherever they sit (`@graph`, arrays, `mainEntity`
//! wrappers), the main one is read (see `choose_main`) with the components it calls for
//! (`sub_recipes`), and `@id` references resolve across all scripts.

pub(crate) mod recipe_node;
mod repair;
mod sub_recipes;

use std::sync::LazyLock;

use cookbook_domain::{ExtractionMethod, Recipe};
use scraper::{Html, Selector};
use serde_json::Value;
use url::Url;

use crate::extracted::ExtractedRecipe;
use recipe_node::{Graph, MAX_DEPTH, article_author, choose_main, has_type, read_recipe};

static SCRIPTS: LazyLock<Selector> = LazyLock::new(|| selector("script[type]"));
pub(crate) static META: LazyLock<Selector> = LazyLock::new(|| selector("meta[content]"));
static TITLE: LazyLock<Selector> = LazyLock::new(|| selector("title"));

/// The main recipe in the page's JSON-LD, or `None` when there is no usable Recipe node.
pub fn from_json_ld(document: &Html, page_url: &str) -> Option<ExtractedRecipe> {
    let roots: Vec<Value> = json_ld_scripts(document)
        .flat_map(|script| repair::parse_lenient(&script))
        .collect();
    let graph = Graph::index(&roots);
    let mut nodes = Vec::new();
    for root in &roots {
        collect_typed(root, "Recipe", &mut nodes, 0);
    }
    let base = Url::parse(page_url).ok();
    let title = head_title(document);
    let (node, mut read) = choose_main(
        nodes.iter().copied(),
        &graph,
        base.as_ref(),
        title.as_deref(),
    )?;
    if nodes.len() > 1 {
        let others: Vec<Recipe> = nodes
            .iter()
            .filter(|other| !std::ptr::eq(**other, node))
            .map(|other| read_recipe(other, &graph, base.as_ref()).recipe)
            .collect();
        read.recipe = sub_recipes::with_sub_recipes(read.recipe, others.iter());
    }
    read.recipe.image_url = crate::image::best_image(
        document,
        read.recipe.image_url.as_deref(),
        node.get("image"),
        base.as_ref(),
    );
    if read.recipe.description.is_none() {
        // The page's own summary stands in for a Recipe node without one.
        read.recipe.description = ["description", "og:description"]
            .iter()
            .find_map(|key| page_meta(document, key));
    }
    let site_name = website_name(&roots)
        .or(read.publisher)
        .or_else(|| crate::byline::page_site_name(document));
    Some(ExtractedRecipe {
        method: ExtractionMethod::JsonLd,
        recipe: read.recipe,
        author: read
            .author
            .and_then(|author| crate::byline::byline_name(&author))
            .or_else(|| page_meta(document, "author"))
            .or_else(|| site_name.clone()),
        site_name,
        structured_data: Some(node.clone()),
    })
}

/// Node types whose author is the author of the page's content.
const ARTICLE_TYPES: &[&str] = &["Article", "BlogPosting", "NewsArticle", "WebPage"];

/// The author the page's JSON-LD names for its article, for pages without a Recipe node.
pub(crate) fn json_ld_article_author(document: &Html) -> Option<String> {
    let roots: Vec<Value> = json_ld_scripts(document)
        .flat_map(|script| repair::parse_lenient(&script))
        .collect();
    article_author(&articles(&roots), &Graph::index(&roots))
}

/// The Article-like nodes of the page's JSON-LD.
fn articles(roots: &[Value]) -> Vec<&Value> {
    let mut nodes = Vec::new();
    for kind in ARTICLE_TYPES {
        for root in roots {
            collect_typed(root, kind, &mut nodes, 0);
        }
    }
    nodes
}

/// The text of every JSON-LD script; the type is matched without case or parameters.
fn json_ld_scripts(document: &Html) -> impl Iterator<Item = String> + '_ {
    document
        .select(&SCRIPTS)
        .filter(|script| {
            script.value().attr("type").is_some_and(|t| {
                t.split(';')
                    .next()
                    .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/ld+json"))
            })
        })
        .map(|script| script.text().collect())
}

/// Collects the nodes of type `wanted` anywhere under `value`; a found node is not searched
/// further.
fn collect_typed<'a>(value: &'a Value, wanted: &str, found: &mut Vec<&'a Value>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    match value {
        Value::Array(items) => items
            .iter()
            .for_each(|item| collect_typed(item, wanted, found, depth + 1)),
        Value::Object(_) if has_type(value, wanted) => found.push(value),
        Value::Object(map) => map
            .values()
            .for_each(|item| collect_typed(item, wanted, found, depth + 1)),
        _ => {}
    }
}

/// The name of the page's `WebSite` node.
fn website_name(roots: &[Value]) -> Option<String> {
    let mut sites = Vec::new();
    for root in roots {
        collect_typed(root, "WebSite", &mut sites, 0);
    }
    sites.into_iter().find_map(|site| {
        site.get("name")
            .and_then(Value::as_str)
            .map(crate::text::clean_text)
            .filter(|name| !name.is_empty())
    })
}

/// The title the page gives itself (`og:title`, else `<title>`), for telling its main recipe
/// from the others; never the body's headline, so that the page's outline gives the same.
pub(crate) fn head_title(document: &Html) -> Option<String> {
    page_meta(document, "og:title").or_else(|| {
        document
            .select(&TITLE)
            .map(|title| crate::text::clean_text(&title.text().collect::<String>()))
            .find(|title| !title.is_empty())
    })
}

/// The content of `<meta property=KEY>` or `<meta name=KEY>`, cleaned.
pub(crate) fn page_meta(document: &Html, key: &str) -> Option<String> {
    document.select(&META).find_map(|meta| {
        let element = meta.value();
        let named = [element.attr("property"), element.attr("name")]
            .into_iter()
            .flatten()
            .any(|k| k.trim().eq_ignore_ascii_case(key));
        named
            .then(|| crate::text::clean_text(element.attr("content").unwrap_or_default()))
            .filter(|content| !content.is_empty())
    })
}

/// Builds a selector from a constant; the constants are valid CSS, so failure is a bug.
pub(crate) fn selector(css: &str) -> Selector {
    Selector::parse(css).unwrap_or_else(|e| panic!("invalid built-in selector {css:?}: {e}"))
}

#[cfg(test)]
mod tests {
    use cookbook_domain::{InstructionGroup, Nutrient, Recipe};
    use serde_json::json;

    use super::*;

    const PAGE: &str = "https://cooking.example/recipes/soup";

    /// A page whose head holds `scripts` as JSON-LD blocks, plus `head` markup.
    fn page(head: &str, scripts: &[&str]) -> Html {
        let blocks: String = scripts
            .iter()
            .map(|s| format!(r#"<script type="application/ld+json">{s}</script>"#))
            .collect();
        Html::parse_document(&format!(
            "<html><head>{head}{blocks}</head><body></body></html>"
        ))
    }

    fn extract(scripts: &[&str]) -> ExtractedRecipe {
        from_json_ld(&page("", scripts), PAGE).expect("a recipe")
    }

    fn texts(recipe: &Recipe) -> Vec<&str> {
        recipe.ingredients.iter().map(|i| i.text.as_str()).collect()
    }

    #[test]
    fn graph_references_resolve_author_image_and_site() {
        let found = extract(&[r##"{"@context": "https://schema.org", "@graph": [
            {"@type": "WebSite", "@id": "#site", "name": "Soup &amp; Co"},
            {"@type": "Person", "@id": "#ann", "name": "Ann Cook"},
            {"@type": "ImageObject", "@id": "#img", "url": "/img/soup.jpg"},
            {"@type": ["Recipe", "NewsArticle"], "name": "Tomato Soup",
             "author": {"@id": "#ann"}, "image": {"@id": "#img"},
             "recipeIngredient": ["4 tomatoes"], "recipeInstructions": ["Simmer."]}
        ]}"##]);
        assert_eq!(found.method, ExtractionMethod::JsonLd);
        assert_eq!(found.recipe.name, "Tomato Soup");
        assert_eq!(found.author.as_deref(), Some("Ann Cook"));
        assert_eq!(found.site_name.as_deref(), Some("Soup & Co"));
        assert_eq!(
            found.recipe.image_url.as_deref(),
            Some("https://cooking.example/img/soup.jpg")
        );
        let node = found.structured_data.expect("the node");
        assert_eq!(node["name"], "Tomato Soup");
        assert!(found.recipe.id.is_none() && found.recipe.source.is_none());
        assert!(found.recipe.ingredients[0].needs_parsing());
    }

    #[test]
    fn the_most_complete_recipe_wins_and_wrappers_are_searched() {
        let teaser = r#"[{"@type": "Recipe", "name": "Teaser", "recipeIngredient": ["salt"]}]"#;
        let main = r#"{"@type": "WebPage", "mainEntity": {"@type": "http://schema.org/Recipe",
            "name": "Main", "recipeIngredient": ["1 egg", "2 cups flour"],
            "recipeInstructions": "Mix.\nBake."}}"#;
        assert_eq!(extract(&[teaser, main]).recipe.name, "Main");
        let twins = r#"[{"@type": "Recipe", "name": "First", "recipeIngredient": ["a"]},
                        {"@type": "Recipe", "name": "Second", "recipeIngredient": ["b"]}]"#;
        assert_eq!(extract(&[twins]).recipe.name, "First");
    }

    #[test]
    fn a_lone_comma_separated_string_is_split_before_each_amount() {
        let recipe = |list: &str| {
            let script =
                format!(r#"{{"@type": "Recipe", "name": "Loaf", "recipeIngredient": {list}}}"#);
            texts(&extract(&[&script]).recipe)
                .into_iter()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            recipe(r#""200g flour, sifted, 1 tsp salt, ½ cup milk, 2 eggs""#),
            ["200g flour, sifted", "1 tsp salt", "½ cup milk", "2 eggs"]
        );
        assert_eq!(
            recipe(r#"["125ml milk, 60ml oil, 100g sugar"]"#),
            ["125ml milk", "60ml oil", "100g sugar"]
        );
        // One line with notes, or two amounts, is not a list.
        assert_eq!(
            recipe(r#""1 chicken, 1.5 kg, jointed""#),
            ["1 chicken, 1.5 kg, jointed"]
        );
        assert_eq!(recipe(r#""Salt, pepper, oil""#), ["Salt, pepper, oil"]);
    }

    #[test]
    fn the_main_entity_wins_over_a_larger_related_recipe() {
        let related = r##"{"@type": "Recipe", "@id": "#related", "name": "Big Batch Stock",
            "recipeIngredient": ["2 kg bones", "2 onions", "2 carrots", "1 leek", "salt"],
            "recipeInstructions": ["Roast.", "Simmer.", "Strain.", "Chill."]}"##;
        let main = r##"{"@type": "Recipe", "@id": "#main", "name": "Quick Noodle Soup",
            "recipeIngredient": ["1 litre stock", "100 g noodles"],
            "recipeInstructions": "Boil."}"##;
        let by_reference = r##"{"@type": "WebPage", "mainEntity": {"@id": "#main"}}"##;
        let head = "<title>Dinner in ten minutes</title>";
        let chosen = |scripts: &[&str]| {
            from_json_ld(&page(head, scripts), PAGE).map(|found| found.recipe.name)
        };
        assert_eq!(chosen(&[related, main]).as_deref(), Some("Big Batch Stock"));
        assert_eq!(
            chosen(&[related, main, by_reference]).as_deref(),
            Some("Quick Noodle Soup")
        );
        let nested = format!(r#"[{related}, {{"@type": "WebPage", "mainEntity": {main}}}]"#);
        assert_eq!(chosen(&[&nested]).as_deref(), Some("Quick Noodle Soup"));
    }

    #[test]
    fn the_recipe_the_title_names_wins_when_it_has_both_lists() {
        let side = r#"{"@type": "Recipe", "name": "Lime Crema", "description": "Tangy.",
            "recipeIngredient": ["1 cup sour cream", "1 lime", "salt"],
            "recipeInstructions": ["Stir.", "Chill."]}"#;
        let main = r#"{"@type": "Recipe", "name": "Fish Tacos",
            "recipeIngredient": ["1 lb cod"], "recipeInstructions": "Fry."}"#;
        let teaser = r#"{"@type": "Recipe", "name": "Fish Tacos with Lime Crema"}"#;
        let head = "<title>Fish Tacos with Lime Crema | Salt Flats</title>";
        let chosen = |scripts: &[&str]| {
            from_json_ld(&page(head, scripts), PAGE).map(|found| found.recipe.name)
        };
        assert_eq!(chosen(&[side, main]).as_deref(), Some("Fish Tacos"));
        // A teaser without lists never wins by its name alone.
        assert_eq!(chosen(&[teaser, side, main]).as_deref(), Some("Fish Tacos"));
        let og = r#"<meta property="og:title" content="Lime Crema for Tacos">"#;
        let found = from_json_ld(&page(og, &[main, side]), PAGE).expect("a recipe");
        assert_eq!(found.recipe.name, "Lime Crema");
    }

    #[test]
    fn script_type_is_matched_without_case_or_parameters() {
        let html = Html::parse_document(
            r#"<script type="Application/LD+JSON; charset=utf-8">{"@type":"Recipe","name":"X"}</script>
               <script type="text/javascript">{"@type":"Recipe","name":"Not this"}</script>"#,
        );
        assert_eq!(
            from_json_ld(&html, PAGE).map(|f| f.recipe.name).as_deref(),
            Some("X")
        );
    }

    #[test]
    fn page_summary_and_one_string_ingredient_list() {
        let head = r#"<meta name="description" content="Quick &amp; light.">"#;
        let found = from_json_ld(
            &page(
                head,
                &[r#"{"@type": "Recipe", "name": "A", "recipeIngredient": ["1 egg\n2 cups milk"]}"#],
            ),
            PAGE,
        )
        .expect("a recipe");
        assert_eq!(found.recipe.description.as_deref(), Some("Quick & light."));
        let lines: Vec<&str> = found
            .recipe
            .ingredients
            .iter()
            .map(|i| i.text.as_str())
            .collect();
        assert_eq!(lines, ["1 egg", "2 cups milk"]);
    }

    #[test]
    fn a_list_split_at_every_comma_is_joined_back() {
        let found = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeIngredient": ["250 g pork", " in pieces",
            " 1", "5 tsp mustard", " 1 tsp herbs (thyme", " oregano)", " Salt", " freshly ground pepper"]}"#,
        ]);
        let lines: Vec<&str> = found
            .recipe
            .ingredients
            .iter()
            .map(|i| i.text.as_str())
            .collect();
        assert_eq!(
            lines,
            [
                "250 g pork, in pieces",
                "1,5 tsp mustard",
                "1 tsp herbs (thyme, oregano)",
                "Salt",
                "freshly ground pepper"
            ]
        );
        let ordinary = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeIngredient": ["1 egg", " 2 cups milk", "salt"]}"#,
        ]);
        assert_eq!(ordinary.recipe.ingredients.len(), 3);
    }

    #[test]
    fn a_step_whose_text_comes_in_pieces_keeps_them_all() {
        let found = extract(&[
            r#"{"@type": "Recipe", "name": "Pie", "recipeInstructions": [
            {"@type": "HowToStep", "text": ["Rub in the butter.", "Chill for 1 hour."]},
            {"@type": "HowToStep", "text": "Bake."}]}"#,
        ]);
        assert_eq!(
            found.recipe.instructions,
            ["Rub in the butter. Chill for 1 hour.", "Bake."]
        );
    }

    #[test]
    fn sections_become_groups_and_step_titles_stay_lines() {
        // "Name" in another case, as hand-written JSON-LD spells it, is still the name.
        let found = extract(&[
            r#"{"@type": "Recipe", "name": "Pie", "recipeInstructions": [
            {"@type": "HowToSection", "name": "Crust", "itemListElement": [
                {"@type": "HowToStep", "name": "Step 1", "text": "Rub in the butter."},
                {"@type": "HowToStep", "name": "Chill", "text": "Rest the dough 1 hour."}]},
            {"@type": "HowToSection", "Name": "Filling", "itemListElement": [
                {"@type": "HowToStep", "name": "Slice the apples.", "text": "Slice the apples thinly."},
                {"@type": "HowToTip", "text": "Any apple works."},
                {"@type": "HowToStep", "name": "Only a name"}]}]}"#,
        ]);
        assert_eq!(
            found.recipe.instructions,
            [
                "Rub in the butter.",
                "Chill",
                "Rest the dough 1 hour.",
                "Slice the apples thinly.",
                "Only a name"
            ]
        );
        assert_eq!(
            found.recipe.instruction_groups,
            [
                InstructionGroup {
                    name: "Crust".into(),
                    start: 0,
                    end: 3
                },
                InstructionGroup {
                    name: "Filling".into(),
                    start: 3,
                    end: 5
                }
            ]
        );
        assert!(found.recipe.problems().is_empty());
    }

    #[test]
    fn step_titles_outside_sections_head_their_step_as_groups() {
        let found = extract(&[
            r#"{"@type": "Recipe", "name": "Grinder", "recipeInstructions": [
                {"@type": "HowToStep", "name": "Bake fries", "text": "Bake the fries 12 minutes."},
                {"@type": "HowToStep", "name": "Step 2", "text": "Brown the sausage."},
                {"@type": "HowToStep", "name": "Assemble", "text": "Fill the rolls."}]}"#,
        ]);
        assert_eq!(
            found.recipe.instructions,
            [
                "Bake the fries 12 minutes.",
                "Brown the sausage.",
                "Fill the rolls."
            ]
        );
        assert_eq!(
            found.recipe.instruction_groups,
            [
                InstructionGroup {
                    name: "Bake fries".into(),
                    start: 0,
                    end: 1
                },
                InstructionGroup {
                    name: "Assemble".into(),
                    start: 2,
                    end: 3
                }
            ]
        );
    }

    #[test]
    fn instruction_strings_split_into_steps() {
        let html_list = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeInstructions": "<ol><li>Mix &amp;amp; stir.</li><li>Bake.</li></ol>"}"#,
        ]);
        assert_eq!(html_list.recipe.instructions, ["Mix & stir.", "Bake."]);
        let glued = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeInstructions": "Line the tin.Snap the chocolate."}"#,
        ]);
        assert_eq!(
            glued.recipe.instructions,
            ["Line the tin.", "Snap the chocolate."]
        );
        let in_list = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeInstructions": ["Boil the\nwater.", {"text": "<p>Add pasta.</p><p>Drain.</p>"}]}"#,
        ]);
        assert_eq!(
            in_list.recipe.instructions,
            ["Boil the water.", "Add pasta.", "Drain."]
        );
        let item_list = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeInstructions": {"@type": "ItemList", "itemListElement": [{"@type": "ListItem", "item": {"@type": "HowToStep", "text": "Stir."}}]}}"#,
        ]);
        assert_eq!(item_list.recipe.instructions, ["Stir."]);
        let embedded = extract(&[
            r#"{"@type": "Recipe", "name": "A", "recipeInstructions": "[{\"@type\":\"HowToStep\",\"text\":\"Whisk.\"}]"}"#,
        ]);
        assert_eq!(embedded.recipe.instructions, ["Whisk."]);
    }

    #[test]
    fn ingredient_shapes_and_groups() {
        let found = extract(&[r#"{"@type": "Recipe", "name": "A", "recipeIngredient": [
            "- 1 cup sugar", ["2 eggs"], "½ tsp salt ((or table salt))", "Mom&amp;#39;s <b>jam</b>", "",
            {"@type": "HowToSection", "name": "Sauce", "itemListElement": ["1 tbsp soy sauce"]}]}"#]);
        assert_eq!(
            texts(&found.recipe),
            [
                "1 cup sugar",
                "2 eggs",
                "½ tsp salt (or table salt)",
                "Mom's jam",
                "1 tbsp soy sauce"
            ]
        );
        assert_eq!(found.recipe.ingredients[4].group.as_deref(), Some("Sauce"));
        assert_eq!(found.recipe.ingredients[0].group, None);
        let supplies = extract(&[r#"{"@type": "Recipe", "name": "A", "recipeIngredient": [
            {"@type": "HowToSupply", "name": "1 egg"},
            {"@type": "PropertyValue", "value": "2 cups flour"}]}"#]);
        assert_eq!(texts(&supplies.recipe), ["1 egg", "2 cups flour"]);
        let legacy =
            extract(&[r#"{"@type": "Recipe", "name": "A", "ingredients": "1 egg\n2 cups flour"}"#]);
        assert_eq!(texts(&legacy.recipe), ["1 egg", "2 cups flour"]);
    }

    #[test]
    fn durations_and_totals() {
        let read = |fields: &str| {
            let r = extract(&[&format!(r#"{{"@type": "Recipe", "name": "A", {fields}}}"#)]).recipe;
            (
                r.prep_time_minutes,
                r.cook_time_minutes,
                r.total_time_minutes,
            )
        };
        assert_eq!(
            read(r#""prepTime": "PT15M", "cookTime": "PT1H""#),
            (Some(15), Some(60), Some(75))
        );
        assert_eq!(read(r#""totalTime": "PT0.5H""#), (None, None, Some(30)));
        assert_eq!(
            read(r#""totalTime": "P0DT1H30M", "prepTime": 20"#),
            (Some(20), None, Some(90))
        );
        assert_eq!(
            read(r#""prepTime": "PT5M", "cookTime": "PT10M", "totalTime": "PT0M""#),
            (Some(5), Some(10), Some(15))
        );
        assert_eq!(read(r#""totalTime": "whenever""#), (None, None, None));
        assert_eq!(
            read(r#""cookTime": "1 hour 30 minutes", "totalTime": "PT1H45M""#),
            (None, Some(90), Some(105))
        );
        // A total shorter than a part is the two marked up the wrong way round.
        assert_eq!(
            read(r#""cookTime": "PT40M", "totalTime": "PT20M""#),
            (None, Some(20), Some(40))
        );
        assert_eq!(
            read(r#""prepTime": "PT1H", "totalTime": "PT30M""#),
            (Some(30), None, Some(60))
        );
        // With both parts, which time is wrong is unknown: they stay as given.
        assert_eq!(
            read(r#""prepTime": "PT30M", "cookTime": "PT40M", "totalTime": "PT30M""#),
            (Some(30), Some(40), Some(30))
        );
    }

    #[test]
    fn yields_become_text_and_servings() {
        let read = |value: &str| {
            let r = extract(&[&format!(
                r#"{{"@type": "Recipe", "name": "A", "recipeYield": {value}}}"#
            )])
            .recipe;
            (r.r#yield, r.servings)
        };
        assert_eq!(read("4"), (Some("4".into()), Some(4)));
        assert_eq!(
            read(r#""Makes 12 cookies""#),
            (Some("Makes 12 cookies".into()), Some(12))
        );
        assert_eq!(
            read(r#"["6", "6 servings"]"#),
            (Some("6 servings".into()), Some(6))
        );
        assert_eq!(read(r#""4-6""#), (Some("4-6".into()), Some(4)));
        assert_eq!(read(r#""a crowd""#), (Some("a crowd".into()), None));
        assert_eq!(
            read(r#"{"@type": "QuantitativeValue", "value": 6, "unitCode": "IE"}"#),
            (Some("6".into()), Some(6))
        );
        assert_eq!(
            read(r#"{"@type": "QuantitativeValue", "value": "8", "unitText": "slices"}"#),
            (Some("8 slices".into()), Some(8))
        );
    }

    #[test]
    fn nutrition_is_read_with_units_and_unknowns_stay_none() {
        let found = extract(&[r#"{"@type": "Recipe", "name": "A", "nutrition": {
            "@type": "NutritionInformation", "calories": "240 kcal", "proteinContent": "12 g",
            "fatContent": "9.5g", "sodiumContent": "0.3 g", "sugarContent": "3 g"}}"#]);
        let nutrition = found.recipe.nutrition.expect("nutrition");
        assert_eq!(nutrition.calories, Some(240.0));
        assert_eq!(nutrition.protein_g, Some(12.0));
        assert_eq!(nutrition.fat_g, Some(9.5));
        assert_eq!(nutrition.carbs_g, None);
        assert_eq!(
            nutrition.micronutrients.get(&Nutrient::SodiumMg),
            Some(&300.0)
        );
        let listed = extract(&[r#"{"@type": "Recipe", "name": "A", "nutrition": [
            {"@type": "NutritionInformation", "calories": "300 kcal"}]}"#]);
        assert_eq!(
            listed.recipe.nutrition.and_then(|n| n.calories),
            Some(300.0)
        );
        let none = extract(&[r#"{"@type": "Recipe", "name": "A", "nutrition": {"calories": ""}}"#]);
        assert_eq!(none.recipe.nutrition, None);
    }

    #[test]
    fn tags_categories_cuisines_and_diets() {
        let r = extract(&[
            r#"{"@type": "Recipe", "name": "A", "keywords": "quick, easy,quick",
            "recipeCategory": ["Dinner", "Soup"], "recipeCuisine": "Italian",
            "suitableForDiet": ["https://schema.org/VeganDiet", "http://schema.org/GlutenFreeDiet"],
            "description": " A <em>very</em>\n good soup. "}"#,
        ])
        .recipe;
        assert_eq!(r.tags, ["quick", "easy"]);
        assert_eq!(r.category, ["Dinner", "Soup"]);
        assert_eq!(r.cuisine, ["Italian"]);
        assert_eq!(r.diet_type, ["Vegan", "Gluten Free"]);
        assert_eq!(r.description.as_deref(), Some("A very good soup."));
    }

    #[test]
    fn author_shapes() {
        let author = |value: &str| {
            extract(&[&format!(
                r#"{{"@type": "Recipe", "name": "A", "author": {value}}}"#
            )])
            .author
        };
        assert_eq!(author(r#""Ann""#).as_deref(), Some("Ann"));
        assert_eq!(
            author(r#"{"@type": "Organization", "name": "Test Kitchen"}"#).as_deref(),
            Some("Test Kitchen")
        );
        assert_eq!(
            author(r#"[{"@type": "Person", "name": "Bo"}, {"name": "Cy"}]"#).as_deref(),
            Some("Bo")
        );
    }

    #[test]
    fn browser_tolerated_json_is_read() {
        let found = extract(&[
            "<!--\n{\"@type\": \"Recipe\", \"name\": \"Two\nlines\", \"recipeIngredient\": [\"a\", \"b\",],}\n-->",
        ]);
        assert_eq!(found.recipe.name, "Two lines");
        assert_eq!(texts(&found.recipe), ["a", "b"]);
    }

    #[test]
    fn page_meta_fills_image_site_and_author() {
        let head = r#"<meta property="og:image" content="/hero.jpg"><meta property="og:image:width" content="1200">
                      <meta property="og:site_name" content="Cooking"><meta name="author" content="Dee">"#;
        let html = page(
            head,
            &[r#"{"@type": "Recipe", "name": "A", "image": ["https://cdn.example/thumb.jpg"]}"#],
        );
        let found = from_json_ld(&html, PAGE).expect("a recipe");
        assert_eq!(
            found.recipe.image_url.as_deref(),
            Some("https://cooking.example/hero.jpg")
        );
        assert_eq!(found.site_name.as_deref(), Some("Cooking"));
        assert_eq!(found.author.as_deref(), Some("Dee"));
        let image_only = extract(&[
            r#"{"@type": "Recipe", "name": "A", "image": {"@type": "ImageObject", "contentUrl": "https://cdn.example/a.jpg"}}"#,
        ]);
        assert_eq!(
            image_only.recipe.image_url.as_deref(),
            Some("https://cdn.example/a.jpg")
        );
    }

    #[test]
    fn no_recipe_or_hostile_input_gives_none() {
        assert!(
            from_json_ld(
                &page("", &[r#"{"@type": "Article", "name": "News"}"#]),
                PAGE
            )
            .is_none()
        );
        assert!(from_json_ld(&page("", &["not json", "{}", "[]"]), PAGE).is_none());
        let deep = format!(
            "{}{}",
            r#"{"@type":"Recipe","a":"#.repeat(5_000),
            "}".repeat(5_000)
        );
        let deep_arrays = format!("{}{}", "[".repeat(50_000), "]".repeat(50_000));
        let _ = from_json_ld(&page("", &[&deep, &deep_arrays]), PAGE);
        let value = json!({"@type": "Recipe", "name": "x"});
        assert!(has_type(&value, "recipe"));
    }
}
