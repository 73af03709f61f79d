//! fixtures/knowledge/foods.tsv parsed and resolved: each row's kinds closed transitively, its
//! inherited markers, aisle and buying unit, and a phrase index for longest-first matching.

use std::collections::{HashMap, HashSet};

use super::{BuyingUnit, Marker, MarkerSet};
use crate::shopping::StoreCategory;
use crate::shopping::names::name_words;
use crate::spelling::edit_distance;

/// Endings of English inflected and derived words ("beaten", "bloomed", "jewish", "thinly",
/// "shelf-stable"): words of their own, never taken for a misspelled or unknown food.
pub(super) const INFLECTIONS: [&str; 7] = ["ed", "en", "ing", "ish", "ly", "able", "ible"];

/// A table row after its kinds are resolved.
#[derive(Debug, Clone)]
pub struct FoodRow {
    /// The canonical name (the row's first).
    pub name: &'static str,
    /// This row and every kind it belongs to, directly or through other kinds.
    pub kinds: Vec<usize>,
    /// Own `contains` markers and those of every kind.
    pub contains: MarkerSet,
    /// Markers this modifier row clears from the rest of the line (`-milk`).
    pub clears: MarkerSet,
    /// Own "may contain" markers (not inherited).
    pub may: MarkerSet,
    /// A generic word ("broth", "flour", "steak"): it counts only when no other food in the
    /// line qualifies it ("vegetable broth", "rice flour", "swordfish steak").
    pub generic: bool,
    /// Markers a generic word may mean when it stands alone (`?meat` on "broth").
    pub unless_qualified: MarkerSet,
    pub shop: Option<StoreCategory>,
    pub buy: Option<BuyingUnit>,
    /// Another row names this one as its kind (cheese, nut, shellfish, pasta): an exclusion of
    /// it leaves out all its foods, where excluding a plain food ("salmon") leaves out only that.
    pub is_kind: bool,
}

impl FoodRow {
    /// A modifier ("vegan") clears markers of the other words. One that also contains some is
    /// a food too: a plant-based brand ("Tofurky sausages") holds its own soy and wheat and
    /// none of the meat it stands in for.
    pub fn is_modifier(&self) -> bool {
        !self.clears.is_empty()
    }
}

/// The whole table with its phrase index.
#[derive(Debug)]
pub struct KnowledgeTable {
    pub rows: Vec<FoodRow>,
    phrases: HashMap<Vec<String>, usize>,
    longest_phrase: usize,
    /// Every word of every name, to split compounds and correct misspellings against.
    vocabulary: HashSet<String>,
    /// The vocabulary by first letter: a misspelling keeps its first letter, so only those
    /// words are measured against it.
    by_first_letter: HashMap<char, Vec<String>>,
}

/// A line of the table that does not follow fixtures/knowledge/README.md.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("fixtures/knowledge/foods.tsv:{line}: {problem}")]
pub struct TableError {
    pub line: usize,
    pub problem: String,
}

struct RawRow {
    line: usize,
    names: Vec<&'static str>,
    is: Vec<&'static str>,
    contains: MarkerSet,
    clears: MarkerSet,
    may: MarkerSet,
    generic: bool,
    unless_qualified: MarkerSet,
    shop: Option<StoreCategory>,
    buy: Option<BuyingUnit>,
}

impl KnowledgeTable {
    pub fn parse(text: &'static str) -> Result<Self, TableError> {
        let raw = raw_rows(text)?;
        let mut by_name: HashMap<&str, usize> = HashMap::new();
        for (index, row) in raw.iter().enumerate() {
            if let Some(earlier) = by_name.insert(row.names[0], index) {
                return Err(TableError {
                    line: row.line,
                    problem: format!(
                        "`{}` is also the name of line {}",
                        row.names[0], raw[earlier].line
                    ),
                });
            }
        }
        let mut parents = Vec::with_capacity(raw.len());
        for row in &raw {
            let mut direct = Vec::new();
            for kind in &row.is {
                let index = by_name.get(kind).ok_or_else(|| TableError {
                    line: row.line,
                    problem: format!("unknown kind `{kind}`: a kind is another row's first name"),
                })?;
                direct.push(*index);
            }
            parents.push(direct);
        }
        let mut rows = Vec::with_capacity(raw.len());
        for (index, row) in raw.iter().enumerate() {
            let kinds = closure(index, &parents).map_err(|cycle| TableError {
                line: row.line,
                problem: format!("kinds loop back through `{}`", raw[cycle].names[0]),
            })?;
            rows.push(FoodRow {
                name: row.names[0],
                contains: kinds
                    .iter()
                    .fold(MarkerSet::EMPTY, |set, &k| set.union(raw[k].contains)),
                clears: row.clears,
                may: row.may,
                generic: row.generic,
                unless_qualified: row.unless_qualified,
                shop: kinds.iter().find_map(|&kind| raw[kind].shop),
                buy: kinds.iter().find_map(|&kind| raw[kind].buy),
                is_kind: parents.iter().any(|direct| direct.contains(&index)),
                kinds,
            });
        }
        let mut phrases = HashMap::new();
        for (index, row) in raw.iter().enumerate() {
            for name in &row.names {
                let words = name_words(name);
                if words.is_empty() {
                    return Err(TableError {
                        line: row.line,
                        problem: format!("`{name}` has no words"),
                    });
                }
                if let Some(other) = phrases.insert(words, index).filter(|other| *other != index) {
                    return Err(TableError {
                        line: row.line,
                        problem: format!(
                            "`{name}` is also a name of `{}` (line {})",
                            raw[other].names[0], raw[other].line
                        ),
                    });
                }
            }
        }
        let longest_phrase = phrases.keys().map(Vec::len).max().unwrap_or(1);
        let vocabulary: HashSet<String> = phrases.keys().flatten().cloned().collect();
        let mut by_first_letter: HashMap<char, Vec<String>> = HashMap::new();
        for word in &vocabulary {
            if let Some(first) = word.chars().next() {
                by_first_letter.entry(first).or_default().push(word.clone());
            }
        }
        Ok(Self {
            rows,
            phrases,
            longest_phrase,
            vocabulary,
            by_first_letter,
        })
    }

    /// `words` as the table reads them. A word it does not know is read as its singular when
    /// the plural rules kept an "s" ("chapatis", "kiwis"), as two table words run together
    /// ("eggless", "peanutbutter": [`Self::compound`]), or as the one table word it is a likely
    /// misspelling of ([`Self::respelled`]).
    pub fn read_words(&self, words: &[String]) -> Vec<String> {
        let mut read = Vec::with_capacity(words.len());
        for word in words {
            let singular = word
                .strip_suffix('s')
                .filter(|stem| self.vocabulary.contains(*stem));
            if self.vocabulary.contains(word) || !word.chars().all(char::is_alphabetic) {
                read.push(word.clone());
            } else if let Some(singular) = singular {
                read.push(singular.to_owned());
            } else if let Some((first, second)) = self.compound(word) {
                read.extend([first.to_owned(), second.to_owned()]);
            } else {
                read.push(self.respelled(word).unwrap_or_else(|| word.clone()));
            }
        }
        read
    }

    /// A word that is two table words run together, as (first, second): "eggless" and
    /// "dairyfree" read as "egg free" and "dairy free" so the negation holds, and any other
    /// pair of words of four letters or more, the longest second word first because English
    /// puts the head noun last ("peanutbutter", "almondmilk"). Shorter parts would split
    /// words that are no compounds ("chapatis" is not "cha patis").
    fn compound<'w>(&self, word: &'w str) -> Option<(&'w str, &'w str)> {
        const MIN_FOOD: usize = 3;
        const MIN_PART: usize = 4;
        let known = |part: &str| self.vocabulary.contains(part);
        for negation in ["less", "free"] {
            if let Some(food) = word.strip_suffix(negation)
                && food.len() >= MIN_FOOD
                && known(food)
            {
                return Some((food, "free"));
            }
        }
        // Each part names a food by itself, not a word of a longer name: "marathon" is no
        // "mara" (of "mara des bois") and "thon".
        let names_food = |part: &str| known(part) && self.row_named(&[part.to_owned()]).is_some();
        word.char_indices()
            .map(|(at, _)| at)
            .filter(|&at| at >= MIN_PART && word.len() - at >= MIN_PART)
            .find(|&at| names_food(&word[..at]) && names_food(&word[at..]))
            .map(|at| word.split_at(at))
    }

    /// The one table word `word` is a likely misspelling of: same first letter, six letters or
    /// more, one edit away (two for words of ten letters or more), and no other table word as
    /// close. Shorter words are left alone ("creamy" is not "cream", "calamansi" not
    /// "calamari"), and so are words with an English inflection, which are words of their own
    /// ("beaten" is not "beater", "bloomed" not "bloomer", "jewish" not "jewfish").
    fn respelled(&self, word: &str) -> Option<String> {
        let len = word.chars().count();
        if len < 6 || INFLECTIONS.iter().any(|ending| word.ends_with(ending)) {
            return None;
        }
        let allowed = if len >= 10 { 2 } else { 1 };
        let first = word.chars().next()?;
        let mut close = self.by_first_letter.get(&first)?.iter().filter(|known| {
            known.chars().count().abs_diff(len) <= allowed
                && edit_distance(word, known) <= allowed
                && !inflected_alike(word, known)
        });
        match (close.next(), close.next()) {
            (Some(known), None) => Some(known.clone()),
            _ => None,
        }
    }

    /// Whether any name of the table holds `word`.
    pub fn knows(&self, word: &str) -> bool {
        self.vocabulary.contains(word)
    }

    /// The row whose name is exactly these words.
    pub fn row_named(&self, words: &[String]) -> Option<usize> {
        self.phrases.get(words).copied()
    }

    /// Rows found in `words`, the longest phrase ending at each position, read from the end
    /// because English puts the head noun last ("brown rice cakes" are rice cakes, "white rice
    /// flour" is rice flour): `(start, end, row)` with `end` exclusive, in reading order.
    pub fn find(&self, words: &[String]) -> Vec<(usize, usize, usize)> {
        let mut found = Vec::new();
        let mut end = words.len();
        while end > 0 {
            let longest = self.longest_phrase.min(end);
            let hit = (1..=longest)
                .rev()
                .find_map(|len| self.row_named(&words[end - len..end]).map(|row| (len, row)));
            match hit {
                Some((len, row)) => {
                    found.push((end - len, end, row));
                    end -= len;
                }
                None => end -= 1,
            }
        }
        found.reverse();
        found
    }
}

/// `index` and every kind reachable from it, nearest first; `Err` names a row on a loop.
fn closure(index: usize, parents: &[Vec<usize>]) -> Result<Vec<usize>, usize> {
    let mut kinds = vec![index];
    let mut next = 0;
    while next < kinds.len() {
        for &parent in &parents[kinds[next]] {
            if parent == index {
                return Err(kinds[next]);
            }
            if !kinds.contains(&parent) {
                kinds.push(parent);
            }
        }
        next += 1;
    }
    Ok(kinds)
}

fn raw_rows(text: &'static str) -> Result<Vec<RawRow>, TableError> {
    let mut rows = Vec::new();
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    match lines.next() {
        Some((_, header))
            if header
                .split('\t')
                .eq(["names", "is", "contains", "may", "shop", "buy"]) => {}
        _ => {
            return Err(TableError {
                line: 1,
                problem: "the header must be names, is, contains, may, shop, buy".into(),
            });
        }
    }
    for (index, line) in lines {
        let line_no = index + 1;
        let problem = |problem: String| TableError {
            line: line_no,
            problem,
        };
        let columns: Vec<&'static str> = line.split('\t').collect();
        let [names, is, contains, may, shop, buy] = columns[..] else {
            return Err(problem(format!("{} columns, 6 expected", columns.len())));
        };
        let list =
            |column: &'static str| column.split(',').map(str::trim).filter(|s| !s.is_empty());
        let markers = |entries: Vec<&str>| -> Result<MarkerSet, TableError> {
            entries
                .into_iter()
                .map(|name| name.parse::<Marker>().map_err(|e| problem(e.to_string())))
                .collect::<Result<Vec<_>, _>>()
                .map(MarkerSet::of)
        };
        let (clears, contains): (Vec<&str>, Vec<&str>) =
            list(contains).partition(|m| m.starts_with('-'));
        let (unless_qualified, may): (Vec<&str>, Vec<&str>) =
            list(may).partition(|m| m.starts_with('?'));
        let generic = !unless_qualified.is_empty();
        rows.push(RawRow {
            line: line_no,
            names: names
                .split('|')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .collect(),
            is: list(is).collect(),
            contains: markers(contains)?,
            clears: markers(clears.iter().map(|m| &m[1..]).collect())?,
            may: markers(may)?,
            generic,
            unless_qualified: markers(
                unless_qualified
                    .iter()
                    .map(|m| &m[1..])
                    .filter(|m| !m.is_empty())
                    .collect(),
            )?,
            shop: match shop.trim() {
                "" => None,
                name => Some(
                    name.parse()
                        .map_err(|_| problem(format!("unknown aisle `{name}`")))?,
                ),
            },
            buy: match buy.trim() {
                "" => None,
                name => Some(
                    name.parse()
                        .map_err(|_| problem(format!("unknown buying unit `{name}`")))?,
                ),
            },
        });
        if rows.last().is_some_and(|row: &RawRow| row.names.is_empty()) {
            return Err(problem("a row needs a name".into()));
        }
    }
    Ok(rows)
}

/// Whether two words differ only in their last vowel, as Romance languages inflect one word into
/// another ("picado" is chopped, "picada" a nut sauce; "calabresa" a sausage, "calabrese" broccoli):
/// another word, not a misspelling.
fn inflected_alike(word: &str, known: &str) -> bool {
    const VOWELS: &[char] = &['a', 'e', 'i', 'o', 'u'];
    match (word.char_indices().last(), known.char_indices().last()) {
        (Some((at, last)), Some((known_at, known_last))) => {
            word[..at] == known[..known_at]
                && VOWELS.contains(&last)
                && VOWELS.contains(&known_last)
        }
        _ => false,
    }
}
