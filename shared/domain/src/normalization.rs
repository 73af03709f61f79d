//! Normalization patches (seed 004 §4.1 Flow C, §7.2, §12.3): RFC 6902 operations on a recipe,
//! each with a risk category, the result a normalize task produces, and the all-or-nothing
//! apply of the operations a reviewer accepted.

use jiff::Timestamp;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::{Recipe, ValidationReport};

/// How much an operation may change what a recipe means (seed 004 §12.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum RiskCategory {
    /// Spelling, spacing, casing and number or temperature formatting.
    Low,
    /// Renames, unit conversions, quantity changes and step edits.
    High,
}

/// The RFC 6902 operations a normalization may propose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PatchVerb {
    Add,
    Remove,
    Replace,
}

/// One proposed edit: an RFC 6902 operation plus its risk category.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NormalizationOp {
    pub op: PatchVerb,
    pub path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
    pub risk_category: RiskCategory,
}

impl NormalizationOp {
    /// The JSON schema of a patch as a model writes it: an array of operations.
    pub fn patch_schema() -> Value {
        serde_json::to_value(schemars::schema_for!(Vec<NormalizationOp>)).unwrap_or_default()
    }

    /// A low-risk replacement of the value at `path`.
    pub fn low_risk_replace(path: String, value: Value) -> Self {
        Self {
            op: PatchVerb::Replace,
            path,
            value: Some(value),
            risk_category: RiskCategory::Low,
        }
    }

    /// The plain RFC 6902 form, without the risk category.
    fn rfc6902(&self) -> Value {
        let mut op = json!({ "op": self.op, "path": self.path });
        if let Some(value) = &self.value {
            op["value"] = value.clone();
        }
        op
    }
}

/// What a normalize task works on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NormalizationTargetKind {
    /// A stored recipe, changed through a versioned write.
    Recipe,
    /// The draft of a task waiting for review, changed like an edit of the draft.
    Draft,
}

/// The recipe or draft a patch was computed against, at the version it had then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NormalizationTarget {
    pub kind: NormalizationTargetKind,
    pub id: String,
    pub version: u64,
}

/// The reviewer's answer to a patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Verdict {
    Accepted,
    Rejected,
}

/// Who decided what about a patch, and when; recorded once per normalize task.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NormalizationDecision {
    pub verdict: Verdict,
    /// Indices into the patch of the operations applied (empty when rejected).
    pub ops: Vec<usize>,
    pub decided_by: String,
    pub decided_at: Timestamp,
}

/// A normalize task's result (seed 004 §7.2) plus the target it applies to and, once made, the
/// reviewer's decision.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NormalizationResult {
    pub patch: Vec<NormalizationOp>,
    pub diff_summary: Vec<String>,
    /// Validation of the recipe with every operation applied.
    pub validation: ValidationReport,
    pub target: NormalizationTarget,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<NormalizationDecision>,
}

impl NormalizationResult {
    /// The operations at `indices`, in patch order; an index may be given once.
    pub fn selected(&self, indices: &[usize]) -> Result<Vec<NormalizationOp>, PatchError> {
        let mut sorted = indices.to_vec();
        sorted.sort_unstable();
        if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(PatchError::RepeatedOp(pair[0]));
        }
        sorted
            .into_iter()
            .map(|i| self.patch.get(i).cloned().ok_or(PatchError::UnknownOp(i)))
            .collect()
    }
}

/// Why a patch cannot be applied. Nothing is changed when any operation fails.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PatchError {
    #[error("operation {0} does not exist in the patch")]
    UnknownOp(usize),
    #[error("operation {0} is listed more than once")]
    RepeatedOp(usize),
    #[error(
        "operation {index} changes `{path}`: a patch may not change a recipe's id, owner, version, timestamps or source"
    )]
    ProtectedPath { index: usize, path: String },
    #[error("operation {index} cannot be applied: {message}")]
    Inapplicable { index: usize, message: String },
    #[error("the patched recipe is not valid: {0}")]
    InvalidRecipe(String),
}

/// Fields a patch may not touch: the recipe's identity, ownership, provenance and timestamps.
const PROTECTED_FIELDS: [&str; 6] = [
    "/id",
    "/owner",
    "/version",
    "/source",
    "/createdAt",
    "/updatedAt",
];

fn is_protected(path: &str) -> bool {
    path.is_empty()
        || PROTECTED_FIELDS
            .iter()
            .any(|field| path == *field || path.starts_with(&format!("{field}/")))
}

/// `recipe` with `ops` applied in order, all or nothing; the result must still be a storable
/// recipe (CONTRACTS.md §2).
pub fn apply_patch(recipe: &Recipe, ops: &[NormalizationOp]) -> Result<Recipe, PatchError> {
    if let Some((index, op)) = ops
        .iter()
        .enumerate()
        .find(|(_, op)| is_protected(&op.path))
    {
        return Err(PatchError::ProtectedPath {
            index,
            path: op.path.clone(),
        });
    }
    let operations: Vec<json_patch::PatchOperation> = ops
        .iter()
        .enumerate()
        .map(|(index, op)| {
            serde_json::from_value(op.rfc6902()).map_err(|e| PatchError::Inapplicable {
                index,
                message: e.to_string(),
            })
        })
        .collect::<Result<_, _>>()?;
    let mut document =
        serde_json::to_value(recipe).map_err(|e| PatchError::InvalidRecipe(e.to_string()))?;
    json_patch::patch(&mut document, &operations).map_err(|e| PatchError::Inapplicable {
        index: e.operation,
        message: e.kind.to_string(),
    })?;
    let patched: Recipe =
        serde_json::from_value(document).map_err(|e| PatchError::InvalidRecipe(e.to_string()))?;
    let problems = patched.problems();
    if problems.is_empty() {
        Ok(patched)
    } else {
        Err(PatchError::InvalidRecipe(problems.join("; ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingredient_line::parse_ingredient_line;

    fn recipe() -> Recipe {
        serde_json::from_value(json!({
            "name": "Pancakes",
            "ingredients": [
                serde_json::to_value(parse_ingredient_line("2 Tablespoons sugar")).unwrap(),
                serde_json::to_value(parse_ingredient_line("1 cup flour")).unwrap(),
            ],
            "instructions": ["Mix.", "Bake at 350 F."],
            "id": "r1", "owner": "alice", "version": 3
        }))
        .unwrap()
    }

    fn replace(path: &str, value: Value) -> NormalizationOp {
        NormalizationOp::low_risk_replace(path.to_owned(), value)
    }

    #[test]
    fn operations_apply_in_order() {
        let ops = [
            replace("/ingredients/0/text", json!("2 tbsp sugar")),
            NormalizationOp {
                op: PatchVerb::Remove,
                path: "/instructions/0".to_owned(),
                value: None,
                risk_category: RiskCategory::High,
            },
        ];
        let patched = apply_patch(&recipe(), &ops).unwrap();
        assert_eq!(patched.ingredients[0].text, "2 tbsp sugar");
        assert_eq!(patched.instructions, vec!["Bake at 350 F.".to_owned()]);
        assert_eq!(patched.version, Some(3));
    }

    #[test]
    fn a_failing_operation_applies_nothing() {
        let ops = [
            replace("/name", json!("Fluffy pancakes")),
            replace("/ingredients/9/text", json!("nothing here")),
        ];
        let error = apply_patch(&recipe(), &ops).unwrap_err();
        assert!(
            matches!(error, PatchError::Inapplicable { index: 1, .. }),
            "{error}"
        );
    }

    #[test]
    fn identity_and_provenance_are_protected() {
        for path in ["/id", "/owner", "/version", "/source/url", ""] {
            let error = apply_patch(&recipe(), &[replace(path, json!("x"))]).unwrap_err();
            assert!(
                matches!(error, PatchError::ProtectedPath { index: 0, .. }),
                "{path}: {error}"
            );
        }
    }

    #[test]
    fn a_patch_that_breaks_the_recipe_is_refused() {
        let error = apply_patch(&recipe(), &[replace("/name", json!(" "))]).unwrap_err();
        assert!(matches!(error, PatchError::InvalidRecipe(_)), "{error}");
        let error = apply_patch(&recipe(), &[replace("/servings", json!("four"))]).unwrap_err();
        assert!(matches!(error, PatchError::InvalidRecipe(_)), "{error}");
    }

    #[test]
    fn selection_is_by_index_once_each() {
        let result = NormalizationResult {
            patch: vec![replace("/name", json!("A")), replace("/name", json!("B"))],
            diff_summary: Vec::new(),
            validation: ValidationReport::default(),
            target: NormalizationTarget {
                kind: NormalizationTargetKind::Recipe,
                id: "r1".to_owned(),
                version: 3,
            },
            decision: None,
        };
        assert_eq!(result.selected(&[1, 0]).unwrap()[0].value, Some(json!("A")));
        assert_eq!(result.selected(&[2]), Err(PatchError::UnknownOp(2)));
        assert_eq!(result.selected(&[1, 1]), Err(PatchError::RepeatedOp(1)));
    }
}
