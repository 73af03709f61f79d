//! Food-name normalization shared by the alias table and the SR28 name matcher: lowercase word
//! tokens with plurals folded to the singular, so "Scallions" and "scallion" meet.

/// Plurals the suffix rules below would fold wrongly.
const IRREGULAR_PLURALS: [(&str, &str); 4] = [
    ("leaves", "leaf"),
    ("halves", "half"),
    ("loaves", "loaf"),
    ("knives", "knife"),
];

/// The normalized word tokens of `name`: split on anything but letters and digits, lowercase,
/// singular.
pub(super) fn tokens(name: &str) -> Vec<String> {
    name.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(|word| singular(&word.to_lowercase()))
        .collect()
}

/// `tokens(name)` joined by single spaces: the lookup key of a name.
pub(super) fn key(name: &str) -> String {
    tokens(name).join(" ")
}

/// English plural to singular by suffix; only needs to be consistent, not always correct.
fn singular(word: &str) -> String {
    if let Some((_, single)) = IRREGULAR_PLURALS.iter().find(|(plural, _)| *plural == word) {
        return (*single).to_owned();
    }
    if word.chars().count() <= 3 || ["ss", "us", "is"].iter().any(|end| word.ends_with(end)) {
        return word.to_owned();
    }
    if let Some(stem) = word.strip_suffix("ies") {
        return format!("{stem}y");
    }
    let es_plural = ["oes", "ches", "shes", "xes", "sses", "zes"];
    if es_plural.iter().any(|end| word.ends_with(end))
        && let Some(stem) = word.strip_suffix("es")
    {
        return stem.to_owned();
    }
    word.strip_suffix('s').unwrap_or(word).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_fold_to_the_singular() {
        assert_eq!(key("Scallions"), "scallion");
        assert_eq!(key("cherry tomatoes"), "cherry tomato");
        assert_eq!(key("mixed berries"), "mixed berry");
        assert_eq!(key("bay leaves"), "bay leaf");
        assert_eq!(key("peaches"), "peach");
        assert_eq!(key("hummus"), "hummus");
        assert_eq!(key("Swiss cheese"), "swiss cheese");
        assert_eq!(key("oats"), "oat");
        assert_eq!(key("egg"), "egg");
    }

    #[test]
    fn punctuation_and_case_do_not_matter() {
        assert_eq!(
            tokens("Wheat flour, white, all-purpose"),
            ["wheat", "flour", "white", "all", "purpose"]
        );
        assert_eq!(key("  Extra-Virgin   Olive oil "), "extra virgin olive oil");
    }
}
