#!/usr/bin/env python3
"""Builds fixtures/catalog/core-recipes.json from the recipe files in fixtures/catalog/source/.

Each `<slug>.toml` there is one recipe (fixtures/catalog/README.md). This script checks every
file against the schema and fixtures/catalog/vocabulary.toml, writes the recipes as canonical
Recipe JSON (CONTRACTS.md §2), and runs the Rust half of the build (the `catalog_build` example
of cookbook-domain), which reads the ingredient lines the files leave to the parser, checks each
recipe with the rules of a stored recipe and computes its nutrition. The catalog is replaced
only when both halves succeed.

Usage: build.py [--check] [--source DIR] [--catalog FILE]
  --check    write nothing; fail if the catalog differs from what the files build
  --source   the recipe files (default fixtures/catalog/source)
  --catalog  the built catalog (default fixtures/catalog/core-recipes.json)
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python before 3.11
    sys.exit("build.py needs Python 3.11 or newer: it reads TOML with the standard tomllib")

REPO = Path(__file__).resolve().parents[2]
CATALOG_DIR = REPO / "fixtures" / "catalog"
VOCABULARY = CATALOG_DIR / "vocabulary.toml"

TIMESTAMP = "2026-01-01T00:00:00Z"
MEAL_TYPES = ("breakfast", "lunch", "dinner", "snack")
MIN_PER_MEAL_TYPE = 32
MIN_STEPS, MAX_STEPS = 3, 8
# A file's name is its recipe's id without the `core_` prefix.
SLUG = re.compile(r"[a-z0-9]+(_[a-z0-9]+)*")
# A message of the Rust half about one recipe: `core_<slug>: …`.
RUST_MESSAGE = re.compile(r"core_(?P<slug>[a-z0-9_]+): (?P<message>.*)")
# CONTRACTS.md §7.
CANONICAL_UNITS = {
    "tsp", "tbsp", "cup", "fl oz", "pint", "quart", "gallon", "ml", "l", "g", "kg", "oz", "lb",
    "pinch", "dash", "clove", "can", "stick", "slice", "bunch", "handful", "sprig", "piece",
    "package", "packet", "jar", "bottle", "head", "stalk", "leaf", "sheet",
}
# A recipe file's fields: kind, and whether the file must give it.
RECIPE_FIELDS = {
    "name": ("text", True),
    "description": ("text", True),
    "servings": ("count", True),
    "prep_minutes": ("minutes", True),
    "cook_minutes": ("minutes", True),
    "cuisine": ("cuisines", True),
    "category": ("categories", True),
    "diet": ("diets", False),
    "meal_types": ("meal types", True),
    "tags": ("labels", False),
    "ingredients": ("ingredients", True),
    "steps": ("steps", True),
}
# An ingredient table's fields (for a line whose fields the file gives) and their kinds.
INGREDIENT_FIELDS = {
    "text": "text", "quantity": "amount", "quantity_max": "amount", "unit": "unit",
    "name": "text", "size": "text", "preparation": "text", "notes": "text", "to_taste": "flag",
}


class CatalogError(Exception):
    """The recipe files or the food table are inconsistent; the catalog is not written."""


class Problems:
    """Every problem found in the recipe files, each naming its file and field."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def add(self, path: Path, field: str, message: str) -> None:
        where = f"{display(path)}: {field}" if field else display(path)
        self.messages.append(f"{where}: {message}")


def display(path: Path) -> str:
    """The path relative to the repository when it is inside it, for short messages."""
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def load_vocabulary() -> dict[str, set[str]]:
    with VOCABULARY.open("rb") as file:
        labels = tomllib.load(file)
    lists = ("cuisines", "categories", "diets")
    if sorted(labels) != sorted(lists):
        raise CatalogError(f"{display(VOCABULARY)}: expected exactly the lists {lists}")
    return {name: set(labels[name]) for name in lists} | {"meal types": set(MEAL_TYPES)}


def is_text(value) -> bool:
    return isinstance(value, str) and value.strip() == value and value != ""


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_whole(value, least: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def check_labels(path, field, value, known, problems, allow_empty) -> None:
    if not isinstance(value, list) or not all(is_text(label) for label in value):
        problems.add(path, field, "must be a list of strings without outer spaces, e.g. [\"Dinner\"]")
        return
    if not value and not allow_empty:
        problems.add(path, field, "must name at least one")
    repeated = sorted({label for label in value if value.count(label) > 1})
    if repeated:
        problems.add(path, field, f"repeats {repeated}")
    if known is not None:
        for label in value:
            if label not in known:
                problems.add(path, field, f"unknown {label!r}; known: {', '.join(sorted(known))} "
                             f"(a new one goes in {display(VOCABULARY)})")


def check_ingredient(path, field, line, problems) -> None:
    """A line is its text, left to the parser, or a table giving its fields."""
    if isinstance(line, str):
        if not is_text(line):
            problems.add(path, field, "an ingredient line must be non-empty text")
        return
    if not isinstance(line, dict):
        problems.add(path, field, "must be a line (\"2 tbsp olive oil\") or a table of fields")
        return
    for key, value in line.items():
        kind = INGREDIENT_FIELDS.get(key)
        if kind is None:
            problems.add(path, f"{field}.{key}",
                         f"unknown field; known: {', '.join(INGREDIENT_FIELDS)}")
        elif kind == "text" and not is_text(value):
            problems.add(path, f"{field}.{key}", "must be non-empty text without outer spaces")
        elif kind == "amount" and not (is_number(value) and value > 0):
            problems.add(path, f"{field}.{key}", "must be a positive number")
        elif kind == "unit" and value not in CANONICAL_UNITS:
            problems.add(path, f"{field}.{key}", f"unknown unit {value!r}; CONTRACTS.md §7 "
                         f"names: {', '.join(sorted(CANONICAL_UNITS))} (leave it out for none)")
        elif kind == "flag" and not isinstance(value, bool):
            problems.add(path, f"{field}.{key}", "must be true or false")
    for key in ("text", "name"):
        if key not in line:
            problems.add(path, f"{field}.{key}", "is required in an ingredient table")
    if "quantity_max" in line and "quantity" not in line:
        problems.add(path, f"{field}.quantity_max", "needs a quantity (the low end)")


def check_recipe(path: Path, source: dict, vocabulary, problems: Problems) -> None:
    for key in source:
        if key not in RECIPE_FIELDS:
            problems.add(path, key, f"unknown field; known: {', '.join(RECIPE_FIELDS)}")
    for key, (kind, required) in RECIPE_FIELDS.items():
        if key not in source:
            if required:
                problems.add(path, key, "is required")
            continue
        value = source[key]
        if kind == "text" and not is_text(value):
            problems.add(path, key, "must be non-empty text without outer spaces")
        elif kind == "count" and not is_whole(value, 1):
            problems.add(path, key, "must be a whole number of at least 1")
        elif kind == "minutes" and not is_whole(value, 0):
            problems.add(path, key, "must be a whole number of minutes, 0 or more")
        elif kind in vocabulary or kind == "labels":
            check_labels(path, key, value, vocabulary.get(kind), problems,
                         allow_empty=not required)
        elif kind == "ingredients":
            if not isinstance(value, list) or not value:
                problems.add(path, key, "must be a non-empty list of ingredient lines")
            else:
                for number, line in enumerate(value, start=1):
                    check_ingredient(path, f"{key}[{number}]", line, problems)
        elif kind == "steps":
            if not isinstance(value, list) or not all(is_text(step) for step in value):
                problems.add(path, key, "must be a list of strings without outer spaces, one per step")
            elif not MIN_STEPS <= len(value) <= MAX_STEPS:
                problems.add(path, key,
                             f"has {len(value)} steps; a catalog recipe has {MIN_STEPS} to "
                             f"{MAX_STEPS}")


def ingredient_json(line) -> dict:
    """A text-only line is left for the Rust half to parse, as a write request leaves it."""
    if isinstance(line, str):
        return {"text": line}
    return {
        "text": line["text"],
        "quantity": line.get("quantity"),
        "quantityMax": line.get("quantity_max"),
        "unit": line.get("unit"),
        "name": line["name"],
        "size": line.get("size"),
        "preparation": line.get("preparation"),
        "notes": line.get("notes"),
        "isToTaste": line.get("to_taste", False),
        "confidence": 1.0,
        "group": None,
    }


def recipe_json(slug: str, source: dict) -> dict:
    servings = source["servings"]
    return {
        "id": f"core_{slug}",
        "owner": "core",
        "version": 1,
        "name": source["name"],
        "description": source["description"],
        "ingredients": [ingredient_json(line) for line in source["ingredients"]],
        "instructions": source["steps"],
        "instructionGroups": [],
        "yield": f"{servings} serving" + ("s" if servings > 1 else ""),
        "servings": servings,
        "prepTimeMinutes": source["prep_minutes"],
        "cookTimeMinutes": source["cook_minutes"],
        "totalTimeMinutes": source["prep_minutes"] + source["cook_minutes"],
        "cuisine": source["cuisine"],
        "category": source["category"],
        "dietType": source.get("diet", []),
        "mealTypes": source["meal_types"],
        "tags": source.get("tags", []),
        "imageUrl": None,
        # Filled in by the Rust half (see the module docstring).
        "nutrition": None,
        "source": None,
        "createdAt": TIMESTAMP,
        "updatedAt": TIMESTAMP,
    }


def read_sources(source_dir: Path) -> list[dict]:
    """Every recipe of the folder as Recipe JSON, sorted by id; raises with all problems."""
    if not source_dir.is_dir():
        raise CatalogError(f"{display(source_dir)}: no such folder of recipe files")
    vocabulary = load_vocabulary()
    problems = Problems()
    catalog = []
    names: dict[str, Path] = {}
    for path in sorted(source_dir.iterdir()):
        if path.suffix != ".toml":
            problems.add(path, "", "not a recipe file; the folder holds only <slug>.toml files")
            continue
        if not SLUG.fullmatch(path.stem):
            problems.add(path, "", "the file name is the recipe's id: lowercase letters, "
                         "digits and single underscores, e.g. lemon_chicken.toml")
        try:
            with path.open("rb") as file:
                source = tomllib.load(file)
        except tomllib.TOMLDecodeError as error:
            problems.add(path, "", f"not valid TOML: {error}")
            continue
        before = len(problems.messages)
        check_recipe(path, source, vocabulary, problems)
        if len(problems.messages) > before:
            continue
        # The same dish twice under two ids would show twice in search and plans.
        key = " ".join(source["name"].casefold().split())
        if key in names:
            problems.add(path, "name", f"{source['name']!r} is already the name of "
                         f"{display(names[key])}; give each recipe its own name")
        names.setdefault(key, path)
        catalog.append(recipe_json(path.stem, source))
    if problems.messages:
        count = len(problems.messages)
        raise CatalogError("\n".join([*problems.messages, f"{count} problem{'s' * (count > 1)} "
                                       "in the recipe files; nothing written"]))
    for meal in MEAL_TYPES:
        count = sum(meal in recipe["mealTypes"] for recipe in catalog)
        if count < MIN_PER_MEAL_TYPE:
            raise CatalogError(f"{display(source_dir)}: only {count} {meal} recipes; "
                               f"plans need at least {MIN_PER_MEAL_TYPE}")
    return catalog


def build_into(catalog: list[dict], path: Path, source_dir: Path) -> None:
    """Writes the catalog to `path` and completes it with the Rust half (parse, rules,
    nutrition). Its messages name recipes by id; they are shown naming the recipe's file."""
    path.write_text(json.dumps(catalog, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    command = ["cargo", "run", "--quiet", "--locked", "-p", "cookbook-domain", "--example",
               "catalog_build", "--", str(path)]
    result = subprocess.run(command, cwd=REPO, check=False, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        lines = []
        for line in result.stderr.splitlines():
            about = RUST_MESSAGE.fullmatch(line)
            if about:
                line = f"{display(source_dir / (about['slug'] + '.toml'))}: {about['message']}"
            lines.append(line.removeprefix("error: "))
        raise CatalogError("\n".join(lines))


def stale_recipes(written: list[dict], built: list[dict]) -> str:
    """Which recipes differ between the catalog on disk and the one the files build."""
    old = {recipe.get("id"): recipe for recipe in written}
    new = {recipe["id"]: recipe for recipe in built}
    parts = []
    for label, ids in (("changed", [i for i in new if i in old and old[i] != new[i]]),
                       ("added", [i for i in new if i not in old]),
                       ("removed", [i for i in old if i not in new])):
        if ids:
            parts.append(f"{label}: {', '.join(sorted(map(str, ids)))}")
    return "; ".join(parts) or "only its layout differs"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--source", type=Path, default=CATALOG_DIR / "source")
    parser.add_argument("--catalog", type=Path, default=CATALOG_DIR / "core-recipes.json")
    args = parser.parse_args(argv[1:])
    source_dir, output = args.source.resolve(), args.catalog.resolve()
    try:
        catalog = read_sources(source_dir)
        # Built beside the catalog, so the replace below is one rename on the same disk.
        with tempfile.TemporaryDirectory(dir=output.parent) as scratch:
            built = Path(scratch) / output.name
            build_into(catalog, built, source_dir)
            if args.check:
                if not output.is_file():
                    raise CatalogError(f"{display(output)} is missing; run "
                                       f"python3 scripts/catalog/build.py")
                if output.read_bytes() != built.read_bytes():
                    written = json.loads(output.read_text(encoding="utf-8"))
                    rebuilt = json.loads(built.read_text(encoding="utf-8"))
                    raise CatalogError(f"{display(output)} is out of date with "
                                       f"{display(source_dir)} ({stale_recipes(written, rebuilt)}); "
                                       f"run python3 scripts/catalog/build.py")
                print(f"{display(output)} is up to date with {display(source_dir)}",
                      file=sys.stderr)
                return 0
            os.replace(built, output)
    except (CatalogError, OSError, tomllib.TOMLDecodeError) as error:
        for line in str(error).splitlines():
            print(f"error: {line}", file=sys.stderr)
        return 1
    print(f"wrote {display(output)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
