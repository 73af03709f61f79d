//! Ingredient name → SR28 food: the curated alias table first, then a deterministic token
//! matcher over SR28's descriptions that prefers raw, generic entries.

use std::collections::{BTreeSet, HashMap};

use super::{AliasTable, FoodTable, Ndb, names};

/// SR28 food groups (first two NDB digits) of prepared or branded foods — baby foods, fast
/// foods, meals, restaurant and regional dishes, branded items — that a plain name rarely means;
/// the token matcher never picks them (an alias can).
const PREPARED_GROUPS: [u32; 7] = [3, 21, 22, 35, 36, 43, 44];

/// Words of a recipe name that SR28 descriptions do not use, dropped before matching.
const FILLER_WORDS: [&str; 14] = [
    "fresh", "freshly", "organic", "good", "quality", "of", "a", "an", "the", "some", "ripe",
    "homemade", "your", "favorite",
];

/// Words naming a form of the food ("basil leaves", "anchovy fillets", "kiwi fruit"), dropped
/// from the end of a name when the whole name finds nothing (normalized, hence singular).
const FORM_WORDS: [&str; 11] = [
    "leaf", "fruit", "fillet", "floret", "sprig", "stalk", "piece", "chunk", "cube", "wedge",
    "strip",
];

/// Words of an SR28 description that say nothing the recipe name would repeat.
const NEUTRAL_WORDS: [&str; 9] = [
    "raw",
    "and",
    "or",
    "with",
    "nfs",
    "all",
    "commercial",
    "variety",
    "fresh",
];

/// How a food was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchSource {
    /// The curated alias table.
    Alias,
    /// The token matcher over SR28 descriptions.
    Sr28Name,
}

/// A food found for a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoodMatch {
    pub ndb: Ndb,
    pub source: MatchSource,
}

/// One SR28 food as the token matcher sees it.
#[derive(Debug, Clone)]
struct IndexedFood {
    ndb: Ndb,
    tokens: BTreeSet<String>,
    raw: bool,
    /// Baby, fast, restaurant or branded food.
    prepared: bool,
}

/// The alias table plus a token index of every SR28 description.
#[derive(Debug, Clone)]
pub struct FoodMatcher {
    aliases: AliasTable,
    foods: Vec<IndexedFood>,
    /// Token → indices into `foods`, ascending.
    postings: HashMap<String, Vec<usize>>,
}

impl FoodMatcher {
    pub fn new(aliases: AliasTable, table: &FoodTable) -> Self {
        let foods: Vec<IndexedFood> = table
            .foods()
            .iter()
            .map(|food| {
                let tokens: BTreeSet<String> = names::tokens(&food.name).into_iter().collect();
                let group = food.ndb.to_string().get(..2).and_then(|g| g.parse().ok());
                let prepared_group =
                    group.is_none_or(|g: u32| PREPARED_GROUPS.contains(&g) || g >= 48);
                IndexedFood {
                    ndb: food.ndb,
                    raw: tokens.contains("raw"),
                    prepared: prepared_group || names_a_brand(&food.name),
                    tokens,
                }
            })
            .collect();
        let mut postings: HashMap<String, Vec<usize>> = HashMap::new();
        for (index, food) in foods.iter().enumerate() {
            for token in &food.tokens {
                postings.entry(token.clone()).or_default().push(index);
            }
        }
        Self {
            aliases,
            foods,
            postings,
        }
    }

    /// The food `name` means. The whole name, then simplified forms of it (without brackets,
    /// before an " or ", before a comma), are tried first as they are — the alias table, then
    /// SR28 on all words, then without a trailing form word ("basil leaves") — and only then by
    /// ever shorter endings (the head noun comes last in English: "baby arugula" → "arugula").
    pub fn find(&self, name: &str) -> Option<FoodMatch> {
        let variants: Vec<NameWords> = name_variants(name)
            .iter()
            .map(|variant| NameWords::new(variant))
            .collect();
        variants
            .iter()
            .find_map(|words| self.find_whole(words))
            .or_else(|| variants.iter().find_map(|words| self.find_ending(words)))
    }

    fn find_whole(&self, name: &NameWords) -> Option<FoodMatch> {
        // An alias may keep a filler word ("fresh mozzarella" is its own food).
        self.alias(&name.all)
            .or_else(|| self.alias(&name.kept))
            .or_else(|| self.sr28(&name.kept))
            .or_else(|| {
                let core = name.core();
                (core.len() < name.kept.len())
                    .then(|| self.alias(core).or_else(|| self.sr28(core)))
                    .flatten()
            })
    }

    fn find_ending(&self, name: &NameWords) -> Option<FoodMatch> {
        let core = name.core();
        let endings = || (1..core.len()).filter_map(|start| core.get(start..));
        endings()
            .find_map(|words| self.alias(words))
            .or_else(|| endings().find_map(|words| self.sr28(words)))
    }

    fn alias(&self, words: &[String]) -> Option<FoodMatch> {
        self.aliases.get(&words.join(" ")).map(|ndb| FoodMatch {
            ndb,
            source: MatchSource::Alias,
        })
    }

    fn sr28(&self, words: &[String]) -> Option<FoodMatch> {
        self.best_sr28(words).map(|ndb| FoodMatch {
            ndb,
            source: MatchSource::Sr28Name,
        })
    }

    /// The SR28 food whose description holds every word, never a prepared or branded one:
    /// raw first, then the fewest other words, then the lowest NDB number.
    fn best_sr28(&self, words: &[String]) -> Option<Ndb> {
        let (first, rest) = words.split_first()?;
        let candidates = self.postings.get(first)?;
        candidates
            .iter()
            .filter_map(|&i| self.foods.get(i))
            .filter(|food| !food.prepared && rest.iter().all(|w| food.tokens.contains(w)))
            .min_by_key(|food| {
                let extra = food
                    .tokens
                    .iter()
                    .filter(|t| !words.contains(t) && !NEUTRAL_WORDS.contains(&t.as_str()))
                    .count();
                (!food.raw, extra, food.ndb)
            })
            .map(|food| food.ndb)
    }
}

/// The normalized words of one name variant.
struct NameWords {
    all: Vec<String>,
    /// Without filler words.
    kept: Vec<String>,
}

impl NameWords {
    fn new(name: &str) -> Self {
        let all = names::tokens(name);
        let kept = all
            .iter()
            .filter(|t| !FILLER_WORDS.contains(&t.as_str()))
            .cloned()
            .collect();
        Self { all, kept }
    }

    /// The kept words without trailing form words.
    fn core(&self) -> &[String] {
        let end = self
            .kept
            .iter()
            .rposition(|t| !FORM_WORDS.contains(&t.as_str()))
            .map_or(0, |last| last + 1);
        self.kept.get(..end).unwrap_or_default()
    }
}

/// Whether an SR28 description names a brand: SR28 writes brands in capitals ("KELLOGG'S").
fn names_a_brand(description: &str) -> bool {
    description.split_whitespace().any(|word| {
        let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
        letters.len() >= 3 && letters.iter().all(|c| c.is_uppercase())
    })
}

/// The name, then simplified forms of it, without repeats.
fn name_variants(name: &str) -> Vec<String> {
    let without_brackets: String = name
        .split('(')
        .enumerate()
        .map(|(i, part)| {
            if i == 0 {
                part
            } else {
                part.split_once(')').map_or("", |(_, after)| after)
            }
        })
        .collect();
    let mut variants = vec![name.to_owned(), without_brackets.clone()];
    for separator in [" or ", ","] {
        if let Some((before, _)) = without_brackets.split_once(separator) {
            variants.push(before.to_owned());
        }
    }
    let mut seen = BTreeSet::new();
    variants.retain(|v| !v.trim().is_empty() && seen.insert(v.trim().to_owned()));
    variants
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOODS: &str = "ndb\tname\tcalories\n\
        01001\tButter, salted\t717\n\
        05062\tChicken, broilers or fryers, breast, skinless, boneless, meat only, raw\t120\n\
        05064\tChicken, broilers or fryers, breast, skinless, boneless, meat only, cooked, grilled\t151\n\
        11291\tOnions, spring or scallions (includes tops and bulb), raw\t32\n\
        11959\tArugula, raw\t25\n\
        02044\tBasil, fresh\t23\n\
        11003\tAmaranth leaves, raw\t23\n\
        18997\tKELLOGG'S, basil crackers\t400\n\
        21102\tFast foods, chicken, breaded and fried, boneless pieces, plain\t300\n";

    fn matcher() -> FoodMatcher {
        let table = FoodTable::parse(FOODS).expect("foods");
        let aliases = AliasTable::parse(
            "name\tndb\tsr28_name\nunsalted butter\t01001\tx\nscallions\t11291\tx\n",
            &table,
        )
        .expect("aliases");
        FoodMatcher::new(aliases, &table)
    }

    fn found(name: &str) -> Option<(String, MatchSource)> {
        matcher().find(name).map(|m| (m.ndb.to_string(), m.source))
    }

    #[test]
    fn aliases_come_first_and_match_endings() {
        assert_eq!(
            found("Scallions"),
            Some(("11291".into(), MatchSource::Alias))
        );
        assert_eq!(
            found("thinly sliced scallion"),
            Some(("11291".into(), MatchSource::Alias))
        );
        assert_eq!(
            found("butter (unsalted)"),
            Some(("01001".into(), MatchSource::Sr28Name))
        );
    }

    #[test]
    fn sr28_names_prefer_raw_generic_entries() {
        assert_eq!(
            found("boneless chicken breasts"),
            Some(("05062".into(), MatchSource::Sr28Name))
        );
        assert_eq!(
            found("grilled chicken breast"),
            Some(("05064".into(), MatchSource::Sr28Name))
        );
        assert_eq!(
            found("fresh baby arugula"),
            Some(("11959".into(), MatchSource::Sr28Name))
        );
        assert_eq!(
            found("chicken"),
            Some(("05062".into(), MatchSource::Sr28Name))
        );
        assert_eq!(found("unobtainium"), None);
        assert_eq!(found("breaded"), None, "fast food is never picked");
    }

    #[test]
    fn variants_drop_brackets_alternatives_and_comma_tails() {
        assert_eq!(
            name_variants("butter (unsalted) or oil, softened"),
            [
                "butter (unsalted) or oil, softened",
                "butter  or oil, softened",
                "butter ",
                "butter  or oil"
            ]
        );
        assert_eq!(name_variants("egg"), ["egg"]);
    }

    #[test]
    fn form_words_and_brands_do_not_mislead() {
        // "leaves" alone would find amaranth leaves; the food is basil.
        assert_eq!(
            found("basil leaves"),
            Some(("02044".into(), MatchSource::Sr28Name))
        );
        assert_eq!(
            found("basil"),
            Some(("02044".into(), MatchSource::Sr28Name))
        );
        assert!(names_a_brand("KELLOGG'S, basil crackers"));
        assert!(!names_a_brand("Basil, fresh"));
    }
}
