//! The canonical recipe (CONTRACTS.md §2) and the draft that wraps it during review (seed 004 §6.2).

use jiff::Timestamp;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{Nutrition, RecipeSource};

/// A canonical recipe. Server-owned fields (`id`, `owner`, `version`, times) are `None` in drafts
/// and in write requests; stores only hold recipes that have them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Recipe {
    #[serde(default)]
    #[schemars(skip)]
    pub id: Option<String>,
    #[serde(default)]
    #[schemars(skip)]
    pub owner: Option<String>,
    #[serde(default)]
    #[schemars(skip)]
    pub version: Option<u64>,
    pub name: String,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub ingredients: Vec<Ingredient>,
    #[serde(default)]
    pub instructions: Vec<String>,
    #[serde(default)]
    pub instruction_groups: Vec<InstructionGroup>,
    #[serde(default)]
    pub r#yield: Option<String>,
    #[serde(default)]
    pub servings: Option<u32>,
    #[serde(default)]
    pub prep_time_minutes: Option<u32>,
    #[serde(default)]
    pub cook_time_minutes: Option<u32>,
    #[serde(default)]
    pub total_time_minutes: Option<u32>,
    #[serde(default)]
    pub cuisine: Vec<String>,
    #[serde(default)]
    pub category: Vec<String>,
    #[serde(default)]
    pub diet_type: Vec<String>,
    #[serde(default)]
    pub meal_types: Vec<MealType>,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub image_url: Option<String>,
    #[serde(default)]
    pub nutrition: Option<Nutrition>,
    #[serde(default)]
    #[schemars(skip)]
    pub source: Option<RecipeSource>,
    #[serde(default)]
    #[schemars(skip)]
    pub created_at: Option<Timestamp>,
    #[serde(default)]
    #[schemars(skip)]
    pub updated_at: Option<Timestamp>,
}

impl Recipe {
    /// The JSON schema of a recipe's content as a model writes it: the server-owned fields
    /// (id, owner, version, source, timestamps) are left out and refused.
    pub fn content_schema() -> serde_json::Value {
        serde_json::to_value(schemars::schema_for!(Recipe)).unwrap_or_default()
    }

    /// Problems that make the recipe unfit to store, as messages for the caller; each starts
    /// with the field it is about (see [`crate::recipe_rules`]).
    pub fn problems(&self) -> Vec<String> {
        crate::recipe_rules::recipe_problems(self)
            .iter()
            .map(ToString::to_string)
            .collect()
    }
}

/// Breakfast, lunch, dinner or snack.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum MealType {
    Breakfast,
    Lunch,
    Dinner,
    Snack,
}

/// One ingredient line: the original text and what was understood of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ingredient {
    /// The original line, entities decoded.
    pub text: String,
    #[serde(default)]
    pub quantity: Option<f64>,
    /// Upper end of a range ("2-3 heads").
    #[serde(default)]
    pub quantity_max: Option<f64>,
    #[serde(default)]
    pub unit: Option<Unit>,
    /// Empty only in a write request that leaves parsing to the server.
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub size: Option<String>,
    #[serde(default)]
    pub preparation: Option<String>,
    #[serde(default)]
    pub notes: Option<String>,
    #[serde(default)]
    pub is_to_taste: bool,
    #[serde(default)]
    pub confidence: f64,
    #[serde(default)]
    pub group: Option<String>,
}

impl Ingredient {
    /// A line nothing was understood of: the whole line as the name, nothing else known.
    pub fn unparsed(text: &str) -> Self {
        Self {
            text: text.to_owned(),
            quantity: None,
            quantity_max: None,
            unit: None,
            name: text.trim().to_owned(),
            size: None,
            preparation: None,
            notes: None,
            is_to_taste: false,
            confidence: 0.0,
            group: None,
        }
    }

    /// Whether the writer left the structured fields for the server to fill in.
    pub fn needs_parsing(&self) -> bool {
        self.name.trim().is_empty()
    }
}

/// A canonical unit name (CONTRACTS.md §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Unit {
    #[serde(rename = "tsp")]
    Teaspoon,
    #[serde(rename = "tbsp")]
    Tablespoon,
    #[serde(rename = "cup")]
    Cup,
    #[serde(rename = "fl oz")]
    FluidOunce,
    #[serde(rename = "pint")]
    Pint,
    #[serde(rename = "quart")]
    Quart,
    #[serde(rename = "gallon")]
    Gallon,
    #[serde(rename = "ml")]
    Millilitre,
    #[serde(rename = "l")]
    Litre,
    #[serde(rename = "g")]
    Gram,
    #[serde(rename = "kg")]
    Kilogram,
    #[serde(rename = "oz")]
    Ounce,
    #[serde(rename = "lb")]
    Pound,
    #[serde(rename = "pinch")]
    Pinch,
    #[serde(rename = "dash")]
    Dash,
    #[serde(rename = "clove")]
    Clove,
    #[serde(rename = "can")]
    Can,
    #[serde(rename = "stick")]
    Stick,
    #[serde(rename = "slice")]
    Slice,
    #[serde(rename = "bunch")]
    Bunch,
    #[serde(rename = "handful")]
    Handful,
    #[serde(rename = "sprig")]
    Sprig,
    #[serde(rename = "piece")]
    Piece,
    #[serde(rename = "package")]
    Package,
    #[serde(rename = "packet")]
    Packet,
    #[serde(rename = "jar")]
    Jar,
    #[serde(rename = "bottle")]
    Bottle,
    #[serde(rename = "head")]
    Head,
    #[serde(rename = "stalk")]
    Stalk,
    #[serde(rename = "leaf")]
    Leaf,
    #[serde(rename = "sheet")]
    Sheet,
}

impl Unit {
    /// The canonical name of CONTRACTS.md §7 ("tbsp", "fl oz"): the unit's wire spelling.
    pub fn canonical_name(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|value| value.as_str().map(str::to_owned))
            .unwrap_or_default()
    }

    /// The unit as written after `amount`: abbreviations as they are ("2 tbsp"), words in the
    /// plural above one ("2 cups", "3 leaves", "2 pinches").
    pub fn spelled_for(self, amount: f64) -> String {
        let name = self.canonical_name();
        if self.is_abbreviated() || amount <= 1.0 {
            return name;
        }
        match name.as_str() {
            "leaf" => "leaves".to_owned(),
            "pinch" | "dash" | "bunch" => format!("{name}es"),
            _ => format!("{name}s"),
        }
    }

    /// Whether the canonical name is an abbreviation ("tbsp", "g") rather than a word ("cup").
    pub fn is_abbreviated(self) -> bool {
        use Unit::*;
        matches!(
            self,
            Teaspoon
                | Tablespoon
                | FluidOunce
                | Millilitre
                | Litre
                | Gram
                | Kilogram
                | Ounce
                | Pound
        )
    }
}

/// A named run of instructions, `start..end` (end exclusive).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InstructionGroup {
    pub name: String,
    pub start: usize,
    pub end: usize,
}

/// The unit of review: a recipe plus provenance, validation and guardrail output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecipeDraft {
    pub recipe: Recipe,
    pub source: RecipeSource,
    pub validation: ValidationReport,
    #[serde(default)]
    pub similarity: Option<SimilarityReport>,
    #[serde(default)]
    pub artifacts: Vec<ArtifactRef>,
    /// Findings that link elsewhere, e.g. the recipe already imported from the same page.
    #[serde(default)]
    pub notices: Vec<DraftNotice>,
}

/// A review finding that points at something else than the draft: for `DUPLICATE_SOURCE`, the
/// caller's recipe already imported from the draft's URL (`recipeId`). It also appears, as
/// text, among the validation warnings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DraftNotice {
    pub code: String,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipe_id: Option<String>,
}

/// Schema and business-rule findings; valid exactly when there are no errors.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(
    rename_all = "camelCase",
    from = "ValidationReportWire",
    into = "ValidationReportWire"
)]
pub struct ValidationReport {
    pub errors: Vec<String>,
    pub warnings: Vec<String>,
}

impl ValidationReport {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
}

/// The wire form adds `isValid`, derived on the way out and ignored on the way in.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ValidationReportWire {
    #[serde(default)]
    errors: Vec<String>,
    #[serde(default)]
    warnings: Vec<String>,
    #[serde(default)]
    is_valid: bool,
}

impl From<ValidationReportWire> for ValidationReport {
    fn from(wire: ValidationReportWire) -> Self {
        Self {
            errors: wire.errors,
            warnings: wire.warnings,
        }
    }
}

impl From<ValidationReport> for ValidationReportWire {
    fn from(report: ValidationReport) -> Self {
        let is_valid = report.is_valid();
        Self {
            errors: report.errors,
            warnings: report.warnings,
            is_valid,
        }
    }
}

/// Output of the paraphrase guardrail (seed 004 §11.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SimilarityReport {
    pub max_contiguous_token_overlap: u32,
    pub max_ngram_similarity: f64,
    pub violates_policy: bool,
    #[serde(default)]
    pub details: Option<String>,
}

/// A stored artifact of a task, e.g. `{"type": "snapshot.text", "uri": "artifacts/{taskId}/snapshot.txt"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArtifactRef {
    pub r#type: String,
    pub uri: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimal_write_request_parses_with_defaults() {
        let recipe: Recipe = serde_json::from_str(
            r#"{"name":"Tomato Soup","ingredients":[{"text":"4 ripe tomatoes"}],"instructions":["Simmer."]}"#,
        )
        .unwrap();
        assert!(recipe.ingredients[0].needs_parsing());
        assert!(recipe.problems().is_empty());
        let json = serde_json::to_value(&recipe).unwrap();
        assert_eq!(json["yield"], serde_json::Value::Null);
        assert_eq!(json["instructionGroups"], serde_json::json!([]));
        assert_eq!(
            json["ingredients"][0]["quantityMax"],
            serde_json::Value::Null
        );
    }

    #[test]
    fn unknown_fields_and_units_are_rejected() {
        assert!(serde_json::from_str::<Recipe>(r#"{"name":"x","colour":"red"}"#).is_err());
        assert!(
            serde_json::from_str::<Recipe>(
                r#"{"name":"x","ingredients":[{"text":"a","unit":"furlong"}]}"#
            )
            .is_err()
        );
        let ok: Ingredient =
            serde_json::from_str(r#"{"text":"1 fl oz rum","unit":"fl oz","name":"rum"}"#).unwrap();
        assert_eq!(ok.unit, Some(Unit::FluidOunce));
    }

    #[test]
    fn problems_name_the_bad_fields() {
        let mut recipe: Recipe =
            serde_json::from_str(r#"{"name":" ","ingredients":[{"text":"x","quantity":-1}]}"#)
                .unwrap();
        recipe.instruction_groups.push(InstructionGroup {
            name: "A".into(),
            start: 0,
            end: 2,
        });
        let problems = recipe.problems();
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[1].contains("ingredients[0].quantity"));
    }

    #[test]
    fn validation_report_derives_is_valid() {
        let report = ValidationReport {
            errors: vec!["name is required".into()],
            warnings: vec![],
        };
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["isValid"], false);
        let back: ValidationReport =
            serde_json::from_str(r#"{"errors":[],"warnings":["w"],"isValid":false}"#).unwrap();
        assert!(back.is_valid());
    }
}
