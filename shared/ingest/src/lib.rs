//! Turning web pages into recipe drafts (seed 004 §10): a sanitized text snapshot, then
//! extraction by JSON-LD, microdata or heuristics on the DOM, ingredient parsing and validation.
//!
//! Wording: an ingredient line's `text` and the steps are the words the page publishes for its
//! recipe, whitespace-normalised and never rewritten by us (no respelled units, fractions,
//! added parentheses or glued words; parsed fields sit beside the text). When the page's
//! structured data holds the recipe, its wording is the published one, even where a card
//! plugin renders the same line a little differently (WP Recipe Maker wraps notes in
//! parentheses in its JSON-LD). The one plugin artefact undone is a note wrapped twice
//! ("((or table salt))"). Evidence: on the 91 bench pages with that plugin's card, the labelled
//! lines equal the JSON-LD wording on 85 and the visible rows on 18. The visible card replaces
//! structured lines only when they lack what it shows: no lines at all, or names without any
//! amount (see `shows_amounts_of`).

pub mod brought;
mod byline;
pub mod discover;
pub mod extracted;
mod facts;
pub mod fetch;
mod headings;
pub mod heuristic;
mod hidden;
mod image;
pub mod jsonld;
pub mod microdata;
pub mod migrate;
pub mod normalize;
mod page_state;
pub mod prune;
mod rows;
pub mod snapshot;
pub mod text;
mod tidy;

use std::path::Path;

use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::validation::validate_recipe;
use cookbook_domain::{ExtractionMethod, Ingredient, Recipe, RecipeDraft, RecipeSource};
use jiff::Timestamp;
use scraper::Html;
use url::Url;

use crate::extracted::ExtractedRecipe;

/// Everything extraction learned from one page.
#[derive(Debug, Clone, PartialEq)]
pub struct Extraction {
    pub draft: RecipeDraft,
    /// The sanitized text of the page (the `snapshot.txt` artifact and the guardrail's source).
    pub snapshot: String,
    /// The structured data the draft came from, when there was some (the `recipe.jsonld` artifact).
    pub structured_data: Option<serde_json::Value>,
}

/// Why a page yielded no draft.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExtractError {
    #[error("no recipe found on the page")]
    NoRecipe,
    #[error("the page URL `{0}` is not a valid absolute URL")]
    BadUrl(String),
}

impl ExtractError {
    /// The machine-readable code of the error (CONTRACTS.md §8 style).
    pub fn code(&self) -> &'static str {
        match self {
            ExtractError::NoRecipe => "NO_RECIPE",
            ExtractError::BadUrl(_) => "BAD_URL",
        }
    }
}

/// The `file://` URL of a local page, as the page URL of `extract --html FILE` without `--url`.
pub fn file_url(path: &Path) -> Option<String> {
    let absolute = std::path::absolute(path).ok()?;
    Url::from_file_path(absolute).ok().map(String::from)
}

/// Whether `extract` accepts `page_url`: an absolute `http`, `https` (with a host) or `file` URL.
pub fn is_page_url(page_url: &str) -> bool {
    Url::parse(page_url).is_ok_and(|parsed| match parsed.scheme() {
        "file" => true,
        "http" | "https" => parsed.host().is_some(),
        _ => false,
    })
}

fn check_page_url(page_url: &str) -> Result<(), ExtractError> {
    if is_page_url(page_url) {
        Ok(())
    } else {
        Err(ExtractError::BadUrl(page_url.to_owned()))
    }
}

/// Extracts the main recipe of `html`, fetched from `page_url` at `retrieved_at`.
pub fn extract(
    html: &str,
    page_url: &str,
    retrieved_at: Timestamp,
) -> Result<Extraction, ExtractError> {
    check_page_url(page_url)?;
    let document = Html::parse_document(&prune::prune_inert_content(html));
    let mut found = find_recipe(&document, html, page_url)?;
    let structured_data = found.structured_data.take();
    Ok(Extraction {
        draft: draft_of(found, page_url, retrieved_at)?,
        snapshot: snapshot::snapshot(&document),
        structured_data,
    })
}

/// The draft `extract` makes of `html`, without the snapshot and structured data: when the
/// page's JSON-LD holds the whole recipe, only the page's outline (meta tags and JSON-LD) is
/// parsed, which is most of the time saved, since parsing the markup is most of the cost.
pub fn extract_draft(
    html: &str,
    page_url: &str,
    retrieved_at: Timestamp,
) -> Result<RecipeDraft, ExtractError> {
    check_page_url(page_url)?;
    let page = prune::prune_with_outline(html);
    let outline = Html::parse_document(&page.outline);
    let found = match jsonld::from_json_ld(&outline, page_url).filter(is_whole_recipe) {
        Some(found) => found,
        None => find_recipe(&Html::parse_document(&page.html()), html, page_url)?,
    };
    draft_of(found, page_url, retrieved_at)
}

/// Whether structured data gave everything the page itself could add to it (see
/// `completed_by_heuristics`).
fn is_whole_recipe(found: &ExtractedRecipe) -> bool {
    let gaps = Gaps::of(&found.recipe, found.method);
    !(gaps.name || gaps.lists || gaps.facts)
}

/// What structured data left out that the page's markup may supply.
struct Gaps {
    name: bool,
    /// The ingredient or the instruction list.
    lists: bool,
    /// The yield, or the total time for methods other than JSON-LD.
    facts: bool,
}

impl Gaps {
    fn of(recipe: &Recipe, method: ExtractionMethod) -> Self {
        Gaps {
            name: recipe.name.trim().is_empty(),
            lists: recipe.ingredients.is_empty()
                || names_only(&recipe.ingredients)
                || glued(&recipe.ingredients)
                || recipe.instructions.is_empty()
                || repeats_description(recipe),
            // A JSON-LD recipe without times rarely shows them elsewhere on the page, and
            // looking would cost it the outline-only parse; one without a yield often prints
            // it beside the card ("4 porce"), as 1 in 15 bench pages with JSON-LD do.
            // Microdata pages are parsed whole anyway.
            facts: (recipe.r#yield.is_none() && recipe.servings.is_none())
                || (method != ExtractionMethod::JsonLd && recipe.total_time_minutes.is_none()),
        }
    }
}

/// The main recipe of a parsed page whose markup is `html`, by JSON-LD, then microdata, then
/// heuristics (with the page's framework state, see `page_lists`).
fn find_recipe(
    document: &Html,
    html: &str,
    page_url: &str,
) -> Result<ExtractedRecipe, ExtractError> {
    if let Some(structured) = jsonld::from_json_ld(document, page_url)
        .or_else(|| microdata::from_microdata(document, page_url))
    {
        return Ok(completed_by_heuristics(
            document, html, page_url, structured,
        ));
    }
    let blocks = heuristic::body_blocks(document);
    let (lists, state) = page_lists(document, html, page_url, &blocks);
    let mut found =
        heuristic::with_lists(document, page_url, &blocks, lists).ok_or(ExtractError::NoRecipe)?;
    if let Some(state) = state {
        filled_from_state(&mut found.recipe, state);
    }
    Ok(found)
}

/// The ingredient and instruction lists of a page: each one its markup shows, unless its
/// framework state holds the recipe the page's title names and the markup shows much less of
/// that list (under half its lines, as on pages rendered in the browser); then the state's.
/// Markup without one of the lists did not find the recipe, so both then come from the state.
/// The rest of the state's recipe comes along when it gave a list.
fn page_lists(
    document: &Html,
    html: &str,
    page_url: &str,
    blocks: &[snapshot::Block],
) -> (heuristic::RecipeLists, Option<Recipe>) {
    let mut lists = heuristic::find_lists(document, blocks);
    let titles: Vec<String> = [jsonld::head_title(document), heuristic::title(document)]
        .into_iter()
        .flatten()
        .collect();
    let Some(mut state) = page_state::recipe(html, &titles, page_url) else {
        return (lists, None);
    };
    let lost = lists.ingredients.is_empty() || lists.instructions.is_empty();
    let much_less = |shown: usize, state: usize| lost || shown * 2 < state;
    let ingredients = much_less(lists.ingredients.len(), state.ingredients.len());
    if ingredients {
        lists.ingredients = std::mem::take(&mut state.ingredients);
    }
    let instructions = much_less(lists.instructions.len(), state.instructions.len());
    if instructions {
        lists.instructions = std::mem::take(&mut state.instructions);
        lists.instruction_groups = std::mem::take(&mut state.instruction_groups);
    }
    (lists, (ingredients || instructions).then_some(state))
}

/// Fills what `recipe` lacks of the name, summary, times and yield from the `state` recipe the
/// page's framework holds.
fn filled_from_state(recipe: &mut Recipe, state: Recipe) {
    if recipe.name.trim().is_empty() {
        recipe.name = state.name;
    }
    recipe.description = recipe.description.take().or(state.description);
    recipe.prep_time_minutes = recipe.prep_time_minutes.or(state.prep_time_minutes);
    recipe.cook_time_minutes = recipe.cook_time_minutes.or(state.cook_time_minutes);
    recipe.total_time_minutes = recipe.total_time_minutes.or(state.total_time_minutes);
    if recipe.r#yield.is_none() && recipe.servings.is_none() {
        recipe.r#yield = state.r#yield;
        recipe.servings = state.servings;
    }
}

/// The draft of what a method found: ingredient lines parsed, validated, with provenance.
fn draft_of(
    found: ExtractedRecipe,
    page_url: &str,
    retrieved_at: Timestamp,
) -> Result<RecipeDraft, ExtractError> {
    let ExtractedRecipe {
        method,
        recipe,
        author,
        site_name,
        structured_data: _,
    } = found;
    let recipe = with_parsed_ingredients(tidy::without_stray_lines(recipe));
    let validation = validate_recipe(&recipe);
    let mut source = RecipeSource::new(page_url, retrieved_at, method)
        .ok_or_else(|| ExtractError::BadUrl(page_url.to_owned()))?;
    source.author = author;
    source.site_name = site_name;
    Ok(RecipeDraft {
        recipe,
        source,
        validation,
        similarity: None,
        artifacts: Vec::new(),
        notices: Vec::new(),
    })
}

/// The sanitized text snapshot of a page, for pages `extract` finds no recipe in: a model may
/// still read the recipe from its text.
pub fn text_snapshot(html: &str) -> String {
    snapshot::snapshot(&Html::parse_document(&prune::prune_inert_content(html)))
}

/// Structured data that names a recipe but leaves out its lists (or its name, times or yield)
/// gets them from the page itself; the method stays the structured one, which supplied the rest.
fn completed_by_heuristics(
    document: &Html,
    html: &str,
    page_url: &str,
    mut found: ExtractedRecipe,
) -> ExtractedRecipe {
    let gaps = Gaps::of(&found.recipe, found.method);
    let recipe = &mut found.recipe;
    let blocks = if gaps.facts || gaps.lists {
        heuristic::body_blocks(document)
    } else {
        Vec::new()
    };
    if gaps.facts {
        facts::labeled_facts(&blocks).fill(recipe);
    }
    if gaps.lists {
        let (lists, state) = page_lists(document, html, page_url, &blocks);
        if recipe.ingredients.is_empty()
            || shows_amounts_of(&recipe.ingredients, &lists.ingredients)
            || spells_out(&recipe.ingredients, &lists.ingredients)
        {
            recipe.ingredients = lists.ingredients;
        }
        let replaceable = recipe.instructions.is_empty()
            || repeats_description(recipe)
            || lists_all_but_lead_in(&recipe.instructions, &lists.instructions);
        if replaceable && !lists.instructions.is_empty() {
            recipe.instructions = lists.instructions;
            recipe.instruction_groups = lists.instruction_groups;
        }
        if let Some(state) = state {
            filled_from_state(recipe, state);
        }
    }
    if gaps.name
        && let Some(title) = heuristic::title(document)
    {
        recipe.name = title;
    }
    debug_assert_ne!(found.method, ExtractionMethod::Heuristic);
    found
}

/// Whether structured ingredient lines only name the ingredients ("Zucker", "Wasser"): cards
/// that render amount and name in elements of their own may publish just the names, and the
/// amounts are then on the page alone.
fn names_only(ingredients: &[Ingredient]) -> bool {
    !ingredients.is_empty() && !ingredients.iter().any(|line| has_amount(&line.text))
}

/// An ingredient line longer than this is several lines run together.
const MAX_LINE_CHARS: usize = 150;

/// Whether the structured ingredient list is one long line: some pages publish the list's
/// lines glued into one string ("…sesame oil2 small onions, chopped.3 cloves…").
fn glued(ingredients: &[Ingredient]) -> bool {
    matches!(ingredients, [only] if only.text.chars().count() > MAX_LINE_CHARS)
}

/// Whether the page's `shown` lines are the `glued` structured line, line by line: the same
/// letters and digits in the same order. Only then do they replace it.
fn spells_out(structured: &[Ingredient], shown: &[Ingredient]) -> bool {
    glued(structured)
        && shown.len() > 1
        && letters(&structured[0].text) == letters_of(shown.iter().map(|line| line.text.as_str()))
}

/// Whether the page's `shown` steps are the structured ones but the first, as the same letters
/// and digits in the same order: a method published as one string may open with a lead-in that
/// the page prints above its list of steps ("My version of soon dubu chigae."), which splitting
/// the string made a step. The page's list then gives the steps.
fn lists_all_but_lead_in(structured: &[String], shown: &[String]) -> bool {
    structured.len() > 1
        && letters_of(structured[1..].iter().map(String::as_str))
            == letters_of(shown.iter().map(String::as_str))
}

/// The lowercase letters and digits of `text`, for comparing wordings that differ only in
/// spacing and punctuation.
fn letters(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The [`letters`] of several texts, one after another.
fn letters_of<'t>(texts: impl Iterator<Item = &'t str>) -> String {
    texts.map(letters).collect()
}

/// Whether `text` holds a number: digits or a vulgar fraction ("½").
fn has_amount(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_ascii_digit() || matches!(c, '¼'..='¾' | '⅐'..='⅞'))
}

/// Whether the page's `shown` lines are the amount-less structured `names` with their amounts:
/// as many lines, each holding its name, and amounts among them. Only then do they replace the
/// structured lines, so a page's other lists never stand in for the recipe's.
fn shows_amounts_of(names: &[Ingredient], shown: &[Ingredient]) -> bool {
    names_only(names)
        && names.len() == shown.len()
        && shown.iter().any(|line| has_amount(&line.text))
        && names
            .iter()
            .zip(shown)
            .all(|(name, line)| line.text.to_lowercase().contains(&name.text.to_lowercase()))
}

/// Whether the instructions are one step that only repeats the description: some pages fill
/// both properties with the summary, and the steps are on the page itself.
fn repeats_description(recipe: &Recipe) -> bool {
    match (recipe.instructions.as_slice(), &recipe.description) {
        ([only], Some(description)) => {
            let step = only.trim().trim_end_matches(['.', '…']);
            !step.is_empty() && description.trim().starts_with(step)
        }
        _ => false,
    }
}

/// The recipe with every ingredient line parsed, keeping the group the page gave it; a draft
/// has neither id nor embedded source.
pub fn with_parsed_ingredients(mut recipe: Recipe) -> Recipe {
    recipe.ingredients = recipe
        .ingredients
        .into_iter()
        .map(|line| Ingredient {
            group: line.group,
            ..parse_ingredient_line(&text::tighten_commas(&line.text))
        })
        .collect();
    recipe.id = None;
    recipe.source = None;
    recipe
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOG_PAGE: &str = "<html><head><meta property=\"og:site_name\" content=\"Blog\">\
        </head><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li></ul>\
        <h2>Method</h2><ol><li>Toast the bread.</li></ol></body></html>";

    #[test]
    fn heuristic_page_becomes_a_parsed_draft_with_provenance() {
        let extraction = extract(
            BLOG_PAGE,
            "https://blog.example/toast",
            Timestamp::UNIX_EPOCH,
        )
        .expect("a draft");
        let draft = &extraction.draft;
        assert_eq!(draft.recipe.name, "Toast");
        assert_eq!(draft.recipe.ingredients.len(), 1);
        assert_eq!(draft.recipe.ingredients[0].text, "2 slices bread");
        assert!(!draft.recipe.ingredients[0].name.is_empty(), "parsed");
        assert_eq!(draft.recipe.instructions, ["Toast the bread."]);
        assert_eq!(
            draft.source.extraction_method,
            Some(ExtractionMethod::Heuristic)
        );
        assert_eq!(draft.source.site_name.as_deref(), Some("Blog"));
        assert!(draft.source.url_hash.is_some());
        assert!(extraction.snapshot.contains("- Toast the bread."));
        assert_eq!(extraction.structured_data, None);
    }

    #[test]
    fn structured_data_without_lists_is_completed_from_the_page() {
        let page = BLOG_PAGE.replace(
            "</head>",
            "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\
             \"@type\":\"Recipe\",\"name\":\"Buttered Toast\"}</script></head>",
        );
        let draft = extract(&page, "https://blog.example/toast", Timestamp::UNIX_EPOCH)
            .expect("a draft")
            .draft;
        assert_eq!(
            draft.source.extraction_method,
            Some(ExtractionMethod::JsonLd)
        );
        assert_eq!(draft.recipe.name, "Buttered Toast");
        assert_eq!(draft.recipe.instructions, ["Toast the bread."]);
        assert_eq!(draft.recipe.ingredients[0].text, "2 slices bread");
    }

    #[test]
    fn structured_names_take_their_amounts_only_from_the_same_lines_on_the_page() {
        let page = |names: &str| {
            BLOG_PAGE.replace(
                "</head>",
                &format!(
                    "<script type=\"application/ld+json\">{{\"@type\":\"Recipe\",\
                     \"name\":\"Toast\",\"recipeIngredient\":[{names}],\
                     \"recipeInstructions\":\"Toast the bread.\"}}</script></head>"
                ),
            )
        };
        let lines = |html: &str| {
            extract_draft(html, "https://blog.example/toast", Timestamp::UNIX_EPOCH)
                .expect("a draft")
                .recipe
                .ingredients
                .into_iter()
                .map(|line| line.text)
                .collect::<Vec<_>>()
        };
        assert_eq!(lines(&page("\"slices bread\"")), ["2 slices bread"]);
        // The page's list names something else: the structured line stays.
        assert_eq!(lines(&page("\"butter\"")), ["butter"]);
        // As many lines are needed.
        assert_eq!(
            lines(&page("\"slices bread\", \"butter\"")),
            ["slices bread", "butter"]
        );
    }

    #[test]
    fn framework_state_stands_in_only_for_lists_the_markup_lacks() {
        let state = "<script type=\"application/json\">{\"recipe\": {\"name\": \"Toast\", \
            \"ingredients\": [\"2 slices of bread\"], \"steps\": [\"Toast the slices.\"]}}</script>";
        let texts = |html: &str| {
            let recipe = extract(html, "https://blog.example/toast", Timestamp::UNIX_EPOCH)
                .expect("a draft")
                .draft
                .recipe;
            let lines = recipe.ingredients.into_iter().map(|line| line.text);
            (lines.collect::<Vec<_>>(), recipe.instructions)
        };
        // The markup shows the whole recipe: its own words stay.
        let shown = BLOG_PAGE.replace("</body>", &format!("{state}</body>"));
        assert_eq!(
            texts(&shown),
            (
                vec!["2 slices bread".to_owned()],
                vec!["Toast the bread.".to_owned()]
            )
        );
        // A shell without the lists: the state's.
        let shell = format!("<html><head><title>Toast</title></head><body>{state}</body></html>");
        assert_eq!(
            texts(&shell),
            (
                vec!["2 slices of bread".to_owned()],
                vec!["Toast the slices.".to_owned()]
            )
        );
    }

    #[test]
    fn draft_only_path_matches_the_full_one() {
        let whole = "<html><head><meta property=\"og:image\" content=\"/hero.jpg\"></head>\
            <body><h1>Toast</h1><script type=\"application/ld+json\">{\"@type\": \"Recipe\", \
            \"name\": \"Toast\", \"recipeIngredient\": [\"2 slices bread\"], \
            \"recipeInstructions\": \"Toast the bread.\", \"totalTime\": \"PT5M\", \
            \"recipeYield\": \"2\"}</script></body></html>";
        let lean = BLOG_PAGE.replace(
            "</head>",
            "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"Toast\"}\
             </script></head>",
        );
        for page in [whole, lean.as_str(), BLOG_PAGE, "<p>Hello</p>"] {
            let url = "https://blog.example/toast";
            assert_eq!(
                extract_draft(page, url, Timestamp::UNIX_EPOCH),
                extract(page, url, Timestamp::UNIX_EPOCH).map(|e| e.draft),
                "{page}"
            );
        }
        let draft =
            extract_draft(whole, "https://blog.example/t", Timestamp::UNIX_EPOCH).expect("a draft");
        assert_eq!(
            draft.recipe.image_url.as_deref(),
            Some("https://blog.example/hero.jpg")
        );
    }

    #[test]
    fn urls_must_be_absolute_web_or_file_urls() {
        for bad in [
            "toast.html",
            "/tmp/toast.html",
            "ftp://x.example/a",
            "https://",
        ] {
            assert_eq!(
                extract(BLOG_PAGE, bad, Timestamp::UNIX_EPOCH).map(|_| ()),
                Err(ExtractError::BadUrl(bad.to_owned())),
                "{bad}"
            );
        }
        assert!(extract(BLOG_PAGE, "file:///tmp/toast.html", Timestamp::UNIX_EPOCH).is_ok());
    }

    #[test]
    fn a_page_without_a_recipe_is_an_error() {
        let error = extract("<p>Hello</p>", "https://x.example/", Timestamp::UNIX_EPOCH);
        assert_eq!(error.map(|_| ()), Err(ExtractError::NoRecipe));
        assert_eq!(ExtractError::NoRecipe.code(), "NO_RECIPE");
    }

    #[test]
    fn file_urls_are_absolute_and_escaped() {
        let url = file_url(Path::new("/tmp/my page.html")).expect("a url");
        assert_eq!(url, "file:///tmp/my%20page.html");
    }
}

#[cfg(test)]
mod draft_path_equivalence {
    use proptest::prelude::*;

    use super::*;

    /// Markup pieces whose mixes exercise the outline: JSON-LD complete or not, metas inside
    /// and outside `<noscript>`, titles, comments, scripts that mention tags, broken tags.
    const PIECES: &[&str] = &[
        "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"Soup\",\
         \"recipeIngredient\":[\"1 leek\"],\"recipeInstructions\":\"Boil.\"}</script>",
        "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"Soup\"}</script>",
        "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"Leek Soup\",\
         \"recipeIngredient\":[\"leeks\"],\"recipeInstructions\":\"Stir.\"}</script>",
        "<meta property=\"og:title\" content=\"Leek Soup\">",
        "<meta property=\"og:image\" content=\"/a.jpg\">",
        "<noscript><meta name=\"author\" content=\"Ann\"></noscript>",
        "<meta name=\"author\" content=\"Bob\">",
        "<title>Soup | Pot</title>",
        "<!-- <meta name=author content=Cy> -->",
        "<script>var s = '<meta name=author content=Di>';</script>",
        "<h2>Ingredients</h2><ul><li>2 leeks</li></ul><h2>Method</h2><ol><li>Stir.</li></ol>",
        "<p>Serves 4</p>",
        "<div class=\"x\" title=\"<script>\">",
        "</div>",
        "<",
        "é",
    ];

    proptest! {
        #[test]
        fn extract_draft_equals_extract(picks in prop::collection::vec(0..PIECES.len(), 0..12)) {
            let html: String = picks.iter().map(|&i| PIECES[i]).collect();
            let url = "https://pot.example/soup";
            prop_assert_eq!(
                extract_draft(&html, url, Timestamp::UNIX_EPOCH),
                extract(&html, url, Timestamp::UNIX_EPOCH).map(|e| e.draft)
            );
        }
    }
}
