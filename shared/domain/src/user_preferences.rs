//! A user's standing dietary settings (a diet, allergies, dislikes) and how one plan, swap or
//! search combines them with what its request asks for into a single ingredient filter.
//!
//! Allergies always apply, and also leave out what only may contain the allergen; dislikes
//! apply like a request's own exclusions. A request's diet replaces the standing one for that
//! request only; a diet the knowledge base does not know ("low-carb") only ranks, so the
//! standing diet still filters.

use serde::{Deserialize, Serialize};

use crate::knowledge::{Diet, Exclusion, IngredientFilter};

/// Entries in `allergies` and in `dislikes`.
pub const MAX_ENTRIES: usize = 50;
/// Characters of one entry.
pub const MAX_ENTRY_CHARS: usize = 80;

/// Words a request's `diet` may use to plan without the standing diet this once.
const NO_DIET: [&str; 4] = ["none", "any", "omnivore", "no restrictions"];

/// What a user keeps between requests; the default is no diet and nothing left out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserPreferences {
    #[serde(default)]
    pub diet: Option<Diet>,
    #[serde(default)]
    pub allergies: Vec<String>,
    #[serde(default)]
    pub dislikes: Vec<String>,
}

/// Why settings cannot be kept: the field and what to change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct PreferencesError {
    pub field: String,
    pub message: String,
}

impl UserPreferences {
    /// Settings as a user sent them: the diet in any common spelling, entries trimmed and
    /// without repeats (ignoring case), within [`MAX_ENTRIES`] of [`MAX_ENTRY_CHARS`].
    pub fn parse(
        diet: Option<&str>,
        allergies: &[String],
        dislikes: &[String],
    ) -> Result<Self, PreferencesError> {
        let diet = diet
            .map(str::trim)
            .filter(|diet| !diet.is_empty())
            .map(|diet| {
                diet.parse::<Diet>().map_err(|_| PreferencesError {
                    field: "diet".to_owned(),
                    message: format!("unknown diet `{diet}`; use one of {}", known_diets()),
                })
            })
            .transpose()?;
        Ok(Self {
            diet,
            allergies: entries("allergies", allergies)?,
            dislikes: entries("dislikes", dislikes)?,
        })
    }

    /// The diet a request gets: its own when the knowledge base knows it, none when it says
    /// "none", else the standing one.
    pub fn diet_for(&self, requested: Option<&str>) -> Option<Diet> {
        match requested.map(str::trim) {
            Some(asked) if clears_diet(asked) => None,
            Some(asked) => asked.parse().ok().or(self.diet),
            None => self.diet,
        }
    }

    /// The diet name a request ranks by: its own unless it clears the diet, else the standing.
    pub fn ranking_diet(&self, requested: Option<&str>) -> Option<String> {
        match requested.map(str::trim) {
            Some(asked) if clears_diet(asked) => None,
            Some(asked) if !asked.is_empty() => Some(asked.to_owned()),
            _ => self.diet.map(|diet| diet.as_str().to_owned()),
        }
    }

    /// The hard filter of one request: its diet (see [`Self::diet_for`]), the allergies, the
    /// dislikes and the request's own exclusions.
    pub fn filter(&self, requested_diet: Option<&str>, excluded: &[String]) -> IngredientFilter {
        let exclusions = self
            .allergies
            .iter()
            .map(|text| Exclusion::allergy(text))
            .chain(
                self.dislikes
                    .iter()
                    .chain(excluded)
                    .map(|text| Exclusion::new(text)),
            )
            .collect();
        IngredientFilter {
            diet: self.diet_for(requested_diet),
            exclusions,
        }
    }
}

fn clears_diet(asked: &str) -> bool {
    NO_DIET.iter().any(|word| word.eq_ignore_ascii_case(asked))
}

fn known_diets() -> String {
    Diet::ALL
        .iter()
        .map(|diet| diet.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `list` trimmed and without repeats, or why it cannot be kept.
fn entries(field: &str, list: &[String]) -> Result<Vec<String>, PreferencesError> {
    let error = |message: String| PreferencesError {
        field: field.to_owned(),
        message,
    };
    if list.len() > MAX_ENTRIES {
        return Err(error(format!("at most {MAX_ENTRIES} entries")));
    }
    let mut kept: Vec<String> = Vec::with_capacity(list.len());
    for (i, entry) in list.iter().enumerate() {
        let entry = entry.trim();
        if entry.is_empty() {
            return Err(error(format!("entry {i} is blank; remove it")));
        }
        if entry.chars().count() > MAX_ENTRY_CHARS {
            return Err(error(format!(
                "entry {i} is longer than {MAX_ENTRY_CHARS} characters; name one ingredient"
            )));
        }
        if !kept.iter().any(|k| k.eq_ignore_ascii_case(entry)) {
            kept.push(entry.to_owned());
        }
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::Rejection;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    fn settings() -> UserPreferences {
        UserPreferences::parse(
            Some("Vegetarian"),
            &strings(&["shellfish", " Shellfish "]),
            &strings(&["olives"]),
        )
        .unwrap()
    }

    #[test]
    fn parse_normalises_the_diet_and_entries() {
        let kept = settings();
        assert_eq!(kept.diet, Some(Diet::Vegetarian));
        assert_eq!(kept.allergies, ["shellfish"]);
        assert_eq!(kept.dislikes, ["olives"]);
        let plain = UserPreferences::parse(Some(" "), &[], &[]).unwrap();
        assert_eq!(plain, UserPreferences::default());
    }

    #[test]
    fn parse_refuses_unknown_diets_and_unbounded_lists() {
        let unknown = UserPreferences::parse(Some("keto"), &[], &[]).unwrap_err();
        assert_eq!(unknown.field, "diet");
        assert!(unknown.message.contains("gluten-free"), "{unknown}");
        let many = vec!["x".to_owned(); MAX_ENTRIES + 1];
        assert_eq!(
            UserPreferences::parse(None, &many, &[]).unwrap_err().field,
            "allergies"
        );
        let long = vec!["y".repeat(MAX_ENTRY_CHARS + 1)];
        assert_eq!(
            UserPreferences::parse(None, &[], &long).unwrap_err().field,
            "dislikes"
        );
        let blank = strings(&["peas", "  "]);
        assert!(UserPreferences::parse(None, &blank, &[]).is_err());
    }

    #[test]
    fn a_request_diet_replaces_the_standing_one_unless_unknown() {
        let kept = settings();
        assert_eq!(kept.diet_for(None), Some(Diet::Vegetarian));
        assert_eq!(kept.diet_for(Some("vegan")), Some(Diet::Vegan));
        assert_eq!(kept.diet_for(Some("pescatarian")), Some(Diet::Pescatarian));
        assert_eq!(kept.diet_for(Some("low-carb")), Some(Diet::Vegetarian));
        assert_eq!(kept.diet_for(Some("None")), None);
        assert_eq!(
            kept.ranking_diet(Some("low-carb")).as_deref(),
            Some("low-carb")
        );
        assert_eq!(kept.ranking_diet(None).as_deref(), Some("vegetarian"));
        assert_eq!(kept.ranking_diet(Some("omnivore")), None);
    }

    #[test]
    fn allergies_dislikes_and_request_exclusions_all_filter() {
        let kept =
            UserPreferences::parse(None, &strings(&["shellfish"]), &strings(&["olives"])).unwrap();
        let filter = kept.filter(None, &strings(&["cheese"]));
        let excluded_by = |name: &str| match filter.rejects([name]) {
            Some(Rejection::Excluded { exclusion, .. }) => Some(exclusion),
            _ => None,
        };
        assert_eq!(excluded_by("shrimp").as_deref(), Some("shellfish"));
        assert_eq!(excluded_by("kalamata olives").as_deref(), Some("olives"));
        assert_eq!(excluded_by("parmesan").as_deref(), Some("cheese"));
        assert_eq!(excluded_by("rice"), None);
    }

    #[test]
    fn the_standing_diet_filters_unless_the_request_clears_it() {
        let kept = settings();
        assert!(matches!(
            kept.filter(None, &[]).rejects(["chicken breast"]),
            Some(Rejection::Diet { .. })
        ));
        assert_eq!(
            kept.filter(Some("none"), &[]).rejects(["chicken breast"]),
            None
        );
    }
}
