//! fixtures/knowledge/dish-heads.tsv parsed: head words of dishes and products ("tart",
//! "crumble") that no row of the food table names, with what such a dish holds when the food
//! named before its head is one the table does not know ("zorblax tart" is a tart).

use std::sync::LazyLock;

use super::{KNOWLEDGE, KnowledgeTable, Marker, MarkerSet, TableError};
use crate::shopping::names::name_words;

const HEADS_TEXT: &str = include_str!("../../../../fixtures/knowledge/dish-heads.tsv");

/// The embedded heads, parsed on first use against the embedded food table; a test proves
/// they parse.
pub(super) static DISH_HEADS: LazyLock<Vec<DishHead>> = LazyLock::new(|| {
    DishHead::parse_all(HEADS_TEXT, &KNOWLEDGE).unwrap_or_else(|e| panic!("dish-heads.tsv: {e}"))
});

/// One head word and what a dish it heads holds.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct DishHead {
    /// The head's names, each one word as `name_words` reads it (singular, folded).
    pub words: Vec<String>,
    /// What nearly every such dish holds.
    pub contains: MarkerSet,
    /// What many such dishes hold.
    pub may: MarkerSet,
}

impl DishHead {
    /// Parses the heads table; a head must be one word that no food row is named by alone,
    /// since a row would already say what the dish holds.
    pub(super) fn parse_all(text: &str, table: &KnowledgeTable) -> Result<Vec<Self>, TableError> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
        if lines.next().map(|(_, header)| header) != Some("head\tcontains\tmay") {
            return Err(TableError {
                line: 1,
                problem: "the header must be head, contains, may".into(),
            });
        }
        lines
            .map(|(index, line)| {
                let problem = |problem: String| TableError {
                    line: index + 1,
                    problem,
                };
                let [names, contains, may] = line.split('\t').collect::<Vec<_>>()[..] else {
                    return Err(problem("3 columns expected".into()));
                };
                let markers = |column: &str| {
                    column
                        .split(',')
                        .map(str::trim)
                        .filter(|m| !m.is_empty())
                        .map(|m| m.parse::<Marker>().map_err(|e| problem(e.to_string())))
                        .collect::<Result<Vec<_>, _>>()
                        .map(MarkerSet::of)
                };
                let mut words = Vec::new();
                for name in names.split('|') {
                    let [word] = &name_words(name)[..] else {
                        return Err(problem(format!("`{name}` is not one word")));
                    };
                    if table.row_named(std::slice::from_ref(word)).is_some() {
                        return Err(problem(format!(
                            "`{name}` is a food of foods.tsv: say there what it holds"
                        )));
                    }
                    words.push(word.clone());
                }
                Ok(Self {
                    words,
                    contains: markers(contains)?,
                    may: markers(may)?,
                })
            })
            .collect()
    }
}

/// The head `word` is, if it is one.
pub(super) fn dish_head(word: &str) -> Option<&'static DishHead> {
    DISH_HEADS
        .iter()
        .find(|head| head.words.iter().any(|w| w == word))
}
