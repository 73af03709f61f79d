//! The seed's log tags (seed 000 "Logging Tags") as event names for structured logs.

use std::fmt;

/// One observable step of the variant flow; the app logs [`VariantEvent::tag`] as the event name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VariantEvent {
    /// LLM patch generation (input, output, latency).
    PatchGen,
    /// Validation results (pass/fail, reasons).
    PatchValidate,
    /// Application of ops to a recipe.
    PatchApply,
    /// LLM warning generation.
    WarnGen,
    /// Numeric stripping from warnings.
    WarnStrip,
    /// Cook-route variant resolution.
    VariantLookup,
    /// Undo / clear variant.
    VariantClear,
}

impl VariantEvent {
    pub const ALL: [Self; 7] = [
        Self::PatchGen,
        Self::PatchValidate,
        Self::PatchApply,
        Self::WarnGen,
        Self::WarnStrip,
        Self::VariantLookup,
        Self::VariantClear,
    ];

    /// `const`, so a `tracing` event can take it as its (static) name.
    pub const fn tag(self) -> &'static str {
        match self {
            Self::PatchGen => "PATCH_GEN",
            Self::PatchValidate => "PATCH_VALIDATE",
            Self::PatchApply => "PATCH_APPLY",
            Self::WarnGen => "WARN_GEN",
            Self::WarnStrip => "WARN_STRIP",
            Self::VariantLookup => "VARIANT_LOOKUP",
            Self::VariantClear => "VARIANT_CLEAR",
        }
    }
}

impl fmt::Display for VariantEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}
