//! The match report: what became of each ingredient line, so that a line the calculator could
//! not count is visible instead of silently adding 0.

use std::fmt;

use super::{MatchSource, Ndb};

/// Why a line was not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnmatchedReason {
    /// No food matches the ingredient's name.
    UnknownFood,
    /// The food is known but no portion weight converts the line's unit or count.
    UnknownUnit { food: Ndb },
    /// The line states no amount.
    NoQuantity,
}

impl fmt::Display for UnmatchedReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnknownFood => write!(f, "unknown food"),
            Self::UnknownUnit { food } => write!(f, "unknown unit for food {food}"),
            Self::NoQuantity => write!(f, "no quantity"),
        }
    }
}

/// What one line contributed.
#[derive(Debug, Clone, PartialEq)]
pub enum LineOutcome {
    /// Counted as `grams` of `food`.
    Counted {
        food: Ndb,
        source: MatchSource,
        grams: f64,
    },
    /// "To taste": excluded by rule.
    ToTaste,
    Unmatched(UnmatchedReason),
}

/// One ingredient line and its outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct LineReport {
    pub text: String,
    pub outcome: LineOutcome,
}

/// Every line of a recipe, in order, with its outcome.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MatchReport {
    pub lines: Vec<LineReport>,
}

impl MatchReport {
    /// The lines that were neither counted nor excluded as "to taste".
    pub fn unmatched(&self) -> impl Iterator<Item = (&str, UnmatchedReason)> {
        self.lines.iter().filter_map(|line| match line.outcome {
            LineOutcome::Unmatched(reason) => Some((line.text.as_str(), reason)),
            _ => None,
        })
    }

    /// How many lines were counted.
    pub fn counted(&self) -> usize {
        self.lines
            .iter()
            .filter(|line| matches!(line.outcome, LineOutcome::Counted { .. }))
            .count()
    }

    /// Whether every line was counted or is "to taste".
    pub fn is_complete(&self) -> bool {
        self.unmatched().next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmatched_lists_only_uncounted_lines() {
        let line = |text: &str, outcome| LineReport {
            text: text.to_owned(),
            outcome,
        };
        let egg = Ndb::parse("01123").expect("ndb");
        let report = MatchReport {
            lines: vec![
                line(
                    "2 eggs",
                    LineOutcome::Counted {
                        food: egg,
                        source: MatchSource::Alias,
                        grams: 100.0,
                    },
                ),
                line("salt to taste", LineOutcome::ToTaste),
                line(
                    "1 glug unobtainium",
                    LineOutcome::Unmatched(UnmatchedReason::UnknownFood),
                ),
            ],
        };
        assert_eq!(report.counted(), 1);
        assert!(!report.is_complete());
        let unmatched: Vec<_> = report
            .unmatched()
            .map(|(t, r)| format!("{t}: {r}"))
            .collect();
        assert_eq!(unmatched, ["1 glug unobtainium: unknown food"]);
    }
}
