//! How an owner's recipe listing (`GET /api/recipes`) is filtered and ordered, shared by both
//! adapters: each reads the owner's recipes in [`RecipeSort`] order through an index, and
//! [`fill_page`] keeps the ones [`RecipeFilter::matches`] accepts until the page is full.

use std::future::Future;

use cookbook_domain::Recipe;
use cookbook_domain::recipe::MealType;

use crate::search::{SearchEntry, terms};
use crate::{Page, PageRequest, StoreResult};

/// Recipes read per index query while a filter drops some: large enough that a selective
/// filter fills a page in few round trips, small enough to stay one DynamoDB response.
#[cfg_attr(not(any(feature = "local", feature = "aws")), allow(dead_code))] // used by the adapters
pub(crate) const FILTERED_BATCH: usize = 100;

/// The order of a listing's key; ties go by id.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum RecipeSort {
    /// Creation order: ids are UUID v7, so id order is creation order.
    #[default]
    CreatedAt,
    /// By name, ignoring case.
    Name,
    UpdatedAt,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SortOrder {
    #[default]
    Asc,
    Desc,
}

/// Which recipes a listing keeps; `None` keeps every value. Names compare ignoring case.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RecipeFilter {
    /// Every word must begin a word of the name, description, tags, cuisine, category, diet or
    /// an ingredient name (what search matches).
    pub text: Option<String>,
    pub tag: Option<String>,
    pub cuisine: Option<String>,
    pub category: Option<String>,
    /// Recipes typed for this meal; an untyped recipe names no meal, so it is left out.
    pub meal_type: Option<MealType>,
}

/// A recipe listing: which recipes, in which order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RecipeListing {
    pub filter: RecipeFilter,
    pub sort: RecipeSort,
    pub order: SortOrder,
}

impl RecipeFilter {
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    pub fn matches(&self, recipe: &Recipe) -> bool {
        let names_match = |wanted: &Option<String>, values: &[String]| {
            wanted.as_deref().is_none_or(|wanted| {
                values
                    .iter()
                    .any(|value| value.trim().to_lowercase() == wanted.trim().to_lowercase())
            })
        };
        names_match(&self.tag, &recipe.tags)
            && names_match(&self.cuisine, &recipe.cuisine)
            && names_match(&self.category, &recipe.category)
            && self
                .meal_type
                .is_none_or(|meal| recipe.meal_types.contains(&meal))
            && self.text_matches(recipe)
    }

    fn text_matches(&self, recipe: &Recipe) -> bool {
        let Some(text) = self.text.as_deref() else {
            return true;
        };
        let Some(entry) = SearchEntry::of(recipe) else {
            return false;
        };
        let words = entry.words();
        terms(text).all(|term| words.iter().any(|word| word.starts_with(&term)))
    }
}

/// Fixed-width UTC RFC 3339 with nanoseconds, so that string order is time order.
pub(crate) fn sortable_time(at: jiff::Timestamp) -> String {
    at.strftime("%Y-%m-%dT%H:%M:%S%.9fZ").to_string()
}

/// The key `recipe` sorts under for `sort`: the value, a separator below every printable
/// character (stored text has no control characters), then the id, so that ties go by id and
/// "pie" sorts before "pie crust". `None` for a recipe missing the sorted field.
pub fn sort_key(recipe: &Recipe, sort: RecipeSort) -> Option<String> {
    let id = recipe.id.as_deref()?;
    let value = match sort {
        RecipeSort::CreatedAt => return Some(id.to_owned()),
        RecipeSort::Name => recipe.name.to_lowercase(),
        RecipeSort::UpdatedAt => sortable_time(recipe.updated_at?),
    };
    Some(format!("{value}\u{1}{id}"))
}

/// One page of a listing: reads batches in index order through `read` (from the cursor it is
/// given), keeps the recipes the filter matches until `page` is full, and ends with the cursor
/// of the last one kept (`cursor_of`), so the next page starts right after it. Without a filter
/// a batch is exactly the page.
#[cfg_attr(not(any(feature = "local", feature = "aws")), allow(dead_code))] // used by the adapters
pub(crate) async fn fill_page<Read, Reading>(
    listing: &RecipeListing,
    page: &PageRequest,
    mut read: Read,
    cursor_of: impl Fn(&Recipe) -> StoreResult<String>,
) -> StoreResult<Page<Recipe>>
where
    Read: FnMut(PageRequest) -> Reading,
    Reading: Future<Output = StoreResult<Page<Recipe>>>,
{
    let batch = if listing.filter.is_empty() {
        page.limit()
    } else {
        FILTERED_BATCH
    };
    let mut kept = Vec::new();
    let mut cursor = page.cursor.clone();
    loop {
        let read_page = read(PageRequest::new(batch, cursor.take())).await?;
        let mut rest = read_page.items.into_iter();
        for recipe in rest.by_ref() {
            if listing.filter.matches(&recipe) {
                kept.push(recipe);
                if kept.len() == page.limit() {
                    break;
                }
            }
        }
        if kept.len() == page.limit() {
            // More follow if the batch's unread part holds a match, or the index goes on.
            let more = read_page.next.is_some() || rest.any(|r| listing.filter.matches(&r));
            let next = match kept.last() {
                Some(last) if more => Some(cursor_of(last)?),
                _ => None,
            };
            return Ok(Page { items: kept, next });
        }
        match read_page.next {
            Some(next) => cursor = Some(next),
            None => {
                return Ok(Page {
                    items: kept,
                    next: None,
                });
            }
        }
    }
}
