//! DynamoDB plumbing shared by the table-backed stores. Each item holds its record as a JSON
//! string `doc` next to the top-level key and index attributes; versioned records also carry a
//! numeric `version` that conditional writes compare.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
use aws_sdk_dynamodb::types::{AttributeValue, Put, ReturnValue};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::error::{backend, service_code};
use super::schema::{IndexSpec, TableSpec};
use crate::{Page, PageRequest, StoreError, StoreResult, previous_version};

pub(super) type Item = HashMap<String, AttributeValue>;

/// The record itself, as JSON: lossless for every field, whatever its shape.
const DOC: &str = "doc";
/// The record's version, compared by conditional writes.
pub(super) const VERSION: &str = "version";

pub(super) fn string(value: impl Into<String>) -> AttributeValue {
    AttributeValue::S(value.into())
}

pub(super) fn number(value: impl ToString) -> AttributeValue {
    AttributeValue::N(value.to_string())
}

pub(super) use crate::recipe_listing::sortable_time;

/// An item of `attributes` plus the record as `doc`.
pub(super) fn item_with_doc<T: Serialize>(
    record: &T,
    attributes: impl IntoIterator<Item = (&'static str, AttributeValue)>,
) -> StoreResult<Item> {
    let doc = serde_json::to_string(record)
        .map_err(|e| StoreError::Backend(format!("cannot serialize a record: {e}")))
        .and_then(crate::within_document_limit)?;
    Ok(attributes
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .chain([(DOC.to_owned(), string(doc))])
        .collect())
}

/// The record an item holds.
pub(super) fn doc_of<T: DeserializeOwned>(item: &Item) -> StoreResult<T> {
    let doc = item
        .get(DOC)
        .and_then(|value| value.as_s().ok())
        .ok_or_else(|| StoreError::Backend(format!("item without a `{DOC}` string")))?;
    serde_json::from_str(doc)
        .map_err(|e| StoreError::Backend(format!("stored `{DOC}` does not parse: {e}")))
}

/// The records held by items.
fn docs_of<T: DeserializeOwned>(items: &[Item]) -> StoreResult<Vec<T>> {
    items.iter().map(doc_of).collect()
}

/// A key-condition query on the table or one of its indexes.
pub(super) struct KeyQuery {
    index: Option<&'static str>,
    partition: String,
    sort: SortCondition,
    /// Highest sort key first.
    descending: bool,
    /// `(attribute, value)` pairs an item must match to be returned (a filter, not a key).
    equal: Vec<(&'static str, String)>,
}

/// The condition on the sort key of the queried table or index.
pub(super) enum SortCondition {
    Any,
    BeginsWith(String),
    AtMost(String),
    /// Both bounds inclusive.
    Between(String, String),
}

impl KeyQuery {
    /// Items of one partition of the table.
    pub(super) fn table(partition: impl Into<String>) -> Self {
        Self {
            index: None,
            partition: partition.into(),
            sort: SortCondition::Any,
            descending: false,
            equal: Vec::new(),
        }
    }

    /// Items of one partition of the index named `index` in the table's schema.
    pub(super) fn index(index: &'static str, partition: impl Into<String>) -> Self {
        Self {
            index: Some(index),
            ..Self::table(partition)
        }
    }

    pub(super) fn sorted(self, sort: SortCondition) -> Self {
        Self { sort, ..self }
    }

    /// The same query, returning only items whose `attribute` is `value`.
    pub(super) fn only_where(mut self, attribute: &'static str, value: impl Into<String>) -> Self {
        self.equal.push((attribute, value.into()));
        self
    }

    /// The same query, highest sort key first.
    pub(super) fn descending(self) -> Self {
        Self {
            descending: true,
            ..self
        }
    }
}

/// A condition expression with its placeholders, usable on a single put or in a transaction.
struct Condition {
    expression: String,
    names: HashMap<String, String>,
    values: Option<Item>,
}

/// One physical table and the schema it was created from.
#[derive(Clone)]
pub(super) struct Table {
    client: Client,
    name: String,
    spec: TableSpec,
}

impl Table {
    pub(super) fn new(client: Client, name: &str, spec: TableSpec) -> Self {
        Self {
            client,
            name: name.to_owned(),
            spec,
        }
    }

    pub(super) fn name(&self) -> &str {
        &self.name
    }

    pub(super) fn client(&self) -> &Client {
        &self.client
    }

    /// A strongly consistent read of one item.
    pub(super) async fn get(&self, key: Item) -> StoreResult<Option<Item>> {
        self.client
            .get_item()
            .table_name(&self.name)
            .set_key(Some(key))
            .consistent_read(true)
            .send()
            .await
            .map(|out| out.item)
            .map_err(|e| backend(&format!("GetItem on {}", self.name), e))
    }

    /// The record held by one item, if it exists.
    pub(super) async fn get_doc<T: DeserializeOwned>(&self, key: Item) -> StoreResult<Option<T>> {
        self.get(key).await?.as_ref().map(doc_of).transpose()
    }

    /// Writes `item` unconditionally.
    pub(super) async fn put(&self, item: Item) -> StoreResult<()> {
        self.client
            .put_item()
            .table_name(&self.name)
            .set_item(Some(item))
            .send()
            .await
            .map(drop)
            .map_err(|e| backend(&format!("PutItem on {}", self.name), e))
    }

    /// Writes `item` under the versioned-write rule; `what` names the record in a conflict.
    pub(super) async fn put_versioned(
        &self,
        item: Item,
        version: u64,
        what: &str,
    ) -> StoreResult<()> {
        let condition = self.version_condition(version)?;
        self.put_if(item, condition, || {
            StoreError::Conflict(format!("{what}: version {version} lost a concurrent write"))
        })
        .await
    }

    /// Creates `item` if its key is free; `Conflict` otherwise.
    pub(super) async fn put_new(&self, item: Item, what: &str) -> StoreResult<()> {
        let condition = self.presence_condition("attribute_not_exists");
        self.put_if(item, condition, || {
            StoreError::Conflict(format!("{what} exists"))
        })
        .await
    }

    async fn put_if(
        &self,
        item: Item,
        condition: Condition,
        failed: impl FnOnce() -> StoreError,
    ) -> StoreResult<()> {
        let result = self
            .client
            .put_item()
            .table_name(&self.name)
            .set_item(Some(item))
            .condition_expression(condition.expression)
            .set_expression_attribute_names(Some(condition.names))
            .set_expression_attribute_values(condition.values)
            .send()
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(e) if service_code(&e) == Some("ConditionalCheckFailedException") => Err(failed()),
            Err(e) => Err(backend(&format!("PutItem on {}", self.name), e)),
        }
    }

    /// The put of a transaction that writes `item` under the versioned-write rule.
    pub(super) fn transact_versioned_put(&self, item: Item, version: u64) -> StoreResult<Put> {
        self.conditional_put(item, self.version_condition(version)?)
    }

    /// The put of a transaction that creates `item` only if its key is free.
    pub(super) fn transact_new_put(&self, item: Item) -> StoreResult<Put> {
        self.conditional_put(item, self.presence_condition("attribute_not_exists"))
    }

    /// The put of a transaction that replaces `previous` with `item` only if the stored record
    /// is still exactly `previous`'s.
    pub(super) fn transact_replace_if_unchanged(
        &self,
        item: Item,
        previous: &Item,
    ) -> StoreResult<Put> {
        let doc = previous
            .get(DOC)
            .cloned()
            .ok_or_else(|| StoreError::Backend(format!("item without a `{DOC}` string")))?;
        let condition = Condition {
            expression: "#doc = :doc".to_owned(),
            names: HashMap::from([("#doc".to_owned(), DOC.to_owned())]),
            values: Some(HashMap::from([(":doc".to_owned(), doc)])),
        };
        self.conditional_put(item, condition)
    }

    fn conditional_put(&self, item: Item, condition: Condition) -> StoreResult<Put> {
        Put::builder()
            .table_name(&self.name)
            .set_item(Some(item))
            .condition_expression(condition.expression)
            .set_expression_attribute_names(Some(condition.names))
            .set_expression_attribute_values(condition.values)
            .build()
            .map_err(|e| StoreError::Backend(format!("cannot build a put on {}: {e}", self.name)))
    }

    /// Version 1: the key is free; version n: the stored version is n - 1.
    fn version_condition(&self, version: u64) -> StoreResult<Condition> {
        Ok(match previous_version(version)? {
            None => self.presence_condition("attribute_not_exists"),
            Some(previous) => Condition {
                expression: "#version = :previous".to_owned(),
                names: HashMap::from([("#version".to_owned(), VERSION.to_owned())]),
                values: Some(HashMap::from([(":previous".to_owned(), number(previous))])),
            },
        })
    }

    /// `attribute_exists` or `attribute_not_exists` of the partition key.
    fn presence_condition(&self, function: &str) -> Condition {
        Condition {
            expression: format!("{function}(#pk)"),
            names: HashMap::from([("#pk".to_owned(), self.spec.partition_key.to_owned())]),
            values: None,
        }
    }

    /// Deletes one item; `false` when there was none.
    pub(super) async fn delete(&self, key: Item) -> StoreResult<bool> {
        self.client
            .delete_item()
            .table_name(&self.name)
            .set_key(Some(key))
            .return_values(ReturnValue::AllOld)
            .send()
            .await
            .map(|out| out.attributes.is_some_and(|old| !old.is_empty()))
            .map_err(|e| backend(&format!("DeleteItem on {}", self.name), e))
    }

    /// One page of the records a query finds, in key order; the cursor is opaque to callers.
    pub(super) async fn query_page<T: DeserializeOwned>(
        &self,
        query: &KeyQuery,
        page: &PageRequest,
    ) -> StoreResult<Page<T>> {
        let key_attributes = self.key_attributes(query.index)?;
        let start = page
            .cursor
            .as_deref()
            .map(|cursor| decode_cursor(cursor, &key_attributes))
            .transpose()?;
        let (items, more) = self.query(query, Some(page.limit()), start).await?;
        let next = match items.last() {
            Some(last) if more => Some(encode_cursor(last, &key_attributes)?),
            _ => None,
        };
        Ok(Page {
            items: docs_of(&items)?,
            next,
        })
    }

    /// The records of the first `limit` items a query finds.
    pub(super) async fn query_first<T: DeserializeOwned>(
        &self,
        query: &KeyQuery,
        limit: usize,
    ) -> StoreResult<Vec<T>> {
        docs_of(&self.query(query, Some(limit), None).await?.0)
    }

    /// The records of every item a query finds.
    pub(super) async fn query_all<T: DeserializeOwned>(
        &self,
        query: &KeyQuery,
    ) -> StoreResult<Vec<T>> {
        docs_of(&self.query_items(query).await?)
    }

    /// Every item a query finds, as stored.
    pub(super) async fn query_items(&self, query: &KeyQuery) -> StoreResult<Vec<Item>> {
        Ok(self.query(query, None, None).await?.0)
    }

    /// Reads up to `limit` items (all without one) from `start`, following DynamoDB's own pages,
    /// and says whether more follow. It asks for one item more than it returns, so that an
    /// exactly full last page does not promise a next one.
    async fn query(
        &self,
        query: &KeyQuery,
        limit: Option<usize>,
        mut start: Option<Item>,
    ) -> StoreResult<(Vec<Item>, bool)> {
        let index = query.index.map(|name| self.index_spec(name)).transpose()?;
        let (partition_key, sort_key) = match index {
            Some(index) => (index.partition_key, index.sort_key),
            None => (self.spec.partition_key, self.spec.sort_key),
        };
        let mut expression = "#pk = :pk".to_owned();
        let mut names = HashMap::from([("#pk".to_owned(), partition_key.to_owned())]);
        let mut values = HashMap::from([(":pk".to_owned(), string(&query.partition))]);
        let sort_bounds: Vec<&String> = match &query.sort {
            SortCondition::Any => vec![],
            SortCondition::BeginsWith(prefix) => {
                expression.push_str(" AND begins_with(#sk, :sk0)");
                vec![prefix]
            }
            SortCondition::AtMost(bound) => {
                expression.push_str(" AND #sk <= :sk0");
                vec![bound]
            }
            SortCondition::Between(low, high) => {
                expression.push_str(" AND #sk BETWEEN :sk0 AND :sk1");
                vec![low, high]
            }
        };
        if !sort_bounds.is_empty() {
            let sort_key = sort_key.ok_or_else(|| {
                StoreError::Backend(format!(
                    "a sort condition on {} needs a sort key",
                    self.name
                ))
            })?;
            names.insert("#sk".to_owned(), sort_key.to_owned());
            for (i, bound) in sort_bounds.into_iter().enumerate() {
                values.insert(format!(":sk{i}"), string(bound));
            }
        }
        let filters: Vec<String> = query
            .equal
            .iter()
            .enumerate()
            .map(|(i, (attribute, value))| {
                names.insert(format!("#f{i}"), (*attribute).to_owned());
                values.insert(format!(":f{i}"), string(value));
                format!("#f{i} = :f{i}")
            })
            .collect();
        let filter = (!filters.is_empty()).then(|| filters.join(" AND "));

        // With a filter DynamoDB's pages may come back short or empty; the loop reads on until
        // the page is full or the partition ends.
        let mut items = Vec::new();
        loop {
            let wanted = limit.map(|limit| {
                i32::try_from(limit.saturating_sub(items.len()) + 1).unwrap_or(i32::MAX)
            });
            let out = self
                .client
                .query()
                .table_name(&self.name)
                .set_index_name(index.map(|index| index.name.to_owned()))
                .consistent_read(index.is_none())
                .scan_index_forward(!query.descending)
                .key_condition_expression(&expression)
                .set_filter_expression(filter.clone())
                .set_expression_attribute_names(Some(names.clone()))
                .set_expression_attribute_values(Some(values.clone()))
                .set_exclusive_start_key(start.take())
                .set_limit(wanted)
                .send()
                .await
                .map_err(|e| backend(&format!("Query on {}", self.name), e))?;
            items.extend(out.items.unwrap_or_default());
            if let Some(limit) = limit
                && items.len() > limit
            {
                items.truncate(limit);
                return Ok((items, true));
            }
            match out.last_evaluated_key {
                Some(key) if !key.is_empty() => start = Some(key),
                _ => return Ok((items, false)),
            }
        }
    }

    /// Every item of the table.
    pub(super) async fn scan_all(&self) -> StoreResult<Vec<Item>> {
        let mut items = Vec::new();
        let mut start = None;
        loop {
            let out = self
                .client
                .scan()
                .table_name(&self.name)
                .consistent_read(true)
                .set_exclusive_start_key(start.take())
                .send()
                .await
                .map_err(|e| backend(&format!("Scan on {}", self.name), e))?;
            items.extend(out.items.unwrap_or_default());
            match out.last_evaluated_key {
                Some(key) if !key.is_empty() => start = Some(key),
                _ => return Ok(items),
            }
        }
    }

    fn index_spec(&self, name: &str) -> StoreResult<&'static IndexSpec> {
        self.spec
            .indexes
            .iter()
            .find(|index| index.name == name)
            .ok_or_else(|| StoreError::Backend(format!("table {} has no index {name}", self.name)))
    }

    /// The attributes that position a query on the table or an index: its keys and the table's.
    pub(super) fn key_attributes(
        &self,
        index: Option<&'static str>,
    ) -> StoreResult<BTreeSet<&'static str>> {
        let index = index.map(|name| self.index_spec(name)).transpose()?;
        Ok([self.spec.partition_key]
            .into_iter()
            .chain(self.spec.sort_key)
            .chain(index.map(|index| index.partition_key))
            .chain(index.and_then(|index| index.sort_key))
            .collect())
    }
}

/// The key attributes of `item` as an opaque cursor: base64url of a JSON object.
pub(super) fn encode_cursor(item: &Item, key_attributes: &BTreeSet<&str>) -> StoreResult<String> {
    let key = key_attributes
        .iter()
        .map(|&name| match item.get(name).map(AttributeValue::as_s) {
            Some(Ok(value)) => Ok((name, value.as_str())),
            _ => Err(StoreError::Backend(format!(
                "item without the string key attribute `{name}`"
            ))),
        })
        .collect::<StoreResult<BTreeMap<_, _>>>()?;
    let json = serde_json::to_vec(&key)
        .map_err(|e| StoreError::Backend(format!("cannot encode a cursor: {e}")))?;
    Ok(URL_SAFE_NO_PAD.encode(json))
}

/// The start key a cursor stands for, refusing cursors of another listing.
pub(super) fn decode_cursor(cursor: &str, key_attributes: &BTreeSet<&str>) -> StoreResult<Item> {
    let malformed = || StoreError::Invalid(format!("malformed cursor `{cursor}`"));
    let json = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| malformed())?;
    let key: BTreeMap<String, String> = serde_json::from_slice(&json).map_err(|_| malformed())?;
    if !key
        .keys()
        .map(String::as_str)
        .eq(key_attributes.iter().copied())
    {
        return Err(malformed());
    }
    Ok(key
        .into_iter()
        .map(|(name, value)| (name, string(value)))
        .collect())
}

/// Whether a cancelled transaction lost a race: a condition failed, or another transaction
/// touched the same items (rather than failing for another reason).
pub(super) fn lost_race(err: &TransactWriteItemsError) -> bool {
    match err {
        TransactWriteItemsError::TransactionCanceledException(cancelled) => {
            cancelled.cancellation_reasons().iter().any(|reason| {
                matches!(
                    reason.code(),
                    Some("ConditionalCheckFailed" | "TransactionConflict")
                )
            })
        }
        TransactWriteItemsError::TransactionInProgressException(_) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sortable_times_have_a_fixed_width_and_sort_like_time() {
        let times: Vec<jiff::Timestamp> = [
            "2026-01-02T03:04:05Z",
            "2026-01-02T03:04:05.5Z",
            "2026-01-02T03:04:05.123456789Z",
            "2026-01-02T03:04:06Z",
        ]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
        let texts: Vec<String> = times.iter().copied().map(sortable_time).collect();
        assert_eq!(texts[0], "2026-01-02T03:04:05.000000000Z");
        assert!(texts.windows(2).all(|w| w[0].len() == w[1].len()));
        let mut sorted = texts.clone();
        sorted.sort();
        assert_eq!(
            sorted,
            vec![
                texts[0].clone(),
                texts[2].clone(),
                texts[1].clone(),
                texts[3].clone()
            ]
        );
    }

    #[test]
    fn cursors_round_trip_and_refuse_other_keys() {
        let keys = BTreeSet::from(["pk", "sk"]);
        let item = Item::from([
            ("pk".to_owned(), string("t1")),
            ("sk".to_owned(), string("EVENT#000002")),
            ("doc".to_owned(), string("{}")),
        ]);
        let cursor = encode_cursor(&item, &keys).unwrap();
        let start = decode_cursor(&cursor, &keys).unwrap();
        assert_eq!(start.len(), 2);
        assert_eq!(start["sk"], string("EVENT#000002"));
        assert!(matches!(
            decode_cursor(&cursor, &BTreeSet::from(["id"])),
            Err(StoreError::Invalid(_))
        ));
        assert!(matches!(
            decode_cursor("not base64!", &keys),
            Err(StoreError::Invalid(_))
        ));
    }
}
