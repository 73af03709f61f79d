//! Paging: a limit and an opaque cursor in, items and the next cursor out (CONTRACTS.md §2).

use serde::Serialize;

/// Largest page a caller may ask for.
pub const MAX_PAGE_SIZE: usize = 100;

/// Which page to read. The cursor is whatever the adapter returned as `next`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRequest {
    limit: usize,
    pub cursor: Option<String>,
}

impl PageRequest {
    /// A page of at most `limit` items, clamped to `1..=MAX_PAGE_SIZE`.
    pub fn new(limit: usize, cursor: Option<String>) -> Self {
        Self {
            limit: limit.clamp(1, MAX_PAGE_SIZE),
            cursor,
        }
    }

    pub fn first(limit: usize) -> Self {
        Self::new(limit, None)
    }

    pub fn limit(&self) -> usize {
        self.limit
    }
}

/// One page of a listing; `next` is `None` on the last page.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Page<T> {
    pub items: Vec<T>,
    pub next: Option<String>,
}
