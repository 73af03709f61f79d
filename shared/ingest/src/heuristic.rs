//! Heuristic DOM extraction (seed 004 §10.3, step 3), for pages without structured data: the
//! title from the page's headline, and the ingredient and instruction lists found either in a
//! container whose class or id names them (recipe plugins) or after a heading that names them
//! (plain blogs), in the languages of `headings`; times and yield from the page's labels (`facts`) and
//! the author from its bylines (`byline`). Generic rules only: nothing here knows a site.

use std::collections::HashSet;
use std::sync::LazyLock;

use cookbook_domain::{ExtractionMethod, Ingredient, InstructionGroup, Recipe};
use ego_tree::NodeId;
use scraper::{ElementRef, Html, Selector};
use url::Url;

use crate::byline::{page_author, page_site_name};
use crate::extracted::ExtractedRecipe;
use crate::facts::labeled_facts;
use crate::headings::{Section, is_bare_section_name, section_of, section_opening};
use crate::jsonld::recipe_node::absolute_url;
use crate::jsonld::{page_meta, selector};
use crate::snapshot::{Block, BlockKind, collect_blocks, is_page_chrome};
use crate::text::{collapse_whitespace, starts_with_amount};

static H1: LazyLock<Selector> = LazyLock::new(|| selector("h1"));
static HEADINGS: LazyLock<Selector> = LazyLock::new(|| selector("h1, h2, h3, h4, h5, h6"));
static TITLE: LazyLock<Selector> = LazyLock::new(|| selector("title"));
static BODY: LazyLock<Selector> = LazyLock::new(|| selector("body"));
static NAMED_CONTAINER: LazyLock<Selector> = LazyLock::new(|| selector("[class], [id]"));
static CLASSED: LazyLock<Selector> = LazyLock::new(|| selector("[class]"));
/// Images marked as the item's image come before images inside recipe containers.
static ITEMPROP_IMAGE: LazyLock<Selector> = LazyLock::new(|| selector("img[itemprop=image][src]"));
static RECIPE_IMAGE: LazyLock<Selector> =
    LazyLock::new(|| selector("[class*=recipe] img[src], [id*=recipe] img[src]"));

/// Headings longer than this are prose, not section titles.
const MAX_SECTION_TITLE_CHARS: usize = 80;
/// A paragraph standing for a section title ("Method:") is shorter than this.
const MAX_PSEUDO_TITLE_CHARS: usize = 40;
/// The level given to such paragraphs: below every real heading.
const PSEUDO_TITLE_LEVEL: u8 = 7;
/// Group labels ("For the sauce:") are short.
const MAX_GROUP_LABEL_CHARS: usize = 60;
/// A list counts as the section's items only if at most this much prose comes before it.
const MAX_PROSE_BEFORE_LIST: usize = 1;

/// The section a block titles and the block's level: a short heading naming a section, or a
/// short paragraph starting with a section word ("Method:", "Zutaten").
fn section_title(block: &Block) -> Option<(Section, u8)> {
    let length = block.text.chars().count();
    // "Step 1: Prep your ingredients" titles a step, not the ingredient list.
    if step_number_end(&block.text).is_some() {
        return None;
    }
    match block.kind {
        BlockKind::Heading(level) if length <= MAX_SECTION_TITLE_CHARS => {
            section_of(&block.text).map(|section| (section, level))
        }
        BlockKind::Paragraph if length <= MAX_PSEUDO_TITLE_CHARS => {
            section_opening(&block.text).map(|section| (section, PSEUDO_TITLE_LEVEL))
        }
        _ => None,
    }
}

/// One item of a list: `(group label, item text)`.
type ListItem = (Option<String>, String);

/// What the heuristics found of one list.
#[derive(Debug, Default)]
struct FoundList {
    /// The items in page order.
    items: Vec<ListItem>,
    /// How many of the given blocks the list spanned, labels and its title included.
    span: usize,
}

/// Whether `block` may label a group of the items that follow it.
fn is_group_label(block: &Block, item_kind: BlockKind) -> bool {
    let short = block.text.chars().count() <= MAX_GROUP_LABEL_CHARS;
    match block.kind {
        BlockKind::Heading(_) => true,
        // Next to list items any short line is a label but a sentence, which is a lead-in
        // ("My version of this stew."); among paragraph steps only a bold one or one ending in
        // a colon, and a bold line that opens with an amount is an item ("<b>150 g flour</b>":
        // some blogs set every ingredient line in bold).
        _ if item_kind == BlockKind::ListItem => {
            short && !block.text.ends_with(['.', '!', '?', '。', '！'])
        }
        _ => {
            short
                && (block.text.ends_with(':')
                    || (block.emphasized && !starts_with_amount(&block.text)))
        }
    }
}

/// An item's text without the bullet or step number the page wrote before it; empty when the
/// item is nothing but a number (a step counter rendered as its own block).
fn item_text(text: &str) -> String {
    const BULLETS: &[char] = &['-', '–', '—', '•', '·', '*', '▪', '►', '✓', '✔'];
    let text = without_action_link(text.trim_start_matches(BULLETS).trim_start());
    if text
        .chars()
        .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation() || c.is_whitespace())
    {
        return String::new();
    }
    match step_number_end(text).and_then(|end| text.get(end..)) {
        Some(rest) => rest
            .trim_start_matches(|c: char| c.is_whitespace() || ":.|)-–".contains(c))
            .to_owned(),
        None => text.to_owned(),
    }
}

/// A step without the counter a card renders in an element of its own before it
/// ("<span>1</span><p>Combine…</p>").
fn without_step_counter(text: String) -> String {
    let rest = text.trim_start_matches(|c: char| c.is_ascii_digit() || c.is_ascii_punctuation());
    if rest.len() < text.len() && rest.starts_with(' ') {
        rest.trim_start().to_owned()
    } else {
        text
    }
}

/// Where a leading "Step 3" (in several languages) ends in `text`, if it starts with one.
fn step_number_end(text: &str) -> Option<usize> {
    const STEP_WORDS: &[&str] = &["step", "étape", "schritt", "paso", "passo", "stap", "krok"];
    let lower = text.to_lowercase();
    STEP_WORDS.iter().find_map(|word| {
        let rest = lower.strip_prefix(word)?.trim_start();
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        (digits > 0).then(|| lower.len() - rest.len() + digits)
    })
}

/// Whether `text` is nothing but a step counter ("Step 1", "Étape 2:").
fn is_step_counter(text: &str) -> bool {
    step_number_end(text).is_some_and(|end| text[end..].trim_matches([':', '.', ' ']).is_empty())
}

/// The text without a trailing plugin action link ("… diced shopping list"), which recipe
/// plugins put inside each ingredient item.
fn without_action_link(text: &str) -> &str {
    const ACTION_LINKS: &[&str] = &["add to shopping list", "shopping list", "add to cart"];
    ACTION_LINKS
        .iter()
        .find_map(|link| {
            let start = text.len().checked_sub(link.len())?;
            let (before, tail) = (text.get(..start)?, text.get(start..)?);
            (tail.eq_ignore_ascii_case(link) && before.ends_with(char::is_whitespace))
                .then(|| before.trim_end())
        })
        .unwrap_or(text)
}

/// Which kind of block holds a section's items: list items when a list comes (nearly) first,
/// otherwise paragraphs.
fn item_kind(blocks: &[&Block]) -> BlockKind {
    let Some(first) = blocks
        .iter()
        .position(|block| block.kind == BlockKind::ListItem)
    else {
        return BlockKind::Paragraph;
    };
    // The paragraph right before the list may be its label.
    let prose = blocks
        .get(..first.saturating_sub(1))
        .unwrap_or_default()
        .iter()
        .filter(|block| block.kind == BlockKind::Paragraph && section_title(block).is_none())
        .count();
    if prose <= MAX_PROSE_BEFORE_LIST {
        BlockKind::ListItem
    } else {
        BlockKind::Paragraph
    }
}

/// Reads the blocks after a section's start as its list; short labels before items become
/// groups. The list ends at prose after it, at another list that no label introduces, at
/// paragraphs of another shape than the first step, or at a title of another section.
fn read_list(blocks: &[&Block], section: Section) -> FoundList {
    let item_kind = item_kind(blocks);
    let mut found = FoundList {
        items: Vec::new(),
        span: blocks.len(),
    };
    let mut group: Option<String> = None;
    let mut labelled = false;
    let mut first_item: Option<&Block> = None;
    let mut titled_before = false;
    // An ingredient's amount set in a block of its own before its name ("250" · "g flour").
    let mut amount: Option<&str> = None;
    for (index, block) in blocks.iter().enumerate() {
        let next_is_item = blocks
            .get(index + 1)
            .is_some_and(|next| next.kind == item_kind);
        if let Some((titled, _)) = section_title(block) {
            // After the section's own title or items, a title qualifying the section's name
            // right before items names their group ("Roasting Instructions", "Ingredients for
            // the glaze"); the first title alone ("Ingredients for 4") is the section's own.
            let qualifies = titled == section
                && next_is_item
                && (titled_before || first_item.is_some())
                && !is_bare_section_name(&block.text);
            if qualifies {
                group = Some(block.text.trim_end_matches(':').trim().to_owned());
                labelled = true;
                continue;
            }
            // The section's own title (or a repeat of it) may precede its items.
            if first_item.is_none() && titled == section {
                titled_before = true;
                continue;
            }
            found.span = index;
            break;
        }
        // Among paragraph items, a wholly bold line before more paragraphs labels them
        // ("<p><b>Sauce</b><br>1 onion<br>…").
        let bold_label = block.kind == BlockKind::Paragraph
            && item_kind == BlockKind::Paragraph
            && block.emphasized
            && !starts_with_amount(&block.text)
            && next_is_item
            && is_group_label(block, item_kind);
        // A list item that is wholly bold or ends in a colon, without an amount, before more
        // items titles them ("<li><strong>For the cake</strong></li>").
        let item_label = block.kind == BlockKind::ListItem
            && item_kind == BlockKind::ListItem
            && next_is_item
            && (block.emphasized || block.text.ends_with(':'))
            && !starts_with_amount(&block.text)
            && block.text.chars().count() <= MAX_GROUP_LABEL_CHARS;
        if block.kind == item_kind && !bold_label && !item_label {
            let mut text = item_text(&block.text);
            // A bare number in a block of its own neither starts the list nor, having another
            // shape than the items, ends it: a step's counter ("<span>1</span><p>Boil…"), or
            // the amount of the ingredient named next ("250" · "g flour").
            if text.is_empty() {
                let is_amount = section == Section::Ingredients
                    && block.text.contains(|c: char| c.is_ascii_digit());
                amount = is_amount.then_some(block.text.as_str());
                continue;
            }
            // An ingredient list set in columns (or with a nested list) goes on in the list
            // whose first item comes right after its last. Method steps are not set in columns,
            // while fact lists side by side ("Prep 10 mins" · "Serves 2") are; but a blog may
            // set each step in a list of its own, a photo of the step between two lists.
            let next_column = first_item.is_some_and(|first| {
                (section == Section::Ingredients || block.after_image)
                    && block.list != first.list
                    && index
                        .checked_sub(1)
                        .and_then(|previous| blocks.get(previous))
                        .is_some_and(|previous| {
                            previous.kind == BlockKind::ListItem && previous.list == first.list
                        })
            });
            let continues = first_item.is_none_or(|first| match item_kind {
                BlockKind::ListItem => labelled || next_column || block.list == first.list,
                // Prose after a run of bold lines is commentary, not one more line.
                _ => block.shape == first.shape && (block.emphasized || !first.emphasized),
            });
            if !continues {
                found.span = index;
                break;
            }
            if labelled || next_column {
                first_item = Some(block);
            }
            first_item.get_or_insert(block);
            labelled = false;
            if section == Section::Instructions && block.number_piece {
                text = without_step_counter(text);
            }
            if let Some(amount) = amount.take()
                && !starts_with_amount(&text)
            {
                text = format!("{amount} {text}");
            }
            if !text.is_empty() {
                found.items.push((group.clone(), text));
            }
            continue;
        }
        // A bare step counter ("Step 1") names no group: among the steps it is only their
        // numbering, and after ingredients it opens the method.
        if is_step_counter(&block.text) {
            if section == Section::Ingredients && first_item.is_some() {
                found.span = index;
                break;
            }
            continue;
        }
        if next_is_item && is_group_label(block, item_kind) {
            group = Some(block.text.trim_end_matches(':').trim().to_owned());
            labelled = true;
        } else if first_item.is_some() {
            found.span = index;
            break;
        }
    }
    found
}

/// Whether the element sits in page chrome rather than content (a chrome element naming a
/// section is a recipe card's box, not chrome).
fn in_page_chrome(element: ElementRef<'_>) -> bool {
    element
        .ancestors()
        .filter_map(ElementRef::wrap)
        .any(|ancestor| {
            let value = ancestor.value();
            value.name() == "form"
                || (is_page_chrome(value.name()) && !crate::headings::names_a_section(value))
        })
}

/// A container repeating this many lines of one read before is the same list rendered again.
const MIN_REPEATED_LIST: usize = 3;

/// How far above a named block its row of blocks may sit (the row, a wrapper, the block).
const ROW_LEVELS_UP: usize = 2;

/// Inline elements a recipe card splits one item into ("3" · "cups" · "boiling water").
const ITEM_PIECES: &[&str] = &["span", "b", "strong", "em", "i", "label", "a"];

/// The element holding the whole item `element` is a piece of: a recipe card that puts the
/// amount, the unit and the name in separate named inline elements must be read row by row,
/// or the row's other pieces (its quantity) are lost. Pieces may nest ("1 1/2 cups" in a
/// wrapper of its own beside "(300 g)" and the name, one wrapper per unit system), so the
/// row is the first element up that is not such a piece; a named block inside a row of
/// blocks (`rows::is_item_row`: "Zucchini" · "4, large") is read as that row.
fn item_row(element: ElementRef<'_>, section: Section) -> ElementRef<'_> {
    let mut row = element;
    while let Some(parent) = piece_parent(row, section) {
        row = parent;
    }
    std::iter::once(row)
        .chain(row.ancestors().filter_map(ElementRef::wrap))
        .take(ROW_LEVELS_UP + 1)
        .find(|candidate| crate::rows::is_item_row(**candidate))
        .unwrap_or(row)
}

/// The parent of `element` when `element` is an inline piece beside another named piece.
fn piece_parent(element: ElementRef<'_>, section: Section) -> Option<ElementRef<'_>> {
    let is_piece = |e: &ElementRef| ITEM_PIECES.contains(&e.value().name());
    let parent = element.parent().and_then(ElementRef::wrap)?;
    let has_sibling_piece = parent
        .children()
        .filter_map(ElementRef::wrap)
        .any(|sibling| {
            sibling.id() != element.id()
                && is_piece(&sibling)
                && sibling.value().attr("class") != element.value().attr("class")
                && [sibling.value().attr("class"), sibling.value().id()]
                    .into_iter()
                    .flatten()
                    .any(|name| section_of(name) == Some(section))
        });
    (is_piece(&element) && has_sibling_piece).then_some(parent)
}

/// Keeps one copy of a list read twice in a row (one per layout: desktop and mobile, each in
/// its own wrapper).
fn read_once(items: &mut Vec<ListItem>) {
    let half = items.len() / 2;
    if half >= MIN_REPEATED_LIST && items.len().is_multiple_of(2) && items[..half] == items[half..]
    {
        items.truncate(half);
    }
}

/// The key containers are grouped by: their class (else id), each name without a trailing
/// number, as plugins number the groups or columns of one list ("ingredients-col-1", "-2").
fn container_key(element: &scraper::node::Element) -> String {
    let names = element
        .attr("class")
        .or_else(|| element.id())
        .unwrap_or_default();
    names
        .split_ascii_whitespace()
        .map(|name| name.trim_end_matches(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An element whose class or id names a section, with the sections they name.
type NamedContainer<'a> = (ElementRef<'a>, [Option<Section>; 2]);

/// The page's elements whose class or id names a section, found in one pass: both lists are
/// looked for among them, and naming is the costly test.
fn named_containers(document: &Html) -> Vec<NamedContainer<'_>> {
    document
        .select(&NAMED_CONTAINER)
        .filter_map(|element| {
            let value = element.value();
            let named = [value.attr("class"), value.id()].map(|name| name.and_then(section_of));
            named
                .iter()
                .any(Option::is_some)
                .then_some((element, named))
        })
        .collect()
}

/// The list in the containers whose class or id names `section`. Containers sharing a class
/// (one per group or column, as plugins write them) are read together, a container repeating
/// one read before skipped; the class with the most items wins, the first on a tie (the
/// outermost, which holds the group labels too).
fn list_from_containers(containers: &[NamedContainer<'_>], section: Section) -> FoundList {
    let mut by_class: Vec<(String, FoundList)> = Vec::new();
    let mut read: Vec<(String, Vec<ListItem>)> = Vec::new();
    // Pieces of one row (its amount, its unit) lead to the same row, read once per class.
    let mut rows_read: HashSet<(String, NodeId)> = HashSet::new();
    for &(element, named) in containers {
        let value = element.value();
        if !named.contains(&Some(section))
            || matches!(value.name(), "body" | "html")
            || in_page_chrome(element)
            || crate::hidden::in_hidden_alternate(*element)
        {
            continue;
        }
        let key = container_key(value);
        // A container inside one of its own class was read with it.
        let nested = element
            .ancestors()
            .filter_map(ElementRef::wrap)
            .any(|ancestor| {
                let value = ancestor.value();
                (value.attr("class").is_some() || value.id().is_some())
                    && container_key(value) == key
            });
        if nested {
            continue;
        }
        let row = item_row(element, section);
        if !rows_read.insert((key.clone(), row.id())) {
            continue;
        }
        let blocks = collect_blocks(*row);
        let found = read_list(&blocks.iter().collect::<Vec<_>>(), section);
        // A page that renders one list for two layouts (desktop and mobile) repeats its
        // container whole; the list is read once. Single lines recur legitimately (salt in
        // the filling and in the sauce), so only whole lists count.
        let repeated = found.items.len() >= MIN_REPEATED_LIST
            && read
                .iter()
                .any(|(class, items)| *class == key && *items == found.items);
        if repeated {
            continue;
        }
        read.push((key.clone(), found.items.clone()));
        match by_class.iter_mut().find(|(class, _)| *class == key) {
            Some((_, list)) => list.items.extend(found.items),
            None => by_class.push((key, found)),
        }
    }
    let mut best = FoundList::default();
    for (_, mut found) in by_class {
        // A container holding both layouts, or rows read one by one (a container per row),
        // repeat the list as a whole run.
        read_once(&mut found.items);
        if found.items.len() > best.items.len() {
            best = found;
        }
    }
    best
}

/// The list following the best title of `section`, up to the next heading of the same or a
/// higher level; with the index of the block after it. The best title is the first one after
/// block `after` (where the ingredient list ended: a recipe card's method follows its
/// ingredients, while a blog post's own how-to may come before) with at least two items, else
/// the one with the most items. A recipe in parts, each under its own title that qualifies
/// the section's name ("Ingrédients pour le levain", "Ingredients for the frosting"), gives
/// all its parts, each
/// a group named by its title, ending where the first part ends.
fn list_after_titles(
    blocks: &[Block],
    section: Section,
    after: Option<usize>,
) -> (FoundList, usize) {
    let mut best = (FoundList::default(), 0);
    let mut parts: Vec<(Vec<ListItem>, usize)> = Vec::new();
    for (start, block) in blocks.iter().enumerate() {
        let Some((titled, level)) = section_title(block) else {
            continue;
        };
        if titled != section {
            continue;
        }
        let body: Vec<&Block> = blocks
            .iter()
            .skip(start + 1)
            // Steps under headings of their own ("Étape 1") stay in the section.
            .take_while(|next| match next.kind {
                BlockKind::Heading(next_level) => next_level > level || is_step_counter(&next.text),
                _ => true,
            })
            .collect();
        let found = read_list(&body, section);
        let end = start + 1 + found.span;
        if after.is_some_and(|after| start >= after) && found.items.len() >= 2 {
            return (found, end);
        }
        let qualified =
            section_opening(&block.text) == Some(section) && !is_bare_section_name(&block.text);
        if qualified && found.items.len() >= 2 {
            let title = block.text.trim_end_matches(':').trim();
            let part = found.items.iter().map(|(group, text)| {
                let group = group.clone().unwrap_or_else(|| title.to_owned());
                (Some(group), text.clone())
            });
            parts.push((part.collect(), end));
        }
        if found.items.len() > best.0.items.len() {
            best = (found, end);
        }
    }
    match parts.as_slice() {
        [(_, first_end), _, ..] => {
            let end = *first_end;
            let mut items = parts.into_iter().flat_map(|(part, _)| part).collect();
            read_once(&mut items);
            (FoundList { items, span: 0 }, end)
        }
        _ => best,
    }
}

/// The list for `section`: a named container with at least two items wins, then a title
/// (preferably one after block `after`). Also returns where the list ended among the blocks,
/// when that is known.
fn find_list(
    containers: &[NamedContainer<'_>],
    blocks: &[Block],
    section: Section,
    after: Option<usize>,
) -> (FoundList, Option<usize>) {
    let plausible = |found: FoundList| {
        if section == Section::Instructions && !reads_as_method(&found.items) {
            FoundList::default()
        } else {
            found
        }
    };
    let from_containers = plausible(list_from_containers(containers, section));
    if from_containers.items.len() >= 2 {
        let end = end_in_blocks(blocks, &from_containers.items);
        return (from_containers, end);
    }
    let (after_titles, end) = list_after_titles(blocks, section, after);
    let after_titles = plausible(after_titles);
    if after_titles.items.len() >= from_containers.items.len() {
        (after_titles, Some(end))
    } else {
        (from_containers, None)
    }
}

/// Where a list read from containers ends among the page's blocks: after the block of its last
/// item, looked for from that of its first, so that steps without a title of their own may be
/// read after it; `None` when its items are not blocks of their own (rows joined from pieces).
fn end_in_blocks(blocks: &[Block], items: &[ListItem]) -> Option<usize> {
    let (first, last) = (&items.first()?.1, &items.last()?.1);
    let start = blocks
        .iter()
        .position(|block| item_text(&block.text) == *first)?;
    blocks[start..]
        .iter()
        .position(|block| item_text(&block.text) == *last)
        .map(|offset| start + offset + 1)
}

/// A step of a method is a sentence: at least this many words, or this many characters
/// written without spaces (Chinese, Japanese), or a short imperative ("Chop.").
const MIN_STEP_WORDS: usize = 4;
const MIN_UNSPACED_STEP_CHARS: usize = 10;

/// Whether some item reads as a step. A box named for the method that holds only facts
/// ("Préparation 15 min", "75 mins", "Niveau: facile", "Zeit: 25 Min.") or a control
/// ("PDF") is no method.
fn reads_as_method(items: &[ListItem]) -> bool {
    items.iter().any(|(_, text)| {
        let short_sentence = text.ends_with(['.', '!', '。', '！'])
            && !text.contains(|c: char| c.is_ascii_digit() || c == ':');
        text.split_whitespace().count() >= MIN_STEP_WORDS
            || (!text.contains(' ') && text.chars().count() >= MIN_UNSPACED_STEP_CHARS)
            || short_sentence
    })
}

/// Method steps without a title of their own: the run right after the ingredient list, past
/// any headings ("Let's get started!").
fn list_after_ingredients(blocks: &[Block], ingredients_end: usize) -> FoundList {
    let rest: Vec<&Block> = blocks
        .iter()
        .skip(ingredients_end)
        .skip_while(|block| matches!(block.kind, BlockKind::Heading(_)))
        .collect();
    read_list(&rest, Section::Instructions)
}

/// Whitespace-collapsed text of an element.
fn element_text(element: ElementRef<'_>) -> String {
    collapse_whitespace(&element.text().collect::<String>())
}

/// The first non-empty `<meta>` content among `keys`.
fn meta_content(document: &Html, keys: &[&str]) -> Option<String> {
    keys.iter().find_map(|key| page_meta(document, key))
}

/// The recipe's name: its card's title, else the page's headline (its first `<h1>`, else
/// `og:title`, else `<title>`). A post's headline often dresses the name up ("The BEST …
/// Recipe {Easy!}") where the card beneath it names the dish.
pub(crate) fn title(document: &Html) -> Option<String> {
    let first_text = |selector: &Selector| {
        document
            .select(selector)
            .map(element_text)
            .find(|text| !text.is_empty())
    };
    card_title(document)
        .or_else(|| first_text(&H1))
        .or_else(|| meta_content(document, &["og:title"]))
        .or_else(|| first_text(&TITLE))
}

/// Whether a class token names a recipe's title ("wprm-recipe-name", "recipe-card-title").
fn is_card_title_class(class: &str) -> bool {
    let lower = class.to_ascii_lowercase();
    lower.contains("recipe") && (lower.ends_with("name") || lower.ends_with("title"))
}

/// The title of the page's recipe card: the text of the headings classed as a recipe's
/// title, when they all say the same (several differing ones are a list of related recipes).
/// Headings of the card's sections ("Zutaten", class "recipe-ingredients__title") are not it.
fn card_title(document: &Html) -> Option<String> {
    let mut titles = document
        .select(&HEADINGS)
        .filter(|heading| {
            let class = heading.value().attr("class").unwrap_or_default();
            class.split_ascii_whitespace().any(is_card_title_class)
                && section_of(class).is_none()
                && !in_page_chrome(*heading)
        })
        .map(element_text)
        .filter(|text| !text.is_empty() && section_of(text).is_none());
    let first = titles.next()?;
    titles.all(|other| other == first).then_some(first)
}

/// A card summary shorter than this is a label ("Description"), not the summary.
const MIN_SUMMARY_CHARS: usize = 20;

/// Whether a class token names a recipe card's summary ("wprm-recipe-summary",
/// "tasty-recipes-description-body", "mv-create-description", "recipeDescription"): the card
/// describes the dish, where the page's meta description is written to sell the post.
fn is_card_summary_class(class: &str) -> bool {
    let lower = class.to_ascii_lowercase();
    (lower.contains("summary") || lower.contains("description"))
        && crate::headings::names_a_recipe(class)
}

/// The summary of the page's recipe card: the first element classed as one, outside the
/// page's chrome, with text enough to be a sentence.
fn card_summary(document: &Html) -> Option<String> {
    document
        .select(&CLASSED)
        .filter(|element| {
            let class = element.value().attr("class").unwrap_or_default();
            class.split_ascii_whitespace().any(is_card_summary_class)
        })
        .filter(|element| !in_page_chrome(*element))
        .map(element_text)
        .find(|text| text.chars().count() >= MIN_SUMMARY_CHARS)
}

/// A recipe with only a name, for extractors to fill in.
pub(crate) fn named_recipe(name: String) -> Recipe {
    Recipe {
        id: None,
        owner: None,
        version: None,
        name,
        description: None,
        ingredients: Vec::new(),
        instructions: Vec::new(),
        instruction_groups: Vec::new(),
        r#yield: None,
        servings: None,
        prep_time_minutes: None,
        cook_time_minutes: None,
        total_time_minutes: None,
        cuisine: Vec::new(),
        category: Vec::new(),
        diet_type: Vec::new(),
        meal_types: Vec::new(),
        tags: Vec::new(),
        image_url: None,
        nutrition: None,
        source: None,
        created_at: None,
        updated_at: None,
    }
}

/// Ingredient and instruction lists found by the heuristics, for pages whose structured data
/// lacks them too.
pub(crate) struct RecipeLists {
    pub(crate) ingredients: Vec<Ingredient>,
    pub(crate) instructions: Vec<String>,
    pub(crate) instruction_groups: Vec<InstructionGroup>,
}

/// The reading blocks of the page's body.
pub(crate) fn body_blocks(document: &Html) -> Vec<Block> {
    let body = document.select(&BODY).next();
    body.map(|body| collect_blocks(*body)).unwrap_or_default()
}

/// Finds the ingredient and instruction lists of `document`, whose body holds `blocks`.
pub(crate) fn find_lists(document: &Html, blocks: &[Block]) -> RecipeLists {
    let containers = named_containers(document);
    let (ingredients, ingredients_end) = find_list(&containers, blocks, Section::Ingredients, None);
    let (mut steps, _) = find_list(&containers, blocks, Section::Instructions, ingredients_end);
    if steps.items.is_empty()
        && let Some(end) = ingredients_end.filter(|_| !ingredients.items.is_empty())
    {
        steps = list_after_ingredients(blocks, end);
    }
    let ingredients = ingredients
        .items
        .into_iter()
        .map(|(group, text)| Ingredient {
            name: String::new(),
            group,
            ..Ingredient::unparsed(&text)
        })
        .collect();
    let mut instructions = Vec::new();
    let mut instruction_groups: Vec<InstructionGroup> = Vec::new();
    for (group, text) in steps.items {
        let index = instructions.len();
        instructions.push(text);
        let Some(name) = group else { continue };
        match instruction_groups.last_mut() {
            Some(last) if last.name == name && last.end == index => last.end = index + 1,
            _ => instruction_groups.push(InstructionGroup {
                name,
                start: index,
                end: index + 1,
            }),
        }
    }
    RecipeLists {
        ingredients,
        instructions,
        instruction_groups,
    }
}

/// The recipe of a page without structured data, when it has an ingredient or instruction list.
pub fn from_dom(document: &Html, page_url: &str) -> Option<ExtractedRecipe> {
    let blocks = body_blocks(document);
    let lists = find_lists(document, &blocks);
    with_lists(document, page_url, &blocks, lists)
}

/// The recipe of a page without structured data whose body holds `blocks`, with `lists` for
/// its ingredients and steps.
pub(crate) fn with_lists(
    document: &Html,
    page_url: &str,
    blocks: &[Block],
    lists: RecipeLists,
) -> Option<ExtractedRecipe> {
    if lists.ingredients.is_empty() && lists.instructions.is_empty() {
        return None;
    }
    let mut recipe = named_recipe(title(document).unwrap_or_default());
    labeled_facts(blocks).fill(&mut recipe);
    recipe.ingredients = lists.ingredients;
    recipe.instructions = lists.instructions;
    recipe.instruction_groups = lists.instruction_groups;
    recipe.description = card_summary(document)
        .or_else(|| meta_content(document, &["description", "og:description"]));
    let base = Url::parse(page_url).ok();
    recipe.image_url = crate::image::best_image(document, None, None, base.as_ref())
        .or_else(|| {
            [&*ITEMPROP_IMAGE, &*RECIPE_IMAGE]
                .iter()
                .find_map(|images| {
                    document
                        .select(images)
                        .find_map(|image| image.value().attr("src"))
                        .map(|src| src.trim().to_owned())
                        .filter(|src| !src.is_empty())
                })
        })
        .and_then(|image| absolute_url(&image, base.as_ref()));
    let site_name = page_site_name(document);
    Some(ExtractedRecipe {
        method: ExtractionMethod::Heuristic,
        recipe,
        author: page_author(document, site_name.as_deref()),
        site_name,
        structured_data: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn extract(html: &str) -> ExtractedRecipe {
        from_dom(&Html::parse_document(html), "https://example.com/r").expect("a recipe")
    }

    fn ingredient_texts(recipe: &Recipe) -> Vec<(Option<&str>, &str)> {
        recipe
            .ingredients
            .iter()
            .map(|i| (i.group.as_deref(), i.text.as_str()))
            .collect()
    }

    #[test]
    fn a_sentence_before_the_steps_is_a_lead_in_not_their_heading() {
        let page = |lead: &str| {
            extract(&format!(
                "<body><h1>Stew</h1><h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li>\
                 </ul><div class=\"instructions\">{lead}<ol><li>Chop the vegetables finely.</li>\
                 <li>Simmer them for an hour.</li></ol></div></body>"
            ))
            .recipe
        };
        let recipe = page("My version of a winter stew.");
        assert_eq!(recipe.instructions.len(), 2);
        assert_eq!(recipe.instruction_groups, []);
        // A label still heads them.
        let labelled = page("For the stew");
        assert_eq!(labelled.instruction_groups[0].name, "For the stew");
    }

    #[test]
    fn bold_lines_label_paragraph_items() {
        let found = extract(
            "<body><h1>Curry</h1><div class=\"ingredients-list\">\
             <p><strong>Meatballs&nbsp;</strong><br> 400 g lamb mince<br> 2 tsp salt</p>\
             <p><strong>Sauce</strong><br> 1 onion</p></div>\
             <h2>Method</h2><p><strong>Meatballs:</strong> Mix and roll.</p><p>Simmer.</p></body>",
        );
        assert_eq!(
            ingredient_texts(&found.recipe),
            [
                (Some("Meatballs"), "400 g lamb mince"),
                (Some("Meatballs"), "2 tsp salt"),
                (Some("Sauce"), "1 onion")
            ]
        );
        assert_eq!(
            found.recipe.instructions,
            ["Meatballs: Mix and roll.", "Simmer."]
        );
    }

    #[test]
    fn item_image_before_card_images_made_absolute() {
        let found = extract(
            "<body><h1>Stew</h1><div class=\"recipe-card\"><img src=\"/thumbs/other.jpg\"></div>\
             <img itemprop=\"image\" src=\"/media/stew.jpg\"><h2>Ingredients</h2>\
             <ul><li>1 onion</li><li>2 carrots</li></ul></body>",
        );
        assert_eq!(
            found.recipe.image_url.as_deref(),
            Some("https://example.com/media/stew.jpg")
        );
    }

    #[test]
    fn a_method_title_after_the_ingredients_wins_over_an_earlier_longer_one() {
        let found = extract(
            "<body><h1>Hash</h1><h2>How to make the hash</h2><ol><li>First, slice.</li>\
             <li>Next, fry.</li><li>Now, add eggs.</li></ol>\
             <h2>Ingredients</h2><ul><li>4 eggs</li><li>1 sausage</li></ul>\
             <h2>Instructions</h2><ol><li>Fry the sausage.</li><li>Scramble in the eggs.</li></ol>\
             <h3>Step 1: Prep the ingredients</h3><p>Not a list title.</p></body>",
        );
        assert_eq!(
            found.recipe.instructions,
            ["Fry the sausage.", "Scramble in the eggs."]
        );
        let texts: Vec<&str> = found
            .recipe
            .ingredients
            .iter()
            .map(|i| i.text.as_str())
            .collect();
        assert_eq!(texts, ["4 eggs", "1 sausage"]);
    }

    #[test]
    fn plain_blog_with_headings_and_groups() {
        let found = extract(
            "<html><head><title>Site | Soup</title></head><body>\
             <nav><ul><li>Home</li><li>Recipes</li></ul></nav>\
             <h1>Tomato  Soup</h1><p>My grandmother's favourite.</p>\
             <h2>Ingredients</h2><h3>Soup</h3><ul><li>4 tomatoes</li><li>1 <b>onion</b>, diced</li></ul>\
             <p>For serving:</p><ul><li>basil</li></ul>\
             <h2>Instructions</h2><ol><li>Chop.</li><li>Simmer 20 minutes.</li></ol>\
             <h2>Notes</h2><ul><li>Keeps 3 days.</li></ul></body></html>",
        );
        assert_eq!(found.method, ExtractionMethod::Heuristic);
        assert_eq!(found.recipe.name, "Tomato Soup");
        assert_eq!(
            ingredient_texts(&found.recipe),
            [
                (Some("Soup"), "4 tomatoes"),
                (Some("Soup"), "1 onion, diced"),
                (Some("For serving"), "basil")
            ]
        );
        assert_eq!(found.recipe.instructions, ["Chop.", "Simmer 20 minutes."]);
    }

    #[test]
    fn a_list_rendered_twice_is_read_once_and_recurring_lines_stay() {
        let list =
            "<ul class=\"ingredients\"><li>2 eggs</li><li>1 tsp salt</li><li>1 cup milk</li></ul>";
        let found = extract(&format!(
            "<body><h1>Flan</h1>{list}{list}<ul class=\"ingredients\"><li>1 tsp salt</li>\
             <li>1 cup milk</li></ul><div class=\"ingredients\"><p>1 tsp salt</p></div></body>"
        ));
        assert_eq!(
            ingredient_texts(&found.recipe),
            [
                (None, "2 eggs"),
                (None, "1 tsp salt"),
                (None, "1 cup milk"),
                (None, "1 tsp salt"),
                (None, "1 cup milk"),
                (None, "1 tsp salt"),
            ]
        );
    }

    #[test]
    fn plugin_containers_by_class_with_grouped_steps() {
        let found = extract(
            "<body><h1>Cake</h1><div class=\"recipe-card\">\
             <div class=\"tasty-recipes-ingredients\"><h4>Ingredients</h4>\
             <div class=\"ingredient\">3 eggs</div><div class=\"ingredient\">70 g sugar</div></div>\
             <div class=\"tasty-recipes-instructions\"><h4>Batter</h4><ol><li>Whisk.</li><li>Fold.</li></ol>\
             <h4>Baking</h4><ol><li>Bake at 180°C.</li></ol></div></div></body>",
        );
        assert_eq!(
            ingredient_texts(&found.recipe),
            [(None, "3 eggs"), (None, "70 g sugar")]
        );
        assert_eq!(
            found.recipe.instructions,
            ["Whisk.", "Fold.", "Bake at 180°C."]
        );
        assert_eq!(
            found.recipe.instruction_groups,
            [
                InstructionGroup {
                    name: "Batter".into(),
                    start: 0,
                    end: 2
                },
                InstructionGroup {
                    name: "Baking".into(),
                    start: 2,
                    end: 3
                }
            ]
        );
    }

    #[test]
    fn german_headings_and_paragraph_steps() {
        let found = extract(
            "<body><h1>Kuchen</h1><h2>Zutaten:</h2><p>200 g Mehl<br>2 Eier</p>\
             <h2>Zubereitung</h2><p>Mehl sieben.</p><p>Eier unterrühren.</p></body>",
        );
        assert_eq!(
            ingredient_texts(&found.recipe),
            [(None, "200 g Mehl"), (None, "2 Eier")]
        );
        assert_eq!(
            found.recipe.instructions,
            ["Mehl sieben.", "Eier unterrühren."]
        );
    }

    #[test]
    fn item_text_drops_bullets_step_numbers_and_bare_counters() {
        assert_eq!(item_text("– Zwiebel würfeln"), "Zwiebel würfeln");
        assert_eq!(item_text("STEP 2 | Combine."), "Combine.");
        assert_eq!(item_text("Étape 3 : Cuire."), "Cuire.");
        assert_eq!(item_text("Steps are easy."), "Steps are easy.");
        assert_eq!(item_text("3."), "");
        assert_eq!(item_text("Step 4"), "");
        assert_eq!(item_text("3 eggs, beaten Shopping List"), "3 eggs, beaten");
        assert_eq!(item_text("Shopping list"), "Shopping list");
    }

    #[test]
    fn a_counter_in_its_own_element_leaves_steps_but_not_ingredient_rows() {
        let found = extract(
            "<body><h1>Rice</h1><h2>Ingredients</h2><ul>\
             <li><div class=\"amount\">2</div><div>cups rice</div></li>\
             <li><div class=\"amount\">3</div><div>cups water</div></li></ul>\
             <h2>Instructions</h2><ol>\
             <li><span class=\"n\">1</span><p>Rinse the rice.</p></li>\
             <li><span class=\"n\">2.</span><div>Simmer 18 minutes.</div></li>\
             <li><span class=\"n\">3</span> Rest 10 minutes.</li></ol></body>",
        );
        assert_eq!(
            ingredient_texts(&found.recipe),
            [(None, "2 cups rice"), (None, "3 cups water")]
        );
        assert_eq!(
            found.recipe.instructions,
            [
                "Rinse the rice.",
                "Simmer 18 minutes.",
                "3 Rest 10 minutes."
            ]
        );
    }

    #[test]
    fn facts_and_controls_do_not_read_as_a_method() {
        let items = |texts: &[&str]| -> Vec<ListItem> {
            texts.iter().map(|t| (None, (*t).to_owned())).collect()
        };
        assert!(!reads_as_method(&items(&[
            "Préparation 15 min",
            "Cuisson 1h10",
            "6 personnes"
        ])));
        assert!(!reads_as_method(&items(&[
            "Zubereitungszeit: 25 Min.",
            "Niveau: ganz einfach"
        ])));
        assert!(!reads_as_method(&items(&["75 mins", "PDF"])));
        assert!(reads_as_method(&items(&["Chop.", "Simmer 20 minutes."])));
        assert!(reads_as_method(&items(&["カレー粉を加えて弱火で炒めます"])));
        assert!(reads_as_method(&items(&["Bake at 180°C until golden."])));
    }

    #[test]
    fn a_page_without_lists_is_no_recipe() {
        let document = Html::parse_document("<body><h1>About us</h1><p>We cook.</p></body>");
        assert!(from_dom(&document, "https://example.com/").is_none());
    }
}
