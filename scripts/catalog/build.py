#!/usr/bin/env python3
"""Builds fixtures/catalog/core-recipes.json from the hand-written source in recipes.py.

The source gives each recipe's text and ingredient lines; this script writes them as canonical
Recipe JSON (CONTRACTS.md §2) and then runs the Rust calculator (the `catalog_nutrition` example
of cookbook-domain), which computes every recipe's nutrition from its ingredient lines and
fails if a line cannot be matched to a food.

Usage: build.py [--check]   (--check: fail if the recipes in the file differ from the source;
                            their nutrition is checked by `cargo test --test core_catalog`)
"""

import json
import subprocess
import sys
from pathlib import Path

# Importing the source must not leave a __pycache__ folder in the repository.
sys.dont_write_bytecode = True
import recipes  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
OUTPUT = REPO / "fixtures" / "catalog" / "core-recipes.json"

TIMESTAMP = "2026-01-01T00:00:00Z"
MEAL_TYPES = ("breakfast", "lunch", "dinner", "snack")
MIN_PER_MEAL_TYPE = 32
# CONTRACTS.md §7; `-` in the source stands for no unit ("2 eggs").
CANONICAL_UNITS = {
    "tsp", "tbsp", "cup", "fl oz", "pint", "quart", "gallon", "ml", "l", "g", "kg", "oz", "lb",
    "pinch", "dash", "clove", "can", "stick", "slice", "bunch", "handful", "sprig", "piece",
    "package", "packet", "jar", "bottle", "head", "stalk", "leaf", "sheet",
}
class CatalogError(Exception):
    """The source or the food table is inconsistent; the catalog is not written."""


def split_list(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


def parse_quantity(raw: str, where: str) -> tuple[float | None, float | None]:
    """`2` → (2, None); `2-3` → (2, 3); `-` → unknown."""
    if raw == "-":
        return None, None
    low, _, high = raw.partition("-")
    try:
        return float(low), (float(high) if high else None)
    except ValueError as error:
        raise CatalogError(f"{where}: bad quantity {raw!r}") from error


def parse_ingredient(line: str, where: str) -> dict:
    """`text | qty | unit | name [| size=… | prep=… | notes=… | taste]`."""
    fields = [field.strip() for field in line.split("|")]
    if len(fields) < 4:
        raise CatalogError(f"{where}: expected at least 4 fields: {line!r}")
    text, quantity, unit, name, *options = fields
    if unit != "-" and unit not in CANONICAL_UNITS:
        raise CatalogError(f"{where}: unknown unit {unit!r}")
    low, high = parse_quantity(quantity, where)
    extras = {"size": None, "prep": None, "notes": None}
    to_taste = False
    for option in options:
        key, sep, value = option.partition("=")
        if option == "taste":
            to_taste = True
        elif sep and key in extras:
            extras[key] = value.strip()
        else:
            raise CatalogError(f"{where}: unknown option {option!r}")
    if not text or not name:
        raise CatalogError(f"{where}: text and name are required")
    return {
        "text": text,
        "quantity": low,
        "quantityMax": high,
        "unit": None if unit == "-" else unit,
        "name": name,
        "size": extras["size"],
        "preparation": extras["prep"],
        "notes": extras["notes"],
        "isToTaste": to_taste,
        "confidence": 1.0,
        "group": None,
    }


def build_recipe(source: dict) -> dict:
    slug = source["slug"]
    where = f"recipe {slug}"
    meal_types = source["meals"].split()
    if not meal_types or any(meal not in MEAL_TYPES for meal in meal_types):
        raise CatalogError(f"{where}: bad meal types {source['meals']!r}")
    steps = [line.strip() for line in source["steps"].strip().splitlines() if line.strip()]
    if not 3 <= len(steps) <= 8:
        raise CatalogError(f"{where}: {len(steps)} steps, expected 3 to 8")
    ingredient_lines = [line.strip() for line in source["ing"].strip().splitlines()
                        if line.strip()]
    ingredients = [
        parse_ingredient(line, f"{where}, ingredient {number}")
        for number, line in enumerate(ingredient_lines, start=1)
    ]
    servings = source["serves"]
    if not isinstance(servings, int) or servings < 1:
        raise CatalogError(f"{where}: servings must be a positive integer")
    return {
        "id": f"core_{slug}",
        "owner": "core",
        "version": 1,
        "name": source["name"],
        "description": source["desc"],
        "ingredients": ingredients,
        "instructions": steps,
        "instructionGroups": [],
        "yield": f"{servings} serving" + ("s" if servings > 1 else ""),
        "servings": servings,
        "prepTimeMinutes": source["prep"],
        "cookTimeMinutes": source["cook"],
        "totalTimeMinutes": source["prep"] + source["cook"],
        "cuisine": split_list(source["cuisine"]),
        "category": split_list(source["category"]),
        "dietType": split_list(source.get("diet", "")),
        "mealTypes": meal_types,
        "tags": split_list(source.get("tags", "")),
        "imageUrl": None,
        # Filled in by the Rust calculator (see the module docstring).
        "nutrition": None,
        "source": None,
        "createdAt": TIMESTAMP,
        "updatedAt": TIMESTAMP,
    }


def build() -> list[dict]:
    catalog = [build_recipe(source) for source in recipes.RECIPES]
    ids = [recipe["id"] for recipe in catalog]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise CatalogError(f"duplicate ids: {duplicates}")
    catalog.sort(key=lambda recipe: recipe["id"])
    for meal in MEAL_TYPES:
        count = sum(meal in recipe["mealTypes"] for recipe in catalog)
        if count < MIN_PER_MEAL_TYPE:
            raise CatalogError(f"only {count} {meal} recipes, need {MIN_PER_MEAL_TYPE}")
    return catalog


def without_nutrition(catalog: list[dict]) -> list[dict]:
    return [{key: value for key, value in recipe.items() if key != "nutrition"}
            for recipe in catalog]


def fill_nutrition() -> None:
    """Runs the Rust calculator over the written file; it rewrites the file with nutrition."""
    command = ["cargo", "run", "--quiet", "-p", "cookbook-domain", "--example",
               "catalog_nutrition", "--", str(OUTPUT)]
    if subprocess.run(command, cwd=REPO, check=False).returncode != 0:
        raise CatalogError("the nutrition calculator failed; the file has no nutrition")


def main(argv: list[str]) -> int:
    check = argv[1:] == ["--check"]
    if argv[1:] and not check:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        catalog = build()
        if check:
            # Numbers compare as values: the Rust writer spells 1 as 1.0.
            written = json.loads(OUTPUT.read_text(encoding="utf-8"))
            if without_nutrition(written) != without_nutrition(catalog):
                raise CatalogError(f"{OUTPUT} is out of date; run build.py")
            return 0
        OUTPUT.write_text(json.dumps(catalog, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
        fill_nutrition()
    except (CatalogError, OSError, KeyError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"wrote {OUTPUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
