//! Measures the food matcher on a labelled ingredient file (the `input` column of a CSV such
//! as ../shared/bench/ingredients/labelled-dev.csv): how many lines are counted, to taste, or
//! unmatched and why.
//!
//! Usage: food_match_rate FILE.csv [--misses]   (`--misses` lists the unmatched lines)

use std::collections::BTreeMap;
use std::process::ExitCode;

use cookbook_domain::food::{FoodData, LineOutcome, MatchSource, UnmatchedReason};
use cookbook_domain::ingredient_line::parse_ingredient_line;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (path, misses) = match args.as_slice() {
        [path] => (path, false),
        [path, flag] if flag == "--misses" => (path, true),
        _ => {
            eprintln!("usage: food_match_rate FILE.csv [--misses]");
            return ExitCode::from(2);
        }
    };
    let (text, data) = match (std::fs::read_to_string(path), FoodData::embedded()) {
        (Ok(text), Ok(data)) => (text, data),
        (Err(error), _) => {
            eprintln!("error: {path}: {error}");
            return ExitCode::FAILURE;
        }
        (_, Err(error)) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let records = csv_records(&text);
    let Some(input) = records
        .first()
        .and_then(|header| header.iter().position(|h| h == "input"))
    else {
        eprintln!("error: {path}: no `input` column");
        return ExitCode::FAILURE;
    };
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    let mut total = 0;
    for line in records.iter().skip(1).filter_map(|r| r.get(input)) {
        total += 1;
        let outcome = data.line_outcome(&parse_ingredient_line(line));
        let kind = match outcome {
            LineOutcome::Counted {
                source: MatchSource::Alias,
                ..
            } => "counted via alias",
            LineOutcome::Counted {
                source: MatchSource::Sr28Name,
                ..
            } => "counted via SR28 name",
            LineOutcome::ToTaste => "to taste",
            LineOutcome::Unmatched(UnmatchedReason::UnknownFood) => "unknown food",
            LineOutcome::Unmatched(UnmatchedReason::UnknownUnit { .. }) => "unknown unit",
            LineOutcome::Unmatched(UnmatchedReason::NoQuantity) => "no quantity (food found)",
        };
        if misses && matches!(outcome, LineOutcome::Unmatched(_)) {
            println!("{kind}\t{line}");
        }
        *tally.entry(kind.to_owned()).or_default() += 1;
    }
    for (kind, count) in &tally {
        let share = 100.0 * *count as f64 / total.max(1) as f64;
        eprintln!("{kind:>26}: {count:>5} ({share:.1}%)");
    }
    eprintln!("{:>26}: {total:>5}", "lines");
    ExitCode::SUCCESS
}

/// RFC 4180 records: commas separate fields, double quotes enclose fields with commas,
/// quotes or newlines, and `""` inside quotes is one quote.
fn csv_records(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let (mut record, mut field) = (Vec::new(), String::new());
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut field)),
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, '\r') => {}
            (false, c) => field.push(c),
        }
    }
    if !field.is_empty() || !record.is_empty() {
        record.push(field);
        records.push(record);
    }
    records
}
