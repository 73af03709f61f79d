//! Reading the JSON of a `<script type="application/ld+json">` the way browsers tolerate it:
//! trailing commas, raw control characters and stray quotes inside strings, bad escapes,
//! HTML-comment or CDATA wrappers, a leading `;` or BOM, and several values one after another.

use serde_json::Value;

/// Most values read from one script; more are almost certainly garbage.
const MAX_VALUES_PER_SCRIPT: usize = 64;

/// Most failed attempts at reading a value from one script, so junk costs linear time.
const MAX_FAILED_ATTEMPTS: usize = 64;

/// Every JSON value in `raw`, strict parsing first and the repair pass only when that fails.
/// Unreadable parts are skipped; never panics.
pub fn parse_lenient(raw: &str) -> Vec<Value> {
    if let Ok(value) = serde_json::from_str::<Value>(raw) {
        return vec![value];
    }
    read_concatenated(&repair(raw))
}

/// Reads values one after another, skipping whatever separates them (`;`, `,`, junk).
fn read_concatenated(text: &str) -> Vec<Value> {
    let mut values = Vec::new();
    let mut rest = text;
    let mut failures = 0;
    while values.len() < MAX_VALUES_PER_SCRIPT && failures < MAX_FAILED_ATTEMPTS {
        let Some(start) = rest.find(['{', '[']) else {
            break;
        };
        rest = &rest[start..];
        let mut stream = serde_json::Deserializer::from_str(rest).into_iter::<Value>();
        match stream.next() {
            Some(Ok(value)) => {
                values.push(value);
                rest = &rest[stream.byte_offset()..];
            }
            // Skip the opening bracket that led nowhere and look for the next value.
            _ => {
                failures += 1;
                rest = &rest[1..];
            }
        }
    }
    values
}

/// Rewrites `raw` into text serde_json accepts, leaving valid JSON unchanged in meaning.
fn repair(raw: &str) -> String {
    let body = trim_to_brackets(raw);
    let mut out = String::with_capacity(body.len() + 16);
    let mut chars = body.char_indices().peekable();
    let mut in_string = false;
    while let Some((i, c)) = chars.next() {
        if !in_string {
            match c {
                '"' => in_string = true,
                ',' if closes_next(&body[i + 1..]) => continue,
                _ => {}
            }
            out.push(c);
            continue;
        }
        match c {
            '\\' => match chars.peek().map(|&(_, next)| next) {
                Some(next @ ('"' | '\\' | '/' | 'b' | 'f' | 'n' | 'r' | 't')) => {
                    out.push('\\');
                    out.push(next);
                    chars.next();
                }
                Some('u') if is_hex4(body.get(i + 2..i + 6)) => out.push('\\'),
                // An invalid escape (`\'`, `\x`, a lone `\`) stands for the character itself.
                Some(_) | None => {}
            },
            '"' if ends_string(&body[i + 1..]) => {
                in_string = false;
                out.push('"');
            }
            // A quote followed by more text is part of the string (`"say "hi" now"`).
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() && (c as u32) < 0x20 => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// The text from the first `{`/`[` to the last `}`/`]`, dropping comment, CDATA, `;` or BOM
/// wrappers; the whole text when there are no brackets.
fn trim_to_brackets(raw: &str) -> &str {
    let start = raw.find(['{', '[']).unwrap_or(0);
    let end = raw
        .rfind(['}', ']'])
        .map_or(raw.len(), |last| last + 1)
        .max(start);
    &raw[start..end]
}

/// Whether only whitespace stands between here and a closing bracket (a trailing comma).
fn closes_next(rest: &str) -> bool {
    rest.trim_start().starts_with(['}', ']'])
}

/// Whether a quote followed by `rest` ends the string: JSON syntax (or the end) comes next.
fn ends_string(rest: &str) -> bool {
    let next = rest.trim_start_matches([' ', '\t', '\r', '\n']);
    next.is_empty() || next.starts_with([',', '}', ']', ':'])
}

fn is_hex4(digits: Option<&str>) -> bool {
    digits.is_some_and(|d| d.len() == 4 && d.chars().all(|c| c.is_ascii_hexdigit()))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn valid_json_is_read_as_is() {
        assert_eq!(parse_lenient(r#"{"a": [1, 2]}"#), [json!({"a": [1, 2]})]);
    }

    #[test]
    fn trailing_commas_and_raw_control_characters_are_repaired() {
        let raw = "{\"name\": \"Two\nlines\ttab\",\n \"list\": [\"a\", \"b\",],\n}";
        assert_eq!(
            parse_lenient(raw),
            [json!({"name": "Two\nlines\ttab", "list": ["a", "b"]})]
        );
    }

    #[test]
    fn wrappers_bom_and_leading_semicolon_are_dropped() {
        for raw in [
            "\u{feff}{\"a\":1}",
            ";{\"a\":1};",
            "<!--\n{\"a\":1}\n-->",
            "//<![CDATA[\n{\"a\":1}\n//]]>",
        ] {
            assert_eq!(parse_lenient(raw), [json!({"a": 1})], "{raw:?}");
        }
    }

    #[test]
    fn concatenated_values_are_all_read() {
        assert_eq!(
            parse_lenient("{\"a\":1}\n{\"b\":2},[3]"),
            [json!({"a": 1}), json!({"b": 2}), json!([3])]
        );
    }

    #[test]
    fn stray_quotes_and_bad_escapes_stay_in_the_string() {
        assert_eq!(
            parse_lenient(r#"{"text": "say "hi" now", "q": "it\'s \x"}"#),
            [json!({"text": "say \"hi\" now", "q": "it's x"})]
        );
    }

    #[test]
    fn garbage_yields_nothing_without_panicking() {
        for raw in [
            "",
            "}{",
            "[[[",
            "\"\\",
            "{\"a\":\"\\u12",
            "not json at all",
            "{é,]",
        ] {
            let _ = parse_lenient(raw);
        }
        assert!(parse_lenient("nothing here").is_empty());
        let deep = "[".repeat(10_000) + &"]".repeat(10_000);
        assert!(parse_lenient(&deep).len() <= MAX_VALUES_PER_SCRIPT);
    }
}

#[cfg(test)]
mod no_panic {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn any_text_is_read_without_panicking(raw in "\\PC{0,300}|[\\[\\]{}\",:\\\\ntu0-9a\n\t-]{0,300}") {
            prop_assert!(parse_lenient(&raw).len() <= MAX_VALUES_PER_SCRIPT);
        }
    }
}
