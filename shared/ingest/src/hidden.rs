//! Alternate renderings a page keeps hidden until the reader switches to them: a unit toggle
//! (metric / US cups) or a second layout renders the same list twice, one copy hidden by an
//! inline `style="display: none"` or the `hidden` attribute. The reader sees one copy, so the
//! extractor reads that one, never both and never a mix.

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

/// Whether `node` is a hidden alternate of a shown sibling: it is hidden, and a sibling element
/// of the same tag and class is not. A hidden element without such a sibling (a collapsed
/// method tab, a recipe card revealed by script) is the only copy and stays readable.
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
    node.prev_siblings()
        .chain(node.next_siblings())
        .any(|sibling| same_kind(&sibling) && !is_hidden(sibling))
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
            "<div class=\"units\"><div class=\"g\" id=\"shown\">a</div>\
             <div class=\"g\" id=\"alt\" style=\"display: none\">b</div>\
             <div class=\"g\" id=\"alt2\" hidden>c</div></div>\
             <div class=\"tab\" id=\"lone\" style=\"display:none\">d</div>\
             <p class=\"x\" id=\"other\" hidden>e</p><div class=\"x\">f</div>",
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
        let inner = html
            .select(&Selector::parse("#alt").expect("selector"))
            .next()
            .and_then(|alt| alt.first_child())
            .expect("text");
        assert!(in_hidden_alternate(inner));
    }
}
