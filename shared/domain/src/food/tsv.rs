//! Reading the tab-separated fixtures of fixtures/foods/: header check, comment lines, and
//! row errors that name the file and line.

use super::FoodDataError;

/// One data row: its 1-based line number in the file and its cells.
pub(super) struct Row<'a> {
    pub line: usize,
    pub cells: Vec<&'a str>,
}

impl Row<'_> {
    /// An error about this row of `file`.
    pub fn error(&self, file: &'static str, problem: impl Into<String>) -> FoodDataError {
        FoodDataError::Row {
            file,
            line: self.line,
            problem: problem.into(),
        }
    }
}

/// The header and rows of `text`, whose header must start with `expected`. Every row has as
/// many cells as the header; empty lines and lines starting with `#` are skipped.
pub(super) fn read<'a>(
    file: &'static str,
    text: &'a str,
    expected: &[&str],
) -> Result<(Vec<&'a str>, Vec<Row<'a>>), FoodDataError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'));
    let header: Vec<&str> = lines
        .next()
        .map(|(_, line)| line.split('\t').collect())
        .unwrap_or_default();
    if !header.starts_with(expected) {
        return Err(FoodDataError::Header {
            file,
            expected: expected.join(", "),
        });
    }
    let rows = lines
        .map(|(index, line)| {
            let row = Row {
                line: index + 1,
                cells: line.split('\t').collect(),
            };
            if row.cells.len() == header.len() {
                Ok(row)
            } else {
                Err(row.error(
                    file,
                    format!("{} cells, expected {}", row.cells.len(), header.len()),
                ))
            }
        })
        .collect::<Result<_, _>>()?;
    Ok((header, rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_comments_and_checks_the_header_and_row_width() {
        let (header, rows) = read(
            "t.tsv",
            "# note\na\tb\tc\n1\t2\t3\n\n4\t5\t6\n",
            &["a", "b"],
        )
        .expect("valid table");
        assert_eq!(header, ["a", "b", "c"]);
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[1].line, rows[1].cells[2]), (5, "6"));
        assert!(matches!(
            read("t.tsv", "x\ty\n", &["a"]),
            Err(FoodDataError::Header { .. })
        ));
        let short = read("t.tsv", "a\tb\n1\n", &["a"])
            .err()
            .map(|e| e.to_string());
        assert_eq!(short.as_deref(), Some("t.tsv:2: 1 cells, expected 2"));
    }
}
