//! Validation and application of patch ops (seed 000): per-op checks against the base recipe,
//! the fixed apply order scale → replace → remove (descending index) → add, and the coverage
//! check that no ingredient disappears without an explicit remove.

use std::collections::BTreeSet;

use crate::ingredient_line::{cook_number, parse_ingredient_line, restate_amount};
use crate::{Ingredient, Recipe};

use super::patch::{IngredientReplacement, PatchOp, ScaleFactor, Target};

/// Why ops cannot be applied to a recipe. `op` is the op's position in the list given.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PatchError {
    #[error("no ops to apply")]
    NoOps,
    #[error("op {op}: target_index {index} is outside the recipe's {len} ingredients")]
    TargetOutOfRange { op: usize, index: usize, len: usize },
    #[error("op {op}: removing ingredient {index} needs acknowledged: true")]
    RemoveNotAcknowledged { op: usize, index: usize },
    #[error("op {op}: target_name `{target_name}` does not match ingredient {index} (`{actual}`)")]
    TargetNameMismatch {
        op: usize,
        index: usize,
        target_name: String,
        actual: String,
    },
    #[error("ingredient {index} (`{name}`) would disappear without a remove_ingredient op")]
    IngredientDisappeared { index: usize, name: String },
}

/// Checks `ops` against `recipe` without keeping the result.
pub fn validate_ops(recipe: &Recipe, ops: &[PatchOp]) -> Result<(), PatchError> {
    apply_ops(recipe, ops).map(drop)
}

/// Validates `ops` and applies them in the seed's order, returning the patched recipe. Only the
/// ingredient list and (for scaling) quantities and servings change.
pub fn apply_ops(recipe: &Recipe, ops: &[PatchOp]) -> Result<Recipe, PatchError> {
    check_targets(&recipe.ingredients, ops)?;
    let mut patched = recipe.clone();
    for op in ops {
        if let PatchOp::ScaleServings { scale_factor, .. } = op {
            scale(&mut patched, *scale_factor);
        }
    }
    let mut entries: Vec<(Origin, Ingredient)> = std::mem::take(&mut patched.ingredients)
        .into_iter()
        .enumerate()
        .map(|(index, ingredient)| (Origin::Original(index), ingredient))
        .collect();
    for op in ops {
        if let PatchOp::ReplaceIngredient {
            target,
            replacement,
            ..
        } = op
            && let Some(entry) = entries.get_mut(target.index)
        {
            let replaced = replacement_ingredient(replacement, &entry.1);
            *entry = (Origin::Replacement(target.index), replaced);
        }
    }
    let removed = remove_descending(&mut entries, ops)?;
    for op in ops {
        if let PatchOp::AddIngredient { new_ingredient, .. } = op {
            entries.push((Origin::Added, parse_ingredient_line(new_ingredient)));
        }
    }
    check_coverage(&recipe.ingredients, &entries, &removed)?;
    patched.ingredients = entries
        .into_iter()
        .map(|(_, ingredient)| ingredient)
        .collect();
    Ok(patched)
}

/// Where an ingredient of the patched list came from, for the coverage check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    Original(usize),
    Replacement(usize),
    Added,
}

/// Per-op checks against the base list: index in range, remove acknowledged, name matches.
fn check_targets(ingredients: &[Ingredient], ops: &[PatchOp]) -> Result<(), PatchError> {
    if ops.is_empty() {
        return Err(PatchError::NoOps);
    }
    for (position, op) in ops.iter().enumerate() {
        let Some(Target { index, name }) = op.target() else {
            continue;
        };
        let ingredient = ingredients
            .get(*index)
            .ok_or(PatchError::TargetOutOfRange {
                op: position,
                index: *index,
                len: ingredients.len(),
            })?;
        if let PatchOp::RemoveIngredient {
            acknowledged: false,
            ..
        } = op
        {
            return Err(PatchError::RemoveNotAcknowledged {
                op: position,
                index: *index,
            });
        }
        if let Some(target_name) = name
            && !names_match(target_name, ingredient)
        {
            return Err(PatchError::TargetNameMismatch {
                op: position,
                index: *index,
                target_name: target_name.clone(),
                actual: ingredient.name.clone(),
            });
        }
    }
    Ok(())
}

/// Case-insensitive substring match (the seed's "substring OK"): the target within the
/// ingredient's name or line, or the name within the target ("chicken breasts" vs "chicken breast").
fn names_match(target_name: &str, ingredient: &Ingredient) -> bool {
    let target = folded(target_name);
    let name = folded(&ingredient.name);
    !target.is_empty()
        && (name.contains(&target)
            || (!name.is_empty() && target.contains(&name))
            || folded(&ingredient.text).contains(&target))
}

/// Lowercased with runs of whitespace collapsed to one space.
pub(super) fn folded(text: &str) -> String {
    text.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Decimal places a scaled quantity keeps: plenty for cooking, and few enough digits that the
/// stored JSON number reads back as exactly the same `f64` (a reload changes nothing).
const SCALED_QUANTITY_SCALE: f64 = 10_000.0;

/// Multiplies every known quantity, restating each scaled line's text, and the servings and
/// yield; unknown quantities stay unknown.
fn scale(recipe: &mut Recipe, factor: ScaleFactor) {
    let factor = factor.get();
    let scaled = |q: f64| (q * factor * SCALED_QUANTITY_SCALE).round() / SCALED_QUANTITY_SCALE;
    for ingredient in &mut recipe.ingredients {
        if ingredient.quantity.is_some() {
            *ingredient = restate_amount(
                ingredient,
                ingredient.quantity.map(scaled),
                ingredient.quantity_max.map(scaled),
                ingredient.unit,
            );
        }
    }
    let before = recipe.servings;
    // Servings are whole; a batch never shrinks below one serving.
    recipe.servings = before.map(|servings| ((f64::from(servings) * factor).round() as u32).max(1));
    recipe.r#yield = recipe
        .r#yield
        .as_deref()
        .map(|text| scaled_yield(text, factor, before.zip(recipe.servings)));
}

/// The yield for a batch `factor` times as big. A yield that counts the servings ("Serves 4",
/// "4 servings") says the new servings, so the two always agree; any other count ("12
/// cookies", "1-2 loaves") is multiplied.
fn scaled_yield(text: &str, factor: f64, servings: Option<(u32, u32)>) -> String {
    let Some((start, end, low, high)) = leading_count(text) else {
        return text.to_owned();
    };
    let counts_servings = high.is_none()
        && servings.is_some_and(|(before, _)| (low - f64::from(before)).abs() < f64::EPSILON);
    let amount = match servings {
        Some((_, after)) if counts_servings => after.to_string(),
        _ => {
            let low = cook_number(low * factor);
            match high {
                Some(high) => format!("{low}-{}", cook_number(high * factor)),
                None => low,
            }
        }
    };
    format!("{}{amount}{}", &text[..start], &text[end..])
}

/// The first number of `text`, or range "4-6": its byte span and values.
fn leading_count(text: &str) -> Option<(usize, usize, f64, Option<f64>)> {
    let number_at = |from: usize| -> Option<(usize, usize, f64)> {
        let start = from + text.get(from..)?.find(|c: char| c.is_ascii_digit())?;
        let length = text[start..]
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(text.len() - start);
        let end = start + length;
        Some((start, end, text[start..end].parse().ok()?))
    };
    let (start, end, low) = number_at(0)?;
    let rest = &text[end..];
    let dash = rest.len() - rest.trim_start_matches([' ', '-', '–']).len();
    let range = rest.trim_start().starts_with(['-', '–']);
    match number_at(end + dash) {
        Some((next, high_end, high)) if range && next == end + dash => {
            Some((start, high_end, low, Some(high)))
        }
        _ => Some((start, end, low, None)),
    }
}

/// The replacement as a parsed ingredient. A replacement of the line's own ingredient only
/// changes its amount ("double the garlic"): the line keeps its words and says the new amount.
/// Another ingredient is "{quantity} {name}" read by the line parser, with the generator's
/// name kept as given and the replaced line's group kept.
fn replacement_ingredient(
    replacement: &IngredientReplacement,
    replaced: &Ingredient,
) -> Ingredient {
    let text = if replacement.quantity.is_empty() {
        replacement.name.clone()
    } else {
        format!("{} {}", replacement.quantity, replacement.name)
    };
    let parsed = parse_ingredient_line(&text);
    if folded(&replacement.name) == folded(&replaced.name) {
        return restate_amount(replaced, parsed.quantity, parsed.quantity_max, parsed.unit);
    }
    Ingredient {
        name: replacement.name.clone(),
        group: replaced.group.clone(),
        ..parsed
    }
}

/// Removes the remove ops' positions from the highest down, so no removal shifts another
/// target. Returns the base indices named by remove ops.
fn remove_descending(
    entries: &mut Vec<(Origin, Ingredient)>,
    ops: &[PatchOp],
) -> Result<BTreeSet<usize>, PatchError> {
    let mut removals: Vec<(usize, usize)> = ops
        .iter()
        .enumerate()
        .filter_map(|(position, op)| match op {
            PatchOp::RemoveIngredient { target, .. } => Some((target.index, position)),
            _ => None,
        })
        .collect();
    removals.sort_by_key(|&(index, _)| std::cmp::Reverse(index));
    for &(index, position) in &removals {
        if index >= entries.len() {
            return Err(PatchError::TargetOutOfRange {
                op: position,
                index,
                len: entries.len(),
            });
        }
        entries.remove(index);
    }
    Ok(removals.into_iter().map(|(index, _)| index).collect())
}

/// The seed's coverage check: every base ingredient not named by a remove op is still there,
/// itself or its replacement, exactly once.
fn check_coverage(
    base: &[Ingredient],
    entries: &[(Origin, Ingredient)],
    removed: &BTreeSet<usize>,
) -> Result<(), PatchError> {
    for (index, ingredient) in base.iter().enumerate() {
        if removed.contains(&index) {
            continue;
        }
        let survivors = entries
            .iter()
            .filter(|(origin, _)| {
                matches!(origin, Origin::Original(i) | Origin::Replacement(i) if *i == index)
            })
            .count();
        if survivors != 1 {
            return Err(PatchError::IngredientDisappeared {
                index,
                name: ingredient.name.clone(),
            });
        }
    }
    Ok(())
}
