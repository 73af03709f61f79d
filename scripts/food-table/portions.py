#!/usr/bin/env python3
"""Extracts SR28's household weights into fixtures/foods/portions.tsv.

SR28's abbreviated file gives each food up to two household measures with their gram weight
(GmWt_1/GmWt_Desc1, GmWt_2/GmWt_Desc2: "1 cup, chopped" = 160 g). This script keeps the ones
that name a volume, a count unit or an item size, normalized to a measure the recipe calculator
understands, as grams per one measure. Mass measures ("3 oz") are dropped: mass converts exactly.

Usage: portions.py ABBREV.txt OUTPUT.tsv
"""

import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

sys.dont_write_bytecode = True
from build import ABBREV_COLUMNS, SR28_ENCODING, SourceError, split_sr28_line  # noqa: E402

# Measure word of SR28's description -> measure written to the table. Volume and count units
# use the CONTRACTS.md §7 names; item sizes and "each" stand for a unitless count ("2 eggs").
MEASURE_WORDS = {
    "cup": "cup", "cups": "cup", "tbsp": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp",
    "tsp": "tsp", "teaspoon": "tsp", "teaspoons": "tsp", "fl oz": "fl oz", "pint": "pint",
    "quart": "quart", "ml": "ml",
    "slice": "slice", "slices": "slice", "clove": "clove", "cloves": "clove", "can": "can",
    "package": "package", "packet": "packet", "jar": "jar", "bottle": "bottle", "stick": "stick",
    "piece": "piece", "pieces": "piece", "sprig": "sprig", "sprigs": "sprig", "sheet": "sheet",
    "head": "head", "stalk": "stalk", "stalks": "stalk", "leaf": "leaf", "leaves": "leaf",
    "bunch": "bunch",
    "large": "large", "medium": "medium", "small": "small", "extra large": "extra large",
    "jumbo": "extra large",
    # One whole item, whatever SR28 calls it.
    "each": "each", "fruit": "each", "item": "each", "whole": "each", "pepper": "each",
    "potato": "each", "tomato": "each", "onion": "each", "egg": "each", "tortilla": "each",
    "pita": "each", "plum": "each", "fig": "each", "date": "each", "apricot": "each",
    "radish": "each", "leek": "each", "artichoke": "each", "ear": "each", "bulb": "each",
    "root": "each", "spear": "each", "muffin": "each", "bagel": "each", "roll": "each",
    "breast": "each", "thigh": "each", "drumstick": "each", "fillet": "each", "link": "each",
    "patty": "each", "sausage": "each", "frankfurter": "each", "parsnip": "each",
    "squash": "each", "grape": "each", "beets": "each", "pod": "each",
}
MEASURE = re.compile(r"^\s*([0-9]*\.?[0-9]+)\s+(extra large|fl oz|[A-Za-z]+)")


def normalize(description: str, grams: str) -> tuple[str, Decimal] | None:
    """`1 cup, chopped` + `160` -> (`cup`, 160); None for mass or unknown measures."""
    match = MEASURE.match(description)
    if not match or not grams:
        return None
    measure = MEASURE_WORDS.get(match.group(2).lower())
    try:
        amount, weight = Decimal(match.group(1)), Decimal(grams)
    except InvalidOperation as error:
        raise SourceError(f"bad household weight {grams!r} for {description!r}") from error
    if measure is None or amount <= 0 or weight <= 0:
        return None
    return measure, weight / amount


def build_rows(abbrev: Path) -> list[list[str]]:
    index = {column: i for i, column in enumerate(ABBREV_COLUMNS)}
    rows = []
    for number, line in enumerate(abbrev.read_text(encoding=SR28_ENCODING).splitlines(), start=1):
        fields = split_sr28_line(line)
        if len(fields) != len(ABBREV_COLUMNS):
            raise SourceError(f"{abbrev}:{number}: expected {len(ABBREV_COLUMNS)} fields")
        seen = set()
        for weight, description in (("GmWt_1", "GmWt_Desc1"), ("GmWt_2", "GmWt_Desc2")):
            text = fields[index[description]].strip()
            portion = normalize(text, fields[index[weight]])
            # The first of two descriptions with the same measure is SR28's primary one.
            if portion is None or portion[0] in seen:
                continue
            seen.add(portion[0])
            grams = format(round(portion[1], 3).normalize(), "f")
            rows.append([fields[index["NDB_No"]], portion[0], grams, text])
    rows.sort(key=lambda row: (row[0], row[1]))
    return rows


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    abbrev, output = Path(argv[1]), Path(argv[2])
    try:
        rows = build_rows(abbrev)
    except (SourceError, OSError, UnicodeDecodeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    with output.open("w", encoding="utf-8", newline="\n") as out:
        for row in [["ndb", "measure", "grams", "sr28_description"], *rows]:
            out.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} portions to {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
