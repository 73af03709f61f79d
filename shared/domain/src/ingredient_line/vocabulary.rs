//! The cooking vocabulary the parser recognises: unit spellings, number words, size words,
//! preparation participles and the phrases that start notes. General kitchen English; the unit
//! words of other languages are in `foreign_units`.

use super::foreign_units::foreign_unit;
use crate::Unit;

/// What a unit word stands for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum UnitWord {
    /// A canonical unit of CONTRACTS.md §7.
    Canonical(Unit),
    /// A length ("2.5cm piece", "6-inch tortillas"): it describes the item's size.
    Length,
    /// A measure with no canonical name ("2 cl", "a few drops"): kept as a note.
    Other,
}

/// The unit a single word names, in English or another language. `word` is the original
/// spelling (single letters are case-sensitive: "T" is a tablespoon, "t" a teaspoon), `lower`
/// its lowercase form.
pub(super) fn unit_word(word: &str, lower: &str) -> Option<UnitWord> {
    english_unit_word(word, lower).or_else(|| {
        foreign_unit(word, lower).map(|unit| unit.map_or(UnitWord::Other, UnitWord::Canonical))
    })
}

/// The unit an English word names: the spellings normalization may respell.
pub(super) fn english_unit_word(word: &str, lower: &str) -> Option<UnitWord> {
    use UnitWord::{Canonical, Length, Other};
    match word {
        "T" | "Tb" | "TB" | "Tbs" => return Some(Canonical(Unit::Tablespoon)),
        "t" => return Some(Canonical(Unit::Teaspoon)),
        "C" | "c" => return Some(Canonical(Unit::Cup)),
        _ => {}
    }
    Some(match lower {
        "tsp" | "tsps" | "tspn" | "tspns" | "teaspoon" | "teaspoons" | "teaspoonful"
        | "teaspoonfuls" => Canonical(Unit::Teaspoon),
        "tbsp" | "tbsps" | "tbs" | "tbl" | "tbls" | "tblsp" | "tblspn" | "tablespoon"
        | "tablespoons" | "tablespoonful" | "tablespoonfuls" => Canonical(Unit::Tablespoon),
        "cup" | "cups" | "cupful" | "cupfuls" => Canonical(Unit::Cup),
        "floz" => Canonical(Unit::FluidOunce),
        "pint" | "pints" | "pt" | "pts" => Canonical(Unit::Pint),
        "quart" | "quarts" | "qt" | "qts" => Canonical(Unit::Quart),
        "gallon" | "gallons" | "gal" | "gals" => Canonical(Unit::Gallon),
        "ml" | "mls" | "millilitre" | "millilitres" | "milliliter" | "milliliters" => {
            Canonical(Unit::Millilitre)
        }
        "l" | "litre" | "litres" | "liter" | "liters" | "ltr" | "ltrs" => Canonical(Unit::Litre),
        "g" | "gr" | "grs" | "gm" | "gms" | "grm" | "grms" | "gram" | "grams" | "gramme"
        | "grammes" => Canonical(Unit::Gram),
        "kg" | "kgs" | "kilo" | "kilos" | "kilogram" | "kilograms" | "kilogramme"
        | "kilogrammes" => Canonical(Unit::Kilogram),
        "oz" | "ozs" | "ounce" | "ounces" => Canonical(Unit::Ounce),
        "lb" | "lbs" | "pound" | "pounds" => Canonical(Unit::Pound),
        "pinch" | "pinches" => Canonical(Unit::Pinch),
        "dash" | "dashes" => Canonical(Unit::Dash),
        "clove" | "cloves" => Canonical(Unit::Clove),
        "can" | "cans" | "tin" | "tins" => Canonical(Unit::Can),
        "stick" | "sticks" => Canonical(Unit::Stick),
        "slice" | "slices" => Canonical(Unit::Slice),
        "bunch" | "bunches" => Canonical(Unit::Bunch),
        "handful" | "handfuls" => Canonical(Unit::Handful),
        "sprig" | "sprigs" => Canonical(Unit::Sprig),
        "piece" | "pieces" | "pc" | "pcs" => Canonical(Unit::Piece),
        "package" | "packages" | "pkg" | "pkgs" | "pack" | "packs" => Canonical(Unit::Package),
        // A sachet or envelope (of yeast, gelatine) is a packet.
        "packet" | "packets" | "pkt" | "pkts" | "sachet" | "sachets" | "envelope" | "envelopes" => {
            Canonical(Unit::Packet)
        }
        "jar" | "jars" => Canonical(Unit::Jar),
        "bottle" | "bottles" => Canonical(Unit::Bottle),
        "head" | "heads" => Canonical(Unit::Head),
        "stalk" | "stalks" => Canonical(Unit::Stalk),
        "leaf" | "leaves" => Canonical(Unit::Leaf),
        "sheet" | "sheets" => Canonical(Unit::Sheet),
        // A celery rib is a stalk.
        "rib" | "ribs" => Canonical(Unit::Stalk),
        "cm" | "mm" | "inch" | "inches" | "in" => Length,
        "cl" | "dl" | "drop" | "drops" | "splash" | "splashes" | "knob" | "knobs"
        | "dessertspoon" | "dessertspoons" | "ear" | "ears" | "spear" | "spears" | "loaf"
        | "loaves" | "glass" | "glasses" | "rack" | "racks" | "strip" | "strips" | "wedge"
        | "wedges" | "branch" | "branches" | "bulb" | "bulbs" | "ball" | "balls" | "recipe"
        | "recipes" | "batch" | "batches" => Other,
        _ if is_container_word(lower) => Other,
        _ => return None,
    })
}

/// Containers without a canonical unit ("a 12-ounce bag").
pub(super) fn is_container_word(lower: &str) -> bool {
    matches!(
        lower,
        "bag"
            | "bags"
            | "box"
            | "boxes"
            | "carton"
            | "cartons"
            | "punnet"
            | "punnets"
            | "tub"
            | "tubs"
    )
}

/// Unit words that are units only after a count, because alone they start names or other
/// words: single letters ("c", "g"), "can", "in", "glass noodles", "rib roast", "bulb onions",
/// "rack of lamb", "strip steak", and the words of other languages ("tête de moine").
pub(super) fn is_unit_only_after_count(word: &str, lower: &str) -> bool {
    let foreign =
        || english_unit_word(word, lower).is_none() && foreign_unit(word, lower).is_some();
    lower.chars().count() == 1
        || foreign()
        || matches!(
            lower,
            "can"
                | "in"
                | "tin"
                | "glass"
                | "rib"
                | "ribs"
                | "bulb"
                | "bulbs"
                | "rack"
                | "strip"
                | "ear"
                | "spear"
                | "ball"
                | "recipe"
                | "recipes"
                | "batch"
        )
}

/// Units that also name a part of an ingredient ("2 garlic cloves"): after a count they are
/// the unit even when they follow the ingredient's name (`word` is the unit word, `previous` the
/// word before it). Leaves count only gelatine: a herb's leaves are the ingredient itself
/// ("6 basil leaves"); ribs only celery ("short ribs" are meat).
pub(super) fn is_trailing_count_unit(unit: Unit, word: &str, previous: &str) -> bool {
    match unit {
        Unit::Stalk if matches!(word, "rib" | "ribs") => previous == "celery",
        Unit::Clove | Unit::Sprig | Unit::Stalk | Unit::Stick | Unit::Slice | Unit::Sheet => true,
        Unit::Leaf => matches!(previous, "gelatine" | "gelatin"),
        _ => false,
    }
}

/// Words that are part of a compound noun with the count unit that follows them, so the unit
/// stays in the name: "cinnamon sticks", "vanilla sticks", "whole cloves" (the spice).
pub(super) fn forms_compound_with_unit(lower: &str) -> bool {
    matches!(lower, "cinnamon" | "vanilla" | "whole")
}

/// The value of a number word at the start of a line.
pub(super) fn number_word(lower: &str) -> Option<f64> {
    Some(match lower {
        "one" => 1.0,
        "two" => 2.0,
        "three" => 3.0,
        "four" => 4.0,
        "five" => 5.0,
        "six" => 6.0,
        "seven" => 7.0,
        "eight" => 8.0,
        "nine" => 9.0,
        "ten" => 10.0,
        "eleven" => 11.0,
        "twelve" => 12.0,
        "dozen" => 12.0,
        "half" => 0.5,
        _ => return None,
    })
}

/// The French spoon measures, "c. à soupe" or "cuillère à café": the unit named by the word
/// after "à" ("soupe" or "s." a tablespoon, "café" or "c." a teaspoon).
pub(super) fn french_spoon(lower: &str) -> Option<Unit> {
    match lower {
        "soupe" | "s" => Some(Unit::Tablespoon),
        "café" | "cafe" | "c" => Some(Unit::Teaspoon),
        _ => None,
    }
}

/// Whether a word starts the French spoon measure ("c.", "cuil.", "cuillère", "cuillerée").
pub(super) fn is_french_spoon_head(lower: &str) -> bool {
    matches!(
        lower,
        "c" | "cuil"
            | "cuill"
            | "cuillère"
            | "cuillères"
            | "cuillere"
            | "cuilleres"
            | "cuillerée"
            | "cuillerées"
    )
}

/// Articles joining a unit to the ingredient in French, Spanish and Italian ("2 c. à soupe de
/// sucre", "1 cucchiaio di olio", "d'huile"): dropped like "of".
pub(super) fn is_foreign_partitive(lower: &str) -> bool {
    matches!(lower, "de" | "di" | "d'" | "d’")
}

/// The article that counts one when a unit follows ("a pinch of salt").
pub(super) fn is_article(lower: &str) -> bool {
    matches!(lower, "a" | "an")
}

/// Size words: they go to `size`, not to the name.
pub(super) fn is_size_word(lower: &str) -> bool {
    matches!(
        lower,
        "small"
            | "medium"
            | "large"
            | "big"
            | "jumbo"
            | "lg"
            | "sm"
            | "md"
            | "med"
            | "medium-size"
            | "medium-sized"
            | "large-size"
            | "large-sized"
            | "small-size"
            | "small-sized"
            | "extra-large"
            | "thin"
            | "thick"
    )
}

/// Words for the state an ingredient is used in, which a comma part may give alone ("fresh or
/// frozen", "cold", "whole").
pub(super) fn is_state_word(lower: &str) -> bool {
    matches!(
        lower,
        "fresh" | "frozen" | "canned" | "tinned" | "cold" | "warm" | "hot" | "whole" | "raw"
    )
}

/// Words that qualify an amount ("heaping tablespoon", "about 2 cups"): kept as notes.
pub(super) fn is_amount_qualifier(lower: &str) -> bool {
    matches!(
        lower,
        "about"
            | "approx"
            | "approximately"
            | "around"
            | "roughly"
            | "nearly"
            | "scant"
            | "heaping"
            | "heaped"
            | "generous"
            | "good"
            | "rounded"
            | "level"
            | "slightly"
            | "very"
            | "plump"
            | "extra"
    )
}

/// Adverbs that lead a preparation ("finely chopped").
pub(super) fn is_preparation_adverb(lower: &str) -> bool {
    matches!(
        lower,
        "finely"
            | "coarsely"
            | "roughly"
            | "thinly"
            | "thickly"
            | "freshly"
            | "lightly"
            | "loosely"
            | "firmly"
            | "tightly"
            | "well"
            | "very"
            | "gently"
            | "freshly-ground"
            | "roughly-chopped"
            | "finely-chopped"
            | "newly"
    )
}

/// Participles that describe how an ingredient is prepared rather than what it is; a name may
/// start with them ("chopped parsley"). Words that also name a product ("dried", "ground",
/// "smoked", "roasted", "cooked": cooked rice is bought, stored and counted apart from raw
/// rice) are not here.
pub(super) fn is_preparation_participle(lower: &str) -> bool {
    matches!(
        lower,
        "chopped"
            | "minced"
            | "diced"
            | "grated"
            | "sliced"
            | "shredded"
            | "crushed"
            | "melted"
            | "softened"
            | "chilled"
            | "peeled"
            | "unpeeled"
            | "torn"
            | "ripped"
            | "beaten"
            | "whisked"
            | "sifted"
            | "cubed"
            | "halved"
            | "quartered"
            | "julienned"
            | "trimmed"
            | "cored"
            | "seeded"
            | "deseeded"
            | "pitted"
            | "stoned"
            | "rinsed"
            | "drained"
            | "mashed"
            | "zested"
            | "juiced"
            | "squeezed"
            | "warmed"
            | "cooled"
            | "thawed"
            | "defrosted"
            | "crumbled"
            | "scrubbed"
            | "washed"
            | "cleaned"
            | "shelled"
            | "snipped"
            | "picked"
            | "skinned"
            | "deveined"
            | "separated"
            | "blanched"
            | "cracked"
            | "bruised"
            | "smashed"
            | "pressed"
            | "packed"
            | "segmented"
            | "hulled"
            | "stemmed"
            | "pureed"
            | "puréed"
            | "soaked"
            | "sieved"
            | "strained"
            | "dissolved"
            | "spiralized"
            | "shaved"
            | "scooped"
            | "toasted"
            | "hard-boiled"
            | "soft-boiled"
            | "milled"
    )
}

/// Whether a comma-separated part starting with this word describes preparation ("cut into
/// chunks", "at room temperature", "skin on", "divided", "roughly chopped").
pub(super) fn starts_preparation(lower: &str) -> bool {
    is_preparation_participle(lower)
        || is_preparation_adverb(lower)
        || matches!(
            lower,
            "cut"
                | "at"
                | "room"
                | "skin"
                | "skins"
                | "bones"
                | "stems"
                | "stalks"
                | "leaves"
                | "tops"
                | "ends"
                | "kept"
                | "left"
                | "into"
                | "in"
                | "divided"
                | "broken"
                | "ground"
                | "cooked"
                | "roasted"
                | "toasted"
                | "boiled"
                | "steamed"
                | "sliced"
                | "lengthways"
                | "lengthwise"
                | "crosswise"
                | "diagonally"
                | "finely"
                | "separately"
                | "to"
                | "then"
                | "drain"
                | "peel"
                | "zest"
                | "juice"
                | "rind"
                | "chop"
                | "slice"
                | "dice"
                | "shell"
                | "de-seeded"
                | "de-stoned"
                | "bone"
                | "without"
        )
        || (lower.len() > 4 && lower.ends_with("ed"))
}

/// Words that start a note rather than a name or preparation ("such as …", "plus extra …").
pub(super) fn starts_note(lower: &str) -> bool {
    matches!(
        lower,
        "such"
            | "e"
            | "eg"
            | "i"
            | "ie"
            | "plus"
            | "about"
            | "approx"
            | "approximately"
            | "around"
            | "optional"
            | "optionally"
            | "preferably"
            | "ideally"
            | "see"
            | "if"
            | "available"
            | "recipe"
            | "note"
            | "notes"
            | "each"
            | "total"
            | "from"
            | "use"
            | "using"
            | "you"
            | "we"
            | "any"
            | "homemade"
            | "store-bought"
            | "storebought"
            | "depending"
            | "enough"
            | "more"
            | "less"
            | "up"
            | "weighing"
            | "weight"
            | "makes"
            | "will"
            | "can"
            | "extra"
            | "either"
            | "including"
            | "additional"
            | "with"
    )
}

/// Whether the words, in order, are a serving-purpose or "to taste" phrase. Returns whether
/// the phrase means the amount is up to the cook (`isToTaste`).
pub(super) fn purpose_phrase(words: &[&str]) -> Option<bool> {
    match words {
        // Italian "q.b." (quanto basta) and its unpunctuated form.
        ["to", "taste", ..]
        | ["as", "needed" | "required" | "necessary", ..]
        | ["q", "", "b", ..]
        | ["qb", ..] => Some(true),
        [
            "for",
            "serving" | "garnish" | "garnishing" | "decoration" | "decorating" | "dusting"
            | "sprinkling" | "drizzling" | "brushing" | "greasing" | "frying" | "deep-frying"
            | "topping" | "dipping" | "the" | "finishing" | "rolling" | "coating" | "shaping"
            | "lining" | "oiling" | "cooking" | "sautéing" | "sauteing" | "roasting" | "baking"
            | "drizzle" | "sprinkle" | "dredging",
            ..,
        ]
        | [
            "to",
            "serve" | "garnish" | "decorate" | "finish" | "dust" | "sprinkle" | "brush" | "grease"
            | "drizzle" | "coat" | "fry" | "glaze" | "top",
            ..,
        ]
        | ["optional", ..] => Some(false),
        _ => None,
    }
}

/// Whether a purpose phrase means "as much as you like" on a line with no amount.
pub(super) fn purpose_is_to_taste(words: &[&str]) -> bool {
    matches!(
        words,
        [
            "for",
            "serving"
                | "garnish"
                | "garnishing"
                | "dusting"
                | "sprinkling"
                | "drizzling"
                | "brushing"
                | "greasing"
                | "frying"
                | "deep-frying"
                | "topping"
                | "the"
                | "dredging",
            ..
        ] | ["to", "serve" | "garnish" | "dust", ..]
    )
}
