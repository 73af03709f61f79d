//! Golden tests over the hand-written pages in `fixtures/html/`: each `NAME.html` is extracted
//! and compared with `NAME.expected.json` (see `fixtures/html/README.md`).
//!
//! An expected file holds a projection of the draft (the fields extraction is responsible for)
//! or `{"error": "NoRecipe"}`. Only the keys it holds are compared, so a hand-written file can
//! pin what must hold and leave the rest open. `UPDATE_EXPECTED=1` rewrites every expected file
//! from the current output; review the diff before keeping it.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use cookbook_ingest::{Extraction, extract, extract_draft};
use jiff::Timestamp;
use serde_json::{Map, Value, json};

/// Fewer pages than this means the folder was not found or lost pages, not a passing run.
const MIN_PAGES: usize = 30;
/// The snapshot budget of seed 004 §6.6, in characters.
const SNAPSHOT_BUDGET_CHARS: usize = 60_000;
/// Expected-file key listing strings the snapshot must contain; kept across updates.
const SNAPSHOT_CONTAINS: &str = "snapshotContains";
/// Ingredient fields the expectations cover; the rest belongs to the parser's own tests.
const INGREDIENT_FIELDS: &[&str] = &["text", "quantity", "quantityMax", "unit", "name", "group"];
/// Recipe fields the expectations cover, in wire names.
const RECIPE_FIELDS: &[&str] = &[
    "name",
    "description",
    "instructions",
    "instructionGroups",
    "yield",
    "servings",
    "prepTimeMinutes",
    "cookTimeMinutes",
    "totalTimeMinutes",
    "cuisine",
    "category",
    "tags",
    "imageUrl",
    "nutrition",
];
const SOURCE_FIELDS: &[&str] = &["extractionMethod", "author", "siteName"];
/// The order keys are written in, so that expected files read like a recipe; others follow,
/// sorted. Ingredient keys come first so that an ingredient's `name` follows its `unit`.
const KEY_ORDER: &[&str] = &[
    "error",
    "text",
    "quantity",
    "quantityMax",
    "unit",
    "name",
    "group",
    "start",
    "end",
    "description",
    "ingredients",
    "instructions",
    "instructionGroups",
    "yield",
    "servings",
    "prepTimeMinutes",
    "cookTimeMinutes",
    "totalTimeMinutes",
    "cuisine",
    "category",
    "tags",
    "imageUrl",
    "nutrition",
    "calories",
    "protein_g",
    "fat_g",
    "carbs_g",
    "fiber_g",
    "micronutrients",
    "source",
    "extractionMethod",
    "author",
    "siteName",
    "validation",
    "errors",
    "warnings",
    SNAPSHOT_CONTAINS,
];
/// Top-level lists longer than this on one line get one item per line.
const INLINE_LIST_CHARS: usize = 100;

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/html")
}

fn retrieved_at() -> Timestamp {
    "2026-01-01T00:00:00Z"
        .parse()
        .expect("fixed timestamp parses")
}

fn pick(object: &Value, fields: &[&str]) -> Value {
    let picked: Map<String, Value> = fields
        .iter()
        .map(|&field| {
            (
                field.to_owned(),
                object.get(field).cloned().unwrap_or(Value::Null),
            )
        })
        .collect();
    Value::Object(picked)
}

/// The part of an extraction result the expected files describe.
fn project(result: &Result<Extraction, cookbook_ingest::ExtractError>) -> Value {
    let extraction = match result {
        Ok(extraction) => extraction,
        Err(error) => {
            // The variant name, without any payload: `BadUrl("x")` → `BadUrl`.
            let debug = format!("{error:?}");
            let variant = debug.split('(').next().unwrap_or_default();
            return json!({ "error": variant });
        }
    };
    let draft = &extraction.draft;
    let recipe = serde_json::to_value(&draft.recipe).expect("recipe serializes");
    let mut projected = pick(&recipe, RECIPE_FIELDS);
    let ingredients: Vec<Value> = recipe["ingredients"]
        .as_array()
        .map(|lines| {
            lines
                .iter()
                .map(|line| pick(line, INGREDIENT_FIELDS))
                .collect()
        })
        .unwrap_or_default();
    let source = serde_json::to_value(&draft.source).expect("source serializes");
    let validation = serde_json::to_value(&draft.validation).expect("validation serializes");
    if let Value::Object(fields) = &mut projected {
        fields.insert("ingredients".into(), Value::Array(ingredients));
        fields.insert("source".into(), pick(&source, SOURCE_FIELDS));
        fields.insert(
            "validation".into(),
            pick(&validation, &["errors", "warnings"]),
        );
    }
    projected
}

fn numbers_equal(expected: &Value, actual: &Value) -> bool {
    match (expected.as_f64(), actual.as_f64()) {
        (Some(e), Some(a)) => (e - a).abs() < 1e-9,
        _ => false,
    }
}

/// Records every place where `actual` differs from `expected`, for the keys `expected` has.
fn compare(path: &str, expected: &Value, actual: &Value, mismatches: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(expected_fields), _) => {
            for (key, expected_value) in expected_fields {
                let actual_value = actual.get(key).unwrap_or(&Value::Null);
                let child = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                compare(&child, expected_value, actual_value, mismatches);
            }
        }
        (Value::Array(expected_items), Value::Array(actual_items)) => {
            if expected_items.len() != actual_items.len() {
                mismatches.push(format!(
                    "{path}: expected {} items, got {}: {}",
                    expected_items.len(),
                    actual_items.len(),
                    actual
                ));
                return;
            }
            for (i, (e, a)) in expected_items.iter().zip(actual_items).enumerate() {
                compare(&format!("{path}[{i}]"), e, a, mismatches);
            }
        }
        (Value::Number(_), Value::Number(_)) if numbers_equal(expected, actual) => {}
        _ if expected == actual => {}
        _ => mismatches.push(format!("{path}: expected {expected}, got {actual}")),
    }
}

fn snapshot_mismatches(expected: &Value, extraction: &Extraction) -> Vec<String> {
    let mut mismatches = Vec::new();
    let chars = extraction.snapshot.chars().count();
    if chars > SNAPSHOT_BUDGET_CHARS {
        mismatches.push(format!(
            "snapshot: {chars} characters, over the {SNAPSHOT_BUDGET_CHARS} budget"
        ));
    }
    let wanted = expected
        .get(SNAPSHOT_CONTAINS)
        .and_then(Value::as_array)
        .into_iter()
        .flatten();
    for text in wanted.filter_map(Value::as_str) {
        if !extraction.snapshot.contains(text) {
            mismatches.push(format!("snapshot: does not contain {text:?}"));
        }
    }
    mismatches
}

fn pages() -> Vec<PathBuf> {
    let dir = fixtures_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    let mut pages: Vec<PathBuf> = entries
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "html"))
        .collect();
    pages.sort();
    pages
}

fn expected_path(page: &Path) -> PathBuf {
    page.with_extension("expected.json")
}

fn ordered_fields(fields: &Map<String, Value>) -> Vec<(&String, &Value)> {
    let mut ordered: Vec<_> = fields.iter().collect();
    let rank = |key: &str| KEY_ORDER.iter().position(|&known| known == key);
    ordered.sort_by(|(a, _), (b, _)| {
        (rank(a).is_none(), rank(a), *a).cmp(&(rank(b).is_none(), rank(b), *b))
    });
    ordered
}

/// One value on one line, keys in [`KEY_ORDER`], whole numbers without a fraction.
fn render_inline(value: &Value) -> String {
    const MAX_EXACT_INTEGER: f64 = 9_007_199_254_740_992.0;
    match value {
        Value::Object(fields) => {
            let entries: Vec<String> = ordered_fields(fields)
                .into_iter()
                .map(|(key, value)| {
                    format!("{}: {}", Value::from(key.as_str()), render_inline(value))
                })
                .collect();
            format!("{{{}}}", entries.join(", "))
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(render_inline).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Number(number) => match number.as_f64() {
            // Integral by the check, and within the range where f64 holds integers exactly.
            Some(float) if float.fract() == 0.0 && float.abs() < MAX_EXACT_INTEGER => {
                format!("{}", float as i64)
            }
            _ => number.to_string(),
        },
        other => other.to_string(),
    }
}

/// An expected file: one top-level key per line, long lists one item per line.
fn render_expected(expected: &Value) -> String {
    let Value::Object(fields) = expected else {
        return format!("{}\n", render_inline(expected));
    };
    let entries: Vec<String> = ordered_fields(fields)
        .into_iter()
        .map(|(key, value)| {
            let inline = render_inline(value);
            let rendered = match value {
                Value::Array(items) if inline.len() > INLINE_LIST_CHARS => {
                    let lines: Vec<String> = items
                        .iter()
                        .map(|item| format!("    {}", render_inline(item)))
                        .collect();
                    format!("[\n{}\n  ]", lines.join(",\n"))
                }
                _ => inline,
            };
            format!("  {}: {rendered}", Value::from(key.as_str()))
        })
        .collect();
    format!("{{\n{}\n}}\n", entries.join(",\n"))
}

/// Rewrites the expected file of `page` from `actual`, keeping its snapshot expectations.
fn update_expected(page: &Path, previous: Option<&Value>, mut actual: Value) {
    let kept = previous.and_then(|value| value.get(SNAPSHOT_CONTAINS));
    if let (Some(kept), Value::Object(fields)) = (kept, &mut actual) {
        fields.insert(SNAPSHOT_CONTAINS.into(), kept.clone());
    }
    std::fs::write(expected_path(page), render_expected(&actual))
        .expect("expected file is writable");
}

#[test]
fn fixture_pages_match_their_expected_drafts() {
    let updating = std::env::var("UPDATE_EXPECTED").is_ok_and(|value| value == "1");
    let pages = pages();
    assert!(
        pages.len() >= MIN_PAGES,
        "found {} pages in {}, expected at least {MIN_PAGES}",
        pages.len(),
        fixtures_dir().display()
    );
    let mut report = String::new();
    let mut failed_pages = 0;
    for page in &pages {
        let name = page
            .file_stem()
            .and_then(|stem| stem.to_str())
            .expect("page names are UTF-8");
        let html = std::fs::read_to_string(page).expect("page is readable UTF-8");
        let page_url = format!("https://fixtures.example/{name}");
        let result = extract(&html, &page_url, retrieved_at());
        let actual = project(&result);
        // The snapshot-free path (outline only when JSON-LD holds the whole recipe) must draft
        // every page exactly as the full path does.
        let fast_draft_differs =
            extract_draft(&html, &page_url, retrieved_at()) != result.clone().map(|e| e.draft);
        let expected: Option<Value> =
            std::fs::read_to_string(expected_path(page))
                .ok()
                .map(|text| {
                    serde_json::from_str(&text)
                        .unwrap_or_else(|e| panic!("{name}.expected.json is not JSON: {e}"))
                });
        if updating {
            update_expected(page, expected.as_ref(), actual);
            continue;
        }
        let mut mismatches = Vec::new();
        if fast_draft_differs {
            mismatches.push("extract_draft differs from extract's draft".to_owned());
        }
        match &expected {
            None => mismatches.push(format!("no {name}.expected.json")),
            Some(expected) => {
                let mut pinned = expected.clone();
                if let Value::Object(fields) = &mut pinned {
                    fields.remove(SNAPSHOT_CONTAINS);
                }
                match (actual.get("error"), pinned.get("error")) {
                    // One line instead of every field reported missing.
                    (Some(error), None) => {
                        mismatches.push(format!("expected a draft, extraction failed: {error}"));
                    }
                    _ => compare("", &pinned, &actual, &mut mismatches),
                }
                if let Ok(extraction) = &result {
                    mismatches.extend(snapshot_mismatches(expected, extraction));
                }
            }
        }
        if !mismatches.is_empty() {
            failed_pages += 1;
            let _ = writeln!(report, "\n{name}.html:");
            for mismatch in mismatches {
                let _ = writeln!(report, "  {mismatch}");
            }
        }
    }
    assert!(
        failed_pages == 0,
        "{failed_pages} of {} fixture pages differ from their expected drafts \
         (UPDATE_EXPECTED=1 rewrites them; review the diff):{report}",
        pages.len()
    );
}
