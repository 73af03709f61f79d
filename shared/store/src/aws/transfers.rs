//! [`TransferStore`] on the artifact bucket, under `transfers/`: S3 presigned PUTs and GETs, so
//! big files never pass through a Lambda's 6 MB body. The bucket's lifecycle rule expires the
//! prefix after a day; the function's role may touch only that prefix for these.

use std::time::Duration;

use async_trait::async_trait;
use aws_sdk_s3::Client;
use aws_sdk_s3::presigning::PresigningConfig;
use aws_sdk_s3::primitives::ByteStream;

use super::error::{backend, service_code};
use crate::transfer::TransferStore;
use crate::{StoreError, StoreResult};

/// The bucket prefix of transfers (the template's lifecycle rule and IAM policy name it too).
const TRANSFER_PREFIX: &str = "transfers/";

pub(super) struct S3Transfers {
    pub(super) client: Client,
    pub(super) bucket: String,
}

fn presigning(valid_for: Duration) -> StoreResult<PresigningConfig> {
    PresigningConfig::expires_in(valid_for)
        .map_err(|e| StoreError::Invalid(format!("a presigned URL valid for {valid_for:?}: {e}")))
}

#[async_trait]
impl TransferStore for S3Transfers {
    async fn upload_url(
        &self,
        key: &str,
        size: u64,
        valid_for: Duration,
    ) -> StoreResult<Option<String>> {
        let length = i64::try_from(size)
            .map_err(|_| StoreError::Invalid(format!("an upload of {size} bytes")))?;
        // The length is signed: S3 refuses a PUT of any other size.
        let request = self
            .client
            .put_object()
            .bucket(&self.bucket)
            .key(format!("{TRANSFER_PREFIX}{key}"))
            .content_length(length)
            .presigned(presigning(valid_for)?)
            .await
            .map_err(|e| backend(&format!("presigning a PUT of {key}"), e))?;
        Ok(Some(request.uri().to_owned()))
    }

    async fn download_url(&self, key: &str, valid_for: Duration) -> StoreResult<Option<String>> {
        let request = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(format!("{TRANSFER_PREFIX}{key}"))
            .presigned(presigning(valid_for)?)
            .await
            .map_err(|e| backend(&format!("presigning a GET of {key}"), e))?;
        Ok(Some(request.uri().to_owned()))
    }

    async fn put(&self, key: &str, content_type: &str, body: &[u8]) -> StoreResult<()> {
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(format!("{TRANSFER_PREFIX}{key}"))
            .content_type(content_type)
            .body(ByteStream::from(body.to_vec()))
            .send()
            .await
            .map_err(|e| backend(&format!("PutObject of transfer {key}"), e))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> StoreResult<Option<Vec<u8>>> {
        let object = match self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(format!("{TRANSFER_PREFIX}{key}"))
            .send()
            .await
        {
            Ok(object) => object,
            Err(e) if service_code(&e) == Some("NoSuchKey") => return Ok(None),
            Err(e) => return Err(backend(&format!("GetObject of transfer {key}"), e)),
        };
        let bytes = object
            .body
            .collect()
            .await
            .map_err(|e| StoreError::Backend(format!("reading transfer {key}: {e}")))?;
        Ok(Some(bytes.to_vec()))
    }

    async fn delete(&self, key: &str) -> StoreResult<()> {
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(format!("{TRANSFER_PREFIX}{key}"))
            .send()
            .await
            .map_err(|e| backend(&format!("DeleteObject of transfer {key}"), e))?;
        Ok(())
    }
}
