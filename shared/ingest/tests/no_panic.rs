//! `extract` must answer (a draft or an error), never panic or hang, whatever the page holds:
//! arbitrary bytes, tag soup, pathologically nested JSON-LD or markup, and multi-megabyte pages.
//! Speed is the benchmarks' business (bench/extraction.sh); here a hang shows as CI's timeout.

use cookbook_ingest::extract;
use jiff::Timestamp;
use proptest::prelude::*;

const PAGE_URL: &str = "https://example.com/recipe";

const FIVE_MEGABYTES: usize = 5 * 1024 * 1024;

fn extract_any(html: &str) {
    // Either outcome is fine; reaching this line without a panic is the property.
    let _ = extract(html, PAGE_URL, Timestamp::UNIX_EPOCH);
}

/// Fragments that exercise the extractors' paths when strung together.
fn html_fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("<script type=\"application/ld+json\">".to_owned()),
        Just("</script>".to_owned()),
        Just("{\"@type\":\"Recipe\",\"name\":".to_owned()),
        Just("\"recipeIngredient\":[".to_owned()),
        Just(
            "\"recipeInstructions\":[{\"@type\":\"HowToSection\",\"itemListElement\":[".to_owned()
        ),
        Just("\"totalTime\":\"PT".to_owned()),
        Just("<div itemscope itemtype=\"https://schema.org/Recipe\">".to_owned()),
        Just("<span itemprop=\"recipeIngredient\">".to_owned()),
        Just("<h2>Ingredients</h2><ul><li>".to_owned()),
        Just("<h3>Zubereitung</h3><ol><li>".to_owned()),
        Just("<div class=\"wprm-recipe-ingredients\">".to_owned()),
        Just("</li></ul></ol></div></span>".to_owned()),
        Just("&amp;&#x1F600;&frac12;&#99999999;".to_owned()),
        "[\\PC]{0,12}",
        "[<>/\"'{}\\[\\],:=a-z0-9 ]{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        extract_any(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn html_like_strings_never_panic(
        fragments in proptest::collection::vec(html_fragment(), 0..64)
    ) {
        extract_any(&fragments.concat());
    }

    #[test]
    fn arbitrary_page_urls_never_panic(url in "\\PC{0,40}") {
        let _ = extract("<h2>Ingredients</h2><ul><li>1 egg</li></ul>", &url, Timestamp::UNIX_EPOCH);
    }
}

#[test]
fn deeply_nested_json_ld_arrays_and_objects() {
    let depth = 10_000;
    for (open, close) in [("[", "]"), ("{\"a\":", "}"), ("{\"@graph\":[", "]}")] {
        let json = format!(
            "{}{{\"@type\":\"Recipe\",\"name\":\"Deep\"}}{}",
            open.repeat(depth),
            close.repeat(depth)
        );
        let page = format!("<script type=\"application/ld+json\">{json}</script>");
        extract_any(&page);
        // Unbalanced nesting, as a truncated page would have it.
        extract_any(&format!(
            "<script type=\"application/ld+json\">{}</script>",
            open.repeat(depth)
        ));
    }
}

#[test]
fn deeply_nested_markup() {
    let depth = 10_000;
    let page = format!(
        "<body>{}<h2>Ingredients</h2><ul><li>1 egg</li></ul>{}</body>",
        "<div class=\"ingredients\">".repeat(depth),
        "</div>".repeat(depth)
    );
    extract_any(&page);
    // A megabyte of ever deeper lists: the nesting cap keeps parsing linear.
    let step = "<ol><li>Stir.";
    let lists = format!(
        "<body><h2>Method</h2>{}</body>",
        step.repeat(1024 * 1024 / step.len())
    );
    extract_any(&lists);
}

#[test]
fn five_megabyte_page() {
    let paragraph = "<p>Lorem ipsum dolor sit amet, &amp; consectetur adipiscing elit.</p>\n";
    let steps = "<li>Stir the sauce for 2 minutes.</li>".repeat(2_000);
    let mut page = String::from("<html><body><h1>Big</h1><h2>Ingredients</h2><ul>");
    page.push_str(&"<li>1 cup flour</li>".repeat(2_000));
    page.push_str("</ul><h2>Instructions</h2><ol>");
    page.push_str(&steps);
    page.push_str("</ol>");
    while page.len() < FIVE_MEGABYTES {
        page.push_str(paragraph);
    }
    page.push_str("</body></html>");
    let extraction = extract(&page, PAGE_URL, Timestamp::UNIX_EPOCH).expect("a recipe");
    assert_eq!(extraction.draft.recipe.ingredients.len(), 2_000);
    assert!(extraction.snapshot.chars().count() <= cookbook_ingest::snapshot::SNAPSHOT_CHAR_BUDGET);
    // Over budget, the recipe sections come first.
    assert!(
        extraction
            .snapshot
            .starts_with("## Ingredients\n\n- 1 cup flour")
    );
}
