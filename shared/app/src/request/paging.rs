//! The paging rules every listing route shares (CONTRACTS.md §1, §9): `limit` must lie in
//! `1..=100` (anything else is 400 `INVALID_PAYLOAD`, never silently capped), and a cursor the
//! store does not recognise is the caller's mistake, not the server's.

use cookbook_store::page::MAX_PAGE_SIZE;
use cookbook_store::{PageRequest, StoreError};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

use crate::error::ApiError;

/// The page a listing route reads: `limit` (or the route's `default`) after the cursor.
pub fn page_request(
    limit: Option<usize>,
    cursor: Option<String>,
    default: usize,
) -> Result<PageRequest, ApiError> {
    let limit = limit.unwrap_or(default);
    if !(1..=MAX_PAGE_SIZE).contains(&limit) {
        return Err(ApiError::invalid_payload(format!(
            "`limit` is {limit}; ask for 1 to {MAX_PAGE_SIZE} items and follow `next` for more"
        ))
        .with_details(json!({ "field": "limit", "min": 1, "max": MAX_PAGE_SIZE })));
    }
    Ok(PageRequest::new(limit, cursor))
}

/// The schema of `limit`: `1..=MAX_PAGE_SIZE`.
pub fn limit_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(1))
        .maximum(Some(MAX_PAGE_SIZE as f64))
        .description(Some("Items per page"))
        .into()
}

/// The query of a listing route with no filters: `?limit=&cursor=`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct PageParams {
    #[serde(default)]
    #[param(schema_with = limit_schema)]
    limit: Option<usize>,
    /// The `next` of the previous page, unchanged.
    #[serde(default)]
    cursor: Option<String>,
}

impl PageParams {
    /// The page asked for, `default` items when no `limit` is given.
    pub fn page(self, default: usize) -> Result<PageRequest, ApiError> {
        page_request(self.limit, self.cursor, default)
    }
}

/// A listing's store error as the caller should see it: a malformed cursor is 400.
pub fn listing_error(error: StoreError) -> ApiError {
    match error {
        StoreError::Invalid(message) => ApiError::invalid_payload(format!(
            "{message}: pass back the `next` value of the previous page unchanged"
        ))
        .with_details(json!({ "field": "cursor" })),
        other => other.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_outside_one_to_a_hundred_are_refused() {
        for limit in [0, 101, 1000] {
            let error = page_request(Some(limit), None, 20).unwrap_err();
            assert_eq!(error.code, "INVALID_PAYLOAD");
        }
        for limit in [1, 100] {
            assert_eq!(page_request(Some(limit), None, 20).unwrap().limit(), limit);
        }
        assert_eq!(page_request(None, None, 20).unwrap().limit(), 20);
    }
}
