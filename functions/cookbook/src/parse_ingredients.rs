//! `cookbook parse-ingredients`: one ingredient line per stdin line in, one JSON line out
//! (CONTRACTS.md §7). Blank lines get their own (empty) result so output lines match input lines.

use std::io::{BufRead, BufWriter, Write};

use anyhow::Context;
use cookbook_domain::Ingredient;
use cookbook_domain::ingredient_line::parse_ingredient_line;

/// Runs the verb; see CONTRACTS.md §7 for the output shape.
pub fn run() -> anyhow::Result<()> {
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    parse_lines(stdin, stdout)
}

/// Parses every line of `input` and writes one JSON object per line to `output`.
fn parse_lines(input: impl BufRead, output: impl Write) -> anyhow::Result<()> {
    each_line(input, output, |output, text| {
        write_line(output, &parse_ingredient_line(text))
    })
}

/// Calls `write` with every line of `input` (without its line ending), buffering `output`: the
/// loop of the line-per-line verbs. Bytes that are not UTF-8 are replaced rather than failing
/// the run.
pub fn each_line<W: Write>(
    mut input: impl BufRead,
    output: W,
    mut write: impl FnMut(&mut BufWriter<W>, &str) -> serde_json::Result<()>,
) -> anyhow::Result<()> {
    let mut output = BufWriter::with_capacity(1 << 16, output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input
            .read_until(b'\n', &mut line)
            .context("reading stdin")?
            == 0
        {
            break;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let text = text.strip_suffix('\r').unwrap_or(text);
        write(&mut output, text)?;
    }
    output.flush().context("writing stdout")?;
    Ok(())
}

/// Writes the verb's JSON object: the ingredient without its recipe-level `group`. Written
/// field by field because building a `serde_json::Value` per line would dominate the run time.
fn write_line(mut output: impl Write, ingredient: &Ingredient) -> serde_json::Result<()> {
    /// Writes `"key":value` pairs, the first opening the object.
    macro_rules! write_fields {
        ($($key:literal => $value:expr),+) => {
            let mut separator = b"{";
            $(
                output.write_all(separator).map_err(serde_json::Error::io)?;
                output.write_all(concat!("\"", $key, "\":").as_bytes()).map_err(serde_json::Error::io)?;
                serde_json::to_writer(&mut output, $value)?;
                separator = b",";
            )+
            let _ = separator;
        };
    }
    write_fields!(
        "text" => &ingredient.text,
        "quantity" => &ingredient.quantity,
        "quantityMax" => &ingredient.quantity_max,
        "unit" => &ingredient.unit,
        "name" => &ingredient.name,
        "size" => &ingredient.size,
        "preparation" => &ingredient.preparation,
        "notes" => &ingredient.notes,
        "isToTaste" => &ingredient.is_to_taste,
        "confidence" => &ingredient.confidence
    );
    output.write_all(b"}\n").map_err(serde_json::Error::io)
}

/// A line verb's output read back as one JSON value per line.
#[cfg(test)]
pub fn json_lines(output: Vec<u8>) -> Vec<serde_json::Value> {
    String::from_utf8(output)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_json_line_per_input_line_including_blank_ones() {
        let mut out = Vec::new();
        parse_lines(&b"2 cups flour\n\n\xff salt\r\n"[..], &mut out).unwrap();
        let lines = json_lines(out);
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["quantity"], 2.0);
        assert_eq!(lines[0]["unit"], "cup");
        assert_eq!(lines[0]["name"], "flour");
        assert_eq!(lines[1]["text"], "");
        assert_eq!(lines[2]["text"], "\u{fffd} salt");
        let keys: Vec<&String> = lines[0].as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            [
                "confidence",
                "isToTaste",
                "name",
                "notes",
                "preparation",
                "quantity",
                "quantityMax",
                "size",
                "text",
                "unit"
            ]
        );
    }
}
