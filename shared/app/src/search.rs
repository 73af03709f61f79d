//! Recipe search (seed 001's `search_recipes`): candidates for a meal among the caller's recipes
//! and the core catalog, and `GET /api/recipes/search`.

use std::str::FromStr;

use axum::Json;
use axum::extract::State;
use cookbook_domain::allergen::{Allergen, detect_allergens};
use cookbook_domain::recipe::MealType;
use cookbook_store::{SearchHit, SearchQuery, StoreResult};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::body::QueryParams;
use crate::error::ApiError;
use crate::meal_plans::Preferences;

/// Words people exclude a whole allergen group by that are not its name ("no dairy").
const ALLERGEN_GROUP_WORDS: [(&str, &[Allergen]); 5] = [
    ("dairy", &[Allergen::Milk]),
    ("gluten", &[Allergen::Wheat]),
    ("nut", &[Allergen::TreeNuts, Allergen::Peanuts]),
    ("nuts", &[Allergen::TreeNuts, Allergen::Peanuts]),
    ("seafood", &[Allergen::Fish, Allergen::CrustaceanShellfish]),
];

/// The allergens an exclusion names: "shellfish" leaves out shrimp and crab too, which no
/// substring match of "shellfish" would.
fn excluded_allergens(excluded: &[String]) -> Vec<Allergen> {
    let mut allergens: Vec<Allergen> = excluded
        .iter()
        .flat_map(|term| {
            let term = term.trim().to_lowercase();
            let group = ALLERGEN_GROUP_WORDS
                .iter()
                .find(|(word, _)| *word == term)
                .map(|(_, group)| group.to_vec());
            group.unwrap_or_else(|| Allergen::from_str(&term).into_iter().collect())
        })
        .collect();
    allergens.sort_by_key(|a| a.as_str());
    allergens.dedup();
    allergens
}

/// An excluded term as the stem its singular and plural share ("mushrooms" → "mushroom",
/// "tomatoes" → "tomato", "berries" → "berr"), so the substring match catches both.
fn exclusion_stem(term: &str) -> String {
    let term = term.trim().to_lowercase();
    let stem = if let Some(stem) = term.strip_suffix("ies").filter(|s| s.len() > 2) {
        stem
    } else if ["oes", "shes", "ches", "xes"]
        .iter()
        .any(|end| term.ends_with(end))
    {
        &term[..term.len() - 2]
    } else if term.ends_with('s')
        && !term.ends_with("ss")
        && !term.ends_with("us")
        && term.len() > 3
    {
        &term[..term.len() - 1]
    } else {
        &term
    };
    stem.to_owned()
}

/// Up to 25 ranked candidates for a meal of `owner`: `tags` rank, `preferences` filter
/// (excluded ingredients, also as the allergen they name, prep and cook limits; the diet ranks
/// like a tag), `query` must match.
pub async fn search_recipes(
    ctx: &AppContext,
    owner: &str,
    meal_type: Option<MealType>,
    tags: &[String],
    preferences: &Preferences,
    query: Option<&str>,
) -> StoreResult<Vec<SearchHit>> {
    let query = SearchQuery {
        owner: owner.to_owned(),
        meal_type,
        tags: tags
            .iter()
            .cloned()
            .chain(preferences.diet.clone())
            .collect(),
        text: query.map(str::to_owned),
        excluded_ingredients: preferences
            .excluded_ingredients
            .iter()
            .map(|term| exclusion_stem(term))
            .collect(),
        max_prep_minutes: preferences.max_prep_minutes,
        max_cook_minutes: preferences.max_cook_minutes,
    };
    let mut hits = ctx.stores.search.search(&query).await?;
    let allergens = excluded_allergens(&preferences.excluded_ingredients);
    if !allergens.is_empty() {
        hits.retain(|hit| {
            !hit.entry.ingredients.iter().any(|name| {
                detect_allergens(name)
                    .iter()
                    .any(|found| allergens.contains(&found.allergen))
            })
        });
    }
    Ok(hits)
}

/// `?mealType=dinner&tags=quick,chicken&q=french&excluded=peanut,shrimp&maxPrepMinutes=20`;
/// lists are comma-separated.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchParams {
    #[serde(default)]
    meal_type: Option<MealType>,
    #[serde(default)]
    tags: Option<String>,
    #[serde(default)]
    q: Option<String>,
    #[serde(default)]
    excluded: Option<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
    #[serde(default)]
    max_cook_minutes: Option<u32>,
}

fn comma_list(list: Option<&str>) -> Vec<String> {
    list.map(|list| {
        list.split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(str::to_owned)
            .collect()
    })
    .unwrap_or_default()
}

/// `GET /api/recipes/search`: `{"items": [entry + score], "next": null}`.
pub async fn search(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<SearchParams>,
) -> Result<Json<Value>, ApiError> {
    let preferences = Preferences {
        excluded_ingredients: comma_list(params.excluded.as_deref()),
        max_prep_minutes: params.max_prep_minutes,
        max_cook_minutes: params.max_cook_minutes,
        ..Preferences::default()
    };
    let text = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let hits = search_recipes(
        &ctx,
        &caller.user,
        params.meal_type,
        &comma_list(params.tags.as_deref()),
        &preferences,
        text,
    )
    .await?;
    let items: Vec<Value> = hits
        .into_iter()
        .map(|hit| {
            let mut item = json!(hit.entry);
            item["score"] = json!(hit.score);
            item
        })
        .collect();
    Ok(Json(json!({"items": items, "next": null})))
}

#[cfg(test)]
mod exclusion_tests {
    use super::*;

    #[test]
    fn exclusions_name_allergen_groups_and_match_both_numbers() {
        let terms = |list: &[&str]| list.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(
            excluded_allergens(&terms(&["Shellfish", "mushrooms", "dairy"])),
            [Allergen::CrustaceanShellfish, Allergen::Milk]
        );
        assert_eq!(
            excluded_allergens(&terms(&["nuts"])),
            [Allergen::Peanuts, Allergen::TreeNuts]
        );
        assert!(excluded_allergens(&terms(&["pork"])).is_empty());
        let stems: Vec<String> = [
            "Mushrooms",
            "tomatoes",
            "berries",
            "peaches",
            "eggs",
            "hummus",
            "cress",
            "pork",
        ]
        .iter()
        .map(|t| exclusion_stem(t))
        .collect();
        assert_eq!(
            stems,
            [
                "mushroom", "tomato", "berr", "peach", "egg", "hummus", "cress", "pork"
            ]
        );
    }
}
