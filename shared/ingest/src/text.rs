//! String cleaning shared by the extractors: HTML entities and tags inside values, whitespace,
//! splitting a block of HTML or text into lines, ISO 8601 durations and the numbers in yields
//! and nutrition values.

use std::borrow::Cow;

use jiff::{Span, SpanTotal, Unit};

/// How many rounds of entity decoding undo double (or triple) encoding such as `&amp;#39;`.
const ENTITY_DECODE_ROUNDS: usize = 3;

/// Longest duration accepted, in minutes (two weeks: ferments and cures take a week or more);
/// longer values are typos or not durations.
const MAX_DURATION_MINUTES: f64 = 14.0 * 24.0 * 60.0;

/// Elements whose boundaries separate lines or blocks of text (in strings holding HTML, and in
/// the page snapshot); every other tag is dropped.
pub(crate) const BLOCK_ELEMENTS: &[&str] = &[
    "article",
    "blockquote",
    "body",
    "br",
    "dd",
    "div",
    "dl",
    "dt",
    "figcaption",
    "figure",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "li",
    "main",
    "ol",
    "p",
    "pre",
    "section",
    "table",
    "tr",
    "ul",
];

/// Tags that sit inside words (`<b>1</b>st`), removed without leaving a space.
const INLINE_TAGS: &[&str] = &[
    "a", "abbr", "b", "em", "i", "img", "mark", "small", "span", "strong", "sub", "sup", "u",
    "font",
];

/// Plain text of a value that may hold HTML tags and (possibly double-encoded) entities, with
/// whitespace collapsed to single spaces.
pub fn clean_text(raw: &str) -> String {
    let decoded = decode_entities(raw);
    collapse_whitespace(&strip_tags(&decoded, ' '))
}

/// The non-empty lines of a value: split at newlines and at block-level tags (`<li>`, `<p>`,
/// `<br>` …), each line cleaned like [`clean_text`].
pub fn split_lines(raw: &str) -> Vec<String> {
    let decoded = decode_entities(raw);
    strip_tags(&decoded, '\n')
        .lines()
        .map(collapse_whitespace)
        .filter(|line| line.chars().any(char::is_alphanumeric))
        .collect()
}

/// The non-empty lines of an HTML fragment split only at block-level tags; raw newlines are
/// layout and read as spaces.
pub fn split_blocks(raw: &str) -> Vec<String> {
    split_lines(&raw.replace(['\n', '\r'], " "))
}

/// Splits sentences glued without a space (`"…paper.Snap the…"`), a sign that the page joined
/// its steps into one string: a `.`, `!` or `?` directly followed by an upper-case letter that
/// starts a word of at least two letters, after a lower-case letter or a closing bracket or
/// quote (so `U.S.` stays whole).
pub fn split_glued_sentences(line: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let Some(&(next_index, next)) = chars.peek() else {
            break;
        };
        let glued = matches!(c, '.' | '!' | '?')
            && next.is_uppercase()
            && line[next_index..]
                .chars()
                .nth(1)
                .is_some_and(char::is_lowercase)
            && line[..i]
                .chars()
                .next_back()
                .is_some_and(|before| before.is_lowercase() || matches!(before, ')' | '"' | '”'));
        if glued {
            parts.push(line[start..next_index].trim().to_owned());
            start = next_index;
        }
    }
    parts.push(line[start..].trim().to_owned());
    parts.retain(|part| !part.is_empty());
    parts
}

/// Removes a list bullet a site left in front of a line (`"- 1 cup sugar"`, `"• salt"`).
pub fn strip_bullet(line: &str) -> &str {
    match line.strip_prefix(['-', '•', '–', '·', '▪']) {
        Some(rest) if rest.starts_with(' ') => rest.trim_start(),
        _ => line,
    }
}

/// Undoes doubled parentheses (`"salt ((or table salt))"` → `"salt (or table salt)"`,
/// `"((a), b (c))"` → `"(a), b (c)"`), which recipe plugins produce when a note that already
/// starts and ends with parentheses is wrapped again.
pub fn collapse_doubled_parentheses(line: &str) -> Cow<'_, str> {
    if !line.contains("((") {
        return Cow::Borrowed(line);
    }
    let chars: Vec<char> = line.chars().collect();
    let partner = matching_parentheses(&chars);
    let mut drop = vec![false; chars.len()];
    for (open, close) in partner
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|p| (i, p)))
    {
        // The content itself opens and closes with parentheses: `((a), b (c))`.
        let doubled = open + 2 < close && chars[open + 1] == '(' && chars[close - 1] == ')';
        if doubled {
            drop[open] = true;
            drop[close] = true;
        }
    }
    Cow::Owned(
        chars
            .iter()
            .zip(&drop)
            .filter(|(_, dropped)| !**dropped)
            .map(|(c, _)| c)
            .collect(),
    )
}

/// Removes step numbers a page typed into its steps (`"1. Mix"`, `"2) Bake"`), but only when
/// the first step starts the count and the numbered steps count 1, 2, 3… in order; an
/// unnumbered closing line ("Enjoy!") may follow. Numbers that are content stay.
pub fn strip_step_numbers(steps: &mut [String]) {
    let mut expected = 1;
    for step in steps.iter() {
        if numbered_text(step, expected).is_some() {
            expected += 1;
        } else if leading_number(step).is_some() || expected == 1 {
            return;
        }
    }
    if expected <= 2 {
        return;
    }
    let mut number = 1;
    for step in steps.iter_mut() {
        if let Some(rest) = numbered_text(step, number) {
            *step = rest.to_owned();
            number += 1;
        }
    }
}

/// Splits a method typed as one string of numbered steps ("1. Heat the oil. 2. Add the
/// onion.") before each number, when the numbers count 1, 2, 3… in order, each opening a
/// sentence (at the start, or after a space that follows `.`, `!`, `?`, `:` or `)`). The
/// numbers go, as `strip_step_numbers` takes them off a numbered list. Text before "1." is a
/// step of its own. `None` when fewer than two numbers are found, so "Bake 2. Cool" or a lone
/// "1." changes nothing.
pub fn split_numbered_steps(text: &str) -> Option<Vec<String>> {
    let mut starts = Vec::new();
    let mut from = 0;
    for number in 1.. {
        let marker = number.to_string();
        let found = text[from..]
            .match_indices(marker.as_str())
            .find_map(|(at, _)| {
                let at = from + at;
                opens_numbered_step(text, at, marker.len()).then_some(at)
            });
        let Some(at) = found else { break };
        starts.push(at);
        from = at + marker.len();
    }
    if starts.len() < 2 {
        return None;
    }
    let lead_in = text[..starts[0]].trim();
    let ends = starts.iter().skip(1).copied().chain([text.len()]);
    let numbered = starts.iter().zip(ends).map(|(&start, end)| {
        // Past the digits and the `.` or `)` that follow them.
        let counter = text[start..].find(['.', ')']).map_or(0, |at| at + 1);
        text[start + counter..end].trim()
    });
    let steps = std::iter::once(lead_in)
        .chain(numbered)
        .filter(|step| !step.is_empty())
        .map(str::to_owned)
        .collect();
    Some(steps)
}

/// Whether the digits at `text[at..at + len]` open a numbered step: `.` or `)` and a space
/// follow them, and they start the text or a sentence.
fn opens_numbered_step(text: &str, at: usize, len: usize) -> bool {
    let after = &text[at + len..];
    let marked = after.starts_with(". ") || after.starts_with(") ");
    let before = &text[..at];
    let opens_sentence = before.is_empty()
        || (before.ends_with(char::is_whitespace)
            && before
                .trim_end()
                .chars()
                .next_back()
                .is_none_or(|c| matches!(c, '.' | '!' | '?' | ':' | ')')));
    marked && opens_sentence
}

/// The number a step starts with, if any.
fn leading_number(step: &str) -> Option<usize> {
    let digits: String = step.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The text after `"{number}. "` or `"{number}) "`, when `step` starts that way.
fn numbered_text(step: &str, number: usize) -> Option<&str> {
    let rest = step.strip_prefix(number.to_string().as_str())?;
    let rest = rest.strip_prefix(['.', ')'])?;
    rest.starts_with(' ')
        .then(|| rest.trim_start())
        .filter(|text| !text.is_empty())
}

/// For each `(`, the index of its matching `)`; unbalanced ones get `None`.
fn matching_parentheses(chars: &[char]) -> Vec<Option<usize>> {
    let mut partner = vec![None; chars.len()];
    let mut open = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        match c {
            '(' => open.push(i),
            ')' => {
                if let Some(start) = open.pop() {
                    partner[start] = Some(i);
                }
            }
            _ => {}
        }
    }
    partner
}

/// Decodes HTML entities until nothing changes (bounded), so `&amp;#39;` becomes `'`.
pub fn decode_entities(raw: &str) -> Cow<'_, str> {
    let mut text = Cow::Borrowed(raw);
    for _ in 0..ENTITY_DECODE_ROUNDS {
        if !text.contains('&') {
            break;
        }
        let decoded = html_escape::decode_html_entities(text.as_ref()).into_owned();
        if decoded == text.as_ref() {
            break;
        }
        text = Cow::Owned(decoded);
    }
    text
}

/// A no-break space whose UTF-8 bytes were read as Latin-1 (`Â` + no-break space), the most
/// common mojibake in recipe text; it is read as the space it was.
const MOJIBAKE_NO_BREAK_SPACE: &str = "\u{c2}\u{a0}";

/// An invisible hyphenation hint (`&shy;`) that would otherwise split words.
const SOFT_HYPHEN: char = '\u{ad}';

/// Whether `text` opens with a number: digits or a vulgar fraction ("½").
pub(crate) fn starts_with_amount(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '¼'..='¾' | '⅐'..='⅞'))
}

/// Whitespace, or an invisible zero-width space or byte-order mark, which pages paste into
/// text and which read as a word break.
pub(crate) fn is_space_like(c: char) -> bool {
    c.is_whitespace() || c == '\u{200b}' || c == '\u{feff}'
}

/// Collapses runs of whitespace (including no-break and zero-width spaces) to one space, drops
/// soft hyphens and control characters, and trims.
pub fn collapse_whitespace(raw: &str) -> String {
    let raw = if raw.contains(MOJIBAKE_NO_BREAK_SPACE) {
        Cow::Owned(raw.replace(MOJIBAKE_NO_BREAK_SPACE, " "))
    } else {
        Cow::Borrowed(raw)
    };
    let mut out = String::with_capacity(raw.len());
    let mut pending_space = false;
    for c in raw.chars() {
        if is_space_like(c) {
            pending_space = !out.is_empty();
        } else if !c.is_control() && c != SOFT_HYPHEN {
            if pending_space {
                out.push(' ');
                pending_space = false;
            }
            out.push(c);
        }
    }
    out
}

/// Removes tags: inline ones vanish, block-level ones become `block_separator`, others a space.
/// A `<` that does not open a tag (`5 < 6`) is kept.
fn strip_tags(text: &str, block_separator: char) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let opens_tag = after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!');
        match after.find('>').filter(|_| opens_tag) {
            Some(close) => {
                let tag = tag_name(&after[..close]);
                rest = &after[close + 1..];
                // A split fraction, "1<sup>1</sup>/<sub>2</sub>", reads "1 1/2", not "11/2".
                let numerator = tag == "sup"
                    && !after.starts_with('/')
                    && out.ends_with(|c: char| c.is_ascii_digit())
                    && rest.starts_with(|c: char| c.is_ascii_digit());
                if BLOCK_ELEMENTS.contains(&tag.as_str()) {
                    out.push(block_separator);
                } else if numerator || !INLINE_TAGS.contains(&tag.as_str()) {
                    out.push(' ');
                }
            }
            None => {
                out.push('<');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The lower-case name of a tag from its inside (`/LI class="x"` → `li`).
fn tag_name(inside: &str) -> String {
    inside
        .trim_start_matches('/')
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// `line` without the spaces markup leaves before a comma (`garlic</span> , minced`).
pub fn tighten_commas(line: &str) -> Cow<'_, str> {
    if !line.contains(" ,") {
        return Cow::Borrowed(line);
    }
    let mut out = String::with_capacity(line.len());
    for (index, piece) in line.split(',').enumerate() {
        if index > 0 {
            out.truncate(out.trim_end().len());
            out.push(',');
        }
        out.push_str(piece);
    }
    Cow::Owned(out)
}

/// Whole minutes of a duration: ISO 8601 (`PT1H30M`, `PT0.5H`, `P0DT1H`), friendly text
/// (`1 hour 30 mins`) or a bare number meaning minutes. `None` when nothing duration-like is found.
pub fn duration_minutes(raw: &str) -> Option<u32> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return None;
    }
    let minutes = match trimmed.parse::<f64>() {
        Ok(bare) => bare,
        Err(_) => trimmed
            .to_ascii_uppercase()
            .parse::<Span>()
            .ok()
            .and_then(|span| {
                span.total(SpanTotal::from(Unit::Minute).days_are_24_hours())
                    .ok()
            })
            .or_else(|| loose_duration_minutes(trimmed))?,
    };
    (minutes.is_finite() && (0.0..=MAX_DURATION_MINUTES).contains(&minutes))
        .then(|| minutes.round() as u32)
}

/// Reads number-unit pairs from durations jiff rejects (`PT1H30`, `P0Y0M0DT0H35M0.000S`,
/// `1 hr 30 min`): `M` counts as minutes after the ISO `T` or in free text, as months before it.
fn loose_duration_minutes(raw: &str) -> Option<f64> {
    let upper = raw.to_ascii_uppercase();
    let iso = upper.starts_with('P') || upper.starts_with("-P");
    let mut in_time_part = !iso;
    let mut total = 0.0;
    let mut found = false;
    let mut last_unit_minutes = 0.0;
    let mut chars = upper.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c == 'T' && iso {
            in_time_part = true;
            continue;
        }
        if !c.is_ascii_digit() {
            continue;
        }
        let mut end = start + c.len_utf8();
        while let Some(&(i, d)) = chars.peek() {
            if d.is_ascii_digit() || d == '.' || d == ',' {
                end = i + d.len_utf8();
                chars.next();
            } else {
                break;
            }
        }
        let value: f64 = upper[start..end].replace(',', ".").parse().ok()?;
        let unit: String = upper[end..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let unit_minutes = match unit.chars().next() {
            Some('W') => 7.0 * 1440.0,
            Some('D') | Some('J') => 1440.0,
            Some('H') => 60.0,
            Some('M') if unit.starts_with("MO") || !in_time_part => 0.0,
            Some('M') => 1.0,
            Some('S') => 1.0 / 60.0,
            // A trailing bare number continues the previous unit downward (`1H30` → 30 minutes).
            _ if last_unit_minutes >= 60.0 => 1.0,
            _ => 0.0,
        };
        if unit_minutes > 0.0 {
            found = true;
            last_unit_minutes = unit_minutes;
            total += value * unit_minutes;
        }
    }
    found.then_some(total)
}

/// The first run of digits as an integer (`"Makes 12 cookies"` → 12, `"4-6"` → 4).
pub fn first_integer(raw: &str) -> Option<u32> {
    let start = raw.find(|c: char| c.is_ascii_digit())?;
    let digits: String = raw[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The first number, with `,` read as a thousands separator before exactly three digits
/// (`1,200`) and as a decimal point otherwise (`2,5`).
pub fn first_number(raw: &str) -> Option<f64> {
    let start = raw.find(|c: char| c.is_ascii_digit())?;
    let tail = &raw[start..];
    let mut number = String::new();
    for (i, c) in tail.char_indices() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        if c != '.' && c != ',' {
            break;
        }
        // Both separators are one byte, so `i + 1` is a character boundary.
        let next_digits = tail[i + 1..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        if next_digits == 0 || number.contains('.') {
            break;
        }
        if c == ',' && next_digits == 3 {
            continue;
        }
        number.push('.');
    }
    number.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clean_text_decodes_entities_strips_tags_and_collapses_space() {
        assert_eq!(
            clean_text("  Mom&amp;#39;s <b>best</b>\n\t pie &amp; cream&nbsp;"),
            "Mom's best pie & cream"
        );
        assert_eq!(
            clean_text("&lt;p&gt;Encoded&lt;/p&gt; tags"),
            "Encoded tags"
        );
        assert_eq!(clean_text("1<sup>st</sup> step: 5 < 6"), "1st step: 5 < 6");
        assert_eq!(
            clean_text("1<sup>1</sup>/<sub>2</sub> cups flour"),
            "1 1/2 cups flour"
        );
        assert_eq!(
            clean_text("caf&eacute; &frac12; cup &rsquo;"),
            "café ½ cup ’"
        );
        assert_eq!(clean_text("line<br/>break"), "line break");
    }

    #[test]
    fn split_lines_breaks_at_block_tags_and_newlines() {
        assert_eq!(
            split_lines("<ol><li>Mix.</li><li>Bake &amp; cool.</li></ol>"),
            ["Mix.", "Bake & cool."]
        );
        assert_eq!(
            split_lines("Step one.\n\n  Step two.\r\n"),
            ["Step one.", "Step two."]
        );
        assert_eq!(split_lines("<p>A</p><p>B<br>C</p>"), ["A", "B", "C"]);
        assert!(split_lines(" <p> </p> ").is_empty());
    }

    #[test]
    fn lines_without_letters_or_digits_are_dropped() {
        assert_eq!(split_lines("<p>One.</p>\n, <p>Two.</p>"), ["One.", "Two."]);
        assert_eq!(clean_text("Berg&shy;käse"), "Bergkäse");
        assert_eq!(clean_text("Tomatoes\u{c2}\u{a0}are"), "Tomatoes are");
    }

    #[test]
    fn blocks_split_at_tags_but_not_at_newlines() {
        assert_eq!(
            split_blocks("<p>Boil\nthe water.</p><p>Add pasta.</p>"),
            ["Boil the water.", "Add pasta."]
        );
    }

    #[test]
    fn numbered_steps_in_one_string_are_split_before_each_number() {
        assert_eq!(
            split_numbered_steps(
                "For the dough: 1. Warm the water to 40°C. 2. Add 500 g flour.  3) Knead for 10 minutes."
            ),
            Some(vec![
                "For the dough:".to_owned(),
                "Warm the water to 40°C.".to_owned(),
                "Add 500 g flour.".to_owned(),
                "Knead for 10 minutes.".to_owned(),
            ])
        );
        // Numbers inside a sentence, or out of order, are content.
        assert_eq!(
            split_numbered_steps("Bake for 1. 5 hours, then 2. Cool."),
            None
        );
        assert_eq!(split_numbered_steps("1. Mix the flour with 2 eggs."), None);
        assert_eq!(
            split_numbered_steps("1. Mix. 2. Bake at 180°C. 3. Cool."),
            Some(vec![
                "Mix.".to_owned(),
                "Bake at 180°C.".to_owned(),
                "Cool.".to_owned()
            ])
        );
    }

    #[test]
    fn glued_sentences_are_split_but_abbreviations_kept() {
        assert_eq!(
            split_glued_sentences("Line the tin.Snap the chocolate. Stir!Serve."),
            ["Line the tin.", "Snap the chocolate. Stir!", "Serve."]
        );
        assert_eq!(
            split_glued_sentences("Use U.S. cups.Then mix"),
            ["Use U.S. cups.", "Then mix"]
        );
        assert_eq!(split_glued_sentences("3.5 cups"), ["3.5 cups"]);
    }

    #[test]
    fn bullets_and_doubled_parentheses_are_removed() {
        assert_eq!(strip_bullet("- 1 cup sugar"), "1 cup sugar");
        assert_eq!(strip_bullet("• salt"), "salt");
        assert_eq!(strip_bullet("-5 degrees"), "-5 degrees");
        assert_eq!(
            collapse_doubled_parentheses("salt ((or table salt)) and ((x) y)"),
            "salt (or table salt) and ((x) y)"
        );
        assert_eq!(
            collapse_doubled_parentheses("butter (softened (168g))"),
            "butter (softened (168g))"
        );
        assert_eq!(collapse_doubled_parentheses("a ((b)"), "a ((b)");
        assert_eq!(
            collapse_doubled_parentheses("potato ((Aus: x), or other (Note 1))"),
            "potato (Aus: x), or other (Note 1)"
        );
        assert_eq!(collapse_doubled_parentheses("(((x)))"), "(x)");
    }

    #[test]
    fn typed_step_numbers_are_removed_only_when_every_step_has_one() {
        let mut steps = vec!["1. Mix.".to_owned(), "2) Bake 10 min.".to_owned()];
        strip_step_numbers(&mut steps);
        assert_eq!(steps, ["Mix.", "Bake 10 min."]);
        let mut partly = vec!["1. Mix.".to_owned(), "Bake.".to_owned()];
        strip_step_numbers(&mut partly);
        assert_eq!(partly, ["1. Mix.", "Bake."]);
        let mut closing = vec!["1. Mix.".into(), "2. Bake.".into(), "Enjoy!".to_owned()];
        strip_step_numbers(&mut closing);
        assert_eq!(closing, ["Mix.", "Bake.", "Enjoy!"]);
        let mut quantities = vec!["2. cups".to_owned(), "3. eggs".to_owned()];
        strip_step_numbers(&mut quantities);
        assert_eq!(quantities, ["2. cups", "3. eggs"]);
    }

    #[test]
    fn durations_in_iso_friendly_and_bare_forms() {
        assert_eq!(duration_minutes("PT1H30M"), Some(90));
        assert_eq!(duration_minutes("PT0.5H"), Some(30));
        assert_eq!(duration_minutes("P0DT1H"), Some(60));
        assert_eq!(duration_minutes("PT90M"), Some(90));
        assert_eq!(duration_minutes("pt20m"), Some(20));
        assert_eq!(duration_minutes("P1DT2H"), Some(1560));
        assert_eq!(duration_minutes("45"), Some(45));
        assert_eq!(duration_minutes("PT1H30"), Some(90));
        assert_eq!(duration_minutes("P0Y0M0DT0H35M0.000S"), Some(35));
        assert_eq!(duration_minutes("1 hr 15 mins"), Some(75));
        assert_eq!(duration_minutes("PT0S"), Some(0));
        assert_eq!(duration_minutes(""), None);
        assert_eq!(duration_minutes("soon"), None);
        assert_eq!(duration_minutes("-5"), None);
    }

    #[test]
    fn numbers_from_yields_and_nutrition_values() {
        assert_eq!(first_integer("Makes 12 cookies"), Some(12));
        assert_eq!(first_integer("4-6 servings"), Some(4));
        assert_eq!(first_integer("a few"), None);
        assert_eq!(first_number("240 kcal"), Some(240.0));
        assert_eq!(first_number("1,200 calories"), Some(1200.0));
        assert_eq!(first_number("2,5 g"), Some(2.5));
        assert_eq!(first_number("12.75g"), Some(12.75));
        assert_eq!(first_number("about 3. Then"), Some(3.0));
        assert_eq!(first_number("none"), None);
    }

    #[test]
    fn images_sit_inside_words_like_other_inline_tags() {
        assert_eq!(
            clean_text("30 min/<img src=\"icon.png\" alt=\"Reverse\"/><b>\"Reverse\"</b> /speed 1"),
            "30 min/\"Reverse\" /speed 1"
        );
    }

    #[test]
    fn spaces_before_commas_are_dropped() {
        assert_eq!(
            tighten_commas("2 tortillas  , (wheat)"),
            "2 tortillas, (wheat)"
        );
        assert_eq!(
            tighten_commas("garlic , minced , fresh"),
            "garlic, minced, fresh"
        );
        assert_eq!(
            tighten_commas("1,5 kg flour, sifted"),
            "1,5 kg flour, sifted"
        );
    }

    #[test]
    fn week_long_durations_are_kept() {
        assert_eq!(duration_minutes("P7DT10M"), Some(10_090));
        assert_eq!(duration_minutes("P30D"), None);
    }
}

#[cfg(test)]
mod no_panic {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn cleaning_helpers_accept_any_text(raw in "\\PC{0,200}|[<>&;#.,()0-9a-zA-Z PTHMS\u{ad}\u{a0}é½-]{0,200}") {
            let cleaned = clean_text(&raw);
            prop_assert!(!cleaned.starts_with(' ') && !cleaned.ends_with(' '));
            for line in split_lines(&raw) {
                prop_assert!(!line.trim().is_empty());
            }
            let _ = (split_blocks(&raw), split_glued_sentences(&raw), strip_bullet(&raw));
            let _ = (collapse_doubled_parentheses(&raw), duration_minutes(&raw));
            let _ = (first_integer(&raw), first_number(&raw));
        }
    }
}
