//! The local artifact store: bodies in `{data}/artifacts/{taskId}/{name}` (gzip-compressed above
//! the threshold), their metadata and retention tag in the `artifacts` table.

use std::fs;
use std::path::{Path, PathBuf};

use async_trait::async_trait;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, Type, ValueRef};
use rusqlite::{Connection, Row, params};

use super::db::{Db, During, sql_integer, write_transaction};
use crate::artifact::{artifact_key, decode};
use crate::{
    Artifact, ArtifactLimits, ArtifactMeta, ArtifactStore, Retention, StoreError, StoreResult,
};

/// Artifacts as files under `root`, described in SQLite.
pub(crate) struct LocalArtifacts {
    pub(crate) db: Db,
    pub(crate) root: PathBuf,
    pub(crate) limits: ArtifactLimits,
}

const META_COLUMNS: &str = "task_id, name, content_type, size, stored_size, compressed, retention";

impl FromSql for Retention {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let tag = value.as_str()?;
        Retention::parse(tag)
            .ok_or_else(|| FromSqlError::Other(format!("unknown retention tag `{tag}`").into()))
    }
}

/// A size column; sizes are written from `usize`, so they read back as one.
fn size_column(row: &Row<'_>, index: usize) -> rusqlite::Result<usize> {
    let size: i64 = row.get(index)?;
    usize::try_from(size)
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(index, Type::Integer, Box::new(e)))
}

fn meta_from_row(row: &Row<'_>) -> rusqlite::Result<ArtifactMeta> {
    Ok(ArtifactMeta {
        task_id: row.get(0)?,
        name: row.get(1)?,
        content_type: row.get(2)?,
        size: size_column(row, 3)?,
        stored_size: size_column(row, 4)?,
        compressed: row.get(5)?,
        retention: row.get(6)?,
    })
}

/// Metadata rows matching `condition`, by name.
fn read_metas(
    connection: &Connection,
    condition: &str,
    params: impl rusqlite::Params,
) -> StoreResult<Vec<ArtifactMeta>> {
    let sql = format!("SELECT {META_COLUMNS} FROM artifacts WHERE {condition} ORDER BY name");
    let mut statement = connection.prepare(&sql).during("read artifact metadata")?;
    statement
        .query_map(params, meta_from_row)
        .during("read artifact metadata")?
        .collect::<rusqlite::Result<Vec<_>>>()
        .during("read artifact metadata")
}

/// Writes `bytes` to `path` through a temporary file and a rename, so readers never see half a body.
fn write_file(path: &Path, bytes: &[u8]) -> StoreResult<()> {
    let failed = |e: std::io::Error| {
        StoreError::Backend(format!("write artifact file {}: {e}", path.display()))
    };
    let folder = path.parent().ok_or_else(|| {
        StoreError::Backend(format!("artifact path {} has no folder", path.display()))
    })?;
    fs::create_dir_all(folder).map_err(failed)?;
    let temporary = folder.join(format!(".{}.tmp", uuid::Uuid::now_v7()));
    fs::write(&temporary, bytes)
        .and_then(|()| fs::rename(&temporary, path))
        .map_err(|e| {
            // Best effort: the temporary file is hidden and harmless if it stays.
            let _ = fs::remove_file(&temporary);
            failed(e)
        })
}

#[async_trait]
impl ArtifactStore for LocalArtifacts {
    async fn put(
        &self,
        task_id: &str,
        name: &str,
        content_type: &str,
        body: &[u8],
    ) -> StoreResult<ArtifactMeta> {
        let path = self.root.join(artifact_key(task_id, name)?);
        let encoded = self.limits.encode(body)?;
        let meta = ArtifactMeta {
            task_id: task_id.to_owned(),
            name: name.to_owned(),
            content_type: content_type.to_owned(),
            size: body.len(),
            stored_size: encoded.bytes.len(),
            compressed: encoded.compressed,
            retention: Retention::Active,
        };
        let row = meta.clone();
        let (size, stored_size) = (
            sql_integer(row.size, "artifact size")?,
            sql_integer(row.stored_size, "artifact size")?,
        );
        self.db
            .run("put artifact", move |connection| {
                // The write lock spans file and row, so concurrent puts of one name cannot mix.
                let transaction = write_transaction(connection, "put artifact")?;
                write_file(&path, &encoded.bytes)?;
                transaction
                    .execute(
                        &format!(
                            "INSERT OR REPLACE INTO artifacts ({META_COLUMNS})
                             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
                        ),
                        params![
                            row.task_id,
                            row.name,
                            row.content_type,
                            size,
                            stored_size,
                            row.compressed,
                            row.retention.as_str()
                        ],
                    )
                    .during("put artifact")?;
                transaction.commit().during("put artifact")
            })
            .await?;
        Ok(meta)
    }

    async fn get(&self, task_id: &str, name: &str) -> StoreResult<Option<Artifact>> {
        let path = self.root.join(artifact_key(task_id, name)?);
        let (task_id, name) = (task_id.to_owned(), name.to_owned());
        self.db
            .run("get artifact", move |connection| {
                let found =
                    read_metas(connection, "task_id = ?1 AND name = ?2", [&task_id, &name])?
                        .into_iter()
                        .next();
                let Some(meta) = found else {
                    return Ok(None);
                };
                let bytes = fs::read(&path).map_err(|e| {
                    StoreError::Backend(format!("read artifact file {}: {e}", path.display()))
                })?;
                let body = decode(bytes, meta.compressed)?;
                Ok(Some(Artifact { meta, body }))
            })
            .await
    }

    async fn list(&self, task_id: &str) -> StoreResult<Vec<ArtifactMeta>> {
        let task_id = task_id.to_owned();
        self.db
            .run("list artifacts", move |connection| {
                read_metas(connection, "task_id = ?1", [&task_id])
            })
            .await
    }

    async fn set_retention(&self, task_id: &str, retention: Retention) -> StoreResult<()> {
        let task_id = task_id.to_owned();
        self.db
            .run("set artifact retention", move |connection| {
                connection
                    .execute(
                        "UPDATE artifacts SET retention = ?2 WHERE task_id = ?1",
                        [task_id.as_str(), retention.as_str()],
                    )
                    .during("set artifact retention")?;
                Ok(())
            })
            .await
    }

    async fn delete(&self, task_id: &str, name: &str) -> StoreResult<()> {
        let path = self.root.join(artifact_key(task_id, name)?);
        let (task_id, name) = (task_id.to_owned(), name.to_owned());
        self.db
            .run("delete artifact", move |connection| {
                // Row first: a crash between the two leaves an unlisted file, never a row
                // whose body is gone.
                let transaction = write_transaction(connection, "delete artifact")?;
                transaction
                    .execute(
                        "DELETE FROM artifacts WHERE task_id = ?1 AND name = ?2",
                        [&task_id, &name],
                    )
                    .during("delete artifact")?;
                transaction.commit().during("delete artifact")?;
                match fs::remove_file(&path) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(StoreError::Backend(
                        format!("delete artifact file {}: {e}", path.display()),
                    )),
                    _ => Ok(()),
                }
            })
            .await
    }
}
