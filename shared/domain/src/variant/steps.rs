//! Steps that outlive a change (seed 000 Phase 2): after a swap or a removal the method may still
//! say "season the chicken". Such steps are found here; the app has a model rewrite them, and
//! without one each becomes a bounded warning ("The steps still mention chicken").

use crate::shopping::{merge_key, name_words};

use super::warnings::strip_times_and_temperatures;

/// Words that join a name's parts and say nothing about the ingredient ("salt and pepper").
const CONNECTIVES: &[&str] = &["and", "or", "of", "with", "the", "in", "for", "to"];

/// What a change did to one ingredient of the base recipe: replaced by `now`, or removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Swap {
    pub was: String,
    pub now: Option<String>,
}

/// Steps that still name an ingredient a change replaced or removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaleMention {
    pub swap: Swap,
    /// The words of the old name the steps use ("chicken" for "chicken thighs").
    pub words: String,
    /// Indices of the steps that use them.
    pub steps: Vec<usize>,
}

impl StaleMention {
    /// The seed's bounded warning for these steps: no time or temperature, only what to do.
    pub fn warning(&self) -> String {
        match &self.swap.now {
            Some(now) => format!(
                "The steps still mention {}: use the {now} there instead.",
                self.words
            ),
            None => format!(
                "The steps still mention {}, which was removed: leave it out there.",
                self.words
            ),
        }
    }
}

/// The swaps whose old ingredient the steps still name, in swap order.
pub fn stale_mentions(steps: &[String], swaps: &[Swap]) -> Vec<StaleMention> {
    let step_words: Vec<Vec<String>> = steps.iter().map(|step| name_words(step)).collect();
    swaps
        .iter()
        .filter_map(|swap| {
            let kept = swap.now.as_deref().map(merge_key).unwrap_or_default();
            let kept: Vec<&str> = kept.split(' ').collect();
            let telling: Vec<String> = merge_key(&swap.was)
                .split(' ')
                .filter(|word| word.len() > 2 && !CONNECTIVES.contains(word))
                .filter(|word| !kept.contains(word))
                .map(str::to_owned)
                .collect();
            let uses = |words: &Vec<String>| telling.iter().filter(|w| words.contains(w)).count();
            let stale: Vec<usize> = (0..steps.len())
                .filter(|&i| step_words.get(i).is_some_and(|words| uses(words) > 0))
                .collect();
            let mentioned: Vec<&str> = telling
                .iter()
                .filter(|word| stale.iter().any(|&i| step_words[i].contains(word)))
                .map(String::as_str)
                .collect();
            // All of the name is used: say it as the recipe wrote it ("chicken thighs").
            let words = if mentioned.len() == telling.len() {
                swap.was.clone()
            } else {
                mentioned.join(" ")
            };
            (!stale.is_empty()).then(|| StaleMention {
                swap: swap.clone(),
                words,
                steps: stale,
            })
        })
        .collect()
}

/// Why rewritten steps cannot replace the compiled ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RewriteRejected {
    #[error("{given} steps came back for {expected}")]
    StepCount { expected: usize, given: usize },
    #[error("step {0} is empty")]
    EmptyStep(usize),
    #[error("step {0} gained a time or temperature the recipe did not give")]
    InventedMeasure(usize),
    #[error("the steps still mention {0}")]
    StillStale(String),
}

/// Checks a rewrite of `original` for `swaps`: one step for each, none empty, no time or
/// temperature a step did not have, and no old ingredient left.
pub fn check_rewrite(
    original: &[String],
    rewritten: &[String],
    swaps: &[Swap],
) -> Result<(), RewriteRejected> {
    if original.len() != rewritten.len() {
        return Err(RewriteRejected::StepCount {
            expected: original.len(),
            given: rewritten.len(),
        });
    }
    let measured = |step: &str| {
        strip_times_and_temperatures(step) != step.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    for (index, (before, after)) in original.iter().zip(rewritten).enumerate() {
        if after.trim().is_empty() {
            return Err(RewriteRejected::EmptyStep(index));
        }
        if measured(after) && !measured(before) {
            return Err(RewriteRejected::InventedMeasure(index));
        }
    }
    match stale_mentions(rewritten, swaps).first() {
        Some(stale) => Err(RewriteRejected::StillStale(stale.words.clone())),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|&line| line.to_owned()).collect()
    }

    fn swap(was: &str, now: Option<&str>) -> Swap {
        Swap {
            was: was.to_owned(),
            now: now.map(str::to_owned),
        }
    }

    #[test]
    fn a_step_naming_the_old_ingredient_is_stale_and_warned_about() {
        let method = steps(&[
            "Season the chicken with salt.",
            "Cook the rice.",
            "Sear the chicken until golden.",
        ]);
        let swaps = [
            swap("boneless chicken thighs", Some("tofu")),
            swap("white rice", Some("brown rice")),
        ];
        let stale = stale_mentions(&method, &swaps);
        assert_eq!(stale.len(), 1, "{stale:?}");
        assert_eq!(
            (stale[0].words.as_str(), &stale[0].steps),
            ("chicken", &vec![0, 2])
        );
        assert_eq!(
            stale[0].warning(),
            "The steps still mention chicken: use the tofu there instead."
        );
        let removed = stale_mentions(&method, &[swap("salt and pepper", None)]);
        assert_eq!(
            removed[0].warning(),
            "The steps still mention salt, which was removed: leave it out there."
        );
    }

    #[test]
    fn a_rewrite_must_keep_the_steps_and_invent_no_measure() {
        let method = steps(&["Season the chicken.", "Bake until done."]);
        let swaps = [swap("chicken", Some("tofu"))];
        assert_eq!(
            check_rewrite(
                &method,
                &steps(&["Season the tofu.", "Bake until done."]),
                &swaps
            ),
            Ok(())
        );
        assert!(matches!(
            check_rewrite(&method, &steps(&["Season the tofu."]), &swaps),
            Err(RewriteRejected::StepCount { .. })
        ));
        assert_eq!(
            check_rewrite(
                &method,
                &steps(&["Season the tofu.", "Bake at 400°F for 20 minutes."]),
                &swaps
            ),
            Err(RewriteRejected::InventedMeasure(1))
        );
        assert!(matches!(
            check_rewrite(&method, &method, &swaps),
            Err(RewriteRejected::StillStale(_))
        ));
    }
}
