//! Recipes the user brings instead of a URL to fetch (ingest modes `Html` and `Text`): a page
//! they saved in their browser, or recipe text they pasted.
//!
//! A saved page is extracted like a fetched one. Pasted text is first laid out as the plain page
//! it stands for, then read by the same heuristic extraction as a page without structured data:
//! its first line is the title, a line naming a section (the `headings` table, in many
//! languages) is a heading, and the lines under it are list items. Text without such headings is
//! laid out by the shape of its lines: a run of lines that start with an amount (or a bullet)
//! is the ingredient list, the sentences after it are the steps.

use cookbook_domain::{ExtractionMethod, RecipeSource};
use html_escape::encode_text;
use jiff::Timestamp;
use scraper::{Html, Selector};

use crate::headings::{self, Section};
use crate::text::{collapse_whitespace, strip_bullet, strip_step_numbers};
use crate::{ExtractError, Extraction, extract, is_page_url};

/// Where pasted text "comes from" while it is extracted when the user gave no address; no link
/// in plain text is relative, so nothing resolves against it, and the draft shows no source.
const NO_ADDRESS: &str = "file:///pasted-text";

/// Longest line read as a heading; longer ones are prose that happens to name a section.
const MAX_HEADING_CHARS: usize = 40;
/// A line this long that ends a sentence is a step, never an ingredient.
const MIN_STEP_CHARS: usize = 60;

/// The web address a saved page names for itself: its canonical link, else `og:url`.
pub fn saved_page_address(html: &str) -> Option<String> {
    static ADDRESS: std::sync::LazyLock<Selector> = std::sync::LazyLock::new(|| {
        Selector::parse(r#"link[rel~="canonical"][href], meta[property="og:url"][content]"#)
            .expect("valid selector")
    });
    let document = Html::parse_document(html);
    document
        .select(&ADDRESS)
        .filter_map(|element| {
            let value = element.value();
            value.attr("href").or_else(|| value.attr("content"))
        })
        .map(str::trim)
        .find(|url| url.starts_with("http") && is_page_url(url))
        .map(str::to_owned)
}

/// The draft of pasted `text`; `source_url` is where the user says it comes from, if anywhere.
pub fn extract_pasted_text(
    text: &str,
    source_url: Option<&str>,
    retrieved_at: Timestamp,
) -> Result<Extraction, ExtractError> {
    let mut extraction = extract(
        &markup_of_text(text),
        source_url.unwrap_or(NO_ADDRESS),
        retrieved_at,
    )?;
    // Typed step numbers ("1. Mix") are the list's numbering, which the steps' order keeps.
    strip_step_numbers(&mut extraction.draft.recipe.instructions);
    let source = &mut extraction.draft.source;
    if source_url.is_none() {
        *source = RecipeSource::without_address(retrieved_at, ExtractionMethod::Heuristic);
    }
    // Plain text names no site.
    source.site_name = None;
    Ok(extraction)
}

/// What a line of pasted text is, by its words and shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Line {
    /// Names the ingredient or method section ("Zutaten", "Method:").
    Heading(Section),
    /// A short label ending in a colon ("For the sauce:"), naming a group within a section.
    Group,
    /// Starts with an amount or a bullet ("200 g flour", "- salt").
    Amount,
    /// A numbered step or a long sentence.
    Step,
    /// Anything else: a short phrase ("salt to taste", "Serves 4") or prose.
    Other,
}

fn classify(line: &str) -> Line {
    let chars = line.chars().count();
    if chars <= MAX_HEADING_CHARS
        && (headings::is_bare_section_name(line) || headings::section_opening(line).is_some())
        && let Some(section) = headings::section_of(line)
    {
        return Line::Heading(section);
    }
    let first = line.chars().next().unwrap_or(' ');
    let numbered = line
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .starts_with(['.', ')'])
        && first.is_ascii_digit();
    let sentence = chars >= MIN_STEP_CHARS && line.ends_with(['.', '!', '?']);
    if numbered || sentence {
        Line::Step
    } else if first.is_numeric() || strip_bullet(line) != line {
        Line::Amount
    } else if chars <= MAX_HEADING_CHARS && line.ends_with(':') {
        Line::Group
    } else {
        Line::Other
    }
}

/// The plain page `text` stands for: `<h1>` title, `<h2>` section headings, `<h3>` groups,
/// list items under them, paragraphs before them.
fn markup_of_text(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(collapse_whitespace)
        .filter(|line| !line.is_empty())
        .collect();
    let classes: Vec<Line> = lines.iter().map(|line| classify(line)).collect();
    let mut page = Page::default();
    let mut rest = lines.iter().zip(classes.iter().copied()).peekable();
    if let Some((title, class)) = rest.peek()
        && !matches!(class, Line::Heading(_))
    {
        page.element("h1", title);
        rest.next();
    }
    let has_headings = classes.iter().any(|c| matches!(c, Line::Heading(_)));
    let mut section: Option<Section> = None;
    for (line, class) in rest {
        let next_section = match (class, section) {
            (Line::Heading(named), _) => {
                page.heading(named, Some(line));
                section = Some(named);
                continue;
            }
            // A numbered step or a sentence after the ingredients starts an unnamed method.
            (Line::Step, Some(Section::Ingredients)) => Some(Section::Instructions),
            // Without headings, the first amount opens the ingredients, the first step the method.
            (Line::Amount, None) if !has_headings => Some(Section::Ingredients),
            (Line::Step, None) if !has_headings => Some(Section::Instructions),
            _ => section,
        };
        if next_section != section {
            section = next_section;
            page.heading(section.unwrap_or(Section::Instructions), None);
        }
        match (section, class) {
            (Some(_), Line::Group) => page.element("h3", line.trim_end_matches(':')),
            (Some(named), _) => page.item(named, strip_bullet(line)),
            (None, _) => page.element("p", line),
        }
    }
    page.finish()
}

/// Markup being written, with the list that is open.
#[derive(Default)]
struct Page {
    html: String,
    open_list: Option<&'static str>,
}

impl Page {
    fn close_list(&mut self) {
        if let Some(tag) = self.open_list.take() {
            self.html.push_str(&format!("</{tag}>"));
        }
    }

    fn element(&mut self, tag: &str, text: &str) {
        self.close_list();
        self.html
            .push_str(&format!("<{tag}>{}</{tag}>", encode_text(text)));
    }

    /// A section heading: the line that named it, or the section's English name when the text
    /// went straight into the list.
    fn heading(&mut self, section: Section, line: Option<&str>) {
        let fallback = match section {
            Section::Ingredients => "Ingredients",
            Section::Instructions => "Method",
        };
        self.element("h2", line.unwrap_or(fallback));
    }

    fn item(&mut self, section: Section, text: &str) {
        let tag = match section {
            Section::Ingredients => "ul",
            Section::Instructions => "ol",
        };
        if self.open_list != Some(tag) {
            self.close_list();
            self.html.push_str(&format!("<{tag}>"));
            self.open_list = Some(tag);
        }
        self.html
            .push_str(&format!("<li>{}</li>", encode_text(text)));
    }

    fn finish(mut self) -> String {
        self.close_list();
        format!("<html><body>{}</body></html>", self.html)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(text: &str) -> cookbook_domain::RecipeDraft {
        extract_pasted_text(text, Some("https://card.example/r"), Timestamp::UNIX_EPOCH)
            .expect("a recipe")
            .draft
    }

    fn ingredient_texts(draft: &cookbook_domain::RecipeDraft) -> Vec<&str> {
        draft
            .recipe
            .ingredients
            .iter()
            .map(|i| i.text.as_str())
            .collect()
    }

    #[test]
    fn headed_text_in_another_language_splits_at_its_headings() {
        let draft = draft(
            "Pfannkuchen\n\nZutaten:\n200 g Mehl\n3 Eier\n1 Prise Salz\n\nZubereitung\n\
             1. Alles verrühren und 10 Minuten ruhen lassen.\n2. In der Pfanne goldbraun backen.\n",
        );
        assert_eq!(draft.recipe.name, "Pfannkuchen");
        assert_eq!(
            ingredient_texts(&draft),
            ["200 g Mehl", "3 Eier", "1 Prise Salz"]
        );
        assert_eq!(
            draft.recipe.instructions,
            [
                "Alles verrühren und 10 Minuten ruhen lassen.",
                "In der Pfanne goldbraun backen."
            ]
        );
        assert_eq!(draft.recipe.ingredients[0].quantity, Some(200.0));
        assert_eq!(draft.source.url, "https://card.example/r");
    }

    #[test]
    fn text_without_headings_is_read_by_the_shape_of_its_lines() {
        let draft = draft(
            "Garlic toast\nCrisp and quick.\n- 4 slices sourdough\n2 cloves garlic\nolive oil\n\
             Toast the bread on both sides until it is golden and crisp at the edges.\n\
             Rub each slice with the cut garlic and drizzle with the olive oil to serve.\n",
        );
        assert_eq!(draft.recipe.name, "Garlic toast");
        assert_eq!(
            ingredient_texts(&draft),
            ["4 slices sourdough", "2 cloves garlic", "olive oil"]
        );
        assert_eq!(draft.recipe.instructions.len(), 2);
        assert!(draft.recipe.instructions[0].starts_with("Toast the bread"));
    }

    #[test]
    fn group_labels_stay_out_of_the_lists() {
        let draft = draft(
            "Noodles\nIngredients\nFor the sauce:\n2 tbsp soy sauce\n1 tsp sugar\nFor the noodles:\n\
             200 g noodles\nMethod\nBoil the noodles.\nToss with the sauce.\n",
        );
        let texts = ingredient_texts(&draft);
        assert_eq!(
            texts,
            ["2 tbsp soy sauce", "1 tsp sugar", "200 g noodles"],
            "{:?}",
            draft.recipe.ingredients
        );
        assert_eq!(
            draft.recipe.instructions,
            ["Boil the noodles.", "Toss with the sauce."]
        );
    }

    #[test]
    fn text_without_an_address_has_no_source_link() {
        let extraction = extract_pasted_text(
            "Tea\nIngredients\n1 tea bag\nMethod\nSteep.",
            None,
            Timestamp::UNIX_EPOCH,
        )
        .expect("a recipe");
        assert_eq!(extraction.draft.source.url, "");
        assert_eq!(extraction.draft.source.url_hash, None);
        assert!(extraction.snapshot.contains("Steep."));
    }

    #[test]
    fn text_that_is_no_recipe_is_refused() {
        let refused =
            extract_pasted_text("Dear diary,\nToday was long.", None, Timestamp::UNIX_EPOCH);
        assert_eq!(refused.map(|_| ()), Err(ExtractError::NoRecipe));
    }

    #[test]
    fn a_saved_page_names_its_address_by_canonical_link_or_og_url() {
        let canonical = "<html><head><link rel=\"canonical\" href=\"https://a.example/soup\">\
             <meta property=\"og:url\" content=\"https://b.example/soup\"></head></html>";
        assert_eq!(
            saved_page_address(canonical).as_deref(),
            Some("https://a.example/soup")
        );
        let og = "<meta property=\"og:url\" content=\" https://b.example/soup \">";
        assert_eq!(
            saved_page_address(og).as_deref(),
            Some("https://b.example/soup")
        );
        for none in ["<p>soup</p>", "<link rel=\"canonical\" href=\"/soup\">"] {
            assert_eq!(saved_page_address(none), None, "{none}");
        }
    }
}
