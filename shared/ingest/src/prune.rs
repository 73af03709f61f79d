//! A lexical pass before parsing that empties the elements no extractor reads (scripts other
//! than JSON-LD, styles, inline SVG) and drops comments and the attributes nothing reads. They are over half the bytes of a
//! typical recipe page and the HTML tokenizer is most of extraction's cost, so this roughly
//! halves it. The tags stay, so the parsed tree keeps its shape; only their content goes.
//! It also caps how deep elements nest, as browsers do: the parser's scope checks walk the
//! stack of open elements, so a page of endlessly nested lists would take quadratic time.
//! The same pass can also note the page's outline (its `<meta>` tags, title and JSON-LD
//! scripts), a tiny document that is all JSON-LD extraction reads, so most pages need no full
//! parse.

use std::borrow::Cow;

/// Elements whose content is raw text up to their end tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RawText {
    /// Emptied (scripts are kept when they hold JSON-LD).
    Inert,
    /// Kept as is; skipped over so that a `<script` inside is not taken for a tag.
    Kept,
}

const RAW_TEXT_ELEMENTS: &[(&str, RawText)] = &[
    ("script", RawText::Inert),
    ("style", RawText::Inert),
    ("svg", RawText::Inert),
    ("textarea", RawText::Kept),
    ("title", RawText::Kept),
    ("xmp", RawText::Kept),
    ("iframe", RawText::Kept),
    ("noembed", RawText::Kept),
    ("noframes", RawText::Kept),
];

/// Open elements beyond this depth are flattened (their start tags dropped). Real pages stay
/// below it (the deepest benchmark page leaves about 900 `div`s unclosed); every later tag costs
/// the parser up to this many steps, so it bounds a hostile page to linear time.
const MAX_OPEN_ELEMENTS: usize = 1024;

/// Whether an element named `name` stays open around what follows it: not a void element, and
/// not one whose end tag the parser implies when a sibling starts (`li`, `p`, `td` …).
fn nests(name: &[u8]) -> bool {
    let mut lower = [0u8; 8];
    let Some(slot) = lower.get_mut(..name.len()) else {
        return true;
    };
    slot.copy_from_slice(name);
    slot.make_ascii_lowercase();
    !matches!(
        &*slot,
        b"area"
            | b"base"
            | b"br"
            | b"col"
            | b"embed"
            | b"hr"
            | b"img"
            | b"input"
            | b"link"
            | b"meta"
            | b"source"
            | b"track"
            | b"wbr"
            | b"param"
            | b"keygen"
            | b"li"
            | b"dt"
            | b"dd"
            | b"p"
            | b"rt"
            | b"rp"
            | b"optgroup"
            | b"option"
            | b"colgroup"
            | b"caption"
            | b"thead"
            | b"tbody"
            | b"tfoot"
            | b"tr"
            | b"td"
            | b"th"
            | b"html"
            | b"head"
            | b"body"
    )
}

/// The tag name starting at `start`.
fn tag_name(bytes: &[u8], start: usize) -> &[u8] {
    let rest = bytes.get(start..).unwrap_or_default();
    let length = rest
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b':'))
        .unwrap_or(rest.len());
    rest.get(..length).unwrap_or_default()
}

/// `html` without the content of inert elements, comments and unread attributes, nested at most
/// `MAX_OPEN_ELEMENTS` deep.
pub fn prune_inert_content(html: &str) -> Cow<'_, str> {
    apply_cuts(html, &prune_pass(html, None))
}

/// A page after the lexical pass: its outline, and its pruned markup on demand (most pages
/// never need it).
pub(crate) struct PrunedPage<'a> {
    source: &'a str,
    cuts: Vec<(usize, usize)>,
    /// A document holding only the page's `<meta>` tags, title and JSON-LD scripts, in page
    /// order.
    pub(crate) outline: String,
}

impl PrunedPage<'_> {
    /// The pruned markup, as `prune_inert_content` gives it.
    pub(crate) fn html(&self) -> Cow<'_, str> {
        apply_cuts(self.source, &self.cuts)
    }
}

/// `prune_inert_content` plus the page's outline, in one pass.
pub(crate) fn prune_with_outline(html: &str) -> PrunedPage<'_> {
    let mut kept = Vec::new();
    let cuts = prune_pass(html, Some(&mut kept));
    let mut outline = String::from("<html><head>");
    for piece in kept {
        match piece {
            OutlinePiece::Meta(start, end) => {
                outline.push_str(html.get(start..end).unwrap_or_default())
            }
            OutlinePiece::Element { start, end, name } => {
                outline.push_str(html.get(start..end).unwrap_or_default());
                outline.push_str("</");
                outline.push_str(name);
                outline.push('>');
            }
        }
    }
    outline.push_str("</head><body></body></html>");
    PrunedPage {
        source: html,
        cuts,
        outline,
    }
}

/// A byte range of the page that goes into its outline.
enum OutlinePiece {
    /// A whole `<meta>` tag.
    Meta(usize, usize),
    /// A JSON-LD script or the title, from its start tag up to (not including) its end tag.
    Element {
        start: usize,
        end: usize,
        name: &'static str,
    },
}

/// The pruning pass: the byte ranges to drop, in order. With `outline`, it also notes the
/// ranges of the page's outline; a parser with scripting on reads `<noscript>` as text, so tags
/// inside one are not noted.
fn prune_pass(html: &str, mut outline: Option<&mut Vec<OutlinePiece>>) -> Vec<(usize, usize)> {
    let bytes = html.as_bytes();
    let mut noscript_end = 0;
    // Byte ranges to drop, in order; every bound sits next to an ASCII byte, so on a char boundary.
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut pos = 0;
    // Open elements that nest, counted from start and end tags.
    let mut open = 0usize;
    while let Some(offset) = html.get(pos..).and_then(|rest| rest.find('<')) {
        let lt = pos + offset;
        let after = lt + 1;
        if bytes.get(after..after + 3) == Some(b"!--") {
            let end = comment_end(html, lt);
            cuts.push((lt, end));
            pos = end;
            continue;
        }
        if bytes.get(after) == Some(&b'/') {
            if nests(tag_name(bytes, after + 1)) {
                open = open.saturating_sub(1);
            }
            pos = after;
            continue;
        }
        if !bytes.get(after).is_some_and(u8::is_ascii_alphabetic) {
            pos = after;
            continue;
        }
        let cuts_before_tag = cuts.len();
        let open_end = scan_start_tag(html, after, &mut cuts);
        pos = open_end;
        let open_tag = bytes.get(lt..open_end).unwrap_or_default();
        if let Some(pieces) = outline.as_deref_mut() {
            let name = tag_name(bytes, after);
            if name.eq_ignore_ascii_case(b"noscript") {
                noscript_end = closing_tag(html, open_end, "noscript");
            } else if name.eq_ignore_ascii_case(b"meta") && lt >= noscript_end {
                pieces.push(OutlinePiece::Meta(lt, open_end));
            }
        }
        if nests(tag_name(bytes, after)) && !open_tag.ends_with(b"/>") {
            if open < MAX_OPEN_ELEMENTS {
                open += 1;
            } else {
                cuts.truncate(cuts_before_tag);
                cuts.push((lt, open_end));
            }
        }
        let Some((name, kind)) = raw_text_element(bytes, after) else {
            continue;
        };
        if name == "svg" && open_tag.ends_with(b"/>") {
            continue;
        }
        let close = closing_tag(html, open_end, name);
        let keep = kind == RawText::Kept
            || (name == "script" && contains_ignore_ascii_case(open_tag, b"ld+json"));
        if !keep && close > open_end {
            cuts.push((open_end, close));
        }
        if keep
            && matches!(name, "script" | "title")
            && lt >= noscript_end
            && let Some(pieces) = outline.as_deref_mut()
        {
            pieces.push(OutlinePiece::Element {
                start: lt,
                end: close,
                name,
            });
        }
        pos = close;
    }
    cuts
}

/// `html` without the byte ranges `cuts` (in order; every bound on a char boundary).
fn apply_cuts<'a>(html: &'a str, cuts: &[(usize, usize)]) -> Cow<'a, str> {
    if cuts.is_empty() {
        return Cow::Borrowed(html);
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for &(start, end) in cuts {
        out.push_str(html.get(copied..start).unwrap_or_default());
        copied = end;
    }
    out.push_str(html.get(copied..).unwrap_or_default());
    Cow::Owned(out)
}

/// The end (exclusive) of the comment opening at `lt`, as the HTML tokenizer reads it
/// (`<!-->` and `<!--->` are complete comments); an unclosed comment runs to the end.
fn comment_end(html: &str, lt: usize) -> usize {
    let body = lt + 4;
    let rest = html.get(body..).unwrap_or_default();
    if rest.starts_with('>') {
        body + 1
    } else if rest.starts_with("->") {
        body + 2
    } else {
        rest.find("-->").map_or(html.len(), |end| body + end + 3)
    }
}

/// Whether no extractor reads an attribute named `name`: inline styles (but those that hide
/// their element), responsive image sets,
/// event handlers, accessibility labels, and `data-*` other than lazy image sources
/// (`data-src`, `data-lazy-src`, which microdata reads for images).
fn is_unread_attribute(name: &[u8]) -> bool {
    let starts_with = |prefix: &[u8]| {
        name.get(..prefix.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
    };
    name.eq_ignore_ascii_case(b"style")
        || name.eq_ignore_ascii_case(b"srcset")
        || name.eq_ignore_ascii_case(b"sizes")
        || (starts_with(b"on") && name.len() > 2)
        || starts_with(b"aria-")
        || (starts_with(b"data-") && !contains_ignore_ascii_case(name, b"src"))
}

/// Scans the start tag whose name starts at `start`, recording in `cuts` the attributes no
/// extractor reads; returns the tag's end (exclusive), past the first `>` outside a quoted value.
fn scan_start_tag(html: &str, start: usize, cuts: &mut Vec<(usize, usize)>) -> usize {
    let bytes = html.as_bytes();
    let at = |pos: usize, test: fn(u8) -> bool| bytes.get(pos).is_some_and(|&b| test(b));
    let mut pos = start + tag_name(bytes, start).len();
    loop {
        while at(pos, |b| b.is_ascii_whitespace() || b == b'/') {
            pos += 1;
        }
        match bytes.get(pos) {
            None => return bytes.len(),
            Some(b'>') => return pos + 1,
            Some(_) => {}
        }
        let name_start = pos;
        // The first byte belongs to the name whatever it is (the tokenizer allows `=` there).
        pos += 1;
        while at(pos, |b| {
            !(b.is_ascii_whitespace() || matches!(b, b'=' | b'>' | b'/'))
        }) {
            pos += 1;
        }
        let name_end = pos;
        while at(pos, |b| b.is_ascii_whitespace()) {
            pos += 1;
        }
        if bytes.get(pos) == Some(&b'=') {
            pos += 1;
            while at(pos, |b| b.is_ascii_whitespace()) {
                pos += 1;
            }
            if let Some(&quote) = bytes.get(pos).filter(|&&b| b == b'"' || b == b'\'') {
                // `str::find` of one ASCII char runs at memchr speed.
                let value = pos + 1;
                pos = html
                    .get(value..)
                    .and_then(|rest| rest.find(char::from(quote)))
                    .map_or(bytes.len(), |end| value + end + 1);
            } else {
                while at(pos, |b| !(b.is_ascii_whitespace() || b == b'>')) {
                    pos += 1;
                }
            }
        }
        let name = bytes.get(name_start..name_end).unwrap_or_default();
        // A style that hides its element tells a hidden alternate rendering (`hidden`).
        let hides = name.eq_ignore_ascii_case(b"style")
            && html.get(name_end..pos).is_some_and(|value| {
                let value = value.trim_start_matches(|c: char| c == '=' || c.is_whitespace());
                crate::hidden::is_hiding_style(value.trim_matches(['"', '\'']))
            });
        if is_unread_attribute(name) && !hides {
            cuts.push((name_start, pos));
        }
    }
}

/// Whether the name at `start` ends there: followed by whitespace, `/`, `>` or the end.
fn name_ends_at(bytes: &[u8], at: usize) -> bool {
    bytes
        .get(at)
        .is_none_or(|&b| b.is_ascii_whitespace() || b == b'/' || b == b'>')
}

/// The raw-text element whose name starts at `start`, if it is one.
fn raw_text_element(bytes: &[u8], start: usize) -> Option<(&'static str, RawText)> {
    let first = bytes.get(start)?.to_ascii_lowercase();
    RAW_TEXT_ELEMENTS.iter().copied().find(|(name, _)| {
        name.as_bytes().first() == Some(&first)
            && bytes
                .get(start..start + name.len())
                .is_some_and(|found| found.eq_ignore_ascii_case(name.as_bytes()))
            && name_ends_at(bytes, start + name.len())
    })
}

/// Where the end tag `</name` after `from` starts, or the end of the input.
fn closing_tag(html: &str, from: usize, name: &str) -> usize {
    let bytes = html.as_bytes();
    let mut pos = from;
    // One-char searches run at memchr speed; a two-char pattern would not.
    while let Some(offset) = html.get(pos..).and_then(|rest| rest.find('<')) {
        let lt = pos + offset;
        if bytes.get(lt + 1) != Some(&b'/') {
            pos = lt + 1;
            continue;
        }
        let start = lt + 2;
        let matches = bytes
            .get(start..start + name.len())
            .is_some_and(|found| found.eq_ignore_ascii_case(name.as_bytes()));
        if matches && name_ends_at(bytes, start + name.len()) {
            return lt;
        }
        pos = start;
    }
    bytes.len()
}

fn contains_ignore_ascii_case(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window.eq_ignore_ascii_case(needle))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_scripts_styles_and_svg_but_keeps_json_ld() {
        let html = "<head><SCRIPT src=x>var a = '</div>';</SCRIPT >\
            <script type=\"application/ld+json\">{\"@type\":\"Recipe\"}</script>\
            <style media=\"a>b\">p { color: red }</style></head>\
            <body><!-- note --><svg viewBox=\"0 0 1 1\"><path d=\"M0\"/></svg><svg/>\
            <p title=\"<script>\">Keep <b>me</b></p></body>";
        assert_eq!(
            prune_inert_content(html),
            "<head><SCRIPT src=x></SCRIPT >\
             <script type=\"application/ld+json\">{\"@type\":\"Recipe\"}</script>\
             <style media=\"a>b\"></style></head>\
             <body><svg viewBox=\"0 0 1 1\"></svg><svg/>\
             <p title=\"<script>\">Keep <b>me</b></p></body>"
        );
    }

    #[test]
    fn drops_attributes_nothing_reads() {
        let html = "<img src=a.jpg srcset=\"a 1x, b 2x\" data-lazy-src=c.jpg data-id=7 \
            STYLE='x:y' onclick=\"go('>')\" aria-label=Photo alt=\"A > B\"/>\
            <div class=\"wprm-recipe\" data-x>ok</div>";
        assert_eq!(
            prune_inert_content(html),
            "<img src=a.jpg  data-lazy-src=c.jpg     alt=\"A > B\"/>\
             <div class=\"wprm-recipe\" >ok</div>"
        );
    }

    #[test]
    fn styles_that_hide_their_element_are_kept() {
        let html = "<div class=\"u\" style=\"display: none;\">b</div><p style='color:red'>c</p>";
        assert_eq!(
            prune_inert_content(html),
            "<div class=\"u\" style=\"display: none;\">b</div><p >c</p>"
        );
    }

    #[test]
    fn outline_holds_meta_tags_and_json_ld_but_nothing_in_noscript() {
        let html = "<head><title>Soup | Co</title><meta property=\"og:image\" content=\"a>b.jpg\">\
            <noscript><meta property=\"og:image\" content=\"no.jpg\"></noscript>\
            <script>var meta = '<meta name=x>';</script></head><body><p>Text</p>\
            <script type=\"application/ld+json\">{\"@type\":\"Recipe\"}</script>\
            <meta name=author content=Ann></body>";
        let page = prune_with_outline(html);
        assert_eq!(
            page.outline,
            "<html><head><title>Soup | Co</title><meta property=\"og:image\" content=\"a>b.jpg\">\
             <script type=\"application/ld+json\">{\"@type\":\"Recipe\"}</script>\
             <meta name=author content=Ann></head><body></body></html>"
        );
        assert_eq!(page.html(), prune_inert_content(html));
    }

    #[test]
    fn raw_text_that_mentions_tags_is_kept() {
        let html = "<title>Use <script> tags</title><textarea><style>x</textarea><p>ok</p>";
        assert_eq!(prune_inert_content(html), html);
    }

    #[test]
    fn unclosed_and_odd_constructs_do_not_panic() {
        for html in [
            "<script>never closed",
            "<!-- open",
            "<!-->x",
            "<!--->y",
            "<a href=\"unterminated",
            "<",
            "<s",
            "é<scripté>",
            "</script>",
        ] {
            let _ = prune_inert_content(html);
        }
        assert_eq!(prune_inert_content("<!-->x<!--->y"), "xy");
        assert_eq!(prune_inert_content("<p>a</p><script>b"), "<p>a</p><script>");
    }

    #[test]
    fn nesting_is_capped_but_siblings_and_implied_ends_are_not() {
        let deep = "<ol><li>x".repeat(MAX_OPEN_ELEMENTS + 10);
        let pruned = prune_inert_content(&deep);
        assert_eq!(pruned.matches("<ol>").count(), MAX_OPEN_ELEMENTS);
        assert_eq!(pruned.matches("<li>x").count(), MAX_OPEN_ELEMENTS + 10);
        let siblings = "<div><p>a</div>".repeat(MAX_OPEN_ELEMENTS + 10);
        assert_eq!(prune_inert_content(&siblings), siblings);
    }
}
