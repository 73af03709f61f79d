//! Files too big for a request or response body (issue 20 §3: migrations and exports over
//! 4 MB) move through a URL the client uses directly: an S3 presigned URL on AWS; locally the
//! server's own transfer routes, since the local store has no address of its own. Keys are
//! `{folder}/{name}` under the store's transfer area, which expires everything in a day.

use std::time::Duration;

use async_trait::async_trait;

use crate::StoreResult;
use crate::artifact::artifact_key;

/// Where big files are put and read, and the URLs clients move them through.
#[async_trait]
pub trait TransferStore: Send + Sync {
    /// A URL the client PUTs exactly `size` bytes of `key` to until `valid_for` passes; `None`
    /// when the store has no URL of its own and the server takes the PUT itself.
    async fn upload_url(
        &self,
        key: &str,
        size: u64,
        valid_for: Duration,
    ) -> StoreResult<Option<String>>;
    /// A URL the client GETs `key` from until `valid_for` passes; `None` as for uploads.
    async fn download_url(&self, key: &str, valid_for: Duration) -> StoreResult<Option<String>>;
    async fn put(&self, key: &str, content_type: &str, body: &[u8]) -> StoreResult<()>;
    /// The stored bytes, if any.
    async fn get(&self, key: &str) -> StoreResult<Option<Vec<u8>>>;
    /// Removing a missing file is no error.
    async fn delete(&self, key: &str) -> StoreResult<()>;
}

/// A transfer key `{folder}/{name}`, checked as artifact keys are, so none escapes its area.
pub fn transfer_key(folder: &str, name: &str) -> StoreResult<String> {
    artifact_key(folder, name)
}
