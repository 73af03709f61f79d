//! Who a recipe is by when its structured data does not say: the page's author meta tags, the
//! author its JSON-LD gives the article, a byline element, the recipe card's author, and last
//! the site's name (most brand sites credit the recipe to themselves), from its meta tags or
//! its title.

use std::sync::LazyLock;

use scraper::{ElementRef, Html, Selector};

use crate::jsonld::{json_ld_article_author, page_meta, selector};
use crate::text::collapse_whitespace;

/// Author meta tags, by `name`/`property`.
const AUTHOR_META: &[&str] = &["author", "article:author"];
/// Site-name meta tags, by `name`/`property`.
const SITE_NAME_META: &[&str] = &["og:site_name", "application-name"];

/// Words that introduce a name in a byline ("Recipe by Ann", "Por Ana", "Author: Ann"),
/// lowercase, longest first so that "recipe by" wins over "by". Words that also start surnames
/// ("Von", "Di") are left out.
const BYLINE_PREFIXES: &[&str] = &[
    "recipe by",
    "written by",
    "posted by",
    "author",
    "by",
    "por",
    "par",
];

/// A byline is a name, not a sentence.
const MAX_BYLINE_CHARS: usize = 60;
/// What separates a page title from the site's name after it.
const TITLE_SEPARATORS: &[&str] = &[" | ", " - ", " – ", " — "];
/// A site name in a title is short.
const MAX_SITE_NAME_CHARS: usize = 40;
const MAX_SITE_NAME_WORDS: usize = 4;

static AUTHOR_ITEMPROP_META: LazyLock<Selector> =
    LazyLock::new(|| selector("meta[itemprop=author][content]"));
static BYLINE: LazyLock<Selector> = LazyLock::new(|| {
    selector("[itemprop=author], [rel~=author], [class~=author-name], [class~=byline-name]")
});
static NAME_INSIDE: LazyLock<Selector> = LazyLock::new(|| selector("[itemprop=name], .fn"));
static TITLE: LazyLock<Selector> = LazyLock::new(|| selector("title"));
static CLASSED: LazyLock<Selector> = LazyLock::new(|| selector("[class]"));

/// Whether a class token names a recipe card's author ("wprm-recipe-author",
/// "tasty-recipes-author-name", "mv-create-author"), not the author's picture.
fn is_card_author_class(class: &str) -> bool {
    let lower = class.to_ascii_lowercase();
    lower.contains("author")
        && crate::headings::names_a_recipe(class)
        && !["image", "avatar", "img", "photo"]
            .iter()
            .any(|word| lower.contains(word))
}

/// The author a page's recipe card names, for pages whose meta tags and bylines name none:
/// before crediting the site, the card's credit is the one nearest the recipe.
fn card_author(document: &Html) -> Option<String> {
    document
        .select(&CLASSED)
        .filter(|element| {
            let class = element.value().attr("class").unwrap_or_default();
            element.value().name() != "img"
                && class.split_ascii_whitespace().any(is_card_author_class)
        })
        .find_map(byline_text)
}

/// The page's author when the recipe's own data names none, else its site name.
pub(crate) fn page_author(document: &Html, site_name: Option<&str>) -> Option<String> {
    AUTHOR_META
        .iter()
        .find_map(|key| page_meta(document, key))
        .filter(|author| !looks_like_url(author))
        .or_else(|| {
            document
                .select(&AUTHOR_ITEMPROP_META)
                .find_map(|meta| meta.value().attr("content").and_then(byline_name))
        })
        .or_else(|| json_ld_article_author(document))
        .or_else(|| document.select(&BYLINE).find_map(byline_text))
        .or_else(|| card_author(document))
        .or_else(|| site_name.map(str::to_owned))
}

/// The page's site name: its site-name meta tags, else the last part of its title.
pub(crate) fn page_site_name(document: &Html) -> Option<String> {
    SITE_NAME_META
        .iter()
        .find_map(|key| page_meta(document, key))
        .or_else(|| title_suffix(document))
}

/// The last part of a page title that names the site ("Easy Chili - Eat This Much").
fn title_suffix(document: &Html) -> Option<String> {
    let title = collapse_whitespace(&document.select(&TITLE).next()?.text().collect::<String>());
    let suffix = TITLE_SEPARATORS
        .iter()
        .filter_map(|separator| title.rsplit_once(separator))
        .map(|(_, suffix)| suffix.trim())
        .min_by_key(|suffix| suffix.len())?;
    let short = suffix.chars().count() <= MAX_SITE_NAME_CHARS
        && suffix.split_whitespace().count() <= MAX_SITE_NAME_WORDS;
    (short && !suffix.is_empty()).then(|| suffix.to_owned())
}

/// The name a byline element holds: its `name` part when it marks one, else its whole text.
fn byline_text(element: ElementRef<'_>) -> Option<String> {
    let inner = element.select(&NAME_INSIDE).next().unwrap_or(element);
    let text = inner
        .value()
        .attr("content")
        .map(str::to_owned)
        .unwrap_or_else(|| inner.text().collect());
    byline_name(&text)
}

/// `raw` without a leading "By" (or its translations), when what is left is short enough to be
/// a name.
pub(crate) fn byline_name(raw: &str) -> Option<String> {
    let text = collapse_whitespace(raw);
    let lower = text.to_lowercase();
    let name = BYLINE_PREFIXES
        .iter()
        .find_map(|prefix| {
            let rest = lower.strip_prefix(prefix)?;
            let starts_name = rest.starts_with([' ', ':']);
            // Lowercasing keeps these ASCII prefixes' byte lengths, so the cut is valid.
            starts_name.then(|| text.get(prefix.len()..)).flatten()
        })
        .unwrap_or(&text)
        .trim_start_matches([' ', ':'])
        .trim();
    (!name.is_empty() && name.chars().count() <= MAX_BYLINE_CHARS && !looks_like_url(name))
        .then(|| name.to_owned())
}

fn looks_like_url(text: &str) -> bool {
    text.starts_with("http://") || text.starts_with("https://") || text.starts_with("//")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn author_of(body: &str) -> Option<String> {
        let document = Html::parse_document(body);
        page_author(&document, page_site_name(&document).as_deref())
    }

    #[test]
    fn byline_prefixes_are_dropped() {
        assert_eq!(
            byline_name("Recipe by  Ann Baker").as_deref(),
            Some("Ann Baker")
        );
        assert_eq!(byline_name("Por Ana").as_deref(), Some("Ana"));
        assert_eq!(byline_name("by: Ann").as_deref(), Some("Ann"));
        assert_eq!(byline_name("Byron Smith").as_deref(), Some("Byron Smith"));
        assert_eq!(byline_name("https://social.example/ann"), None);
        assert_eq!(byline_name(&"word ".repeat(20)), None);
    }

    #[test]
    fn author_sources_in_order() {
        let head = "<meta property=\"og:site_name\" content=\"Kitchen\">";
        assert_eq!(
            author_of(&format!(
                "<head>{head}<meta name=author content=Ann></head><body><span itemprop=author>By Bob</span>"
            )),
            Some("Ann".into())
        );
        assert_eq!(
            author_of(&format!(
                "<head>{head}<meta name=author content=\"https://x.example/ann\"></head><body><span itemprop=author>By Bob</span>"
            )),
            Some("Bob".into())
        );
        assert_eq!(
            author_of(&format!(
                "<head>{head}<script type=\"application/ld+json\">{{\"@graph\": [{{\"@type\": \"Article\", \"author\": {{\"@id\": \"#p\"}}}}, {{\"@type\": \"Person\", \"@id\": \"#p\", \"name\": \"Cleo\"}}]}}</script></head><body><span itemprop=author>By Bob</span>"
            )),
            Some("Cleo".into())
        );
        assert_eq!(
            author_of(&format!(
                "<head>{head}</head><body><div class=\"author-name vcard\">Dee</div>"
            )),
            Some("Dee".into())
        );
        assert_eq!(
            author_of(&format!("<head>{head}</head><body><p>Hi</p>")),
            Some("Kitchen".into())
        );
        assert_eq!(author_of("<p>Hi</p>"), None);
        assert_eq!(
            author_of(
                "<head><title>Easy Chili - Weeknight | Pot &amp; Pan</title></head><p>Hi</p>"
            ),
            Some("Pot & Pan".into())
        );
        assert_eq!(
            author_of(
                "<head><title>Chili | a very long tagline about many good things</title></head>"
            ),
            None
        );
    }
}
