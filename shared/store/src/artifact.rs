//! Artifact encoding shared by both adapters: names, gzip above a threshold, the size cap,
//! and the retention tags that lifecycle rules act on (seed 004 §14).

use std::io::{Read, Write};

use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use serde::{Deserialize, Serialize};

use crate::{StoreError, StoreResult};

/// Lifecycle tag of a task's artifacts; lifecycle rules expire `committed` after 180 days and
/// `discarded` after 30.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Retention {
    /// The task is still in flight or in review.
    Active,
    Committed,
    /// Rejected, expired or failed.
    Discarded,
}

impl Retention {
    /// The value of the `retention` tag.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Committed => "committed",
            Self::Discarded => "discarded",
        }
    }

    pub fn parse(tag: &str) -> Option<Self> {
        [Self::Active, Self::Committed, Self::Discarded]
            .into_iter()
            .find(|r| r.as_str() == tag)
    }
}

/// When to compress and how large a stored artifact may be (`IngestOptions.MaxArtifactSizeBytes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtifactLimits {
    /// Bodies larger than this are gzip-compressed.
    pub compress_above: usize,
    /// Largest stored (possibly compressed) size.
    pub max_stored: usize,
}

impl Default for ArtifactLimits {
    fn default() -> Self {
        Self {
            compress_above: 32 * 1024,
            max_stored: 1024 * 1024,
        }
    }
}

/// An artifact's description, without its body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ArtifactMeta {
    pub task_id: String,
    pub name: String,
    pub content_type: String,
    /// Size of the body as written and read.
    pub size: usize,
    /// Size at rest, after compression.
    pub stored_size: usize,
    pub compressed: bool,
    pub retention: Retention,
}

impl ArtifactMeta {
    /// The artifact's address as task results show it (`artifacts/{taskId}/{name}`).
    pub fn uri(&self) -> String {
        artifact_uri(&self.task_id, &self.name)
    }
}

/// An artifact's address as task results show it.
pub fn artifact_uri(task_id: &str, name: &str) -> String {
    format!("artifacts/{task_id}/{name}")
}

/// An artifact with its (decompressed) body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Artifact {
    pub meta: ArtifactMeta,
    pub body: Vec<u8>,
}

/// The bytes to store for a body and whether they are compressed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EncodedArtifact {
    pub bytes: Vec<u8>,
    pub compressed: bool,
}

impl ArtifactLimits {
    /// Compresses `body` when it is above the threshold and refuses it when still too large.
    pub fn encode(&self, body: &[u8]) -> StoreResult<EncodedArtifact> {
        let encoded = if body.len() > self.compress_above {
            let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
            encoder
                .write_all(body)
                .and_then(|()| encoder.finish())
                .map(|bytes| EncodedArtifact {
                    bytes,
                    compressed: true,
                })
                .map_err(|e| StoreError::Backend(format!("gzip failed: {e}")))?
        } else {
            EncodedArtifact {
                bytes: body.to_vec(),
                compressed: false,
            }
        };
        if encoded.bytes.len() > self.max_stored {
            return Err(StoreError::TooLarge {
                size: encoded.bytes.len(),
                limit: self.max_stored,
            });
        }
        Ok(encoded)
    }
}

/// The body of stored bytes.
pub fn decode(bytes: Vec<u8>, compressed: bool) -> StoreResult<Vec<u8>> {
    if !compressed {
        return Ok(bytes);
    }
    let mut body = Vec::new();
    GzDecoder::new(bytes.as_slice())
        .read_to_end(&mut body)
        .map_err(|e| StoreError::Backend(format!("stored artifact is not valid gzip: {e}")))?;
    Ok(body)
}

/// The storage key `{taskId}/{name}`, refusing names that could escape the task's folder.
pub fn artifact_key(task_id: &str, name: &str) -> StoreResult<String> {
    let safe = |part: &str| {
        !part.is_empty()
            && part != "."
            && part != ".."
            && part
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    };
    if !safe(task_id) || !safe(name) {
        return Err(StoreError::Invalid(format!(
            "artifact `{task_id}/{name}`: ids and names use letters, digits, '-', '_' and '.' only"
        )));
    }
    Ok(format!("{task_id}/{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_bodies_stay_plain_and_large_ones_round_trip_compressed() {
        let limits = ArtifactLimits {
            compress_above: 16,
            max_stored: 1024,
        };
        assert!(!limits.encode(b"short").unwrap().compressed);
        let body = "snapshot text ".repeat(200).into_bytes();
        let encoded = limits.encode(&body).unwrap();
        assert!(encoded.compressed && encoded.bytes.len() < body.len());
        assert_eq!(decode(encoded.bytes, true).unwrap(), body);
    }

    #[test]
    fn incompressible_bodies_over_the_cap_are_refused() {
        let limits = ArtifactLimits {
            compress_above: 16,
            max_stored: 64,
        };
        let noise: Vec<u8> = (0..4096u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        assert!(matches!(
            limits.encode(&noise),
            Err(StoreError::TooLarge { limit: 64, .. })
        ));
    }

    #[test]
    fn keys_cannot_escape_the_task_folder() {
        assert_eq!(
            artifact_key("t1", "snapshot.txt").unwrap(),
            "t1/snapshot.txt"
        );
        for (task, name) in [("t1", "../x"), ("..", "a"), ("t1", ""), ("t/1", "a")] {
            assert!(artifact_key(task, name).is_err(), "{task}/{name}");
        }
    }
}
