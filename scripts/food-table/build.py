#!/usr/bin/env python3
"""Converts USDA SR28 (abbreviated file + food descriptions) into fixtures/foods/sr28.tsv.

The output is the compact food-composition table the core catalog's nutrition is computed from:
one row per food, values per 100 g, nutrient columns named by the CONTRACTS.md §2 keys.
An empty cell means SR28 has no value; it is never written as 0.

Usage: build.py ABBREV.txt FOOD_DES.txt OUTPUT.tsv
"""

import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

# SR28 abbreviated file layout (sr28_doc.pdf, "Abbreviated file"); 53 fields per line.
ABBREV_COLUMNS = [
    "NDB_No", "Shrt_Desc", "Water", "Energ_Kcal", "Protein", "Lipid_Tot", "Ash", "Carbohydrt",
    "Fiber_TD", "Sugar_Tot", "Calcium", "Iron", "Magnesium", "Phosphorus", "Potassium", "Sodium",
    "Zinc", "Copper", "Manganese", "Selenium", "Vit_C", "Thiamin", "Riboflavin", "Niacin",
    "Panto_Acid", "Vit_B6", "Folate_Tot", "Folic_Acid", "Food_Folate", "Folate_DFE", "Choline_Tot",
    "Vit_B12", "Vit_A_IU", "Vit_A_RAE", "Retinol", "Alpha_Carot", "Beta_Carot", "Beta_Crypt",
    "Lycopene", "Lut+Zea", "Vit_E", "Vit_D_mcg", "Vit_D_IU", "Vit_K", "FA_Sat", "FA_Mono",
    "FA_Poly", "Cholestrl", "GmWt_1", "GmWt_Desc1", "GmWt_2", "GmWt_Desc2", "Refuse_Pct",
]

# Output column -> SR28 column. Units already match the key suffixes (SR28 reports per 100 g in
# g, kcal, mg and µg). omega3_g is absent: the abbreviated file carries no omega-3 column.
OUTPUT_COLUMNS = [
    ("calories", "Energ_Kcal"),
    ("protein_g", "Protein"),
    ("fat_g", "Lipid_Tot"),
    ("carbs_g", "Carbohydrt"),
    ("fiber_g", "Fiber_TD"),
    ("vitamin_a_mcg", "Vit_A_RAE"),
    ("retinol_mcg", "Retinol"),
    ("vitamin_c_mg", "Vit_C"),
    ("vitamin_d_mcg", "Vit_D_mcg"),
    ("vitamin_e_mg", "Vit_E"),
    ("vitamin_k_mcg", "Vit_K"),
    ("thiamin_mg", "Thiamin"),
    ("riboflavin_mg", "Riboflavin"),
    ("niacin_mg", "Niacin"),
    ("vitamin_b6_mg", "Vit_B6"),
    ("folate_mcg", "Folate_DFE"),
    ("folic_acid_mcg", "Folic_Acid"),
    ("vitamin_b12_mcg", "Vit_B12"),
    ("choline_mg", "Choline_Tot"),
    ("calcium_mg", "Calcium"),
    ("iron_mg", "Iron"),
    ("magnesium_mg", "Magnesium"),
    ("phosphorus_mg", "Phosphorus"),
    ("potassium_mg", "Potassium"),
    ("sodium_mg", "Sodium"),
    ("zinc_mg", "Zinc"),
    ("copper_mg", "Copper"),
    ("manganese_mg", "Manganese"),
    ("selenium_mcg", "Selenium"),
]

EXPECTED_FOODS = 8789
# The USDA ships SR28 text files in Windows-1252 (a few descriptions hold curly quotes).
SR28_ENCODING = "cp1252"


class SourceError(Exception):
    """The SR28 input does not have the expected layout."""


def split_sr28_line(line: str) -> list[str]:
    """Splits one `^`-separated SR28 line and strips the `~` text delimiters."""
    return [field.strip("~") for field in line.rstrip("\r\n").split("^")]


def read_long_descriptions(path: Path) -> dict[str, str]:
    """NDB number -> long description (FOOD_DES field 3), more readable than Shrt_Desc."""
    names = {}
    for number, line in enumerate(path.read_text(encoding=SR28_ENCODING).splitlines(), start=1):
        fields = split_sr28_line(line)
        if len(fields) != 14:
            raise SourceError(f"{path}:{number}: expected 14 fields, found {len(fields)}")
        names[fields[0]] = fields[2]
    return names


def format_value(raw: str, where: str) -> str:
    """Keeps a number exactly as SR28 wrote it, minus padding zeros; an empty field stays empty."""
    if raw == "":
        return ""
    try:
        value = Decimal(raw)
    except InvalidOperation as error:
        raise SourceError(f"{where}: not a number: {raw!r}") from error
    if not value.is_finite() or value < 0:
        raise SourceError(f"{where}: not a non-negative number: {raw!r}")
    return format(value.normalize(), "f")


def build_rows(abbrev: Path, names: dict[str, str]) -> list[list[str]]:
    index = {column: i for i, column in enumerate(ABBREV_COLUMNS)}
    rows = []
    for number, line in enumerate(abbrev.read_text(encoding=SR28_ENCODING).splitlines(), start=1):
        fields = split_sr28_line(line)
        if len(fields) != len(ABBREV_COLUMNS):
            raise SourceError(
                f"{abbrev}:{number}: expected {len(ABBREV_COLUMNS)} fields, found {len(fields)}"
            )
        ndb = fields[index["NDB_No"]]
        name = names.get(ndb)
        if name is None:
            raise SourceError(f"{abbrev}:{number}: NDB {ndb} has no food description")
        if "\t" in name:
            raise SourceError(f"{abbrev}:{number}: tab in the name of NDB {ndb}")
        values = [
            format_value(fields[index[source]], f"{abbrev}:{number}:{source}")
            for _, source in OUTPUT_COLUMNS
        ]
        rows.append([ndb, name, *values])
    if len(rows) != EXPECTED_FOODS:
        raise SourceError(f"{abbrev}: expected {EXPECTED_FOODS} foods, found {len(rows)}")
    rows.sort(key=lambda row: row[0])
    return rows


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    abbrev, food_des, output = (Path(arg) for arg in argv[1:])
    try:
        rows = build_rows(abbrev, read_long_descriptions(food_des))
    except (SourceError, OSError, UnicodeDecodeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    header = ["ndb", "name", *(key for key, _ in OUTPUT_COLUMNS)]
    with output.open("w", encoding="utf-8", newline="\n") as out:
        for row in [header, *rows]:
            out.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} foods to {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
