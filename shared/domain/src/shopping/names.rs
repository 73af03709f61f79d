//! Ingredient names as comparable words: lowercased, accents folded, split on anything that is
//! not a letter or digit, each word singularized. Shopping merges on these words and matches its
//! category table with them; allergen detection matches its synonym table the same way.

use unicode_normalization::UnicodeNormalization;

/// Words dropped from a merge key when other words remain: "fresh basil" buys as "basil".
const DESCRIPTORS: &[&str] = &[
    "fresh", "freshly", "organic", "ripe", "large", "medium", "small", "extra",
];

/// Plurals the suffix rules get wrong.
const IRREGULAR_PLURALS: &[(&str, &str)] = &[
    ("leaves", "leaf"),
    ("halves", "half"),
    ("loaves", "loaf"),
    ("knives", "knife"),
];

/// The words of `name`, singularized, parenthesized asides removed.
pub fn name_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut depth = 0usize;
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            // A combining mark belongs to the letter before it: lowercasing "İ" gives "i" and a
            // combining dot ("İrmik" is "irmik"), and text typed decomposed carries its accents so.
            '\u{0300}'..='\u{036f}' => {}
            _ if c.is_alphanumeric() => word.push(fold_accent(c)),
            _ => flush(&mut word, &mut words),
        }
        if depth > 0 {
            flush(&mut word, &mut words);
        }
    }
    flush(&mut word, &mut words);
    words
}

/// The key under which lines of the same ingredient merge: its words without descriptors.
pub fn merge_key(name: &str) -> String {
    let words = name_words(name);
    let kept: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|w| !DESCRIPTORS.contains(w))
        .collect();
    if kept.is_empty() {
        words.join(" ")
    } else {
        kept.join(" ")
    }
}

/// Every position where `phrase` occurs in `words` as whole words.
pub fn phrase_positions<'a>(
    words: &'a [String],
    phrase: &'a [String],
) -> impl Iterator<Item = usize> + 'a {
    let last_start = (words.len() + 1).saturating_sub(phrase.len().max(1));
    (0..last_start).filter(move |&start| {
        !phrase.is_empty()
            && words
                .get(start..start + phrase.len())
                .is_some_and(|window| window == phrase)
    })
}

fn flush(word: &mut String, words: &mut Vec<String>) {
    if !word.is_empty() {
        words.push(singular(word));
        word.clear();
    }
}

/// The letter without its accents, in any language: "é" and "ư" decompose into a base letter
/// and combining marks ("nước chấm" reads as "nuoc cham"); the few letters with a stroke do not
/// decompose and are listed, and so is the Greek final sigma, which lowercasing a capital "Σ"
/// letter by letter never gives ("ΚΙΜΑΣ" is "κιμάς").
fn fold_accent(c: char) -> char {
    match c {
        'ς' => 'σ',
        'đ' => 'd',
        'ł' => 'l',
        'ø' => 'o',
        'ı' => 'i',
        _ if c.is_ascii() => c,
        _ => std::iter::once(c).nfd().next().unwrap_or(c),
    }
}

/// An English singular good enough for matching: singular and plural of a word always give the
/// same result, even where that result is not a real word ("cookie" and "cookies" → "cooky").
fn singular(word: &str) -> String {
    if let Some((_, singular)) = IRREGULAR_PLURALS.iter().find(|(plural, _)| *plural == word) {
        return (*singular).to_owned();
    }
    let stem = |suffix: &str| word.strip_suffix(suffix).filter(|s| s.len() >= 2);
    if let Some(stem) = stem("ies") {
        return format!("{stem}y");
    }
    if let Some(stem) = stem("ie") {
        return format!("{stem}y");
    }
    if let Some(stem) = stem("oes") {
        return format!("{stem}o");
    }
    if let Some(stem) = stem("es")
        && ["ch", "sh", "ss", "x", "z"]
            .iter()
            .any(|end| stem.ends_with(end))
    {
        return stem.to_owned();
    }
    let keeps_s = ["ss", "us", "is"].iter().any(|end| word.ends_with(end));
    match stem("s") {
        Some(stem) if word.len() > 3 && !keeps_s => stem.to_owned(),
        _ => word.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singular_and_plural_meet() {
        for (one, many) in [
            ("tomato", "tomatoes"),
            ("berry", "berries"),
            ("cookie", "cookies"),
            ("peach", "peaches"),
            ("leaf", "leaves"),
            ("olive", "olives"),
            ("egg", "eggs"),
            ("glass", "glasses"),
        ] {
            assert_eq!(singular(one), singular(many), "{one} / {many}");
        }
        assert_eq!(singular("hummus"), "hummus");
        assert_eq!(singular("peas"), "pea");
    }

    #[test]
    fn words_split_on_punctuation_and_skip_asides() {
        assert_eq!(
            name_words("Peanut-free Jalapeños (seeded)"),
            ["peanut", "free", "jalapeno"]
        );
        assert_eq!(merge_key("Fresh Basil Leaves"), "basil leaf");
        assert_eq!(merge_key("fresh"), "fresh");
    }

    #[test]
    fn capitals_and_decomposed_accents_fold_as_their_letters() {
        assert_eq!(name_words("İrmik"), name_words("irmik"));
        assert_eq!(name_words("ΚΙΜΑΣ"), name_words("κιμάς"));
        assert_eq!(name_words("cafe\u{301} au lait"), ["cafe", "au", "lait"]);
    }
}
