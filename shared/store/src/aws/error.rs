//! Turning AWS SDK errors into [`StoreError`]s, the same way for every service.

use std::error::Error;
use std::fmt::Debug;

use aws_sdk_dynamodb::error::{DisplayErrorContext, ProvideErrorMetadata, SdkError};

use crate::StoreError;

/// A failed call as a backend error that names the call and keeps the SDK's full explanation.
pub(super) fn backend<E, R>(call: &str, err: SdkError<E, R>) -> StoreError
where
    E: Error + Send + Sync + 'static,
    R: Debug + Send + Sync + 'static,
{
    StoreError::Backend(format!("{call}: {}", DisplayErrorContext(err)))
}

/// The service's error code (`ConditionalCheckFailedException`, `NoSuchKey`, …), if the
/// service answered at all.
pub(super) fn service_code<E: ProvideErrorMetadata, R>(err: &SdkError<E, R>) -> Option<&str> {
    err.as_service_error().and_then(|e| e.code())
}
