//! An export's files in memory: the entries of a zip (nested zips stay bytes), a folder's
//! files, or one lone JSON / HTML file. Sizes are capped so a zip bomb cannot exhaust memory.

use std::io::{Cursor, Read};

use super::ExportError;

/// Most bytes all the entries of one export may unpack to.
const MAX_UNPACKED: u64 = 64 * 1024 * 1024;
/// Most entries one export may hold.
const MAX_ENTRIES: usize = 20_000;

/// One file of an export.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Its path inside the export, `/`-separated.
    pub path: String,
    pub bytes: Vec<u8>,
}

impl Entry {
    /// The path's last part.
    pub fn file_name(&self) -> &str {
        self.path.rsplit('/').next().unwrap_or(&self.path)
    }

    /// Whether the file name ends in `.{ext}`, in any case.
    pub fn has_extension(&self, ext: &str) -> bool {
        self.file_name()
            .rsplit_once('.')
            .is_some_and(|(_, found)| found.eq_ignore_ascii_case(ext))
    }

    /// The folder the entry sits in (empty at the top).
    pub fn folder(&self) -> &str {
        self.path.rsplit_once('/').map_or("", |(folder, _)| folder)
    }

    /// The entry as JSON, or why it is not.
    pub fn json(&self) -> Result<serde_json::Value, String> {
        serde_json::from_slice(&self.bytes).map_err(|e| format!("not valid JSON: {e}"))
    }
}

/// The files of one export.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Archive {
    pub entries: Vec<Entry>,
}

impl Archive {
    /// A zip's entries, or a lone JSON or HTML file named `name`.
    pub fn from_bytes(bytes: &[u8], name: &str) -> Result<Self, ExportError> {
        if bytes.starts_with(b"PK") {
            return Self::from_zip(bytes);
        }
        let text = std::str::from_utf8(bytes)
            .map_err(|_| ExportError::Unreadable("binary data that is not a zip".to_owned()))?;
        let start = text.trim_start();
        let lone = Entry {
            path: name.to_owned(),
            bytes: bytes.to_vec(),
        };
        let known = ["json", "jsonld", "html", "htm"]
            .iter()
            .any(|ext| lone.has_extension(ext));
        if known || start.starts_with('{') || start.starts_with('[') || start.starts_with('<') {
            Ok(Self {
                entries: vec![lone],
            })
        } else {
            Err(ExportError::Unreadable(
                "text that is neither JSON nor HTML".to_owned(),
            ))
        }
    }

    /// The files of a zip; folders, dotfiles and macOS resource forks are left out.
    pub fn from_zip(bytes: &[u8]) -> Result<Self, ExportError> {
        let broken = |e: zip::result::ZipError| ExportError::Unreadable(format!("broken zip: {e}"));
        let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(broken)?;
        if zip.len() > MAX_ENTRIES {
            return Err(ExportError::Unreadable(format!(
                "the zip holds {} files; at most {MAX_ENTRIES} are read",
                zip.len()
            )));
        }
        let mut entries = Vec::new();
        let mut unpacked = 0u64;
        for index in 0..zip.len() {
            let file = zip.by_index(index).map_err(broken)?;
            let path = file.name().map_err(broken)?.replace('\\', "/");
            if file.is_dir() || is_clutter(&path) {
                continue;
            }
            let mut body = Vec::new();
            let budget = MAX_UNPACKED - unpacked;
            file.take(budget + 1)
                .read_to_end(&mut body)
                .map_err(|e| ExportError::Unreadable(format!("broken zip entry {path}: {e}")))?;
            unpacked += body.len() as u64;
            if unpacked > MAX_UNPACKED {
                return Err(ExportError::Unreadable(format!(
                    "the zip unpacks to more than {} MB",
                    MAX_UNPACKED / 1024 / 1024
                )));
            }
            entries.push(Entry { path, bytes: body });
        }
        Ok(Self { entries })
    }

    /// The entries whose file name ends in `.{ext}`.
    pub fn with_extension<'a>(&'a self, ext: &'a str) -> impl Iterator<Item = &'a Entry> + 'a {
        self.entries.iter().filter(move |e| e.has_extension(ext))
    }
}

/// Files that archivers add and no app exported.
fn is_clutter(path: &str) -> bool {
    path.starts_with("__MACOSX/") || path.split('/').any(|part| part.starts_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lone_files_and_garbage() {
        let page = Archive::from_bytes(b"<html></html>", "soup.html").expect("a page");
        assert_eq!(page.entries[0].path, "soup.html");
        assert!(Archive::from_bytes(b"{\"a\": 1}", "upload").is_ok());
        assert!(matches!(
            Archive::from_bytes(b"hello there", "notes.txt"),
            Err(ExportError::Unreadable(_))
        ));
        assert!(matches!(
            Archive::from_bytes(b"PK\x03\x04 truncated", "x.zip"),
            Err(ExportError::Unreadable(_))
        ));
    }
}
