//! Cleaning a recipe's text before it is stored or shown for review: control characters and
//! bidirectional overrides are removed from every text field.
//!
//! Every field, not only the name: a bidi override (U+202A–U+202E, U+2066–U+2069) displays text
//! in another order than it is stored ("Trojan Source"), so an ingredient line or a step could
//! read "1 tsp" on screen and say something else underneath; control characters (C0, DEL, C1)
//! mean nothing in a recipe and break terminals, logs and exports. Whitespace stays whitespace:
//! single-line fields (names, ingredient lines, labels) turn tabs and line breaks into spaces;
//! the description and steps keep line breaks (as `\n`) and turn tabs into spaces. The implicit
//! direction marks (LRM, RLM, ALM) stay, as right-to-left text needs them.

use std::borrow::Cow;

use crate::Recipe;

/// Whether `c` overrides or isolates the text direction.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Line and paragraph separators, including the C1 "next line".
fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

fn needs_cleaning(c: char, keep_line_breaks: bool) -> bool {
    if c == '\n' {
        return !keep_line_breaks;
    }
    c.is_control() || is_bidi_control(c) || is_line_break(c)
}

/// `text` without controls and bidi overrides; line breaks become `\n` when `keep_line_breaks`,
/// else spaces (`\r\n` counts as one break).
fn clean(text: &str, keep_line_breaks: bool) -> Cow<'_, str> {
    if !text.chars().any(|c| needs_cleaning(c, keep_line_breaks)) {
        return Cow::Borrowed(text);
    }
    let mut cleaned = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if is_line_break(c) {
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
            }
            cleaned.push(if keep_line_breaks { '\n' } else { ' ' });
        } else if c == '\t' || c == '\u{B}' || c == '\u{C}' {
            cleaned.push(' ');
        } else if !c.is_control() && !is_bidi_control(c) {
            cleaned.push(c);
        }
    }
    Cow::Owned(cleaned)
}

/// A single-line text (a name, an ingredient line, a label) cleaned.
pub fn clean_line(text: &str) -> Cow<'_, str> {
    clean(text, false)
}

/// A multi-line text (a description, a step) cleaned; its line breaks become `\n`.
pub fn clean_paragraphs(text: &str) -> Cow<'_, str> {
    clean(text, true)
}

fn clean_in_place(text: &mut String, keep_line_breaks: bool) {
    if let Cow::Owned(cleaned) = clean(text, keep_line_breaks) {
        *text = cleaned;
    }
}

fn clean_option(text: &mut Option<String>, keep_line_breaks: bool) {
    if let Some(text) = text {
        clean_in_place(text, keep_line_breaks);
    }
}

impl Recipe {
    /// Cleans every text field of the recipe (see the module documentation).
    pub fn clean_text(&mut self) {
        clean_in_place(&mut self.name, false);
        clean_option(&mut self.description, true);
        clean_option(&mut self.r#yield, false);
        for ingredient in &mut self.ingredients {
            clean_in_place(&mut ingredient.text, false);
            clean_in_place(&mut ingredient.name, false);
            for part in [
                &mut ingredient.size,
                &mut ingredient.preparation,
                &mut ingredient.notes,
                &mut ingredient.group,
            ] {
                clean_option(part, false);
            }
        }
        for step in &mut self.instructions {
            clean_in_place(step, true);
        }
        for group in &mut self.instruction_groups {
            clean_in_place(&mut group.name, false);
        }
        for labels in [
            &mut self.cuisine,
            &mut self.category,
            &mut self.diet_type,
            &mut self.tags,
        ] {
            labels
                .iter_mut()
                .for_each(|label| clean_in_place(label, false));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bidi_overrides_and_isolates_are_removed() {
        for c in ('\u{202A}'..='\u{202E}').chain('\u{2066}'..='\u{2069}') {
            assert_eq!(clean_line(&format!("1 t{c}sp salt")), "1 tsp salt", "{c:?}");
        }
        let hebrew = "\u{200F}שקשוקה\u{200E}";
        assert_eq!(clean_line(hebrew), hebrew, "direction marks stay");
    }

    #[test]
    fn controls_are_removed_and_whitespace_kept_as_whitespace() {
        assert_eq!(
            clean_line("Tomato\u{0}\u{7}\u{1B}[31m soup\u{7F}\u{9B}"),
            "Tomato[31m soup"
        );
        assert_eq!(
            clean_line("Tomato\tsoup\r\nwith\nbasil"),
            "Tomato soup with basil"
        );
        assert_eq!(
            clean_paragraphs("Stir.\r\nSimmer.\rServe\u{2028}hot.\tNow."),
            "Stir.\nSimmer.\nServe\nhot. Now."
        );
        assert_eq!(clean_line("\u{85}x"), " x", "NEL is a line break");
    }

    #[test]
    fn clean_text_is_borrowed_and_unicode_survives() {
        let text = "Crème brûlée — 焼き鳥 🍮";
        assert!(matches!(clean_line(text), Cow::Borrowed(_)));
        assert!(matches!(clean_paragraphs("a\nb"), Cow::Borrowed(_)));
        assert!(matches!(clean_line("a\nb"), Cow::Owned(_)));
    }

    #[test]
    fn every_text_field_of_a_recipe_is_cleaned() {
        let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
            "name": "Soup\u{202E}puoS",
            "description": "Warm.\r\nGood.\u{0}",
            "ingredients": [{"text": "1\u{2066} cup\u{2069} milk", "name": "mi\u{7}lk",
                             "notes": "cold\n", "group": "Base\t"}],
            "instructions": ["Heat.\u{202D}\nStir."],
            "instructionGroups": [{"name": "A\u{1}", "start": 0, "end": 1}],
            "tags": ["q\u{202C}uick"], "yield": "2\u{0} bowls"
        }))
        .expect("recipe");
        recipe.clean_text();
        let json = serde_json::to_string(&recipe).expect("json");
        assert!(
            !json.chars().any(|c| is_bidi_control(c) || (c.is_control())),
            "{json}"
        );
        assert_eq!(recipe.name, "SouppuoS");
        assert_eq!(recipe.description.as_deref(), Some("Warm.\nGood."));
        assert_eq!(recipe.ingredients[0].text, "1 cup milk");
        assert_eq!(recipe.ingredients[0].name, "milk");
        assert_eq!(recipe.ingredients[0].notes.as_deref(), Some("cold "));
        assert_eq!(recipe.instructions, ["Heat.\nStir."]);
        assert_eq!(recipe.tags, ["quick"]);
        assert_eq!(recipe.r#yield.as_deref(), Some("2 bowls"));
    }
}
