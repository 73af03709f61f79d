//! The deterministic, low-risk normalization rules of seed 004 §12.3: whitespace and casing,
//! unit abbreviations, number formatting without conversion, and temperature formatting. They
//! need no model; each changed field becomes one `replace` operation with a one-line summary.
//! Renames, conversions, quantity and step edits are high-risk and come from the model.

use cookbook_domain::Recipe;
use cookbook_domain::ingredient_line::canonical_unit_spellings;
use cookbook_domain::normalization::NormalizationOp;
use serde_json::Value;

use crate::text::collapse_whitespace;

/// One proposed edit and the line that describes it to the reviewer.
#[derive(Debug, Clone, PartialEq)]
pub struct ProposedEdit {
    pub op: NormalizationOp,
    pub summary: String,
}

/// A rule's name, as the diff summary shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    Whitespace,
    Casing,
    Units,
    Numbers,
    Temperatures,
}

impl Rule {
    fn label(self) -> &'static str {
        match self {
            Self::Whitespace => "whitespace",
            Self::Casing => "casing",
            Self::Units => "unit abbreviations",
            Self::Numbers => "number formatting",
            Self::Temperatures => "temperature formatting",
        }
    }
}

/// What kind of text a field holds, which decides the rules that apply to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    /// Free text: name, description, yield, cuisine, preparation, notes.
    Prose,
    /// An ingredient line as written.
    IngredientLine,
    /// An ingredient's name: lowercase unless it is a single proper word.
    IngredientName,
    Step,
    Tag,
}

/// The low-risk edits that bring `recipe` to the house style, in document order.
pub fn low_risk_edits(recipe: &Recipe) -> Vec<ProposedEdit> {
    let mut edits = Vec::new();
    let mut visit = |path: String, text: &str, field: Field| {
        if let Some(edit) = edit_text(path, text, field) {
            edits.push(edit);
        }
    };
    visit("/name".to_owned(), &recipe.name, Field::Prose);
    if let Some(description) = &recipe.description {
        visit("/description".to_owned(), description, Field::Prose);
    }
    for (i, ingredient) in recipe.ingredients.iter().enumerate() {
        visit(
            format!("/ingredients/{i}/text"),
            &ingredient.text,
            Field::IngredientLine,
        );
        visit(
            format!("/ingredients/{i}/name"),
            &ingredient.name,
            Field::IngredientName,
        );
        for (key, value) in [
            ("preparation", &ingredient.preparation),
            ("notes", &ingredient.notes),
        ] {
            if let Some(value) = value {
                visit(format!("/ingredients/{i}/{key}"), value, Field::Prose);
            }
        }
    }
    for (i, step) in recipe.instructions.iter().enumerate() {
        visit(format!("/instructions/{i}"), step, Field::Step);
    }
    if let Some(yield_text) = &recipe.r#yield {
        visit("/yield".to_owned(), yield_text, Field::Prose);
    }
    for (key, values, field) in [
        ("cuisine", &recipe.cuisine, Field::Prose),
        ("category", &recipe.category, Field::Prose),
        ("dietType", &recipe.diet_type, Field::Prose),
        ("tags", &recipe.tags, Field::Tag),
    ] {
        for (i, value) in values.iter().enumerate() {
            visit(format!("/{key}/{i}"), value, field);
        }
    }
    edits
}

/// A rule's rewrite of a text, `None` when it has nothing to change.
type Rewrite = fn(&str) -> Option<String>;

/// The rules that apply to a kind of field, in the order they run.
fn rules_for(field: Field) -> Vec<(Rule, Rewrite)> {
    let mut rules: Vec<(Rule, Rewrite)> = vec![(Rule::Whitespace, |t| Some(tidy_spacing(t)))];
    match field {
        Field::IngredientLine => {
            rules.push((Rule::Numbers, ascii_fractions));
            rules.push((Rule::Units, |t| {
                canonical_unit_spellings(t).map(|(respelled, _)| respelled)
            }));
        }
        Field::Step => {
            rules.push((Rule::Numbers, ascii_fractions));
            rules.push((Rule::Temperatures, degree_signs));
            rules.push((Rule::Casing, capitalize_first));
        }
        Field::IngredientName => rules.push((Rule::Casing, |t| lowercase_title_words(t, false))),
        Field::Tag => rules.push((Rule::Casing, |t| lowercase_title_words(t, true))),
        Field::Prose => {}
    }
    rules
}

/// The edit of one text field, if any rule changes it.
fn edit_text(path: String, original: &str, field: Field) -> Option<ProposedEdit> {
    let mut rules = Vec::new();
    let mut text = original.to_owned();
    for (rule, rewrite) in rules_for(field) {
        if let Some(changed) = rewrite(&text).filter(|changed| *changed != text) {
            text = changed;
            rules.push(rule);
        }
    }
    if rules.is_empty() {
        return None;
    }
    let labels: Vec<&str> = rules.iter().map(|rule| rule.label()).collect();
    let mut labels = labels.join(", ");
    if let Some(first) = labels.get(..1) {
        labels = first.to_uppercase() + labels.get(1..).unwrap_or_default();
    }
    let summary = format!(
        "{labels}: \"{}\" -> \"{}\" (Low)",
        excerpt(original),
        excerpt(&text)
    );
    Some(ProposedEdit {
        op: NormalizationOp::low_risk_replace(path, Value::String(text)),
        summary,
    })
}

/// Shortens text for the one-line summary.
fn excerpt(text: &str) -> String {
    const MAX_CHARS: usize = 60;
    if text.chars().count() <= MAX_CHARS {
        return text.to_owned();
    }
    let mut short: String = text.chars().take(MAX_CHARS - 1).collect();
    short.push('…');
    short
}

/// Collapsed whitespace, and no space before closing punctuation ("salt , pepper").
fn tidy_spacing(text: &str) -> String {
    let collapsed = collapse_whitespace(text);
    let mut out = String::with_capacity(collapsed.len());
    for c in collapsed.chars() {
        if matches!(c, ',' | '.' | ';' | ':' | ')' | '!' | '?') && out.ends_with(' ') {
            out.pop();
        }
        out.push(c);
    }
    out
}

/// The ASCII spelling of a vulgar fraction.
fn ascii_fraction(c: char) -> Option<&'static str> {
    Some(match c {
        '½' => "1/2",
        '⅓' => "1/3",
        '⅔' => "2/3",
        '¼' => "1/4",
        '¾' => "3/4",
        '⅕' => "1/5",
        '⅖' => "2/5",
        '⅗' => "3/5",
        '⅘' => "4/5",
        '⅙' => "1/6",
        '⅚' => "5/6",
        '⅛' => "1/8",
        '⅜' => "3/8",
        '⅝' => "5/8",
        '⅞' => "7/8",
        _ => return None,
    })
}

/// Vulgar fractions spelled in ASCII ("1½" → "1 1/2"), the value unchanged.
fn ascii_fractions(text: &str) -> Option<String> {
    if !text.chars().any(|c| ascii_fraction(c).is_some()) {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars() {
        match ascii_fraction(c) {
            Some(ascii) => {
                if out.ends_with(|p: char| p.is_ascii_digit()) {
                    out.push(' ');
                }
                out.push_str(ascii);
            }
            None => out.push(c),
        }
    }
    Some(out)
}

/// Temperatures written as "350 F", "180 degrees C" or "350 ° F" become "350°F" / "180°C".
fn degree_signs(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut changed = false;
    while let Some(&c) = chars.get(i) {
        out.push(c);
        i += 1;
        let ends_number = c.is_ascii_digit() && !chars.get(i).is_some_and(char::is_ascii_digit);
        if ends_number && let Some((scale, end)) = temperature_scale(&chars, i) {
            let written: String = chars.get(i..end).unwrap_or_default().iter().collect();
            let formatted = format!("°{scale}");
            if written != formatted {
                changed = true;
            }
            out.push_str(&formatted);
            i = end;
        }
    }
    changed.then_some(out)
}

/// After a number at `start`: optional spaces, an optional degree mark or word, optional spaces
/// and F or C as a whole word; the scale letter and where the temperature ends.
fn temperature_scale(chars: &[char], start: usize) -> Option<(char, usize)> {
    let skip_spaces = |mut i: usize| {
        while chars.get(i).is_some_and(|c| *c == ' ') {
            i += 1;
        }
        i
    };
    let mut i = skip_spaces(start);
    let word_at = |i: usize, word: &str| {
        word.chars()
            .enumerate()
            .all(|(k, w)| chars.get(i + k).is_some_and(|c| c.eq_ignore_ascii_case(&w)))
    };
    let mut marked = false;
    if chars.get(i).is_some_and(|c| matches!(c, '°' | 'º')) {
        i += 1;
        marked = true;
    } else {
        for word in ["degrees", "degree", "deg"] {
            if word_at(i, word) {
                i += word.chars().count();
                marked = true;
                break;
            }
        }
    }
    i = skip_spaces(i);
    let letter = *chars.get(i)?;
    let scale = letter.to_ascii_uppercase();
    // Unmarked, only a capital after two or more digits reads as a scale: "2 C flour" is cups.
    let digits = chars
        .get(..start)?
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let unmarked_ok = letter.is_uppercase() && digits >= 2;
    if !matches!(scale, 'F' | 'C') || !(marked || unmarked_ok) {
        return None;
    }
    let mut end = i + 1;
    let spelled_out = if scale == 'F' { "ahrenheit" } else { "elsius" };
    if word_at(end, spelled_out) {
        end += spelled_out.len();
    }
    if chars.get(end).is_some_and(|c| c.is_alphanumeric()) {
        return None;
    }
    Some((scale, end))
}

/// Ingredient names and tags in lowercase when every word is capitalized ("Olive Oil",
/// "GARLIC"); a single capitalized ingredient word stays ("Parmigiano") unless `always`.
fn lowercase_title_words(text: &str, always: bool) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let capitalized = |word: &&str| word.chars().next().is_some_and(char::is_uppercase);
    let title_case = words.len() > 1 && words.iter().all(capitalized);
    let shouting = text.chars().filter(|c| c.is_alphabetic()).count() > 1
        && text
            .chars()
            .filter(|c| c.is_alphabetic())
            .all(char::is_uppercase);
    let has_upper = text.chars().any(char::is_uppercase);
    (has_upper && (always || title_case || shouting)).then(|| text.to_lowercase())
}

/// A step starting with a lowercase letter is capitalized.
fn capitalize_first(text: &str) -> Option<String> {
    let first = text.chars().next().filter(|c| c.is_lowercase())?;
    Some(first.to_uppercase().collect::<String>() + text.get(first.len_utf8()..)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cookbook_domain::ingredient_line::parse_ingredient_line;
    use cookbook_domain::normalization::apply_patch;
    use serde_json::json;

    fn recipe() -> Recipe {
        serde_json::from_value(json!({
            "name": "  Weeknight   Pancakes ",
            "ingredients": [
                serde_json::to_value(parse_ingredient_line("1½ Tablespoons sugar")).unwrap(),
                serde_json::to_value(parse_ingredient_line("2 cups flour")).unwrap(),
                {"text": "1 egg", "name": "Large Egg", "isToTaste": false, "confidence": 0.9}
            ],
            "instructions": ["preheat the oven to 350 F .", "Bake at 180 degrees C for 20 minutes."],
            "tags": ["Breakfast", "quick"]
        }))
        .unwrap()
    }

    fn edited(edits: &[ProposedEdit], path: &str) -> Option<Value> {
        edits
            .iter()
            .find(|edit| edit.op.path == path)
            .and_then(|edit| edit.op.value.clone())
    }

    #[test]
    fn each_changed_field_gets_one_low_risk_replace() {
        let edits = low_risk_edits(&recipe());
        assert_eq!(edited(&edits, "/name"), Some(json!("Weeknight Pancakes")));
        assert_eq!(
            edited(&edits, "/ingredients/0/text"),
            Some(json!("1 1/2 tbsp sugar"))
        );
        assert_eq!(edited(&edits, "/ingredients/1/text"), None);
        assert_eq!(
            edited(&edits, "/ingredients/2/name"),
            Some(json!("large egg"))
        );
        assert_eq!(
            edited(&edits, "/instructions/0"),
            Some(json!("Preheat the oven to 350°F."))
        );
        assert_eq!(
            edited(&edits, "/instructions/1"),
            Some(json!("Bake at 180°C for 20 minutes."))
        );
        assert_eq!(edited(&edits, "/tags/0"), Some(json!("breakfast")));
        assert!(
            edits
                .iter()
                .all(|e| e.op.risk_category == cookbook_domain::normalization::RiskCategory::Low)
        );
        let units = edits
            .iter()
            .find(|e| e.op.path == "/ingredients/0/text")
            .unwrap();
        assert_eq!(
            units.summary,
            "Number formatting, unit abbreviations: \"1½ Tablespoons sugar\" -> \"1 1/2 tbsp sugar\" (Low)"
        );
    }

    #[test]
    fn the_edits_apply_and_a_second_pass_finds_nothing() {
        let recipe = recipe();
        let ops: Vec<NormalizationOp> = low_risk_edits(&recipe)
            .into_iter()
            .map(|edit| edit.op)
            .collect();
        let normalized = apply_patch(&recipe, &ops).unwrap();
        assert_eq!(low_risk_edits(&normalized), Vec::new());
    }

    #[test]
    fn temperatures_need_a_scale_that_reads_as_one() {
        assert_eq!(
            degree_signs("Bake 20 minutes at 200 C"),
            Some("Bake 20 minutes at 200°C".into())
        );
        assert_eq!(degree_signs("350 °F"), Some("350°F".into()));
        assert_eq!(
            degree_signs("425 degrees Fahrenheit."),
            Some("425°F.".into())
        );
        assert_eq!(degree_signs("350°F"), None);
        // "2 c" and "2 C" are cups; a lowercase letter counts only after a degree mark.
        assert_eq!(degree_signs("add 2 c flour"), None);
        assert_eq!(degree_signs("add 2 C flour"), None);
        assert_eq!(degree_signs("fold 3 Cups"), None);
        assert_eq!(degree_signs("at 180 deg c"), Some("at 180°C".into()));
    }

    #[test]
    fn casing_leaves_single_proper_words_and_mixed_names() {
        assert_eq!(lowercase_title_words("Parmigiano", false), None);
        assert_eq!(lowercase_title_words("extra-virgin Olive oil", false), None);
        assert_eq!(lowercase_title_words("SALT", false), Some("salt".into()));
        assert_eq!(lowercase_title_words("Vegan", true), Some("vegan".into()));
    }
}
