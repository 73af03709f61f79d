//! The amount at the front of an ingredient line: quantity or range, unit, and the size or
//! alternative measures written around them ("2 (14 oz) cans", "150g/5oz", "1 cup (240 ml)").

use std::ops::Range;

use super::lexer::{Kind, Token};
use super::vocabulary::{
    UnitWord, french_spoon, is_amount_qualifier, is_article, is_container_word,
    is_foreign_partitive, is_french_spoon_head, is_size_word, is_unit_only_after_count,
    number_word, starts_note, unit_word,
};
use crate::Unit;

/// What the front of the line says about how much.
#[derive(Debug, Default)]
pub(super) struct Amount {
    pub quantity: Option<f64>,
    pub quantity_max: Option<f64>,
    pub unit: Option<Unit>,
    /// Token ranges describing the item's size ("large", "14 oz").
    pub size: Vec<Range<usize>>,
    /// Token ranges kept as notes (alternative measures, qualifiers such as "heaping").
    pub notes: Vec<Range<usize>>,
    /// Whether the amount counts containers ("2 cans"), whose contents are named as sold
    /// ("chopped tomatoes").
    pub container: bool,
    /// The first token after the amount.
    pub end: usize,
}

fn is_container(unit: Unit) -> bool {
    matches!(
        unit,
        Unit::Can | Unit::Jar | Unit::Package | Unit::Packet | Unit::Bottle
    )
}

/// Read-only view of the tokens with the look-ups the amount grammar needs.
struct Tokens<'a> {
    tokens: &'a [Token<'a>],
    text: &'a str,
}

impl<'a> Tokens<'a> {
    fn get(&self, i: usize) -> Option<&'a Token<'a>> {
        self.tokens.get(i)
    }

    /// The lowercased word at `i`, if that token is a word.
    fn word(&self, i: usize) -> Option<&'a str> {
        self.get(i)
            .filter(|t| t.is_word())
            .map(|t| t.lower.as_ref())
    }

    fn original(&self, i: usize) -> &'a str {
        self.get(i)
            .and_then(|t| self.text.get(t.start..t.end))
            .unwrap_or("")
    }

    fn is_punct(&self, i: usize, c: char) -> bool {
        self.get(i).is_some_and(|t| t.is_punct(c))
    }

    /// Whether token `i` starts right where token `i - 1` ends (no space between).
    fn glued_to_previous(&self, i: usize) -> bool {
        match (i.checked_sub(1).and_then(|p| self.get(p)), self.get(i)) {
            (Some(previous), Some(token)) => previous.end == token.start,
            _ => false,
        }
    }

    /// A number at `i`: digits, a mixed number ("1 1/2", "1 ½") or a number word, times twelve
    /// when "dozen" follows ("2 dozen").
    fn number(&self, i: usize) -> Option<(f64, usize)> {
        let (value, next) = self.plain_number(i)?;
        if self.word(next) == Some("dozen") {
            return Some((value * 12.0, next + 1));
        }
        Some((value, next))
    }

    fn plain_number(&self, i: usize) -> Option<(f64, usize)> {
        let token = self.get(i)?;
        match token.kind {
            Kind::Number { value, fraction } => {
                if let Some(Kind::Number {
                    value: part,
                    fraction: true,
                }) = self.get(i + 1).map(|t| &t.kind)
                    && !fraction
                    && value.fract() == 0.0
                    && *part < 1.0
                    && !self.hyphenated_measure(i + 1)
                {
                    return Some((value + part, i + 2));
                }
                Some((value, i + 1))
            }
            Kind::Word => number_word(&token.lower).map(|value| (value, i + 1)),
            Kind::Punct(_) => None,
        }
    }

    /// Whether the number at `i` is hyphenated to a unit ("½-inch"): a size, not a count.
    fn hyphenated_measure(&self, i: usize) -> bool {
        self.get(i + 1).is_some_and(Token::is_dash)
            && self.glued_to_previous(i + 1)
            && self.unit(i + 2, true).is_some()
    }

    /// The upper end of a range after its low end: "-3", "to 3", "or 3".
    fn range_end(&self, i: usize, low: f64) -> Option<(f64, usize)> {
        let after_separator = if self.get(i).is_some_and(Token::is_dash) {
            if self.word(i + 1) == Some("to") {
                i + 2
            } else {
                i + 1
            }
        } else if matches!(self.word(i), Some("to" | "or" | "-to")) {
            i + 1
        } else {
            return None;
        };
        let (high, next) = self.number(after_separator)?;
        (high > low).then_some((high, next))
    }

    /// A unit at `i`, with the index after it (and after an abbreviation's full stop).
    /// `counted` says whether a number came before: single letters ("c", "g", "T") and words
    /// with other meanings ("can", "in", "glass") are units only then.
    fn unit(&self, i: usize, counted: bool) -> Option<(UnitWord, usize)> {
        let lower = self.word(i)?;
        let (unit, last) = if matches!(lower, "fl" | "fluid") {
            let next = if self.is_punct(i + 1, '.') {
                i + 2
            } else {
                i + 1
            };
            match self.word(next) {
                Some("oz" | "ounce" | "ounces") => (UnitWord::Canonical(Unit::FluidOunce), next),
                _ => return None,
            }
        } else if let Some((spoon, last)) = self.french_spoon(i, lower) {
            (UnitWord::Canonical(spoon), last)
        } else if let Some(dotted) = self.dotted_unit(i) {
            dotted
        } else {
            // "inch-thick" measures like "inch".
            let unit = unit_word(self.original(i), lower).or_else(|| {
                let (head, _) = lower.split_once('-')?;
                unit_word(head, head).filter(|u| *u == UnitWord::Length)
            })?;
            if !counted && is_unit_only_after_count(self.original(i), lower) {
                return None;
            }
            // "in" is an inch only when glued to its number or abbreviated ("1in", "2 in.").
            if lower == "in" && !self.glued_to_previous(i) && !self.is_punct(i + 1, '.') {
                return None;
            }
            (unit, i)
        };
        let after = if self.is_punct(last + 1, '.') && self.glued_to_previous(last + 1) {
            last + 2
        } else {
            last + 1
        };
        Some((unit, self.plural_suffix_end(after)))
    }

    /// A unit abbreviated with dots between its letters ("κ.σ.", "κ.γ."): the unit and the
    /// index of its last letter.
    fn dotted_unit(&self, i: usize) -> Option<(UnitWord, usize)> {
        let glued_letter = |at: usize| self.word(at).is_some() && self.glued_to_previous(at);
        if !(self.is_punct(i + 1, '.') && self.glued_to_previous(i + 1) && glued_letter(i + 2)) {
            return None;
        }
        let start = self.get(i)?.start;
        let end = self.get(i + 2)?.end;
        let spelling = self.text.get(start..end)?;
        let unit = unit_word(spelling, &spelling.to_lowercase())?;
        Some((unit, i + 2))
    }

    /// "c. à soupe", "cuillères à café" starting at `i`: the spoon and the index of its last
    /// word.
    fn french_spoon(&self, i: usize, lower: &str) -> Option<(Unit, usize)> {
        if !is_french_spoon_head(lower) {
            return None;
        }
        // "c.s." and "c.c.": the abbreviation written without "à".
        if lower == "c"
            && self.is_punct(i + 1, '.')
            && self.glued_to_previous(i + 1)
            && self.glued_to_previous(i + 2)
            && let Some(spoon) = self
                .word(i + 2)
                .filter(|w| w.len() == 1)
                .and_then(french_spoon)
        {
            return Some((spoon, i + 2));
        }
        let mut next = i + 1;
        if self.is_punct(next, '.') {
            next += 1;
        }
        next = self.plural_suffix_end(next);
        if !matches!(self.word(next), Some("à" | "a")) {
            return None;
        }
        french_spoon(self.word(next + 1)?).map(|unit| (unit, next + 1))
    }

    /// After a plural written in brackets glued to its word ("cuillère(s)", "Zehe(n)"): the
    /// index after the closing bracket, or `i` when there is none.
    fn plural_suffix_end(&self, i: usize) -> usize {
        let suffix = self.is_punct(i, '(')
            && self.glued_to_previous(i)
            && self.word(i + 1).is_some_and(|w| w.chars().count() <= 2)
            && self.is_punct(i + 2, ')');
        if suffix { i + 3 } else { i }
    }

    /// A container named after a measure ("15 oz can", "12 ounce bag"): its canonical unit, if
    /// it has one, and the index after it.
    fn container(&self, i: usize) -> Option<(Option<Unit>, usize)> {
        match self.unit(i, true)? {
            (UnitWord::Canonical(unit), after) if is_container(unit) => Some((Some(unit), after)),
            (UnitWord::Other, after) if self.word(i).is_some_and(is_container_word) => {
                Some((None, after))
            }
            _ => None,
        }
    }

    /// The index of the `)` matching a `(` at `open`.
    fn closing_paren(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for (offset, token) in self.tokens.get(open..)?.iter().enumerate() {
            match token.kind {
                Kind::Punct('(' | '[') => depth += 1,
                Kind::Punct(')' | ']') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some(open + offset);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// A measure at `i` such as "14 oz", "14-ounce", "5oz" or "2 to 3 ounces": its end, if a
    /// number is followed by a unit.
    fn measure(&self, i: usize) -> Option<usize> {
        let (low, mut next) = self.number(i)?;
        if let Some((_, after)) = self.range_end(next, low) {
            next = after;
        }
        if self.get(next).is_some_and(Token::is_dash) {
            next += 1;
        }
        self.unit(next, true).map(|(_, after)| after)
    }

    /// Alternative measures after a unit: "/5oz", "/1¾", "(240 ml)", "2 pounds 4 ounces",
    /// "1lb and 5oz", "+ 1 tsp" → notes.
    fn alternatives(&self, mut i: usize, notes: &mut Vec<Range<usize>>) -> usize {
        loop {
            if self.is_punct(i, '/')
                && let Some(end) = self.measure(i + 1)
            {
                notes.push(i + 1..end);
                i = end;
            } else if self.is_punct(i, '/')
                && let Some((_, end)) = self.number(i + 1)
            {
                // "50g/1¾ butter": the converted figure without its unit.
                notes.push(i + 1..end);
                i = end;
            } else if self.is_punct(i, '(')
                && let Some(close) = self.closing_paren(i)
                && (self.get(i + 1).is_some_and(|t| t.number().is_some())
                    || self
                        .word(i + 1)
                        .is_some_and(|w| is_amount_qualifier(w) || starts_note(w)))
            {
                notes.push(i + 1..close);
                i = close + 1;
            } else if let Some(end) = self.measure(i) {
                notes.push(i..end);
                i = end;
            } else if (matches!(self.word(i), Some("or" | "plus" | "and"))
                || self.is_punct(i, '+')
                || self.get(i).is_some_and(Token::is_dash))
                && let Some(end) = self.measure(i + 1)
            {
                notes.push(i..end);
                i = end;
            } else {
                return i;
            }
        }
    }
}

/// Reads the amount at the front of the line.
pub(super) fn parse_amount(tokens: &[Token], text: &str) -> Amount {
    let view = Tokens { tokens, text };
    let mut amount = Amount::default();
    let mut i = label_end(&view);
    if i > 0 {
        amount.notes.push(0..i - 1);
    }
    // Qualifiers before the number ("about 2 cups", "~4 pods", "up to 250g", "approx. 1 cup").
    let qualifiers_start = i;
    while view
        .word(i)
        .is_some_and(|w| is_amount_qualifier(w) || w == "up")
        || view.is_punct(i, '~')
        || (i > qualifiers_start && (view.is_punct(i, '.') || view.word(i) == Some("to")))
    {
        i += 1;
    }
    if i > qualifiers_start {
        if view.number(i).is_some() || view.word(i).is_some_and(is_article) {
            amount.notes.push(qualifiers_start..i);
        } else {
            i = qualifiers_start;
        }
    }
    if let Some(after_of) = part_of_counted_item(&view, i) {
        // "juice of 1/2 lemon": the part goes to the notes, the count to the quantity.
        amount.notes.push(i..after_of - 1);
        i = after_of;
    }
    let vague = vague_count_end(&view, i);
    let counted_vaguely = vague > i;
    if counted_vaguely {
        // "a few sprigs", "several tablespoons": a unit without a number.
        amount.notes.push(i..vague);
        i = vague;
    }
    // "a 3-pound snapper": the article before a number adds nothing.
    if view.word(i).is_some_and(is_article) && view.number(i + 1).is_some() {
        i += 1;
    }
    // Where the high end of a dashed range starts.
    let mut dashed_high = None;
    if let Some((quantity, next)) = view.number(i) {
        amount.quantity = Some(quantity);
        i = next;
        if let Some((high, next)) = view.range_end(i, quantity) {
            amount.quantity_max = Some(high);
            // "2 - 15 oz cans" may turn out to count containers of the second number's size.
            if view.get(i).is_some_and(Token::is_dash) && view.number(i + 1).is_some() {
                dashed_high = Some(i + 1);
            }
            i = next;
        }
        i = multiplied(&view, i, &mut amount);
        // "8 or so chiles", "½ a squash".
        if view.word(i) == Some("or") && view.word(i + 1) == Some("so") {
            amount.notes.push(i..i + 2);
            i += 2;
        } else if view.word(i).is_some_and(is_article) {
            i += 1;
        }
    } else if view.word(i).is_some_and(is_article) {
        // "a pinch of salt" and "an onion" count one; "a little oil" counts nothing.
        let mut next = i + 1;
        while view
            .word(next)
            .is_some_and(|w| is_size_word(w) || is_amount_qualifier(w))
        {
            next += 1;
        }
        let counts_one = view.unit(next, true).is_some()
            || view.word(next).is_some_and(|w| {
                !matches!(w, "little" | "bit" | "few" | "couple" | "lot" | "dozen")
            });
        if counts_one {
            amount.quantity = Some(1.0);
            i += 1;
        }
    }
    let counted = amount.quantity.is_some() || counted_vaguely;
    if counted {
        i = item_size(&view, i, &mut amount);
    }
    let words_before_unit = i;
    while let Some(word) = view.word(i) {
        if is_size_word(word) {
            amount.size.push(i..i + 1);
        } else if word == "extra" && view.word(i + 1).is_some_and(is_size_word) {
            // "extra large", spelled without its hyphen.
            amount.size.push(i..i + 2);
            i += 2;
            continue;
        } else if matches!(word, "or" | "to") && !amount.size.is_empty() {
            // "1 large or 2 small", "medium to large": the alternative or upper size (with
            // its count) joins the size.
            let next = if view.number(i + 1).is_some() {
                i + 2
            } else {
                i + 1
            };
            if !view.word(next).is_some_and(is_size_word) {
                break;
            }
            amount.size.push(i..next);
            i = next;
            continue;
        } else if is_amount_qualifier(word) && word != "extra" {
            amount.notes.push(i..i + 1);
        } else {
            break;
        }
        i += 1;
    }
    // "2¾-pound chicken", "7-inch tortillas": the unit hyphenated to its number.
    if counted
        && i == words_before_unit
        && view.get(i).is_some_and(Token::is_dash)
        && let Some((UnitWord::Canonical(_) | UnitWord::Length, _)) = view.unit(i + 1, true)
    {
        i += 1;
    }
    // Whether a unit word was read, canonical or not: a foreign article may follow it.
    let unit_word = view.unit(i, counted);
    let measured = unit_word.is_some() || amount.unit.is_some();
    match unit_word {
        Some((UnitWord::Canonical(unit), next)) => {
            amount.unit = Some(unit);
            amount.container |= is_container(unit);
            i = view.alternatives(next, &mut amount.notes);
            if !is_container(unit)
                && let Some((container, after)) = view.container(i)
            {
                amount.container = true;
                if let Some(high) = dashed_high {
                    // "2 - 15 oz cans": two cans of 15 oz each, not 2 to 15 oz.
                    amount.quantity_max = None;
                    amount.unit = container;
                    amount.size.push(high..next);
                }
                // Unless it just became the unit, the container is a note beside the amount
                // ("12 ounce bag chocolate chips", "2-16 oz bags").
                if dashed_high.is_none() || container.is_none() {
                    amount.notes.push(i..after);
                }
                i = after;
            }
        }
        Some((UnitWord::Length, next)) => {
            // "2.5cm/1in piece ginger", "2 inch knob": the measure is the piece's size.
            let mut end = view.alternatives(next, &mut Vec::new());
            if let Some((UnitWord::Canonical(_) | UnitWord::Other, after)) = view.unit(end, true) {
                end = after;
            }
            amount.size.push(0..end);
            i = end;
        }
        Some((UnitWord::Other, next)) => {
            amount.notes.push(i..next);
            i = view.alternatives(next, &mut amount.notes);
        }
        None if i > words_before_unit && !counted => {
            // Size words with neither number nor unit ("large eggs") are still sizes.
        }
        None => {}
    }
    while matches!(view.word(i), Some("of" | "each"))
        || (measured && view.word(i).is_some_and(is_foreign_partitive))
    {
        i += 1;
        // "half of a pineapple": the article repeats the count.
        if counted && view.word(i).is_some_and(is_article) {
            i += 1;
        }
    }
    amount.end = i;
    amount
}

/// "1 x 400g can": a count times a measure. A measure in a canonical unit becomes the total
/// ("4 x 100g" is 400 g); otherwise the count stays and the measure is the size.
fn multiplied(view: &Tokens, i: usize, amount: &mut Amount) -> usize {
    let is_times = matches!(view.word(i), Some("x")) || view.is_punct(i, '×');
    let Some(count) = amount.quantity.filter(|_| is_times) else {
        return i;
    };
    let Some((each, mut after_number)) = view.number(i + 1) else {
        // "4 x salmon fillets": the sign adds nothing.
        return i + 1;
    };
    let mut each_max = None;
    if let Some((high, next)) = view.range_end(after_number, each) {
        each_max = Some(high);
        after_number = next;
    }
    if let Some((UnitWord::Canonical(unit), after_unit)) = view.unit(after_number, true) {
        amount.notes.push(i.saturating_sub(1)..i + 1);
        amount.quantity = Some(count * each);
        amount.quantity_max = each_max
            .map(|high| count * high)
            .or(amount.quantity_max.map(|high| high * each));
        amount.unit = Some(unit);
        let end = view.alternatives(after_unit, &mut amount.notes);
        // The container after the total ("can", "slices") adds nothing to the amount.
        return match view.unit(end, true) {
            Some((UnitWord::Canonical(container), after)) => {
                amount.container |= is_container(container);
                after
            }
            _ => end,
        };
    }
    // "4 x 4 bone racks", "4 x 2.5cm/1in pieces": the measure is each item's size, and a count
    // unit after it is the unit.
    let end = match view.measure(i + 1) {
        Some(end) => view.alternatives(end, &mut Vec::new()),
        None => after_number,
    };
    amount.size.push(i + 1..end);
    match view.unit(end, true) {
        Some((UnitWord::Canonical(unit), after)) => {
            amount.unit = Some(unit);
            after
        }
        _ => end,
    }
}

/// "juice of 1/2 lemon", "zest and juice of 1 orange": up to five words, then "of" and a
/// number. Returns the index after "of".
fn part_of_counted_item(view: &Tokens, start: usize) -> Option<usize> {
    let of = (start + 1..=start + 5).find(|&k| view.word(k) == Some("of"))?;
    let words_only = (start..of).all(|k| view.word(k).is_some());
    (words_only && view.number(of + 1).is_some()).then_some(of + 1)
}

/// The size of each counted item, written between the count and the unit: "2 (14 oz) cans",
/// "1 14-oz can", "One 3-pound chicken", "4 (2-inch) cinnamon sticks".
fn item_size(view: &Tokens, i: usize, amount: &mut Amount) -> usize {
    if view.is_punct(i, '(')
        && let Some(close) = view.closing_paren(i)
        && view.get(i + 1).is_some_and(|t| t.number().is_some())
    {
        amount.size.push(i + 1..close);
        return close + 1;
    }
    match view.measure(i) {
        Some(end) => {
            amount.size.push(i..end);
            view.alternatives(end, &mut amount.notes)
        }
        None => i,
    }
}

/// "a few", "few", "several", "a couple of", "some" before a unit: the index after them, or
/// `i` when there are none (or no unit follows).
fn vague_count_end(view: &Tokens, i: usize) -> usize {
    let start = if view.word(i).is_some_and(is_article) {
        i + 1
    } else {
        i
    };
    let end = match view.word(start) {
        Some("few" | "several" | "some") => start + 1,
        Some("couple") if view.word(start + 1) == Some("of") => start + 2,
        _ => return i,
    };
    if view.unit(end, true).is_some() {
        end
    } else {
        i
    }
}

/// A label before the amount ("Optional: 1 vanilla pod"): up to three words and a colon.
/// Returns the index after the colon, or 0.
fn label_end(view: &Tokens) -> usize {
    (1..=3)
        .find(|&k| view.is_punct(k, ':'))
        .filter(|&colon| (0..colon).all(|k| view.word(k).is_some()))
        .map_or(0, |colon| colon + 1)
}
