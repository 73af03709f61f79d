//! Reading the recipe collections other apps export (issue 20 §3): a Mealie export, a Tandoor
//! export, a Paprika `.paprikarecipes` file, a Nextcloud Cookbook folder layout (what
//! `cookbook export` writes) and loose schema.org JSON-LD / HTML pages saved from the web.
//!
//! Each app's own JSON is rewritten as a schema.org Recipe node and read by the same reader as
//! JSON-LD on a web page, so times, yields, nutrition and images are understood one way; the
//! ingredient lines are then parsed as in extraction. Pure: no storage, no network.

mod archive;
mod mealie;
pub mod nextcloud;
mod paprika;
mod schema;
mod tandoor;
mod web;

use std::fmt;

use cookbook_domain::Recipe;
use jiff::Timestamp;

pub use archive::{Archive, Entry};

/// The kinds of export a migration reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Mealie,
    Tandoor,
    Paprika,
    /// The Nextcloud Cookbook layout, `NAME/recipe.json`: Nextcloud's export and ours.
    Nextcloud,
    /// schema.org Recipe JSON-LD files or HTML pages saved from the web.
    Web,
}

impl ExportFormat {
    pub const ALL: [ExportFormat; 5] = [
        Self::Mealie,
        Self::Tandoor,
        Self::Paprika,
        Self::Nextcloud,
        Self::Web,
    ];

    /// The name the wire and the CLI use (`?format=`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Mealie => "mealie",
            Self::Tandoor => "tandoor",
            Self::Paprika => "paprika",
            Self::Nextcloud => "nextcloud",
            Self::Web => "web",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|format| format.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// Whether the recipes are the user's own collection, stored as they are; pages from the
    /// web go through review and the paraphrase guardrail instead.
    pub fn is_users_own(self) -> bool {
        self != Self::Web
    }
}

impl fmt::Display for ExportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A web page to import through review: its markup, the address it was saved from and the
/// recipe name it shows (for the migration's report), when the page says.
#[derive(Debug, Clone, PartialEq)]
pub struct WebPage {
    pub html: String,
    pub url: Option<String>,
    pub name: Option<String>,
}

/// What one entry of an export holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A recipe of the user's own collection, ingredient lines parsed, with its source.
    Recipe(Box<Recipe>),
    Page(WebPage),
}

/// One recipe's entry of an export, or why it could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadItem {
    /// The entry's path inside the export (the reader's handle on it in the report).
    pub entry: String,
    pub item: Result<Item, String>,
}

/// A whole export as read.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadExport {
    pub format: ExportFormat,
    pub items: Vec<ReadItem>,
}

/// Why a file is not an export that can be migrated; nothing of it is stored.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExportError {
    #[error("the file is not a zip archive, JSON or HTML page ({0})")]
    Unreadable(String),
    #[error(
        "no recipes found: expected a Mealie, Tandoor, Paprika or Nextcloud Cookbook export, \
         or schema.org Recipe JSON-LD / HTML pages"
    )]
    NoRecipes,
    #[error("the file is not a {expected} export: it looks like {found}; send format={found}")]
    WrongFormat {
        expected: ExportFormat,
        found: ExportFormat,
    },
    #[error("the file holds no recipes in the {0} layout")]
    NothingInFormat(ExportFormat),
}

/// Reads an export given as a zip or a single file (`name` tells a lone file's kind); `hint`
/// names the format when the caller knows it, otherwise it is recognised from the layout.
pub fn read_export(
    bytes: &[u8],
    name: &str,
    hint: Option<ExportFormat>,
    imported_at: Timestamp,
) -> Result<ReadExport, ExportError> {
    read_archive(&Archive::from_bytes(bytes, name)?, hint, imported_at)
}

/// Reads an export already opened as an archive (a zip's entries, or a folder's files).
pub fn read_archive(
    archive: &Archive,
    hint: Option<ExportFormat>,
    imported_at: Timestamp,
) -> Result<ReadExport, ExportError> {
    let found = recognise(archive).ok_or(ExportError::NoRecipes)?;
    let format = match hint {
        Some(expected)
            if expected != found
                && !(expected == ExportFormat::Web && found == ExportFormat::Nextcloud) =>
        {
            return Err(ExportError::WrongFormat { expected, found });
        }
        Some(expected) => expected,
        None => found,
    };
    let items = match format {
        ExportFormat::Mealie => mealie::read(archive, imported_at),
        ExportFormat::Tandoor => tandoor::read(archive, imported_at),
        ExportFormat::Paprika => paprika::read(archive, imported_at),
        ExportFormat::Nextcloud => nextcloud::read(archive, imported_at),
        ExportFormat::Web => web::read(archive),
    };
    if items.is_empty() {
        return Err(ExportError::NothingInFormat(format));
    }
    Ok(ReadExport { format, items })
}

/// The format an archive's layout shows, the most specific first.
fn recognise(archive: &Archive) -> Option<ExportFormat> {
    if paprika::recognises(archive) {
        Some(ExportFormat::Paprika)
    } else if tandoor::recognises(archive) {
        Some(ExportFormat::Tandoor)
    } else if mealie::recognises(archive) {
        Some(ExportFormat::Mealie)
    } else if nextcloud::recognises(archive) {
        Some(ExportFormat::Nextcloud)
    } else if web::recognises(archive) {
        Some(ExportFormat::Web)
    } else {
        None
    }
}

/// The entry's items read one by one: a broken entry fails alone, never the whole export.
fn read_each<'a>(
    entries: impl Iterator<Item = &'a Entry>,
    read: impl Fn(&Entry) -> Result<Item, String>,
) -> Vec<ReadItem> {
    entries
        .map(|entry| ReadItem {
            entry: entry.path.clone(),
            item: read(entry),
        })
        .collect()
}
