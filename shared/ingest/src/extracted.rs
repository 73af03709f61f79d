//! What one extraction method (JSON-LD, microdata, heuristics) found on a page, before the
//! pipeline parses ingredient lines, validates and wraps it into a draft.

use cookbook_domain::{ExtractionMethod, Recipe};

/// A recipe as read from the page. Its ingredients carry only `text` (and `group`); their
/// structured fields are filled by the ingredient parser afterwards.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtractedRecipe {
    pub method: ExtractionMethod,
    pub recipe: Recipe,
    pub author: Option<String>,
    pub site_name: Option<String>,
    /// The node the recipe was read from, kept as the `recipe.jsonld` artifact.
    pub structured_data: Option<serde_json::Value>,
}
