//! The local dev signing secret: created once per data folder by whichever of `serve` and
//! `token` runs first, atomically, so two processes starting together agree on one secret.

use std::fs;
use std::io::{ErrorKind, Write};
use std::path::Path;

use anyhow::Context;
use rand::RngCore;

const SECRET_FILE: &str = "dev-signing-secret";

/// The secret in `data_dir`, created if absent.
pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Vec<u8>> {
    fs::create_dir_all(data_dir)
        .with_context(|| format!("cannot create the data folder {}", data_dir.display()))?;
    let path = data_dir.join(SECRET_FILE);
    match fs::read(&path) {
        Ok(secret) => return Ok(secret),
        Err(e) if e.kind() == ErrorKind::NotFound => {}
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
    // Write the whole secret under a private name, then link it into place: the link either
    // creates the file complete or finds another process's, never a half-written one.
    let mut secret = vec![0u8; 32];
    rand::rng().fill_bytes(&mut secret);
    let hex: String = secret.iter().map(|b| format!("{b:02x}")).collect();
    let staging = data_dir.join(format!(".{SECRET_FILE}.{}", &hex[..16]));
    let mut file = fs::File::create(&staging)
        .with_context(|| format!("cannot write {}", staging.display()))?;
    file.write_all(hex.as_bytes())?;
    file.sync_all()?;
    let linked = fs::hard_link(&staging, &path);
    fs::remove_file(&staging).ok();
    match linked {
        Ok(()) => Ok(hex.into_bytes()),
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {
            fs::read(&path).with_context(|| format!("cannot read {}", path.display()))
        }
        Err(e) => Err(e).with_context(|| format!("cannot create {}", path.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn concurrent_first_starts_agree_on_one_secret() {
        let dir = tempfile::tempdir().unwrap();
        let secrets: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..8)
                .map(|_| scope.spawn(|| load_or_create(dir.path()).unwrap()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(secrets.windows(2).all(|pair| pair[0] == pair[1]));
        assert_eq!(secrets[0].len(), 64);
        assert_eq!(load_or_create(dir.path()).unwrap(), secrets[0]);
    }
}
