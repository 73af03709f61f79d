//! [`RecipeStore`] on the recipes table: `id` key, `owner`, `nameKey`, `updatedKey` and
//! `urlHash` index attributes.

use async_trait::async_trait;
use cookbook_domain::Recipe;

use super::item::{Item, KeyQuery, Table, VERSION, encode_cursor, item_with_doc, number, string};
use crate::recipe_listing::{RecipeSort, SortOrder, fill_page, sort_key};
use crate::{Page, PageRequest, RecipeListing, RecipeStore, StoreError, StoreResult};

pub(super) struct DynamoRecipes {
    table: Table,
}

impl DynamoRecipes {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }
}

fn key(id: &str) -> Item {
    Item::from([("id".to_owned(), string(id))])
}

/// A recipe ready for a versioned write.
struct VersionedItem {
    item: Item,
    version: u64,
    /// Names the recipe in a conflict.
    what: String,
}

/// The recipe's item; both id and version are required to store it.
fn recipe_item(recipe: &Recipe) -> StoreResult<VersionedItem> {
    let id = recipe
        .id
        .as_deref()
        .ok_or_else(|| StoreError::Invalid("a stored recipe needs an id".to_owned()))?;
    let version = recipe
        .version
        .ok_or_else(|| StoreError::Invalid(format!("recipe {id} has no version")))?;
    let url_hash = recipe
        .source
        .as_ref()
        .and_then(|source| source.url_hash.as_deref());
    let name_key = sort_key(recipe, RecipeSort::Name);
    let updated_key = sort_key(recipe, RecipeSort::UpdatedAt);
    let attributes = [
        ("id", Some(id)),
        ("owner", recipe.owner.as_deref()),
        ("urlHash", url_hash),
        ("nameKey", name_key.as_deref()),
        ("updatedKey", updated_key.as_deref()),
    ]
    .into_iter()
    .filter_map(|(name, value)| Some((name, string(value?))))
    .chain([(VERSION, number(version))]);
    Ok(VersionedItem {
        item: item_with_doc(recipe, attributes)?,
        version,
        what: format!("recipe {id}"),
    })
}

/// The item of a new recipe, which has version 1.
fn new_recipe_item(recipe: &Recipe) -> StoreResult<VersionedItem> {
    let new = recipe_item(recipe)?;
    if new.version != 1 {
        return Err(StoreError::Invalid(format!(
            "a new recipe has version 1, not {}",
            new.version
        )));
    }
    Ok(new)
}

#[async_trait]
impl RecipeStore for DynamoRecipes {
    async fn create(&self, recipe: &Recipe) -> StoreResult<()> {
        let new = new_recipe_item(recipe)?;
        self.table.put_new(new.item, &new.what).await
    }

    /// BatchWriteItem has no conditions: the ids already stored are read first (BatchGetItem),
    /// and only the others are written.
    async fn create_missing(&self, recipes: &[Recipe]) -> StoreResult<Vec<String>> {
        let items = recipes
            .iter()
            .map(|recipe| {
                Ok((
                    recipe.id.clone().unwrap_or_default(),
                    new_recipe_item(recipe)?,
                ))
            })
            .collect::<StoreResult<Vec<_>>>()?;
        let ids: Vec<&str> = items.iter().map(|(id, _)| id.as_str()).collect();
        let stored = self.table.existing_keys("id", &ids).await?;
        let (ids, items): (Vec<String>, Vec<_>) = items
            .into_iter()
            .filter(|(id, _)| !stored.contains(id))
            .map(|(id, new)| (id, new.item))
            .unzip();
        self.table.put_all(items).await?;
        Ok(ids)
    }

    async fn get(&self, id: &str) -> StoreResult<Option<Recipe>> {
        self.table.get_doc(key(id)).await
    }

    async fn replace(&self, recipe: &Recipe) -> StoreResult<()> {
        let next = recipe_item(recipe)?;
        self.table
            .put_versioned(next.item, next.version, &next.what)
            .await
    }

    async fn delete(&self, id: &str) -> StoreResult<bool> {
        self.table.delete(key(id)).await
    }

    async fn list_by_owner(
        &self,
        owner: &str,
        listing: &RecipeListing,
        page: &PageRequest,
    ) -> StoreResult<Page<Recipe>> {
        let index = match listing.sort {
            RecipeSort::CreatedAt => "byOwner",
            RecipeSort::Name => "byOwnerName",
            RecipeSort::UpdatedAt => "byOwnerUpdated",
        };
        let mut query = KeyQuery::index(index, owner);
        if listing.order == SortOrder::Desc {
            query = query.descending();
        }
        let key_attributes = self.table.key_attributes(Some(index))?;
        let read = |batch: PageRequest| {
            let query = &query;
            async move { self.table.query_page(query, &batch).await }
        };
        let cursor_of =
            |recipe: &Recipe| encode_cursor(&recipe_item(recipe)?.item, &key_attributes);
        fill_page(listing, page, read, cursor_of).await
    }

    async fn find_by_url_hash(&self, url_hash: &str) -> StoreResult<Vec<Recipe>> {
        self.table
            .query_all(&KeyQuery::index("byUrlHash", url_hash))
            .await
    }
}
