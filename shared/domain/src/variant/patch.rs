//! Patch ops and the generator's result (seed 000 "PatchOp Schema"). On the wire an op is the
//! seed's flat object; in Rust each op kind carries exactly the fields it needs, so schema
//! validation happens once, when the wire form is converted.

use serde::{Deserialize, Serialize};

/// Largest accepted `scale_factor`: beyond it a "scale" is a typo, not a bigger batch.
pub const MAX_SCALE_FACTOR: f64 = 100.0;

/// The `reason` an op gets when the generator gives none.
pub const DEFAULT_REASON: &str = "user_request";

/// One edit of a recipe's ingredient list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PatchOpWire", into = "PatchOpWire")]
pub enum PatchOp {
    /// Swap the ingredient at `target` for `replacement`, in place.
    ReplaceIngredient {
        target: Target,
        replacement: IngredientReplacement,
        reason: String,
    },
    /// Append a raw ingredient line (always at the end in v0).
    AddIngredient {
        new_ingredient: String,
        reason: String,
    },
    /// Drop the ingredient at `target`; only valid once the user `acknowledged` it.
    RemoveIngredient {
        target: Target,
        acknowledged: bool,
        reason: String,
    },
    /// Multiply every quantity (and the servings) by a factor.
    ScaleServings {
        scale_factor: ScaleFactor,
        reason: String,
    },
}

impl PatchOp {
    pub fn kind(&self) -> PatchOpType {
        match self {
            Self::ReplaceIngredient { .. } => PatchOpType::ReplaceIngredient,
            Self::AddIngredient { .. } => PatchOpType::AddIngredient,
            Self::RemoveIngredient { .. } => PatchOpType::RemoveIngredient,
            Self::ScaleServings { .. } => PatchOpType::ScaleServings,
        }
    }

    /// The ingredient an op points at, for replace and remove.
    pub fn target(&self) -> Option<&Target> {
        match self {
            Self::ReplaceIngredient { target, .. } | Self::RemoveIngredient { target, .. } => {
                Some(target)
            }
            Self::AddIngredient { .. } | Self::ScaleServings { .. } => None,
        }
    }
}

/// The ingredient an op addresses: its index, and optionally the name the generator saw there,
/// which validation checks against the recipe to catch an off-by-one index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub index: usize,
    pub name: Option<String>,
}

/// What a replaced ingredient becomes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct IngredientReplacement {
    pub name: String,
    pub quantity: String,
}

/// A finite factor in `(0, MAX_SCALE_FACTOR]`, kept to four decimals so that a stored op reads
/// back as exactly the same number.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct ScaleFactor(f64);

impl ScaleFactor {
    pub fn new(factor: f64) -> Result<Self, SchemaError> {
        let rounded = (factor * 10_000.0).round() / 10_000.0;
        if rounded.is_finite() && rounded > 0.0 && rounded <= MAX_SCALE_FACTOR {
            Ok(Self(rounded))
        } else {
            Err(SchemaError::BadScaleFactor(factor))
        }
    }

    pub fn get(self) -> f64 {
        self.0
    }
}

/// The seed's op names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PatchOpType {
    ReplaceIngredient,
    AddIngredient,
    RemoveIngredient,
    ScaleServings,
}

/// The seed's flat wire form of an op: every field optional except `op`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PatchOpWire {
    pub op: PatchOpType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_index: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement: Option<IngredientReplacement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_ingredient: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_factor: Option<f64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub acknowledged: bool,
    #[serde(default = "default_reason")]
    pub reason: String,
}

#[cfg(feature = "openapi")]
crate::openapi::schema_as_wire!(PatchOp, "PatchOp", PatchOpWire);

fn is_false(value: &bool) -> bool {
    !value
}

fn default_reason() -> String {
    DEFAULT_REASON.to_owned()
}

/// Why a wire op does not fit the schema of its `op`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SchemaError {
    #[error("{op:?} requires `{field}`")]
    MissingField {
        op: PatchOpType,
        field: &'static str,
    },
    #[error("{op:?} does not take `{field}`")]
    UnexpectedField {
        op: PatchOpType,
        field: &'static str,
    },
    #[error("`{field}` must not be empty")]
    EmptyText { field: &'static str },
    #[error("scale_factor must be a finite number in (0, {MAX_SCALE_FACTOR}], got {0}")]
    BadScaleFactor(f64),
    #[error("a clarification carries no ops and needs a non-empty clarification_message")]
    BadClarification,
}

impl TryFrom<PatchOpWire> for PatchOp {
    type Error = SchemaError;

    fn try_from(wire: PatchOpWire) -> Result<Self, SchemaError> {
        let op = wire.op;
        let allowed: &[&str] = match op {
            PatchOpType::ReplaceIngredient => &["target_index", "target_name", "replacement"],
            PatchOpType::AddIngredient => &["new_ingredient"],
            PatchOpType::RemoveIngredient => &["target_index", "target_name"],
            PatchOpType::ScaleServings => &["scale_factor"],
        };
        let present = [
            ("target_index", wire.target_index.is_some()),
            ("target_name", wire.target_name.is_some()),
            ("replacement", wire.replacement.is_some()),
            ("new_ingredient", wire.new_ingredient.is_some()),
            ("scale_factor", wire.scale_factor.is_some()),
        ];
        if let Some((field, _)) = present
            .into_iter()
            .find(|(field, given)| *given && !allowed.contains(field))
        {
            return Err(SchemaError::UnexpectedField { op, field });
        }
        let missing = |field| SchemaError::MissingField { op, field };
        let reason = wire.reason;
        let target = Target::from_wire(wire.target_index, wire.target_name);
        Ok(match op {
            PatchOpType::ReplaceIngredient => {
                let replacement = wire.replacement.ok_or(missing("replacement"))?;
                Self::ReplaceIngredient {
                    target: target?.ok_or(missing("target_index"))?,
                    replacement: IngredientReplacement {
                        name: non_empty(replacement.name, "replacement.name")?,
                        quantity: replacement.quantity.trim().to_owned(),
                    },
                    reason,
                }
            }
            PatchOpType::AddIngredient => Self::AddIngredient {
                new_ingredient: non_empty(
                    wire.new_ingredient.ok_or(missing("new_ingredient"))?,
                    "new_ingredient",
                )?,
                reason,
            },
            PatchOpType::RemoveIngredient => Self::RemoveIngredient {
                target: target?.ok_or(missing("target_index"))?,
                acknowledged: wire.acknowledged,
                reason,
            },
            PatchOpType::ScaleServings => Self::ScaleServings {
                scale_factor: ScaleFactor::new(wire.scale_factor.ok_or(missing("scale_factor"))?)?,
                reason,
            },
        })
    }
}

impl Target {
    /// The target of a wire op: `None` without an index; a given name must not be blank.
    fn from_wire(index: Option<usize>, name: Option<String>) -> Result<Option<Self>, SchemaError> {
        let name = name
            .map(|name| non_empty(name, "target_name"))
            .transpose()?;
        Ok(index.map(|index| Self { index, name }))
    }
}

/// `text` trimmed, or an error naming `field` when nothing is left.
fn non_empty(text: String, field: &'static str) -> Result<String, SchemaError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        Err(SchemaError::EmptyText { field })
    } else {
        Ok(trimmed.to_owned())
    }
}

impl From<PatchOp> for PatchOpWire {
    fn from(op: PatchOp) -> Self {
        let mut wire = Self {
            op: op.kind(),
            target_index: None,
            target_name: None,
            replacement: None,
            new_ingredient: None,
            scale_factor: None,
            acknowledged: false,
            reason: String::new(),
        };
        match op {
            PatchOp::ReplaceIngredient {
                target,
                replacement,
                reason,
            } => {
                wire.target_index = Some(target.index);
                wire.target_name = target.name;
                wire.replacement = Some(replacement);
                wire.reason = reason;
            }
            PatchOp::AddIngredient {
                new_ingredient,
                reason,
            } => {
                wire.new_ingredient = Some(new_ingredient);
                wire.reason = reason;
            }
            PatchOp::RemoveIngredient {
                target,
                acknowledged,
                reason,
            } => {
                wire.target_index = Some(target.index);
                wire.target_name = target.name;
                wire.acknowledged = acknowledged;
                wire.reason = reason;
            }
            PatchOp::ScaleServings {
                scale_factor,
                reason,
            } => {
                wire.scale_factor = Some(scale_factor.get());
                wire.reason = reason;
            }
        }
        wire
    }
}

/// What the patch generator returns: ops, or — when no single `target_index` fits the request —
/// no ops and a question for the user.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PatchGenResultWire", into = "PatchGenResultWire")]
pub enum PatchGenResult {
    Ops(Vec<PatchOp>),
    Clarification(String),
}

/// The seed's wire form: `{ops, needs_clarification, clarification_message}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatchGenResultWire {
    #[serde(default)]
    pub ops: Vec<PatchOp>,
    #[serde(default)]
    pub needs_clarification: bool,
    #[serde(default)]
    pub clarification_message: Option<String>,
}

impl TryFrom<PatchGenResultWire> for PatchGenResult {
    type Error = SchemaError;

    fn try_from(wire: PatchGenResultWire) -> Result<Self, SchemaError> {
        if !wire.needs_clarification {
            return Ok(Self::Ops(wire.ops));
        }
        match wire.clarification_message {
            Some(message) if wire.ops.is_empty() && !message.trim().is_empty() => {
                Ok(Self::Clarification(message.trim().to_owned()))
            }
            _ => Err(SchemaError::BadClarification),
        }
    }
}

impl From<PatchGenResult> for PatchGenResultWire {
    fn from(result: PatchGenResult) -> Self {
        match result {
            PatchGenResult::Ops(ops) => Self {
                ops,
                needs_clarification: false,
                clarification_message: None,
            },
            PatchGenResult::Clarification(message) => Self {
                ops: Vec::new(),
                needs_clarification: true,
                clarification_message: Some(message),
            },
        }
    }
}
