//! One ingredient knowledge base behind allergen checks, diets, exclusions and shopping aisles.
//!
//! fixtures/knowledge/foods.tsv (its README gives the rules) says what each food is (cheddar is
//! cheese, cheese is dairy), what it contains or may contain, where it is bought and how. A line
//! is classified by finding the table's phrases in its ingredient name, longest first, so
//! "peanut butter" is peanuts and not milk and "coconut milk" is no milk at all; "-free", "non-"
//! and "no" clear what they negate; modifiers ("vegan") clear markers of the other words. A name
//! the table does not know is looked up in SR28, whose description and food group are classified
//! the same way; one found nowhere is `uncertain`, never safe.

mod diet;
mod dish_heads;
mod exclusion;
mod marker;
mod notes;
mod table;

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use serde::{Deserialize, Serialize};

pub use diet::{Diet, UnknownDiet};
use dish_heads::{DishHead, dish_head};
pub use exclusion::{Exclusion, IngredientFilter, Rejection};
pub use marker::{Marker, MarkerSet, UnknownMarker};
use notes::{offers_as_versions, without_purposes};
use table::INFLECTIONS;
pub use table::{KnowledgeTable, TableError};

use crate::allergen::Allergen;
use crate::food::FoodData;
use crate::ingredient_line::parse_ingredient_line;
use crate::recipe::Ingredient;
use crate::shopping::StoreCategory;
use crate::shopping::names::name_words;

const TABLE_TEXT: &str = include_str!("../../../../fixtures/knowledge/foods.tsv");

/// The embedded table, parsed on first use; a test proves it parses.
pub static KNOWLEDGE: LazyLock<KnowledgeTable> =
    LazyLock::new(|| KnowledgeTable::parse(TABLE_TEXT).unwrap_or_else(|e| panic!("{e}")));

/// How a food is bought, which decides how a shopping list states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuyingUnit {
    /// Whole pieces: eggs, lemons, eggplants.
    Count,
    /// By weight: cheese, meat, fish.
    Weight,
    /// A pantry staple the cook checks for rather than buys: salt, pepper, water.
    Staple,
    /// Packaged by the maker (a carton of broth, a bottle of fish sauce): listed in the amount
    /// the recipes measure. It overrides what a kind would pass on (broth is not sold by the
    /// pound like meat, truffle oil is no staple like cooking oil).
    Packaged,
}

impl std::str::FromStr for BuyingUnit {
    type Err = ();

    fn from_str(text: &str) -> Result<Self, ()> {
        match text {
            "count" => Ok(Self::Count),
            "weight" => Ok(Self::Weight),
            "staple" => Ok(Self::Staple),
            "packaged" => Ok(Self::Packaged),
            _ => Err(()),
        }
    }
}

/// What the knowledge base knows of one ingredient.
#[derive(Debug, Clone, PartialEq)]
pub struct IngredientFacts {
    /// Markers the food contains.
    pub contains: MarkerSet,
    /// Markers some versions of it contain (varies by brand or recipe); none of `contains`.
    pub may_contain: MarkerSet,
    /// Markers an ambiguous word may stand for ("broth" may be meat): they rule out diets.
    pub ambiguous: MarkerSet,
    /// Table rows the name matched and all their kinds, canonical names.
    pub kinds: Vec<&'static str>,
    /// The words of the name each food was found by, with its table row.
    pub found: Vec<(Vec<String>, usize)>,
    pub category: StoreCategory,
    pub buy: Option<BuyingUnit>,
    /// Nothing in the name could be classified, or it is ambiguous ("broth"): not known safe.
    pub uncertain: bool,
}

impl IngredientFacts {
    /// The allergens the food contains, in [`Allergen::ALL`] order.
    pub fn allergens(&self) -> Vec<Allergen> {
        self.contains.allergens().collect()
    }

    /// The allergens only some versions contain.
    pub fn may_contain_allergens(&self) -> Vec<Allergen> {
        self.may_contain.allergens().collect()
    }

    /// Whether the food fits the diet: nothing it contains, may stand for ("broth") or may
    /// contain is ruled out. The table lists as "may" only what many versions contain (milk in
    /// sandwich bread), not what a rare brand adds, so a plain baguette stays vegan.
    pub fn fits(&self, diet: Diet) -> bool {
        !self
            .contains
            .union(self.ambiguous)
            .union(self.may_contain)
            .intersects(diet.forbidden())
    }

    /// Whether nothing in the name is a food the table or the food data knows ("zorblax",
    /// "Hähnchenbrust" before German names were added): no diet can count on it.
    pub fn is_unknown(&self) -> bool {
        self.uncertain && self.found.is_empty()
    }

    /// The facts of a line holding this food and `other` too: what either contains or may
    /// contain, uncertain when either is. Aisle and buying unit stay this food's.
    fn with(mut self, other: IngredientFacts) -> IngredientFacts {
        self.contains = self.contains.union(other.contains);
        self.may_contain = self
            .may_contain
            .union(other.may_contain)
            .minus(self.contains);
        self.ambiguous = self.ambiguous.union(other.ambiguous);
        self.uncertain |= other.uncertain;
        for kind in other.kinds {
            if !self.kinds.contains(&kind) {
                self.kinds.push(kind);
            }
        }
        self.found.extend(other.found);
        self
    }

    /// Whether the food is of `kind` (a row's canonical name), itself or through its kinds.
    pub fn is_a(&self, kind: &str) -> bool {
        self.kinds.contains(&kind)
    }
}

/// Classifies an ingredient line as written ("2 tbsp basil pesto"): its parsed name and what
/// the line says in parentheses ("mixed nuts (with peanuts)", "refried beans (made with lard)").
/// When the name holds no known food (a parse that put the food in the notes), every word of
/// the line is tried before SR28. A line listing several ingredients with their amounts ("3
/// eggs, 2 cups flour") holds what each of them holds.
pub fn classify_line(text: &str) -> IngredientFacts {
    let text = &without_purposes(&offers_as_versions(text));
    let mut items = listed_items(text).into_iter();
    let first = items.next().unwrap_or(text);
    let facts = classify_item(first)
        .unwrap_or_else(|| sr28_facts(&parse_ingredient_line(first).name).unwrap_or_else(unknown));
    // A later item that names no food ("2 eggs, 1 beaten") adds nothing.
    items
        .filter_map(classify_item)
        .fold(facts, IngredientFacts::with)
}

/// The facts of one ingredient as written, or `None` when it names no food the table knows.
fn classify_item(text: &str) -> Option<IngredientFacts> {
    let parsed = parse_ingredient_line(text);
    // What the line says beside the name counts too ("cashews, fried in ghee"), but notes the
    // parser took from parentheses only as `parenthesized` admits them: "monkfish (poor man's
    // lobster)" holds no lobster.
    let notes = parsed
        .notes
        .as_deref()
        .filter(|notes| !text.contains(&format!("({notes})")));
    let asides = parenthesized(text);
    let named = [
        Some(parsed.name.as_str()),
        parsed.preparation.as_deref(),
        notes,
    ]
    .into_iter()
    .flatten()
    .chain(asides.iter().map(String::as_str))
    .collect::<Vec<_>>()
    .join(" ");
    classify_words(&name_words(&named))
        .or_else(|| classify_words(&name_words(&text.replace(['(', ')'], " "))))
}

/// The ingredients a line lists, each with its amount: "3 eggs, 2 cups flour, 1/2 cup water"
/// is three; a line with one amount is itself. Items split at a comma or semicolon outside
/// parentheses that an amount follows.
fn listed_items(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (at, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' | ';' if depth == 0 => {
                // "1,5 kg", "1,000 g": a comma between digits is part of the number.
                let in_number = c == ','
                    && text[..at].ends_with(|c: char| c.is_ascii_digit())
                    && text[at + 1..].starts_with(|c: char| c.is_ascii_digit());
                let next = text[at + 1..].trim_start();
                let amount =
                    next.starts_with(|c: char| c.is_ascii_digit() || ('¼'..='¾').contains(&c));
                if amount && !in_number {
                    items.push(&text[start..at]);
                    start = at + 1;
                }
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}

/// The texts inside the line's parentheses that say what is in it ("with peanuts", "made with
/// lard", "soy-based", "dairy-free", "vegetarian", "cashews and nutritional yeast", "pork"); other asides
/// are mostly other names ("salsify (oyster plant)", "monkfish (poor man's lobster)") and would
/// read as foods the line does not hold.
fn parenthesized(text: &str) -> Vec<String> {
    const CONTENT_WORDS: [&str; 11] = [
        "with",
        "made",
        "contain",
        "includ",
        "based",
        "from",
        "free",
        "filled",
        "stuffed",
        "vegan",
        "vegetarian",
    ];
    let mut asides = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')') else {
            break;
        };
        let aside = &rest[open + 1..open + close];
        let lower = aside.to_lowercase();
        // A list is what the food is made of: "(flour, egg and ice water)"; alternatives are
        // what it may be: "(peanut or almond)", "(or soy sauce for vegetarian)".
        let lists = lower.contains(',')
            || lower.contains(" and ")
            || lower.contains('&')
            || lower.contains(" or ")
            || lower.starts_with("or ");
        // "(I like Miyoko's)", "(such as Kite Hill)": the maker the cook names.
        let aside = NAMING_PREFIXES
            .iter()
            .find_map(|prefix| lower.starts_with(prefix).then(|| &aside[prefix.len()..]))
            .unwrap_or(aside);
        if lists || CONTENT_WORDS.iter().any(|word| lower.contains(word)) || names_what_it_is(aside)
        {
            // Choices given after a food ("vegan butter (Miyoko's or Earth Balance)") are
            // versions the cook may pick, none of them the one the recipe uses.
            if lower.contains(" or ") && !lower.starts_with("or ") {
                asides.push(format!("or {aside}"));
            } else {
                asides.push(aside.to_owned());
            }
        }
        rest = &rest[open + close + 1..];
    }
    asides
}

/// Words that introduce the product a cook names in an aside.
const NAMING_PREFIXES: [&str; 8] = [
    "i like ",
    "i use ",
    "i used ",
    "we use ",
    "such as ",
    "like ",
    "preferably ",
    "e.g. ",
];

/// Whether an aside names only a meat, fish, shellfish or slaughter product: the filling of
/// "gyoza (pork)", what sets "strawberry jelly (gelatine)"; or a plant-based brand, the maker
/// of "dairy-free sour cream (Tofutti)", "dairy-free cream cheese (Kite Hill almond milk)". A
/// longer aside that holds a flesh word ("monkfish (poor man's lobster)") is another name.
fn names_what_it_is(aside: &str) -> bool {
    let table = &*KNOWLEDGE;
    let flesh = MarkerSet::of([
        Marker::Meat,
        Marker::Mollusc,
        Marker::Animal,
        Marker::Allergen(Allergen::Fish),
        Marker::Allergen(Allergen::CrustaceanShellfish),
    ]);
    let words = table.read_words(&name_words(aside));
    let branded = || {
        table
            .find(&words)
            .first()
            .is_some_and(|&(start, _, row)| start == 0 && table.rows[row].is_modifier())
    };
    table
        .row_named(&words)
        .map(|index| &table.rows[index])
        .is_some_and(|row| {
            row.is_modifier() || (!row.contains.is_empty() && row.contains.minus(flesh).is_empty())
        })
        || branded()
}

/// Classifies a recipe's ingredient by its parsed name (parsing the text when it has none).
pub fn classify_ingredient(ingredient: &Ingredient) -> IngredientFacts {
    if ingredient.needs_parsing() {
        classify_line(&ingredient.text)
    } else {
        classify_name(&ingredient.name)
    }
}

/// Classifies an ingredient name ("basil pesto"), with what its parentheses say it contains. Names are
/// remembered: a plan's searches judge the same catalog names again and again, and a name the
/// table lacks costs an SR28 lookup.
pub fn classify_name(name: &str) -> IngredientFacts {
    static REMEMBERED: LazyLock<Mutex<HashMap<String, IngredientFacts>>> =
        LazyLock::new(Mutex::default);
    if let Some(facts) = REMEMBERED
        .lock()
        .ok()
        .and_then(|names| names.get(name).cloned())
    {
        return facts;
    }
    let words = name_words(&format!("{name} {}", parenthesized(name).join(" ")));
    let facts = classify_words(&words).unwrap_or_else(|| sr28_facts(name).unwrap_or_else(unknown));
    if let Ok(mut names) = REMEMBERED.lock() {
        if names.len() >= MAX_REMEMBERED_NAMES {
            names.clear();
        }
        names.insert(name.to_owned(), facts.clone());
    }
    facts
}

/// Names [`classify_name`] remembers before starting over (a few MB at most).
const MAX_REMEMBERED_NAMES: usize = 20_000;

/// The facts of the foods found in `words`, read as the table reads them (compounds split,
/// misspellings corrected: "eggless", "parmesian"); `None` when no food is found.
fn classify_words(words: &[String]) -> Option<IngredientFacts> {
    let table = &*KNOWLEDGE;
    let words = table.read_words(words);
    let words = words.as_slice();
    // What "-free", "no" and "vegan" clear holds within their alternative: in "flour (or a
    // gluten-free blend)" the flour keeps its wheat, in "peanuts (omit for nut-free)" the peanuts.
    let alternative = |at: usize| {
        words[..at]
            .iter()
            .filter(|w| ALTERNATIVES.contains(&w.as_str()))
            .count()
    };
    let mut cleared = vec![MarkerSet::EMPTY; alternative(words.len()) + 1];
    // What a food only flavours ("almond-flavored syrup") it may contain, no more.
    let mut flavours = MarkerSet::EMPTY;
    let mut foods = Vec::new();
    for (start, end, index) in table.find(words) {
        let row = &table.rows[index];
        // After "to" a food word is a verb: "ready-to-fry shells", "tofu, ready to roast"
        // ("up to 1 cup milk" is an amount).
        if start >= 1 && words[start - 1] == "to" && (start < 2 || words[start - 2] != "up") {
            continue;
        }
        let after = words.get(end).map(String::as_str);
        // "almond-shaped cookies", "walnut-sized knob of butter": a shape, not a food.
        if after.is_some_and(|w| SHAPES.contains(&w)) {
            continue;
        }
        if after.is_some_and(|w| FLAVOURED.contains(&w)) {
            flavours = flavours.union(row.contains).union(row.may);
            continue;
        }
        // "chicken seasoning", "steak rub", "fish marinade": made for the meat, not of it.
        if after.is_some_and(|w| SEASONINGS.contains(&w))
            && (row
                .unless_qualified
                .intersects(Diet::Vegetarian.forbidden())
                || row
                    .kinds
                    .iter()
                    .any(|&kind| FLESH_KINDS.contains(&table.rows[kind].name)))
        {
            continue;
        }
        let negated = after.is_some_and(|w| w == "free" || w == "less")
            || start
                .checked_sub(1)
                .and_then(|before| words.get(before))
                .is_some_and(|w| NEGATIONS.contains(&w.as_str()));
        let cleared = &mut cleared[alternative(start)];
        if negated {
            *cleared = cleared.union(row.contains).union(row.may);
        } else if row.is_modifier() {
            *cleared = cleared.union(row.clears);
            if !row.contains.is_empty() {
                foods.push((start, end, row, index));
            }
        } else {
            foods.push((start, end, row, index));
        }
    }
    let dish = unknown_dish(table, words, &foods);
    // A generic word counts only when nothing more specific names the food, or when it is a
    // food of its own beside the others ("pasta sauce with meat").
    // A count or shape word before the food is its unit: "1 cake firm tofu", "a head of lettuce".
    if let Some(first) = foods
        .iter()
        .position(|(start, end, _, _)| *start == 0 && *end == 1)
        .filter(|_| foods.len() > 1 && COUNT_WORDS.contains(&words[0].as_str()))
    {
        foods.remove(first);
    }
    // A generic word named first and apart from the other foods is a food of its own ("flour
    // whisked into the sour cream"); after one ("vegetable broth", "banana stem heart") it is that
    // food.
    // A generic dough after another food is made of it only when it is a flour, crumb or loaf
    // ("almond flour", "cornflake crumbs"); a pasta, noodle, cookie or pastry keeps its wheat
    // beside what flavours or fills it ("sesame noodles", "squid ink pasta", "lemon cookies"),
    // unless it is made of a grain or pulse that is none (below: "rice noodles").
    let wheat = MarkerSet::of([Marker::Allergen(Allergen::Wheat), Marker::Gluten]);
    let dough = |row: &table::FoodRow| {
        row.contains.intersects(wheat) && !MADE_OF_WHAT_PRECEDES.contains(&row.name)
    };
    let starts: Vec<usize> = foods.iter().map(|(start, _, _, _)| *start).collect();
    let ends: Vec<usize> = foods.iter().map(|(_, end, _, _)| *end).collect();
    if foods.iter().any(|(_, _, row, _)| !row.generic) {
        foods.retain(|(start, end, row, _)| {
            let apart = !starts.iter().any(|s| s < start || s == end);
            !row.generic
                || apart
                || (dough(row) && ends.contains(start))
                || start
                    .checked_sub(1)
                    .is_some_and(|before| JOINERS.contains(&words[before].as_str()))
        });
    }
    // A kind named beside one of its foods adds nothing: "cheddar cheese" is cheddar, and a
    // "ciabatta loaf" takes none of the milk some loaves may hold.
    let named_kinds: Vec<usize> = foods
        .iter()
        .flat_map(|(_, _, row, index)| row.kinds.iter().filter(move |kind| *kind != index))
        .copied()
        .collect();
    foods.retain(|(_, _, _, index)| !named_kinds.contains(index));
    if foods.is_empty() && flavours.is_empty() && dish.is_none() {
        return None;
    }
    let mut contains = MarkerSet::EMPTY;
    let mut may = flavours.minus(
        cleared
            .iter()
            .fold(MarkerSet::EMPTY, |all, c| all.union(*c)),
    );
    let mut ambiguous = MarkerSet::EMPTY;
    let mut kinds = Vec::new();
    let found = foods
        .iter()
        .map(|(start, end, _, index)| (words[*start..*end].to_vec(), *index))
        .collect();
    let of_kind = |row: &table::FoodRow, names: &[&str]| {
        row.kinds
            .iter()
            .any(|&kind| names.contains(&table.rows[kind].name))
    };
    // A dairy food made of a plant ("oat milk ice cream", "cashew-based sour cream") holds none
    // of its milk, nor does the butter of a nut, seed or pulse ("cashew butter", "soy butter");
    // a herb, fruit or spice only flavours dairy butter ("garlic butter", "lemon butter").
    let milk = MarkerSet::of([Marker::Allergen(Allergen::Milk)]);
    let made_of_plants = |i: usize| {
        let (start, end, row, _) = foods[i];
        let Some(&(_, before_end, base, _)) = i.checked_sub(1).and_then(|b| foods.get(b)) else {
            return false;
        };
        let based = before_end + 1 == start && words[before_end] == "based";
        let spread = before_end == start
            && words[end - 1] == "butter"
            && of_kind(base, &SPREAD_BASES)
            && !base.contains.intersects(milk);
        row.contains.intersects(milk)
            && ((before_end == start
                && base.name.ends_with("milk")
                && !base.contains.intersects(milk))
                || spread
                || (based && plant_base(table, base)))
    };
    // A pasta, noodle, wrapper or cracker named after a grain or pulse that is no wheat ("brown
    // rice spaghetti", "red lentil penne", "rice paper wrappers", "corn crackers") is made of it
    // and holds none of the wheat of its kind.
    let made_without_wheat = |i: usize| {
        let (start, _, row, _) = foods[i];
        let Some(&(_, before_end, base, _)) = i.checked_sub(1).and_then(|b| foods.get(b)) else {
            return false;
        };
        before_end == start
            && of_kind(row, &GRAIN_MADE)
            && !base.contains.intersects(wheat)
            && of_kind(base, &["grain", "legume"])
            && !of_kind(base, &["nut"])
    };
    let qualified = foods.iter().any(|(_, _, row, _)| !row.generic);
    // The first version that names a food the table knows is the one the recipe uses: in
    // "fresh corvina or sea bass" an unknown fish is still fish.
    let used = foods
        .iter()
        .map(|(start, _, _, _)| *start)
        .chain(dish.map(|(at, _)| at))
        .map(alternative)
        .min()
        .unwrap_or(0);
    for (i, (start, _, row, _)) in foods.iter().enumerate() {
        let alternative = alternative(*start);
        let mut cleared = cleared[alternative];
        if made_of_plants(i) {
            cleared = cleared.union(milk);
        }
        if made_without_wheat(i) {
            cleared = cleared.union(wheat);
        }
        // The food named first is the one the recipe uses; one offered instead ("milk or
        // almond milk") may be what the cook picks.
        if alternative == used {
            contains = contains.union(row.contains.minus(cleared));
        } else {
            may = may.union(row.contains.minus(cleared));
        }
        // A generic dough beside what flavours it ("sesame noodles") holds its wheat; what
        // some of its kind may hold (the egg of some noodles) is for the dough alone.
        if !(row.generic && dough(row) && qualified) {
            may = may.union(row.may.minus(cleared));
        }
        // "?marker" holds only when no other food qualifies the word ("broth, homemade with
        // chicken bones" is chicken broth).
        if !qualified {
            ambiguous = ambiguous.union(row.unless_qualified.minus(cleared));
        }
        for &kind in &row.kinds {
            let name = table.rows[kind].name;
            if !kinds.contains(&name) {
                kinds.push(name);
            }
        }
    }
    // Nothing is named before the dish, so it is the food the recipe uses.
    if let Some((at, dish)) = dish {
        let cleared = cleared[alternative(at)];
        contains = contains.union(dish.contains.minus(cleared));
        may = may.union(dish.may.minus(cleared));
    }
    // The head noun comes last in English: "chicken broth" is bought as broth.
    let head = foods
        .iter()
        .max_by_key(|(start, end, _, _)| (end - start, *start))
        .map(|(_, _, row, _)| *row);
    let frozen = words.iter().any(|w| w == "frozen");
    // "zorblax oil" is some oil, but which one nobody knows: it may be a nut oil.
    let unknown_kind = foods.iter().any(|(start, _, row, _)| {
        (row.is_kind || row.generic)
            && start
                .checked_sub(1)
                .is_some_and(|before| unknown_qualifier(table, &words[before]))
    });
    Some(IngredientFacts {
        contains,
        may_contain: may.minus(contains),
        ambiguous,
        uncertain: unknown_kind || dish.is_some() || !ambiguous.is_empty(),
        kinds,
        found,
        category: if frozen {
            StoreCategory::Frozen
        } else {
            head.and_then(|row| row.shop)
                .unwrap_or(StoreCategory::Other)
        },
        buy: head.and_then(|row| row.buy),
    })
}

/// A dish the table does not know named by a head of fixtures/knowledge/dish-heads.tsv after
/// a word that names no food of the table ("Manchester tart", "Portuguese tarts"), with the
/// head's position: it is a dish of that kind, but which one nobody knows. Only when no food
/// comes before it, as the head noun ends a name: in "apples, very tart" the apples are the
/// food.
fn unknown_dish(
    table: &KnowledgeTable,
    words: &[String],
    foods: &[(usize, usize, &table::FoodRow, usize)],
) -> Option<(usize, &'static DishHead)> {
    let first_food = foods.iter().map(|(start, _, _, _)| *start).min();
    (1..words.len())
        .take_while(|&at| first_food.is_none_or(|first| at < first))
        .find_map(|at| {
            dish_head(&words[at])
                .filter(|_| names_no_food(table, &words[at - 1]))
                .map(|dish| (at, dish))
        })
}

/// Whether a food named before "-based" can be what a dairy food is made of instead of milk:
/// nuts, grains, soy, coconut ("almond-based cream cheese"), not a vegetable or herb that only
/// flavours it ("tomato-based cream sauce").
fn plant_base(table: &KnowledgeTable, row: &table::FoodRow) -> bool {
    const FLAVOURING_KINDS: [&str; 4] = ["vegetable", "fruit", "herb", "spice"];
    !row.contains.intersects(Diet::Vegan.forbidden())
        && !row
            .kinds
            .iter()
            .any(|&kind| FLAVOURING_KINDS.contains(&table.rows[kind].name))
}

/// Whether `word`, before a kind of food ("zorblax oil", "tulum cheese"), is a food the table
/// does not know: a word of three letters or more that no table name holds, no inflected
/// word ("melted", "thinly") and none of the [`NOT_FOODS`] cooks put before a food.
fn unknown_qualifier(table: &KnowledgeTable, word: &str) -> bool {
    !table.knows(word) && names_no_food(table, word)
}

/// Whether `word`, before a food, names none the table knows on its own: a word of three
/// letters or more that is no table food by itself ("Manchester", or "Portuguese", which only
/// some longer name holds), no inflected word and none of the [`NOT_FOODS`].
fn names_no_food(table: &KnowledgeTable, word: &str) -> bool {
    word.len() >= 3
        && word.chars().all(char::is_alphabetic)
        && table
            .row_named(std::slice::from_ref(&word.to_owned()))
            .is_none()
        && !INFLECTIONS.iter().any(|ending| word.ends_with(ending))
        && !NOT_FOODS.contains(&word)
}

/// Words the table does not hold that cooks put before a food to say which one they buy, not
/// what it is ("store-bought pesto", "good-quality olive oil").
const NOT_FOODS: [&str; 31] = [
    "sleeve",
    "homemade",
    "store",
    "bought",
    "jarred",
    "bottled",
    "medium",
    "quality",
    "favorite",
    "favourite",
    "any",
    "day",
    "boneless",
    "lean",
    "level",
    "optional",
    "local",
    "seasonal",
    "imported",
    "artisanal",
    "gourmet",
    "standard",
    "basic",
    "classic",
    "authentic",
    "keto",
    "paleo",
    "diet",
    "tangy",
    "nutty",
    "wet",
];

/// Words after a food that say it only flavours the line: "hazelnut-flavoured coffee".
const FLAVOURED: [&str; 6] = [
    "flavored",
    "flavoured",
    "flavor",
    "flavour",
    "flavoring",
    "flavouring",
];

/// Words after a food that make it a shape, size or colour: "almond-shaped", "egg-sized".
const SHAPES: [&str; 7] = [
    "shaped", "shape", "sized", "size", "colored", "coloured", "color",
];

/// Kinds of food whose "butter" is a spread made of them, no dairy butter: "soy butter",
/// "pumpkin seed butter". Fruit is none: "lemon butter" and "strawberry butter" are dairy
/// butter, the fruit butters (apple, plum) rows of their own.
const SPREAD_BASES: [&str; 3] = ["nut", "seed", "legume"];

/// Words after a meat or fish that name what is made to season it: "chicken seasoning".
/// A dish holding fish ("kimchi brine") holds it in its brine too.
const SEASONINGS: [&str; 5] = ["seasoning", "rub", "marinade", "brine", "spice"];

/// Words that count or shape a food when one comes before another: "1 cake firm tofu".
const COUNT_WORDS: [&str; 13] = [
    "cake", "loaf", "block", "bar", "stick", "head", "heart", "fillet", "sheet", "round", "slab",
    "brick", "wheel",
];

/// Generic doughs made of whatever food is named before them: "almond flour", "cornflake
/// crumbs", "gluten-free bread loaf". Other doughs are only flavoured or filled by it
/// ("sesame noodles").
const MADE_OF_WHAT_PRECEDES: [&str; 3] = ["flour", "crumb", "loaf"];

/// Doughs that are made of a grain or pulse named before them: "rice noodles", "chickpea pasta",
/// "rice paper wrappers", "tapioca crackers".
const GRAIN_MADE: [&str; 5] = ["pasta", "noodle", "vermicelli", "wrapper", "cracker"];

/// Kinds whose flesh a seasoning is named for: "chicken seasoning", "fish marinade".
const FLESH_KINDS: [&str; 4] = ["meat", "fish", "shellfish", "seafood"];

/// Words that join a food of its own to the others: "pasta sauce with meat".
const JOINERS: [&str; 3] = ["with", "and", "plus"];

/// Words that start another version of the line: "butter (or vegan butter)", "nuts (omit for
/// nut-free)".
const ALTERNATIVES: [&str; 3] = ["or", "omit", "skip"];

/// Words before a food that negate it: "non-dairy", "no egg", "without nuts".
const NEGATIONS: [&str; 3] = ["non", "no", "without"];

/// SR28 food groups (first two NDB digits) whose foods are all flesh of mammals or birds.
const MEAT_GROUPS: [u32; 5] = [5, 7, 10, 13, 17];
/// SR28 food groups with no allergen or animal product: spices, fruits, vegetables.
const PLANT_GROUPS: [u32; 3] = [2, 9, 11];

/// Facts from the SR28 food the name matches: its description classified with the table, its
/// food group deciding meat and plain plants; `None` when SR28 has no such food either.
fn sr28_facts(name: &str) -> Option<IngredientFacts> {
    // A name without a letter ("1" of a line split wrongly) names no food.
    if !name.chars().any(char::is_alphabetic) {
        return None;
    }
    let data = FoodData::embedded().ok()?;
    let food = data.food_named(name)?;
    let description = name_words(&food.name);
    let group = food.ndb.food_group();
    let mut facts = classify_words(&description);
    if MEAT_GROUPS.contains(&group) {
        let facts = facts.get_or_insert_with(|| unknown_with(StoreCategory::MeatAndSeafood));
        facts.contains = facts.contains.with(Marker::Meat);
        facts.uncertain = false;
    } else if facts.is_none() && PLANT_GROUPS.contains(&group) {
        let category = if group == 2 {
            StoreCategory::Spices
        } else {
            StoreCategory::Produce
        };
        facts = Some(IngredientFacts {
            uncertain: false,
            ..unknown_with(category)
        });
    }
    facts
}

fn unknown() -> IngredientFacts {
    unknown_with(StoreCategory::Other)
}

fn unknown_with(category: StoreCategory) -> IngredientFacts {
    IngredientFacts {
        contains: MarkerSet::EMPTY,
        may_contain: MarkerSet::EMPTY,
        ambiguous: MarkerSet::EMPTY,
        kinds: Vec::new(),
        found: Vec::new(),
        category,
        buy: None,
        uncertain: true,
    }
}

#[cfg(test)]
mod tests;
