//! Alternate renderings a page keeps hidden until the reader switches to them: a unit toggle
//! (metric / US cups) or a second layout renders the same list twice, one copy hidden by an
//! inline `style="display: none"` or the `hidden` attribute. The reader sees one copy, so the
//! extractor reads that one, never both and never a mix.

use std::collections::HashSet;

use ego_tree::NodeRef;
use scraper::Node;

/// Whether an inline `style` value hides its element (`display: none`, `visibility: hidden`).
pub(crate) fn is_hiding_style(style: &str) -> bool {
    let squeezed: String = style
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect();
    squeezed
        .split(';')
        .any(|declaration| matches!(declaration, "display:none" | "visibility:hidden"))
}

/// Whether the element at `node` is hidden by its own markup.
fn is_hidden(node: NodeRef<'_, Node>) -> bool {
    node.value().as_element().is_some_and(|element| {
        element.attr("hidden").is_some() || element.attr("style").is_some_and(is_hiding_style)
    })
}

/// Share of a hidden copy's words the shown sibling must also hold for the two to be one
/// content rendered twice (a metric and a US list share their names, not their units).
const MIN_SHARED_WORDS: f64 = 0.6;

/// Whether `node` is a hidden alternate of a shown sibling: it is hidden, and a sibling element
/// of the same tag and class is not and holds mostly the same words. A hidden element without
/// such a sibling (a method tab beside the shown ingredients tab, a recipe card revealed by
/// script) is content of its own and stays readable.
pub(crate) fn is_hidden_alternate(node: NodeRef<'_, Node>) -> bool {
    let Some(element) = node.value().as_element() else {
        return false;
    };
    if !is_hidden(node) {
        return false;
    }
    let same_kind = |sibling: &NodeRef<'_, Node>| {
        sibling.value().as_element().is_some_and(|other| {
            other.name() == element.name() && other.attr("class") == element.attr("class")
        })
    };
    let hidden_words = words(node);
    node.prev_siblings()
        .chain(node.next_siblings())
        .filter(|sibling| same_kind(sibling) && !is_hidden(*sibling))
        .any(|shown| {
            let shown_words = words(shown);
            let shared = hidden_words.intersection(&shown_words).count();
            !hidden_words.is_empty()
                && shared as f64 >= MIN_SHARED_WORDS * hidden_words.len() as f64
        })
}

/// The distinct lowercase words (letters only, three or more) of the text under `node`.
fn words(node: NodeRef<'_, Node>) -> HashSet<String> {
    node.descendants()
        .filter_map(|descendant| descendant.value().as_text())
        .flat_map(|text| text.split(|c: char| !c.is_alphabetic()))
        .filter(|word| word.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// Whether `node` sits in a hidden alternate (itself or an ancestor is one).
pub(crate) fn in_hidden_alternate(node: NodeRef<'_, Node>) -> bool {
    std::iter::once(node)
        .chain(node.ancestors())
        .any(is_hidden_alternate)
}

#[cfg(test)]
mod tests {
    use scraper::{Html, Selector};

    use super::*;

    #[test]
    fn hiding_styles_are_recognised_in_any_spelling() {
        for style in [
            "display:none",
            "display: none;",
            "color: red; DISPLAY : NONE",
            "visibility: hidden",
        ] {
            assert!(is_hiding_style(style), "{style}");
        }
        for style in ["display: block", "color: none", "display: none-ish", ""] {
            assert!(!is_hiding_style(style), "{style}");
        }
    }

    #[test]
    fn only_a_hidden_copy_beside_a_shown_one_is_an_alternate() {
        let html = Html::parse_fragment(
            "<div class=\"units\"><div class=\"g\" id=\"shown\">200 g flour, 2 eggs</div>\
             <div class=\"g\" id=\"alt\" style=\"display: none\">1 ½ cups flour, 2 eggs</div>\
             <div class=\"g\" id=\"alt2\" hidden>7 oz flour, 2 eggs</div></div>\
             <div class=\"tab\" id=\"lone\" style=\"display:none\">flour, eggs</div>\
             <p class=\"x\" id=\"other\" hidden>flour, eggs</p><div class=\"x\">flour, eggs</div>\
             <div class=\"pane\">200 g flour, 2 eggs</div>\
             <div class=\"pane\" id=\"method\" hidden>Beat the eggs, fold in the flour.</div>",
        );
        let alternate = |id: &str| {
            let element = html
                .select(&Selector::parse(&format!("#{id}")).expect("selector"))
                .next()
                .expect("element");
            is_hidden_alternate(*element)
        };
        assert!(alternate("alt"));
        assert!(alternate("alt2"));
        assert!(!alternate("shown"));
        assert!(!alternate("lone"), "the only copy stays readable");
        assert!(!alternate("other"), "a sibling of another tag is no copy");
        assert!(
            !alternate("method"),
            "a hidden tab of other words is content of its own"
        );
        let inner = html
            .select(&Selector::parse("#alt").expect("selector"))
            .next()
            .and_then(|alt| alt.first_child())
            .expect("text");
        assert!(in_hidden_alternate(inner));
    }
}
