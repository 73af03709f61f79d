//! [`ArtifactStore`] on the S3 bucket: objects at `{taskId}/{name}`, the body as encoded by
//! [`ArtifactLimits`], the original size and compression flag as object metadata, and the
//! retention as the `retention` tag that the bucket's lifecycle rules act on.

use std::collections::HashMap;

use async_trait::async_trait;
use aws_sdk_s3::Client;
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::types::{Tag, Tagging};

use super::error::{backend, service_code};
use crate::artifact::{self, artifact_key};
use crate::{
    Artifact, ArtifactLimits, ArtifactMeta, ArtifactStore, Retention, StoreError, StoreResult,
};

const RETENTION_TAG: &str = "retention";
/// Metadata holding the body's size before compression.
const ORIGINAL_SIZE: &str = "original-size";
/// Metadata saying whether the stored bytes are gzip.
const COMPRESSED: &str = "compressed";

pub(super) struct S3Artifacts {
    client: Client,
    bucket: String,
    limits: ArtifactLimits,
}

/// What S3 reports about a stored object, from a HEAD or a GET.
struct ObjectHeaders<'a> {
    content_type: Option<&'a str>,
    content_length: Option<i64>,
    metadata: Option<&'a HashMap<String, String>>,
}

impl S3Artifacts {
    pub(super) fn new(client: Client, bucket: String, limits: ArtifactLimits) -> Self {
        Self {
            client,
            bucket,
            limits,
        }
    }

    async fn retention(&self, key: &str) -> StoreResult<Retention> {
        let tags = self
            .client
            .get_object_tagging()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
            .map_err(|e| backend(&format!("GetObjectTagging of {key}"), e))?;
        tags.tag_set()
            .iter()
            .find(|tag| tag.key() == RETENTION_TAG)
            .and_then(|tag| Retention::parse(tag.value()))
            .ok_or_else(|| {
                StoreError::Backend(format!("artifact {key} has no valid retention tag"))
            })
    }

    async fn set_tag(&self, key: &str, retention: Retention) -> StoreResult<()> {
        let tag = Tag::builder()
            .key(RETENTION_TAG)
            .value(retention.as_str())
            .build()
            .map_err(|e| StoreError::Backend(format!("cannot build a tag: {e}")))?;
        let tagging = Tagging::builder()
            .tag_set(tag)
            .build()
            .map_err(|e| StoreError::Backend(format!("cannot build a tag set: {e}")))?;
        self.client
            .put_object_tagging()
            .bucket(&self.bucket)
            .key(key)
            .tagging(tagging)
            .send()
            .await
            .map(drop)
            .map_err(|e| backend(&format!("PutObjectTagging of {key}"), e))
    }

    /// The description of the object `{task_id}/{name}`, or `None` if there is none.
    async fn head(&self, task_id: &str, name: &str) -> StoreResult<Option<ArtifactMeta>> {
        let key = artifact_key(task_id, name)?;
        let head = match self
            .client
            .head_object()
            .bucket(&self.bucket)
            .key(&key)
            .send()
            .await
        {
            Ok(head) => head,
            Err(e) if e.as_service_error().is_some_and(|e| e.is_not_found()) => return Ok(None),
            Err(e) => return Err(backend(&format!("HeadObject of {key}"), e)),
        };
        let headers = ObjectHeaders {
            content_type: head.content_type(),
            content_length: head.content_length(),
            metadata: head.metadata(),
        };
        let retention = self.retention(&key).await?;
        meta_of(task_id, name, &headers, retention).map(Some)
    }

    /// Names of the task's artifacts, in name order.
    async fn names(&self, task_id: &str) -> StoreResult<Vec<String>> {
        // Validates the task id with the same rule as every key.
        let prefix = artifact_key(task_id, "_").map(|_| format!("{task_id}/"))?;
        let mut names = Vec::new();
        let mut pages = self
            .client
            .list_objects_v2()
            .bucket(&self.bucket)
            .prefix(&prefix)
            .into_paginator()
            .send();
        while let Some(page) = pages.next().await {
            let page = page.map_err(|e| backend(&format!("ListObjectsV2 of {prefix}"), e))?;
            names.extend(
                page.contents()
                    .iter()
                    .filter_map(|object| object.key()?.strip_prefix(&prefix).map(str::to_owned)),
            );
        }
        Ok(names)
    }
}

fn meta_of(
    task_id: &str,
    name: &str,
    headers: &ObjectHeaders<'_>,
    retention: Retention,
) -> StoreResult<ArtifactMeta> {
    let corrupt = |what: &str| StoreError::Backend(format!("artifact {task_id}/{name}: {what}"));
    let metadata = |field: &str| {
        headers
            .metadata
            .and_then(|metadata| metadata.get(field))
            .ok_or_else(|| corrupt(&format!("no `{field}` metadata")))
    };
    let size = metadata(ORIGINAL_SIZE)?
        .parse()
        .map_err(|_| corrupt("malformed original size"))?;
    let compressed = metadata(COMPRESSED)?
        .parse()
        .map_err(|_| corrupt("malformed compression flag"))?;
    let stored_size = headers
        .content_length
        .and_then(|length| usize::try_from(length).ok())
        .ok_or_else(|| corrupt("no content length"))?;
    Ok(ArtifactMeta {
        task_id: task_id.to_owned(),
        name: name.to_owned(),
        content_type: headers.content_type.unwrap_or_default().to_owned(),
        size,
        stored_size,
        compressed,
        retention,
    })
}

#[async_trait]
impl ArtifactStore for S3Artifacts {
    async fn put(
        &self,
        task_id: &str,
        name: &str,
        content_type: &str,
        body: &[u8],
    ) -> StoreResult<ArtifactMeta> {
        let key = artifact_key(task_id, name)?;
        let encoded = self.limits.encode(body)?;
        let stored_size = encoded.bytes.len();
        let retention = Retention::Active;
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(&key)
            .content_type(content_type)
            .metadata(ORIGINAL_SIZE, body.len().to_string())
            .metadata(COMPRESSED, encoded.compressed.to_string())
            .tagging(format!("{RETENTION_TAG}={}", retention.as_str()))
            .body(ByteStream::from(encoded.bytes))
            .send()
            .await
            .map_err(|e| backend(&format!("PutObject of {key}"), e))?;
        Ok(ArtifactMeta {
            task_id: task_id.to_owned(),
            name: name.to_owned(),
            content_type: content_type.to_owned(),
            size: body.len(),
            stored_size,
            compressed: encoded.compressed,
            retention,
        })
    }

    async fn get(&self, task_id: &str, name: &str) -> StoreResult<Option<Artifact>> {
        let key = artifact_key(task_id, name)?;
        let object = match self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(&key)
            .send()
            .await
        {
            Ok(object) => object,
            Err(e) if service_code(&e) == Some("NoSuchKey") => return Ok(None),
            Err(e) => return Err(backend(&format!("GetObject of {key}"), e)),
        };
        let headers = ObjectHeaders {
            content_type: object.content_type(),
            content_length: object.content_length(),
            metadata: object.metadata(),
        };
        let meta = meta_of(task_id, name, &headers, self.retention(&key).await?)?;
        let bytes = object
            .body
            .collect()
            .await
            .map_err(|e| StoreError::Backend(format!("reading {key}: {e}")))?
            .to_vec();
        let body = artifact::decode(bytes, meta.compressed)?;
        Ok(Some(Artifact { meta, body }))
    }

    async fn list(&self, task_id: &str) -> StoreResult<Vec<ArtifactMeta>> {
        let mut artifacts = Vec::new();
        for name in self.names(task_id).await? {
            // An object deleted since the listing is simply not reported.
            artifacts.extend(self.head(task_id, &name).await?);
        }
        Ok(artifacts)
    }

    async fn set_retention(&self, task_id: &str, retention: Retention) -> StoreResult<()> {
        for name in self.names(task_id).await? {
            self.set_tag(&artifact_key(task_id, &name)?, retention)
                .await?;
        }
        Ok(())
    }

    async fn delete(&self, task_id: &str, name: &str) -> StoreResult<()> {
        let key = artifact_key(task_id, name)?;
        // S3 answers a delete of a missing key with success too.
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(&key)
            .send()
            .await
            .map(drop)
            .map_err(|e| backend(&format!("DeleteObject of {key}"), e))
    }
}
