//! The local transfer store: files under `{data}/transfers/{folder}/{name}`. It has no URLs of
//! its own; `cookbook serve` takes the uploads and serves the downloads.

use std::path::PathBuf;
use std::time::Duration;

use async_trait::async_trait;

use crate::transfer::TransferStore;
use crate::{StoreError, StoreResult};

pub(crate) struct LocalTransfers {
    pub(crate) root: PathBuf,
}

impl LocalTransfers {
    /// The file of `key`, which [`crate::transfer::transfer_key`] made safe.
    fn path(&self, key: &str) -> StoreResult<PathBuf> {
        let (folder, name) = key.split_once('/').ok_or_else(|| {
            StoreError::Invalid(format!("transfer key `{key}` is not folder/name"))
        })?;
        crate::transfer::transfer_key(folder, name)?;
        Ok(self.root.join(folder).join(name))
    }
}

fn io_error(what: &str, key: &str, error: std::io::Error) -> StoreError {
    StoreError::Backend(format!("{what} transfer {key}: {error}"))
}

#[async_trait]
impl TransferStore for LocalTransfers {
    async fn upload_url(&self, _: &str, _: u64, _: Duration) -> StoreResult<Option<String>> {
        Ok(None)
    }

    async fn download_url(&self, _: &str, _: Duration) -> StoreResult<Option<String>> {
        Ok(None)
    }

    async fn put(&self, key: &str, _content_type: &str, body: &[u8]) -> StoreResult<()> {
        let path = self.path(key)?;
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)
                .map_err(|e| io_error("create the folder of", key, e))?;
        }
        // Written aside and renamed, so a reader never sees half a file.
        let partial = path.with_extension("partial");
        std::fs::write(&partial, body).map_err(|e| io_error("write", key, e))?;
        std::fs::rename(&partial, &path).map_err(|e| io_error("write", key, e))
    }

    async fn get(&self, key: &str) -> StoreResult<Option<Vec<u8>>> {
        match std::fs::read(self.path(key)?) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(io_error("read", key, e)),
        }
    }

    async fn delete(&self, key: &str) -> StoreResult<()> {
        match std::fs::remove_file(self.path(key)?) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io_error("delete", key, e)),
            _ => Ok(()),
        }
    }
}
