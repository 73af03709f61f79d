//! How markup splits what a reader sees as one line, and text a reader never sees. Recipe
//! cards without lists write each ingredient as a row of block elements ("250 g" · "flour" in
//! `<div class="item">`s, `<dt>`/`<dd>` pairs): the row is one line, as a list item is. Text
//! classed for screen readers only (a checkbox's "▢") is not the page's visible words.

use ego_tree::NodeRef;
use scraper::Node;
use scraper::node::Element;

use crate::text::BLOCK_ELEMENTS;

/// Class names that hide text from sight and leave it to screen readers.
const SCREEN_READER_ONLY: &[&str] = &[
    "sr-only",
    "screen-reader-text",
    "screen-reader-only",
    "visually-hidden",
    "visuallyhidden",
];

/// Whether the element's text is for screen readers only.
pub(crate) fn is_screen_reader_only(element: &Element) -> bool {
    element.classes().any(|class| {
        SCREEN_READER_ONLY
            .iter()
            .any(|hidden| class.eq_ignore_ascii_case(hidden))
    })
}

/// A row is short: an amount, a unit, a name and perhaps a note.
const MAX_ROW_CHARS: usize = 200;
/// How many nodes a row may hold; bounds the look into each candidate.
const MAX_ROW_NODES: usize = 60;

/// Elements that end a line inside a candidate row, or show it is a section, not a row.
fn separates_lines(name: &str) -> bool {
    matches!(
        name,
        "br" | "hr" | "li" | "ul" | "ol" | "table" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6"
    )
}

/// Whether the element at `node` is one row of a list written without list elements: a block
/// element holding a short text and no line break, list or heading, next to a sibling of the
/// same tag and class that holds one too (one element per item, as templates repeat them).
pub(crate) fn is_item_row(node: NodeRef<'_, Node>) -> bool {
    let Some(element) = node.value().as_element() else {
        return false;
    };
    let Some(class) = element
        .attr("class")
        .filter(|class| !class.trim().is_empty())
    else {
        return false;
    };
    if separates_lines(element.name()) || element.name() == "p" || !holds_one_line(node) {
        return false;
    }
    let another_row = |sibling: Option<NodeRef<'_, Node>>| {
        sibling.is_some_and(|sibling| {
            sibling.value().as_element().is_some_and(|other| {
                other.name() == element.name() && other.attr("class") == Some(class)
            }) && holds_one_line(sibling)
        })
    };
    another_row(
        node.next_siblings()
            .find(|sibling| sibling.value().is_element()),
    ) || another_row(
        node.prev_siblings()
            .find(|sibling| sibling.value().is_element()),
    )
}

/// A row splits its line into at least this many block elements or table cells ("250 g" ·
/// "flour"); a repeated block of one piece (an ad slot, a tag) reads as before.
const MIN_ROW_PIECES: usize = 2;

/// Whether the subtree at `node` holds one line split into block pieces: some text, at most a
/// row's, and nothing that breaks it into lines.
fn holds_one_line(node: NodeRef<'_, Node>) -> bool {
    let (mut chars, mut pieces) = (0, 0);
    for (seen, descendant) in node.descendants().skip(1).enumerate() {
        if seen >= MAX_ROW_NODES {
            return false;
        }
        match descendant.value() {
            Node::Element(inner) if separates_lines(inner.name()) => return false,
            Node::Element(inner)
                if BLOCK_ELEMENTS.contains(&inner.name())
                    || matches!(inner.name(), "td" | "th") =>
            {
                pieces += 1;
            }
            Node::Text(text) => chars += text.trim().chars().count(),
            _ => {}
        }
        if chars > MAX_ROW_CHARS {
            return false;
        }
    }
    chars > 0 && pieces >= MIN_ROW_PIECES
}

#[cfg(test)]
mod tests {
    use scraper::{Html, Selector};

    use super::*;

    fn rows_of(html: &str) -> Vec<bool> {
        let document = Html::parse_fragment(html);
        let rows = Selector::parse("[data-row]").expect("a selector");
        document
            .select(&rows)
            .map(|row| is_item_row(*row))
            .collect()
    }

    #[test]
    fn repeated_short_blocks_are_rows() {
        assert_eq!(
            rows_of(
                "<div class=\"item\" data-row><div>250 g</div><div>flour</div></div>\n\
                 <div class=\"item\" data-row><div>1</div><div>egg</div></div>"
            ),
            [true, true]
        );
    }

    #[test]
    fn repeated_blocks_of_one_piece_are_no_rows() {
        assert_eq!(
            rows_of(
                "<div class=\"ad-slot\" data-row>sponsored</div>\
                 <div class=\"ad-slot\" data-row>sponsored</div>"
            ),
            [false, false]
        );
    }

    #[test]
    fn a_short_block_beside_a_list_of_its_class_is_no_row() {
        // A servings widget in the wrapper class that also wraps the list.
        assert_eq!(
            rows_of(
                "<div class=\"wrap\" data-row><div>6</div><div>servings</div></div>\
                 <div class=\"wrap\"><ul><li>4 eggs</li><li>1 l milk</li></ul></div>"
            ),
            [false]
        );
    }

    #[test]
    fn a_lone_block_a_block_of_lines_or_of_other_class_is_no_row() {
        assert_eq!(
            rows_of(
                "<div class=\"intro\" data-row><div>A</div><div>B</div></div>\
                 <div class=\"item\" data-row>250 g flour<br>1 egg</div>\
                 <div class=\"item\" data-row><h3>Sauce</h3><div>1 onion</div></div>"
            ),
            [false, false, false]
        );
    }

    #[test]
    fn screen_reader_text_is_told_by_its_class() {
        let document = Html::parse_fragment(
            "<span class=\"wprm-screen-reader-text sr-only\">▢</span><span class=\"sr\">x</span>",
        );
        let spans = Selector::parse("span").expect("a selector");
        let hidden: Vec<bool> = document
            .select(&spans)
            .map(|span| is_screen_reader_only(span.value()))
            .collect();
        assert_eq!(hidden, [true, false]);
    }
}
