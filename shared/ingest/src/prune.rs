//! A lexical pass before parsing that empties the elements no extractor reads: scripts other
//! than JSON-LD, styles and inline SVG, and drops comments. They are over half the bytes of a
//! typical recipe page and the HTML tokenizer is most of extraction's cost, so this roughly
//! halves it. The tags stay, so the parsed tree keeps its shape; only their content goes.

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

/// `html` without the content of inert elements and without comments.
pub fn prune_inert_content(html: &str) -> Cow<'_, str> {
    let bytes = html.as_bytes();
    // Byte ranges to drop, in order; every bound sits next to an ASCII byte, so on a char boundary.
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut pos = 0;
    while let Some(offset) = html.get(pos..).and_then(|rest| rest.find('<')) {
        let lt = pos + offset;
        let after = lt + 1;
        if bytes.get(after..after + 3) == Some(b"!--") {
            let end = comment_end(html, lt);
            cuts.push((lt, end));
            pos = end;
            continue;
        }
        if !bytes.get(after).is_some_and(u8::is_ascii_alphabetic) {
            pos = after;
            continue;
        }
        let open_end = tag_end(html, after);
        pos = open_end;
        let Some((name, kind)) = raw_text_element(bytes, after) else {
            continue;
        };
        let open_tag = bytes.get(lt..open_end).unwrap_or_default();
        if name == "svg" && open_tag.ends_with(b"/>") {
            continue;
        }
        let close = closing_tag(html, open_end, name);
        let keep = kind == RawText::Kept
            || (name == "script" && contains_ignore_ascii_case(open_tag, b"ld+json"));
        if !keep && close > open_end {
            cuts.push((open_end, close));
        }
        pos = close;
    }
    if cuts.is_empty() {
        return Cow::Borrowed(html);
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for (start, end) in cuts {
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

/// The end (exclusive) of the tag whose name starts at `start`: past the first `>` outside a
/// quoted attribute value.
fn tag_end(html: &str, start: usize) -> usize {
    let bytes = html.as_bytes();
    let mut pos = start;
    while let Some(&byte) = bytes.get(pos) {
        match byte {
            b'>' => return pos + 1,
            b'=' => {
                pos += 1;
                while bytes.get(pos).is_some_and(u8::is_ascii_whitespace) {
                    pos += 1;
                }
                if let Some(&quote) = bytes.get(pos).filter(|&&b| b == b'"' || b == b'\'') {
                    // `str::find` of one ASCII char runs at memchr speed.
                    let value = pos + 1;
                    pos = html
                        .get(value..)
                        .and_then(|rest| rest.find(char::from(quote)))
                        .map_or(bytes.len(), |end| value + end + 1);
                }
            }
            _ => pos += 1,
        }
    }
    bytes.len()
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
    while let Some(offset) = html.get(pos..).and_then(|rest| rest.find("</")) {
        let lt = pos + offset;
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
}
