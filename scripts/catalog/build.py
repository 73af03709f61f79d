#!/usr/bin/env python3
"""Builds fixtures/catalog/core-recipes.json from the hand-written source in recipes.py.

Every ingredient line of the source carries the gram weight and the SR28 food it is computed
from; this script turns those into per-serving nutrition with fixtures/foods/sr28.tsv and writes
canonical Recipe JSON (CONTRACTS.md §2). Gram weights and NDB numbers stay in the source.

Usage: build.py [--check]   (--check: fail if the written file would change)
"""

import json
import sys
from pathlib import Path

# Importing the source must not leave a __pycache__ folder in the repository.
sys.dont_write_bytecode = True
import recipes  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
FOOD_TABLE = REPO / "fixtures" / "foods" / "sr28.tsv"
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
MACROS = ("calories", "protein_g", "fat_g", "carbs_g", "fiber_g")
REQUIRED_MACROS = ("calories", "protein_g", "fat_g", "carbs_g")
# A nutrient unknown for an ingredient heavier than this share of the recipe is left out,
# because a sum that silently skips a major ingredient would understate it.
UNKNOWN_WEIGHT_SHARE = 0.10
# Per-serving calories outside these ranges are reported so a wrong gram weight gets noticed.
PLAUSIBLE_CALORIES = {"snack": (80, 400), "breakfast": (150, 750), "lunch": (250, 850),
                      "dinner": (300, 900)}


class CatalogError(Exception):
    """The source or the food table is inconsistent; the catalog is not written."""


def load_food_table(path: Path) -> tuple[list[str], dict[str, dict[str, float | None]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    if header[:2] != ["ndb", "name"]:
        raise CatalogError(f"{path}: unexpected header {header[:2]}")
    nutrients = header[2:]
    foods = {}
    for line in lines[1:]:
        cells = line.split("\t")
        foods[cells[0]] = {
            key: (float(cell) if cell else None) for key, cell in zip(nutrients, cells[2:])
        }
    return nutrients, foods


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
    """`text | qty | unit | name | grams | food [| size=… | prep=… | notes=… | taste]`."""
    fields = [field.strip() for field in line.split("|")]
    if len(fields) < 6:
        raise CatalogError(f"{where}: expected at least 6 fields: {line!r}")
    text, quantity, unit, name, grams, food, *options = fields
    if unit != "-" and unit not in CANONICAL_UNITS:
        raise CatalogError(f"{where}: unknown unit {unit!r}")
    if food not in recipes.FOODS:
        raise CatalogError(f"{where}: unknown food key {food!r}")
    low, high = parse_quantity(quantity, where)
    try:
        weight = float(grams)
    except ValueError as error:
        raise CatalogError(f"{where}: bad gram weight {grams!r}") from error
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
    if not text or not name or weight < 0:
        raise CatalogError(f"{where}: text, name and a non-negative weight are required")
    return {
        "wire": {
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
        },
        "grams": weight,
        "ndb": recipes.FOODS[food],
    }


def round_nutrient(value: float) -> float | int:
    """Three significant figures at most, as food labels do; whole numbers from 100 up."""
    if value >= 100:
        return round(value)
    if value >= 10:
        return round(value, 1)
    return round(value, 2)


def compute_nutrition(ingredients: list[dict], servings: int, nutrients: list[str],
                      foods: dict, where: str) -> dict:
    total_grams = sum(item["grams"] for item in ingredients)
    per_serving = {}
    for key in nutrients:
        total = 0.0
        known = True
        for item in ingredients:
            value = foods[item["ndb"]][key]
            if value is None:
                if item["grams"] > UNKNOWN_WEIGHT_SHARE * total_grams:
                    known = False
                    break
                continue
            total += value * item["grams"] / 100
        per_serving[key] = total / servings if known else None
    for key in REQUIRED_MACROS:
        if per_serving[key] is None:
            raise CatalogError(f"{where}: {key} is unknown")
    # Macros follow label practice: whole kilocalories, grams to one decimal.
    nutrition = {
        key: None if per_serving[key] is None else round(per_serving[key], 1)
        for key in MACROS
    }
    nutrition["calories"] = round(per_serving["calories"])
    nutrition["micronutrients"] = {
        key: round_nutrient(per_serving[key])
        for key in nutrients
        if key not in MACROS and per_serving[key] is not None
    }
    return nutrition


def build_recipe(source: dict, nutrients: list[str], foods: dict) -> dict:
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
    for item in ingredients:
        if item["ndb"] not in foods:
            raise CatalogError(f"{where}: NDB {item['ndb']} is not in {FOOD_TABLE.name}")
    servings = source["serves"]
    if not isinstance(servings, int) or servings < 1:
        raise CatalogError(f"{where}: servings must be a positive integer")
    return {
        "id": f"core_{slug}",
        "owner": "core",
        "version": 1,
        "name": source["name"],
        "description": source["desc"],
        "ingredients": [item["wire"] for item in ingredients],
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
        "nutrition": compute_nutrition(ingredients, servings, nutrients, foods, where),
        "source": None,
        "createdAt": TIMESTAMP,
        "updatedAt": TIMESTAMP,
    }


def report(catalog: list[dict]) -> None:
    """Counts and calorie ranges per meal type, and recipes outside the plausible range."""
    for meal in MEAL_TYPES:
        members = [r for r in catalog if meal in r["mealTypes"]]
        calories = [r["nutrition"]["calories"] for r in members] or [0]
        print(f"{meal}: {len(members)} recipes, {min(calories)}-{max(calories)} kcal/serving",
              file=sys.stderr)
        low, high = PLAUSIBLE_CALORIES[meal]
        for recipe in members:
            if not low <= recipe["nutrition"]["calories"] <= high:
                print(f"  check {recipe['id']}: {recipe['nutrition']['calories']} kcal",
                      file=sys.stderr)


def build() -> str:
    nutrients, foods = load_food_table(FOOD_TABLE)
    catalog = [build_recipe(source, nutrients, foods) for source in recipes.RECIPES]
    ids = [recipe["id"] for recipe in catalog]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise CatalogError(f"duplicate ids: {duplicates}")
    catalog.sort(key=lambda recipe: recipe["id"])
    report(catalog)
    for meal in MEAL_TYPES:
        count = sum(meal in recipe["mealTypes"] for recipe in catalog)
        if count < MIN_PER_MEAL_TYPE:
            raise CatalogError(f"only {count} {meal} recipes, need {MIN_PER_MEAL_TYPE}")
    return json.dumps(catalog, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    check = argv[1:] == ["--check"]
    if argv[1:] and not check:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        text = build()
    except (CatalogError, OSError, KeyError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if check:
        if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
            print(f"error: {OUTPUT} is out of date; run build.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
