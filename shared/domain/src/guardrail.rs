//! The paraphrase guardrail (seed 004 §11.2–§11.3): how much of a draft's description and
//! instructions repeats the source page word for word.
//!
//! Definitions (v1):
//! - **Tokens** are whitespace-delimited words, lowercased, with every character that is not a
//!   Unicode letter or digit removed; words left empty (a lone "–") are dropped.
//! - **Contiguous overlap** is the longest run of tokens that occurs both in the snapshot and in
//!   one field: the description, or the instructions read as one sequence (so copying that runs
//!   across step boundaries still counts). Found with a suffix automaton of the field, streamed
//!   over the snapshot: linear in the sizes of both.
//! - **N-gram similarity** of a step with `k ≥ n` tokens is the Jaccard index of its set of
//!   n-grams and the n-gram set of a snapshot window of `k` tokens, maximised over all windows
//!   (stride 1; the whole snapshot when it is shorter). Steps shorter than `n` tokens have no
//!   n-grams and contribute nothing. The description is judged by contiguous overlap only, as
//!   §11.2 compares n-grams per instruction step.
//!
//! Each measure reaching its error threshold is an error, else reaching its warning threshold is a
//! warning; any error means the draft violates the policy.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::{Recipe, SimilarityReport};

/// Thresholds of the guardrail (`Ingest:Guardrail`, seed 004 §11.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct GuardrailOptions {
    /// Contiguous token overlap that triggers a warning.
    pub token_overlap_warning: usize,
    /// Contiguous token overlap that triggers an error.
    pub token_overlap_error: usize,
    /// N-gram Jaccard similarity that triggers a warning.
    pub ngram_warning: f64,
    /// N-gram Jaccard similarity that triggers an error.
    pub ngram_error: f64,
    /// Size of the n-grams (tokens).
    pub ngram_size: usize,
    /// Whether an error sends the draft through `Ingest.RepairParaphrase`.
    pub auto_repair_on_error: bool,
}

impl Default for GuardrailOptions {
    fn default() -> Self {
        GuardrailOptions {
            token_overlap_warning: 40,
            token_overlap_error: 80,
            ngram_warning: 0.20,
            ngram_error: 0.35,
            ngram_size: 5,
            auto_repair_on_error: true,
        }
    }
}

/// The guardrail's findings: the report stored on the draft plus validation messages.
#[derive(Debug, Clone, PartialEq)]
pub struct GuardrailVerdict {
    pub report: SimilarityReport,
    pub warnings: Vec<String>,
    pub errors: Vec<String>,
}

impl GuardrailVerdict {
    /// Whether the draft should go through `Ingest.RepairParaphrase` before review.
    pub fn needs_repair(&self, options: &GuardrailOptions) -> bool {
        options.auto_repair_on_error && self.report.violates_policy
    }
}

/// Compares the draft's description and instructions with the sanitized `snapshot` of its page.
pub fn check_paraphrase(
    snapshot: &str,
    recipe: &Recipe,
    options: &GuardrailOptions,
) -> GuardrailVerdict {
    let mut vocabulary = Vocabulary::default();
    let description = vocabulary.intern(recipe.description.as_deref().unwrap_or(""));
    let steps: Vec<Vec<usize>> = recipe
        .instructions
        .iter()
        .map(|step| vocabulary.intern(step))
        .collect();
    let source = vocabulary.intern(snapshot);

    let fields = [
        DraftField::description(description),
        DraftField::instructions(&steps),
    ];
    let overlaps: Vec<Overlap> = fields
        .iter()
        .filter_map(|field| field.longest_overlap(&source))
        .collect();
    let similarities = step_similarities(&source, &steps, options.ngram_size);

    let mut verdict = Verdict::default();
    for overlap in &overlaps {
        verdict.judge_overlap(overlap, options);
    }
    verdict.judge_similarities(&similarities, options);

    let longest = overlaps.iter().max_by_key(|overlap| overlap.length);
    let most_similar = similarities
        .iter()
        .max_by(|a, b| a.similarity.total_cmp(&b.similarity));
    let details = [
        longest.map(|overlap| {
            let unit = if overlap.length == 1 {
                "token"
            } else {
                "tokens"
            };
            format!(
                "longest copied run: {} {unit} in {}",
                overlap.length, overlap.location
            )
        }),
        most_similar.map(|step| {
            format!(
                "highest {}-gram similarity: {:.2} in instructions step {}",
                options.ngram_size,
                step.similarity,
                step.index + 1
            )
        }),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>();

    let violates_policy = !verdict.errors.is_empty();
    GuardrailVerdict {
        report: SimilarityReport {
            max_contiguous_token_overlap: longest
                .map_or(0, |overlap| saturating_u32(overlap.length)),
            max_ngram_similarity: most_similar.map_or(0.0, |step| step.similarity),
            violates_policy,
            details: (!details.is_empty()).then(|| details.join("; ")),
        },
        warnings: verdict.warnings,
        errors: verdict.errors,
    }
}

/// The guardrail's tokens of `text` (see the module docs); also used to match search queries.
pub fn tokenize(text: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    for_each_token(text, |token| tokens.push(token.to_owned()));
    tokens
}

/// Calls `visit` with each token of `text`, reusing one buffer so long texts allocate little.
fn for_each_token(text: &str, mut visit: impl FnMut(&str)) {
    let mut token = String::new();
    for word in text.split_whitespace() {
        token.clear();
        token.extend(
            word.chars()
                .filter(|c| c.is_alphanumeric())
                .flat_map(char::to_lowercase),
        );
        if !token.is_empty() {
            visit(&token);
        }
    }
}

fn saturating_u32(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// Dense ids for tokens, so sequences compare and hash as integers.
#[derive(Default)]
struct Vocabulary {
    ids: HashMap<String, usize>,
}

impl Vocabulary {
    fn intern(&mut self, text: &str) -> Vec<usize> {
        let mut sequence = Vec::new();
        for_each_token(text, |token| {
            let next_id = self.ids.len();
            let id = match self.ids.get(token) {
                Some(&id) => id,
                None => *self.ids.entry(token.to_owned()).or_insert(next_id),
            };
            sequence.push(id);
        });
        sequence
    }
}

/// A run of tokens shared by a field and the snapshot.
struct Overlap {
    length: usize,
    /// Where it sits in the draft, e.g. "instructions steps 2–4".
    location: String,
}

/// One compared field of the draft as a single token sequence.
struct DraftField {
    tokens: Vec<usize>,
    /// For the instructions: the span of each step within `tokens`.
    steps: Option<Vec<Range<usize>>>,
}

impl DraftField {
    fn description(tokens: Vec<usize>) -> Self {
        DraftField {
            tokens,
            steps: None,
        }
    }

    /// All steps back to back, remembering where each one lies.
    fn instructions(steps: &[Vec<usize>]) -> Self {
        let mut tokens = Vec::with_capacity(steps.iter().map(Vec::len).sum());
        let mut spans = Vec::with_capacity(steps.len());
        for step in steps {
            let start = tokens.len();
            tokens.extend_from_slice(step);
            spans.push(start..tokens.len());
        }
        DraftField {
            tokens,
            steps: Some(spans),
        }
    }

    fn longest_overlap(&self, source: &[usize]) -> Option<Overlap> {
        let (length, end) = SuffixAutomaton::new(&self.tokens).longest_common_run(source)?;
        Some(Overlap {
            length,
            location: self.locate(end + 1 - length..end + 1),
        })
    }

    fn locate(&self, span: Range<usize>) -> String {
        let Some(steps) = &self.steps else {
            return "description".to_owned();
        };
        let step_of = |token: usize| steps.partition_point(|step| step.end <= token) + 1;
        let (first, last) = (step_of(span.start), step_of(span.end.saturating_sub(1)));
        if first == last {
            format!("instructions step {first}")
        } else {
            format!("instructions steps {first}–{last}")
        }
    }
}

/// The suffix automaton of a token sequence: every substring of it is a path from the root, so
/// streaming another sequence through it finds their longest common run in linear time.
struct SuffixAutomaton {
    states: Vec<AutomatonState>,
}

struct AutomatonState {
    /// Length of the longest substring this state stands for.
    len: usize,
    /// Suffix link; only the root has none.
    link: Option<usize>,
    /// Index of the last token of this state's first occurrence in the sequence.
    first_end: usize,
    next: HashMap<usize, usize>,
}

impl SuffixAutomaton {
    fn new(sequence: &[usize]) -> Self {
        let mut automaton = SuffixAutomaton {
            states: Vec::with_capacity(2 * sequence.len() + 1),
        };
        automaton.push(0, None, 0, HashMap::new());
        let mut last = 0;
        for (index, &token) in sequence.iter().enumerate() {
            last = automaton.extend(last, index, token);
        }
        automaton
    }

    fn push(
        &mut self,
        len: usize,
        link: Option<usize>,
        first_end: usize,
        next: HashMap<usize, usize>,
    ) -> usize {
        self.states.push(AutomatonState {
            len,
            link,
            first_end,
            next,
        });
        self.states.len() - 1
    }

    /// The classic online construction step; returns the state of the whole sequence so far.
    fn extend(&mut self, last: usize, index: usize, token: usize) -> usize {
        let current = self.push(self.states[last].len + 1, None, index, HashMap::new());
        let mut walker = Some(last);
        let existing = loop {
            let Some(state) = walker else { break None };
            if let Some(&target) = self.states[state].next.get(&token) {
                break Some((state, target));
            }
            self.states[state].next.insert(token, current);
            walker = self.states[state].link;
        };
        let link = match existing {
            None => 0,
            Some((state, target)) if self.states[state].len + 1 == self.states[target].len => {
                target
            }
            Some((state, target)) => {
                let clone = self.push(
                    self.states[state].len + 1,
                    self.states[target].link,
                    self.states[target].first_end,
                    self.states[target].next.clone(),
                );
                let mut walker = Some(state);
                while let Some(redirected) = walker
                    && self.states[redirected].next.get(&token) == Some(&target)
                {
                    self.states[redirected].next.insert(token, clone);
                    walker = self.states[redirected].link;
                }
                self.states[target].link = Some(clone);
                clone
            }
        };
        self.states[current].link = Some(link);
        current
    }

    /// The longest run of `text` that is also a run of the sequence: its length and the index
    /// of its last token in the sequence; `None` when they share no token.
    fn longest_common_run(&self, text: &[usize]) -> Option<(usize, usize)> {
        let (mut state, mut length) = (0, 0);
        let mut best: Option<(usize, usize)> = None;
        for token in text {
            loop {
                if let Some(&next) = self.states[state].next.get(token) {
                    state = next;
                    length += 1;
                    break;
                }
                match self.states[state].link {
                    Some(link) => {
                        state = link;
                        length = self.states[link].len;
                    }
                    None => {
                        length = 0;
                        break;
                    }
                }
            }
            if length > best.map_or(0, |(best_length, _)| best_length) {
                best = Some((length, self.states[state].first_end));
            }
        }
        best
    }
}

/// The n-gram similarity of one instruction step.
struct StepSimilarity {
    index: usize,
    similarity: f64,
}

/// Similarity of every step with at least one n-gram in common with the source.
fn step_similarities(source: &[usize], steps: &[Vec<usize>], n: usize) -> Vec<StepSimilarity> {
    if n == 0 || source.len() < n {
        return Vec::new();
    }
    let source_grams = SourceNgrams::new(source, n);
    steps
        .iter()
        .enumerate()
        .filter_map(|(index, step)| {
            let similarity = source_grams.best_window_similarity(step, n);
            (similarity > 0.0).then_some(StepSimilarity { index, similarity })
        })
        .collect()
}

/// The snapshot's n-grams as dense ids, in order.
struct SourceNgrams<'a> {
    sequence: Vec<usize>,
    ids: HashMap<&'a [usize], usize>,
}

impl<'a> SourceNgrams<'a> {
    fn new(source: &'a [usize], n: usize) -> Self {
        let mut ids = HashMap::new();
        let sequence = source
            .windows(n)
            .map(|gram| {
                let next_id = ids.len();
                *ids.entry(gram).or_insert(next_id)
            })
            .collect();
        SourceNgrams { sequence, ids }
    }

    /// The highest Jaccard index between the step's n-gram set and that of any source window
    /// as long as the step, sliding one n-gram at a time with per-id counts.
    fn best_window_similarity(&self, step: &[usize], n: usize) -> f64 {
        let step_grams: HashSet<&[usize]> = step.windows(n).collect();
        let shared: Vec<usize> = step_grams
            .iter()
            .filter_map(|gram| self.ids.get(gram).copied())
            .collect();
        if shared.is_empty() {
            return 0.0;
        }
        let distinct = self.ids.len();
        let mut in_step = vec![false; distinct];
        for &id in &shared {
            in_step[id] = true;
        }
        // A window of `step.len()` tokens holds as many n-grams as the step.
        let window = (step.len() + 1 - n).min(self.sequence.len());
        let mut counts = vec![0_u32; distinct];
        let (mut window_distinct, mut intersection) = (0_usize, 0_usize);
        let mut best = 0.0_f64;
        for (position, &entering) in self.sequence.iter().enumerate() {
            counts[entering] += 1;
            if counts[entering] == 1 {
                window_distinct += 1;
                intersection += usize::from(in_step[entering]);
            }
            if let Some(leaving_at) = position.checked_sub(window) {
                let leaving = self.sequence[leaving_at];
                counts[leaving] -= 1;
                if counts[leaving] == 0 {
                    window_distinct -= 1;
                    intersection -= usize::from(in_step[leaving]);
                }
            }
            if position + 1 >= window {
                let union = step_grams.len() + window_distinct - intersection;
                best = best.max(intersection as f64 / union as f64);
            }
        }
        best
    }
}

/// Messages collected while judging the measures.
#[derive(Default)]
struct Verdict {
    warnings: Vec<String>,
    errors: Vec<String>,
}

impl Verdict {
    fn judge_overlap(&mut self, overlap: &Overlap, options: &GuardrailOptions) {
        let message = |limit: usize, consequence: &str| {
            format!(
                "{} repeats {} consecutive words of the source page ({consequence} at {limit}); \
                 rephrase it in your own words",
                overlap.location, overlap.length
            )
        };
        if overlap.length >= options.token_overlap_error {
            self.errors
                .push(message(options.token_overlap_error, "policy limit"));
        } else if overlap.length >= options.token_overlap_warning {
            self.warnings
                .push(message(options.token_overlap_warning, "warning"));
        }
    }

    fn judge_similarities(&mut self, steps: &[StepSimilarity], options: &GuardrailOptions) {
        let errors: Vec<&StepSimilarity> = steps
            .iter()
            .filter(|step| step.similarity >= options.ngram_error)
            .collect();
        let warnings: Vec<&StepSimilarity> = steps
            .iter()
            .filter(|step| (options.ngram_warning..options.ngram_error).contains(&step.similarity))
            .collect();
        let message = |flagged: &[&StepSimilarity], limit: f64, consequence: &str| {
            let numbers: Vec<String> = flagged
                .iter()
                .map(|step| (step.index + 1).to_string())
                .collect();
            let highest = flagged
                .iter()
                .map(|step| step.similarity)
                .fold(0.0, f64::max);
            let (noun, verb) = if flagged.len() == 1 {
                ("step", "follows")
            } else {
                ("steps", "follow")
            };
            format!(
                "instructions {noun} {} {verb} the source page's wording too closely \
                 ({}-gram similarity up to {highest:.2}, {consequence} at {limit:.2}); rephrase them",
                numbers.join(", "),
                options.ngram_size
            )
        };
        if !errors.is_empty() {
            self.errors
                .push(message(&errors, options.ngram_error, "policy limit"));
        }
        if !warnings.is_empty() {
            self.warnings
                .push(message(&warnings, options.ngram_warning, "warning"));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    /// Deterministic filler prose: `count` words drawn from a small vocabulary by a LCG, so
    /// different seeds give unrelated text with realistic repeated words.
    fn prose(seed: u64, count: usize) -> String {
        const WORDS: &[&str] = &[
            "the", "pan", "heat", "oil", "onion", "garlic", "slowly", "until", "golden", "stir",
            "add", "salt", "pepper", "simmer", "cover", "minutes", "tomatoes", "broth", "and", "a",
            "of", "with", "gently", "fold", "butter", "flour", "whisk", "bowl", "large", "over",
            "medium", "low", "high", "cream", "sugar", "eggs", "bake", "oven", "tray", "cool",
            "serve", "warm", "fresh", "herbs", "lemon", "zest", "juice", "rice", "water", "boil",
            "drain", "rinse", "chop", "slice", "dice", "finely", "roughly", "season",
        ];
        let mut state = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (0..count)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                WORDS[(state >> 33) as usize % WORDS.len()]
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn recipe(description: Option<&str>, steps: &[&str]) -> Recipe {
        let mut recipe: Recipe = serde_json::from_str(r#"{"name":"Soup"}"#).expect("recipe");
        recipe.description = description.map(str::to_owned);
        recipe.instructions = steps.iter().map(|step| (*step).to_owned()).collect();
        recipe
    }

    fn check(snapshot: &str, recipe: &Recipe) -> GuardrailVerdict {
        check_paraphrase(snapshot, recipe, &GuardrailOptions::default())
    }

    fn words(text: &str, range: Range<usize>) -> String {
        text.split(' ').collect::<Vec<_>>()[range].join(" ")
    }

    #[test]
    fn tokens_are_lowercased_words_without_punctuation() {
        assert_eq!(
            tokenize("Preheat the OVEN to 180°C — then, bake!  Crème brûlée's top."),
            [
                "preheat",
                "the",
                "oven",
                "to",
                "180c",
                "then",
                "bake",
                "crème",
                "brûlées",
                "top"
            ]
        );
        assert!(tokenize(" … -- ").is_empty());
    }

    #[test]
    fn an_exact_copy_of_a_long_paragraph_is_an_error() {
        let paragraph = prose(1, 100);
        let snapshot = format!("{}\n{paragraph}\n{}", prose(2, 300), prose(3, 300));
        let verdict = check(&snapshot, &recipe(None, &[&paragraph]));
        assert!(verdict.report.violates_policy);
        assert!(verdict.report.max_contiguous_token_overlap >= 100);
        assert!(verdict.report.max_ngram_similarity > 0.99);
        assert_eq!(verdict.errors.len(), 2, "{:?}", verdict.errors);
        assert!(verdict.errors[0].contains("instructions step 1 repeats"));
        assert!(verdict.errors[1].contains("step 1 follows"));
        assert!(verdict.needs_repair(&GuardrailOptions::default()));
    }

    #[test]
    fn fifty_copied_tokens_inside_own_words_are_a_warning_only() {
        let source = prose(4, 400);
        let copied = words(&source, 100..150);
        // Own words around the copied run keep the step's n-gram similarity under 0.20.
        let step = format!("{} {copied} {}", prose(5, 150), prose(6, 150));
        let verdict = check(&source, &recipe(None, &[&step]));
        let overlap = verdict.report.max_contiguous_token_overlap;
        assert!((50..80).contains(&overlap), "{overlap}");
        assert!(
            verdict.report.max_ngram_similarity < 0.20,
            "{:?}",
            verdict.report
        );
        assert!(verdict.errors.is_empty(), "{:?}", verdict.errors);
        assert_eq!(verdict.warnings.len(), 1, "{:?}", verdict.warnings);
        assert!(!verdict.report.violates_policy);
        assert!(!verdict.needs_repair(&GuardrailOptions::default()));
    }

    #[test]
    fn a_genuine_paraphrase_is_clean() {
        let snapshot = "Method. Place a large heavy-bottomed saucepan over a medium flame and \
            pour in the olive oil. Once the oil shimmers, tip in the chopped onions and let them \
            soften, stirring now and then, for about eight minutes until they are translucent \
            and just beginning to colour. Add the crushed garlic and cook for one more minute.";
        let draft = recipe(
            Some("A simple tomato soup for weeknights."),
            &[
                "Warm the oil in a big pot on medium heat.",
                "Cook the onions gently, stirring occasionally, until soft and see-through, \
                 roughly 8 minutes.",
                "Stir in the garlic and give it another minute.",
            ],
        );
        let verdict = check(snapshot, &draft);
        assert!(
            verdict.errors.is_empty() && verdict.warnings.is_empty(),
            "{verdict:?}"
        );
        assert!(verdict.report.max_contiguous_token_overlap < 10);
        assert!(verdict.report.max_ngram_similarity < 0.20);
        assert!(!verdict.report.violates_policy);
    }

    #[test]
    fn punctuation_and_case_do_not_hide_copying() {
        let paragraph = prose(7, 90);
        let shouted: String = paragraph
            .split(' ')
            .enumerate()
            .map(|(i, word)| match i % 3 {
                0 => format!("{}.", word.to_uppercase()),
                1 => format!("\"{word}\","),
                _ => format!("({word})"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        let verdict = check(&paragraph, &recipe(None, &[&shouted]));
        assert_eq!(verdict.report.max_contiguous_token_overlap, 90);
        assert!(verdict.report.violates_policy);
    }

    #[test]
    fn copying_across_step_boundaries_is_counted_and_located() {
        let paragraph = prose(8, 120);
        let steps: Vec<String> = (0..3)
            .map(|i| words(&paragraph, i * 40..(i + 1) * 40))
            .collect();
        let steps: Vec<&str> = steps.iter().map(String::as_str).collect();
        let verdict = check(&paragraph, &recipe(None, &steps));
        assert_eq!(verdict.report.max_contiguous_token_overlap, 120);
        assert!(verdict.errors[0].starts_with("instructions steps 1–3 repeats 120"));
        assert!(verdict.errors[1].starts_with("instructions steps 1, 2, 3 follow"));
        let details = verdict.report.details.expect("details");
        assert!(
            details.contains("120 tokens in instructions steps 1–3"),
            "{details}"
        );
    }

    #[test]
    fn a_copied_description_is_reported_as_the_description() {
        let paragraph = prose(9, 45);
        let snapshot = format!("{} {paragraph} {}", prose(10, 50), prose(11, 50));
        let verdict = check(&snapshot, &recipe(Some(&paragraph), &["Serve warm."]));
        assert_eq!(verdict.report.max_contiguous_token_overlap, 45);
        assert_eq!(verdict.warnings.len(), 1);
        assert!(verdict.warnings[0].starts_with("description repeats 45"));
        assert!(verdict.errors.is_empty());
    }

    #[test]
    fn short_steps_do_not_false_alarm() {
        let snapshot = "Serve. Stir well. Season to taste. Let it rest. Enjoy!";
        let verdict = check(
            snapshot,
            &recipe(
                None,
                &["Serve.", "Stir well.", "Season to taste.", "Let it rest."],
            ),
        );
        assert_eq!(verdict.report.max_ngram_similarity, 0.0);
        // The steps read back to back still copy only 9 words, far below a warning.
        assert_eq!(verdict.report.max_contiguous_token_overlap, 9);
        assert!(verdict.errors.is_empty() && verdict.warnings.is_empty());
    }

    #[test]
    fn empty_inputs_give_an_empty_clean_report() {
        let cases = [
            ("", recipe(None, &[])),
            (
                "",
                recipe(Some("A soup."), &["Simmer the soup for twenty minutes."]),
            ),
            ("Some page text about soup.", recipe(Some(""), &["", "  "])),
        ];
        for (snapshot, draft) in cases {
            let verdict = check(snapshot, &draft);
            assert_eq!(
                verdict.report,
                SimilarityReport {
                    max_contiguous_token_overlap: 0,
                    max_ngram_similarity: 0.0,
                    violates_policy: false,
                    details: None,
                }
            );
            assert!(verdict.errors.is_empty() && verdict.warnings.is_empty());
        }
    }

    #[test]
    fn jaccard_compares_a_step_with_a_window_of_its_own_length() {
        // Step: 9 tokens → 5 grams; the source shares the first 3 of them, then diverges.
        let source = "aa bb cc dd ee ff gg xx yy zz";
        let step = "aa bb cc dd ee ff gg hh ii";
        let verdict = check(source, &recipe(None, &[step]));
        // Best window "aa … yy" holds grams g1..g3 plus 2 others: 3 / (5 + 5 − 3).
        assert!((verdict.report.max_ngram_similarity - 3.0 / 7.0).abs() < 1e-9);
        assert_eq!(verdict.report.max_contiguous_token_overlap, 7);
    }

    #[test]
    fn thresholds_come_from_the_options() {
        let paragraph = prose(12, 30);
        let strict = GuardrailOptions {
            token_overlap_warning: 10,
            token_overlap_error: 20,
            auto_repair_on_error: false,
            ..GuardrailOptions::default()
        };
        let verdict = check_paraphrase(&paragraph, &recipe(Some(&paragraph), &[]), &strict);
        assert!(verdict.report.violates_policy);
        assert!(!verdict.needs_repair(&strict));
        let options: GuardrailOptions =
            serde_json::from_str(r#"{"ngramSize": 3}"#).expect("options");
        assert_eq!(options.ngram_size, 3);
        assert_eq!(options.token_overlap_error, 80);
    }

    #[test]
    fn a_full_size_snapshot_is_checked_quickly() {
        // 60,000 characters of page text against a 40-step recipe with one copied paragraph.
        let mut snapshot = prose(13, 12_000);
        snapshot.truncate(60_000);
        let copied = words(&snapshot, 5_000..5_090);
        let mut steps: Vec<String> = (0..40).map(|i| prose(100 + i, 60)).collect();
        steps[17] = copied;
        let steps: Vec<&str> = steps.iter().map(String::as_str).collect();
        let draft = recipe(Some(&prose(14, 80)), &steps);
        let started = Instant::now();
        let verdict = check(&snapshot, &draft);
        let elapsed = started.elapsed();
        assert!(verdict.report.max_contiguous_token_overlap >= 90);
        assert!(verdict.errors.iter().any(|error| error.contains("step 18")));
        // Generous bound: catches a quadratic algorithm, not a slow machine.
        let limit = Duration::from_millis(if cfg!(debug_assertions) { 3_000 } else { 200 });
        assert!(elapsed < limit, "{elapsed:?}");
    }
}
