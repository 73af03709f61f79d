//! The sanitized text snapshot of a page (seed 004 §10.2): what an LLM reads and what the
//! paraphrase guardrail compares against. Scripts, styles, navigation, footers, forms and
//! comments are dropped; headings (`# `), list items (`- `) and paragraphs are kept in reading
//! order; a page over the character budget (§6.6) is trimmed by importance.

use ego_tree::iter::Edge;
use ego_tree::{NodeId, NodeRef};
use scraper::node::Element;
use scraper::{Html, Node};

use crate::headings::section_of;
use crate::text::BLOCK_ELEMENTS;

/// The default character budget of the text handed to a model (seed 004 §6.6).
pub const SNAPSHOT_CHAR_BUDGET: usize = 60_000;

/// Elements whose content is never reading text: code, controls and page chrome, except a
/// chrome element that a recipe card uses as the box of its ingredients or method.
fn is_dropped(element: &Element) -> bool {
    match element.name() {
        "head" | "script" | "style" | "noscript" | "template" | "svg" | "iframe" | "form"
        | "button" | "select" | "object" | "canvas" => true,
        chrome if is_page_chrome(chrome) => !crate::headings::names_a_section(element),
        _ => false,
    }
}

/// Elements that hold a page's navigation and asides rather than its content.
pub(crate) fn is_page_chrome(name: &str) -> bool {
    matches!(name, "nav" | "footer" | "header" | "aside")
}

/// `name` as a block element, if it is one.
fn block_element(name: &str) -> Option<&'static str> {
    BLOCK_ELEMENTS.iter().copied().find(|block| *block == name)
}

/// What a block of the snapshot is, which decides its prefix and its importance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockKind {
    Heading(u8),
    ListItem,
    Paragraph,
}

/// One block of reading text.
#[derive(Debug)]
pub(crate) struct Block {
    pub(crate) kind: BlockKind,
    /// Whitespace-collapsed, trimmed, never empty.
    pub(crate) text: String,
    /// All its text is bold (`<strong>`, `<b>`), as in a paragraph standing for a heading.
    pub(crate) emphasized: bool,
    /// The element the block's text sits in: steps written as paragraphs share it.
    pub(crate) shape: BlockShape,
    /// The innermost list (`ul`/`ol`) around the block.
    pub(crate) list: Option<NodeId>,
    /// Inside a section about ingredients or instructions.
    important: bool,
    /// The text opens with a number that sat in an element of its own inside the list item
    /// (a card's step counter, or a row's amount: which of the two, the list's section says).
    pub(crate) number_piece: bool,
    /// An image came between the previous block and the end of this one (a step's photo).
    pub(crate) after_image: bool,
}

/// The tag and depth of the block element holding a block's text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct BlockShape {
    tag: &'static str,
    depth: usize,
}

impl Block {
    fn rendered(&self) -> String {
        match self.kind {
            BlockKind::Heading(level) => {
                format!("{} {}", "#".repeat(usize::from(level)), self.text)
            }
            BlockKind::ListItem => format!("- {}", self.text),
            BlockKind::Paragraph => self.text.clone(),
        }
    }
}

/// Whether `text` (a heading, class or id) names an ingredients or instructions section.
fn mentions_important_section(text: &str) -> bool {
    section_of(text).is_some()
}

/// Follows the heading sections of a run of blocks: which are about ingredients or instructions.
#[derive(Default)]
struct SectionTracker {
    important_section: bool,
    /// The current heading section has had list items.
    section_had_list: bool,
}

impl SectionTracker {
    /// Whether the next block, of `kind` with `text`, is inside an important section.
    fn important(&mut self, kind: BlockKind, text: &str) -> bool {
        match kind {
            BlockKind::Heading(_) => {
                self.important_section = mentions_important_section(text);
                self.section_had_list = false;
            }
            BlockKind::ListItem => self.section_had_list = true,
            // Prose after a section's list is commentary, no longer the list's section.
            BlockKind::Paragraph if self.section_had_list => self.important_section = false,
            BlockKind::Paragraph => {}
        }
        self.important_section
    }
}

/// A block as the snapshot shows it.
struct RenderedBlock {
    kind: BlockKind,
    important: bool,
    text: String,
}

/// Walks the document once and cuts it into blocks.
#[derive(Default)]
struct BlockCollector {
    blocks: Vec<Block>,
    current: String,
    /// Whitespace was seen after the last character of `current`.
    pending_space: bool,
    /// How many `<b>`/`<strong>` elements are open, and whether `current` has text outside them.
    bold_depth: usize,
    current_has_plain_text: bool,
    /// The kind of the innermost open heading or list item, which names the pending text.
    open_kinds: Vec<BlockKind>,
    sections: SectionTracker,
    /// How deep the walk is, and the open block elements and lists, innermost last.
    depth: usize,
    open_blocks: Vec<BlockShape>,
    open_lists: Vec<NodeId>,
    /// A `<sup>` opened since the last text.
    superscript_opened: bool,
    /// `current` opened with a number in a block of its own (see `Block::number_piece`).
    number_piece: bool,
    /// The list rows without list elements that are open (`rows::is_item_row`), innermost last.
    open_rows: Vec<NodeId>,
    /// An image opened since the last block (see `Block::after_image`).
    image_opened: bool,
}

impl BlockCollector {
    /// Appends text, collapsing whitespace runs (also across element boundaries) to one space.
    fn push_text(&mut self, text: &str) {
        // A split fraction, "1<sup>1</sup>/<sub>2</sub>", reads "1 1/2", not "11/2".
        if std::mem::take(&mut self.superscript_opened)
            && self.current.ends_with(|c: char| c.is_ascii_digit())
            && text.trim_start().starts_with(|c: char| c.is_ascii_digit())
        {
            self.pending_space = true;
        }
        for c in text.chars() {
            if crate::text::is_space_like(c) {
                self.pending_space = true;
            } else {
                if self.pending_space && !self.current.is_empty() {
                    self.current.push(' ');
                }
                self.pending_space = false;
                self.current.push(c);
                self.current_has_plain_text |= self.bold_depth == 0;
            }
        }
    }

    fn open(&mut self, node: NodeRef<'_, Node>, element: &Element) {
        let (id, name) = (node.id(), element.name());
        self.depth += 1;
        if let Some(tag) = block_element(name) {
            self.block_boundary(tag);
            if !matches!(tag, "br" | "hr") {
                self.open_blocks.push(BlockShape {
                    tag,
                    depth: self.depth,
                });
            }
        } else if matches!(name, "td" | "th") {
            self.pending_space = true;
        }
        // A row of blocks outside any list item reads as one list item.
        if self.open_kinds.last() != Some(&BlockKind::ListItem)
            && block_element(name).is_some()
            && crate::rows::is_item_row(node)
        {
            self.open_rows.push(id);
            self.open_kinds.push(BlockKind::ListItem);
        }
        if let Some(level) = heading_level(name) {
            self.open_kinds.push(BlockKind::Heading(level));
        } else if name == "li" {
            self.open_kinds.push(BlockKind::ListItem);
        } else if matches!(name, "ul" | "ol") {
            self.open_lists.push(id);
        } else if is_bold(name) {
            self.bold_depth += 1;
        } else if name == "sup" {
            self.superscript_opened = true;
        } else if matches!(name, "img" | "picture" | "video") {
            self.image_opened = true;
        }
    }

    /// A block element `tag` opens or closes: the block so far ends, unless it is only a
    /// piece of a list item.
    fn block_boundary(&mut self, tag: &str) {
        if self.joins_list_item(tag) {
            self.join_piece();
        } else {
            self.flush();
        }
    }

    /// Ends a piece of a list item: the next piece follows after a space.
    fn join_piece(&mut self) {
        self.pending_space = true;
        self.number_piece |= !self.current.is_empty()
            && self
                .current
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation());
    }

    /// Whether a block element `tag` opening or closing inside a list item is only a piece of
    /// the item: recipe cards put a row's amount, unit and name in blocks of their own ("3" ·
    /// "cups" · "boiling water"), and the row is still one line. Line breaks, headings and
    /// nested lists still separate.
    fn joins_list_item(&self, tag: &str) -> bool {
        self.open_kinds.last() == Some(&BlockKind::ListItem)
            && !matches!(tag, "br" | "hr" | "li" | "ul" | "ol")
            && heading_level(tag).is_none()
    }

    fn close(&mut self, id: NodeId, element: &Element) {
        let name = element.name();
        self.depth = self.depth.saturating_sub(1);
        if self.open_rows.last() == Some(&id) {
            self.flush();
            self.open_rows.pop();
            self.open_kinds.pop();
        }
        if let Some(tag) = block_element(name) {
            self.block_boundary(tag);
            if !matches!(tag, "br" | "hr") {
                self.open_blocks.pop();
            }
        }
        if heading_level(name).is_some() || name == "li" {
            self.open_kinds.pop();
        } else if matches!(name, "ul" | "ol") {
            self.open_lists.pop();
        } else if is_bold(name) {
            self.bold_depth = self.bold_depth.saturating_sub(1);
        }
    }

    fn flush(&mut self) {
        self.pending_space = false;
        if self.current.is_empty() {
            self.number_piece = false;
            return;
        }
        let text = std::mem::take(&mut self.current);
        let kind = self
            .open_kinds
            .last()
            .copied()
            .unwrap_or(BlockKind::Paragraph);
        let important = self.sections.important(kind, &text);
        self.blocks.push(Block {
            kind,
            text,
            emphasized: !std::mem::take(&mut self.current_has_plain_text),
            shape: self.open_blocks.last().cloned().unwrap_or_default(),
            list: self.open_lists.last().copied(),
            important,
            number_piece: std::mem::take(&mut self.number_piece),
            after_image: std::mem::take(&mut self.image_opened),
        });
    }
}

fn is_bold(name: &str) -> bool {
    matches!(name, "b" | "strong")
}

/// The heading level of `name`, if it is a heading.
fn heading_level(name: &str) -> Option<u8> {
    match name {
        "h1" => Some(1),
        "h2" => Some(2),
        "h3" => Some(3),
        "h4" => Some(4),
        "h5" => Some(5),
        "h6" => Some(6),
        _ => None,
    }
}

/// The reading-text blocks under `root`, in document order.
pub(crate) fn collect_blocks(root: NodeRef<'_, Node>) -> Vec<Block> {
    let mut collector = BlockCollector::default();
    // The element whose subtree is being skipped; the walk is iterative so nesting depth is free.
    let mut skipping: Option<NodeId> = None;
    for edge in root.traverse() {
        match edge {
            Edge::Open(node) if skipping.is_none() => match node.value() {
                Node::Text(text) => collector.push_text(text),
                Node::Element(element)
                    if is_dropped(element)
                        || crate::hidden::is_hidden_alternate(node)
                        || crate::rows::is_screen_reader_only(element) =>
                {
                    skipping = Some(node.id());
                }
                Node::Element(element) => collector.open(node, element),
                _ => {}
            },
            Edge::Close(node) if skipping == Some(node.id()) => skipping = None,
            Edge::Close(node) if skipping.is_none() => {
                if let Node::Element(element) = node.value() {
                    collector.close(node.id(), element);
                }
            }
            _ => {}
        }
    }
    collector.flush();
    collector.blocks
}

/// The sanitized text of `document`, at most `SNAPSHOT_CHAR_BUDGET` characters.
pub fn snapshot(document: &Html) -> String {
    snapshot_within(document, SNAPSHOT_CHAR_BUDGET)
}

/// The sanitized text of `document`, at most `budget` characters.
pub fn snapshot_within(document: &Html, budget: usize) -> String {
    let rendered: Vec<RenderedBlock> = collect_blocks(document.tree.root())
        .into_iter()
        .map(|block| RenderedBlock {
            kind: block.kind,
            important: block.important,
            text: block.rendered(),
        })
        .collect();
    within_budget(&rendered, budget)
}

/// A snapshot cut to a smaller `budget` (a prompt's `maxContentChars`), trimmed by the same
/// importance as the page was: the blocks are read back from the snapshot's own notation.
pub fn trim_snapshot(snapshot: &str, budget: usize) -> String {
    if snapshot.chars().count() <= budget {
        return snapshot.to_owned();
    }
    let mut sections = SectionTracker::default();
    let blocks: Vec<RenderedBlock> = snapshot
        .split('\n')
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let hashes = line.chars().take_while(|c| *c == '#').count();
            let kind = match u8::try_from(hashes) {
                Ok(level @ 1..=6) if line[hashes..].starts_with(' ') => BlockKind::Heading(level),
                _ if line.starts_with("- ") => BlockKind::ListItem,
                _ => BlockKind::Paragraph,
            };
            let body = match kind {
                BlockKind::Heading(_) => &line[hashes + 1..],
                BlockKind::ListItem => &line[2..],
                BlockKind::Paragraph => line,
            };
            RenderedBlock {
                kind,
                important: sections.important(kind, body),
                text: line.to_owned(),
            }
        })
        .collect();
    within_budget(&blocks, budget)
}

/// The blocks joined, trimmed by importance when over `budget`.
fn within_budget(blocks: &[RenderedBlock], budget: usize) -> String {
    let total: usize = blocks.iter().map(|b| b.text.chars().count() + 2).sum();
    if total <= budget.saturating_add(2) {
        return join(blocks.iter().map(|b| (b.kind, b.text.as_str())));
    }
    trim_by_importance(blocks, budget)
}

/// Blocks joined in order: list items one per line, other blocks separated by a blank line.
fn join<'a>(blocks: impl Iterator<Item = (BlockKind, &'a str)>) -> String {
    let mut out = String::new();
    let mut previous: Option<BlockKind> = None;
    for (kind, text) in blocks {
        if let Some(previous) = previous {
            let tight = previous == BlockKind::ListItem && kind == BlockKind::ListItem;
            out.push_str(if tight { "\n" } else { "\n\n" });
        }
        out.push_str(text);
        previous = Some(kind);
    }
    out
}

/// Keeps ingredient and instruction sections first, then headings and list items, then the
/// rest, each tier in reading order, until the budget is spent; the result keeps page order.
fn trim_by_importance(blocks: &[RenderedBlock], budget: usize) -> String {
    let tiers: [&dyn Fn(&RenderedBlock) -> bool; 3] = [
        &|block| block.important,
        &|block| !block.important && block.kind != BlockKind::Paragraph,
        &|block| !block.important && block.kind == BlockKind::Paragraph,
    ];
    let mut kept: Vec<Option<String>> = vec![None; blocks.len()];
    // Two characters per block for its separator keep the joined text within the budget.
    let mut remaining = budget;
    'tiers: for in_tier in tiers {
        for (index, block) in blocks.iter().enumerate() {
            if !in_tier(block) {
                continue;
            }
            let cost = block.text.chars().count() + 2;
            if cost <= remaining {
                kept[index] = Some(block.text.clone());
                remaining -= cost;
            } else {
                if remaining > 2 {
                    kept[index] = Some(block.text.chars().take(remaining - 2).collect());
                }
                break 'tiers;
            }
        }
    }
    join(
        blocks
            .iter()
            .zip(&kept)
            .filter_map(|(block, text)| text.as_deref().map(|text| (block.kind, text))),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snap(html: &str) -> String {
        snapshot(&Html::parse_document(html))
    }

    #[test]
    fn drops_noise_and_keeps_structure_in_order() {
        let text = snap(
            "<html><head><title>T</title><style>p{}</style></head><body>\
             <nav><a>Home</a></nav><header>Site</header>\
             <h1>Pancakes</h1><p>Fluffy   and\n quick.</p><!-- hidden -->\
             <script>var x = 1;</script>\
             <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup <b>milk</b></li></ul>\
             <aside>Ad</aside><footer>(c)</footer></body></html>",
        );
        assert_eq!(
            text,
            "# Pancakes\n\nFluffy and quick.\n\n## Ingredients\n\n- 2 eggs\n- 1 cup milk"
        );
    }

    #[test]
    fn zero_width_spaces_read_as_spaces() {
        let text = snap("<body><ul><li>\u{200b}\u{200b}2 eggs,\u{feff}beaten</li></ul></body>");
        assert_eq!(text, "- 2 eggs, beaten");
    }

    #[test]
    fn trimming_keeps_the_recipe_sections_and_page_order() {
        let filler = "<p>".to_owned() + &"chatter ".repeat(200) + "</p>";
        let html = format!(
            "<body><h1>Story</h1>{}<h2>Ingredients</h2><ul><li>1 egg</li></ul>\
             <h2>Instructions</h2><ol><li>Whisk the egg.</li></ol>{}</body>",
            filler.repeat(50),
            filler.repeat(50)
        );
        let text = snapshot_within(&Html::parse_document(&html), 2_000);
        assert!(text.chars().count() <= 2_000, "{}", text.chars().count());
        let ingredients = text.find("## Ingredients").expect("ingredients kept");
        let step = text.find("- Whisk the egg.").expect("step kept");
        let story = text.find("# Story").expect("headings kept");
        assert!(story < ingredients && ingredients < step);
        // A stored snapshot trimmed later to the same budget reads the same.
        let full = snapshot_within(&Html::parse_document(&html), 10_000_000);
        assert_eq!(trim_snapshot(&full, 2_000), text);
        assert_eq!(
            trim_snapshot(&text, 2_000),
            text,
            "within budget: unchanged"
        );
    }

    #[test]
    fn trimming_never_splits_a_character() {
        let html = format!("<body><p>{}</p></body>", "é".repeat(500));
        let text = snapshot_within(&Html::parse_document(&html), 101);
        assert_eq!(text, "é".repeat(99));
    }
}
