"""Tests of build.py: `--check` fails on a stale catalog and on an invalid recipe file, naming
the file and field, and never writes. Each test builds a scratch copy of the repository's
recipe files and catalog.

Run: python3 -B -m unittest discover -s scripts/catalog   (tests/run does; the cases that reach
the Rust half run cargo)
"""

import json
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / "scripts" / "catalog" / "build.py"
SOURCE = REPO / "fixtures" / "catalog" / "source"
CATALOG = REPO / "fixtures" / "catalog" / "core-recipes.json"


class ScratchCatalog(unittest.TestCase):
    """A copy of the recipe files and the built catalog that a test may break."""

    def setUp(self) -> None:
        scratch = tempfile.TemporaryDirectory()
        self.addCleanup(scratch.cleanup)
        self.source = Path(scratch.name) / "source"
        self.catalog = Path(scratch.name) / "core-recipes.json"
        shutil.copytree(SOURCE, self.source)
        shutil.copyfile(CATALOG, self.catalog)

    def build(self, *flags: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-B", str(BUILD), *flags, "--source", str(self.source),
             "--catalog", str(self.catalog)],
            cwd=REPO, capture_output=True, text=True, check=False)

    def edit(self, name: str, old: str, new: str) -> None:
        path = self.source / name
        text = path.read_text(encoding="utf-8")
        self.assertIn(old, text, f"{name} no longer holds the text this test edits")
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def assert_fails(self, result: subprocess.CompletedProcess, *messages: str) -> None:
        self.assertEqual(result.returncode, 1, result.stderr)
        for message in messages:
            self.assertIn(message, result.stderr)


class CheckStaleCatalog(ScratchCatalog):
    def test_an_unchanged_copy_passes(self) -> None:
        result = self.build("--check")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("is up to date", result.stderr)

    def test_a_hand_edited_catalog_is_stale(self) -> None:
        recipes = json.loads(self.catalog.read_text(encoding="utf-8"))
        shakshuka = next(r for r in recipes if r["id"] == "core_shakshuka")
        shakshuka["ingredients"][0]["quantity"] = 3.0
        self.catalog.write_text(json.dumps(recipes, indent=2, ensure_ascii=False) + "\n",
                                encoding="utf-8")
        before = self.catalog.read_bytes()
        self.assert_fails(self.build("--check"), "is out of date", "changed: core_shakshuka",
                          "run python3 scripts/catalog/build.py")
        self.assertEqual(self.catalog.read_bytes(), before, "--check wrote the catalog")

    def test_an_edited_recipe_file_makes_the_catalog_stale(self) -> None:
        self.edit("shakshuka.toml", '"2 tbsp olive oil"', '"3 tbsp olive oil"')
        self.assert_fails(self.build("--check"), "changed: core_shakshuka")

    def test_a_new_and_a_removed_recipe_file_make_the_catalog_stale(self) -> None:
        shutil.copyfile(self.source / "shakshuka.toml", self.source / "green_shakshuka.toml")
        self.edit("green_shakshuka.toml", 'name = "Shakshuka"', 'name = "Green Shakshuka"')
        (self.source / "berry_overnight_oats.toml").unlink()
        self.assert_fails(self.build("--check"), "added: core_green_shakshuka",
                          "removed: core_berry_overnight_oats")

    def test_a_build_brings_the_catalog_up_to_date(self) -> None:
        self.edit("shakshuka.toml", '"2 tbsp olive oil"', '"3 tbsp olive oil"')
        self.assertEqual(self.build().returncode, 0)
        self.assertEqual(self.build("--check").returncode, 0)
        recipes = json.loads(self.catalog.read_text(encoding="utf-8"))
        oil = next(r for r in recipes if r["id"] == "core_shakshuka")["ingredients"][0]
        self.assertEqual((oil["quantity"], oil["unit"], oil["name"]), (3.0, "tbsp", "olive oil"))


class CheckInvalidSource(ScratchCatalog):
    """Each broken file fails the check with its file and field named; the schema is checked
    before cargo runs."""

    CASES = [
        # (what is broken, old text, new text, expected message)
        ("unknown category", 'category = ["Breakfast", "Brunch"]', 'category = ["Breakfst"]',
         "shakshuka.toml: category: unknown 'Breakfst'"),
        ("unknown cuisine", 'cuisine = ["Middle Eastern"]', 'cuisine = ["Middle-Eastern"]',
         "shakshuka.toml: cuisine: unknown 'Middle-Eastern'"),
        ("unknown diet", '"Vegetarian", "Gluten-Free"', '"Vegetarian", "Keto"',
         "shakshuka.toml: diet: unknown 'Keto'"),
        ("unknown meal type", 'meal_types = ["breakfast", "lunch"]',
         'meal_types = ["brunch"]', "shakshuka.toml: meal_types: unknown 'brunch'"),
        ("no meal type", 'meal_types = ["breakfast", "lunch"]', "meal_types = []",
         "shakshuka.toml: meal_types: must name at least one"),
        ("missing field", "servings = 3\n", "",
         "shakshuka.toml: servings: is required"),
        ("misspelt field", "servings = 3", "serves = 3",
         "shakshuka.toml: serves: unknown field"),
        ("wrong type", "prep_minutes = 10", 'prep_minutes = "10"',
         "shakshuka.toml: prep_minutes: must be a whole number of minutes"),
        ("zero servings", "servings = 3", "servings = 0",
         "shakshuka.toml: servings: must be a whole number of at least 1"),
        ("unknown unit", 'unit = "cup", name = "feta"', 'unit = "cups", name = "feta"',
         "shakshuka.toml: ingredients[10].unit: unknown unit 'cups'"),
        ("table without a name", ', name = "feta"', "",
         "shakshuka.toml: ingredients[10].name: is required in an ingredient table"),
        ("unknown ingredient field", 'preparation = "crumbled"', 'prep = "crumbled"',
         "shakshuka.toml: ingredients[10].prep: unknown field"),
        ("empty line", '"1 tsp paprika"', '""',
         "shakshuka.toml: ingredients[6]: an ingredient line must be non-empty text"),
        ("too many steps", "steps = [\n", 'steps = [\n' + '    "Stir.",\n' * 4,
         "shakshuka.toml: steps: has 9 steps; a catalog recipe has 3 to 8"),
        ("repeated tag", 'tags = ["eggs", "one-pan", "tomato"]', 'tags = ["eggs", "eggs"]',
         "shakshuka.toml: tags: repeats ['eggs']"),
        ("not TOML", 'name = "Shakshuka"', 'name = "Shakshuka',
         "shakshuka.toml: not valid TOML"),
    ]

    def test_each_broken_field_is_named(self) -> None:
        original = (self.source / "shakshuka.toml").read_text(encoding="utf-8")
        for broken, old, new, message in self.CASES:
            with self.subTest(broken):
                (self.source / "shakshuka.toml").write_text(original, encoding="utf-8")
                self.edit("shakshuka.toml", old, new)
                self.assert_fails(self.build("--check"), message)

    def test_a_build_with_a_broken_file_leaves_the_catalog_as_it_was(self) -> None:
        self.edit("shakshuka.toml", "servings = 3", "serves = 3")
        before = self.catalog.read_bytes()
        self.assert_fails(self.build(), "shakshuka.toml: serves: unknown field")
        self.assertEqual(self.catalog.read_bytes(), before)

    def test_two_recipes_of_one_name(self) -> None:
        shutil.copyfile(self.source / "shakshuka.toml", self.source / "red_shakshuka.toml")
        self.edit("red_shakshuka.toml", 'name = "Shakshuka"', 'name = "SHAKSHUKA"')
        self.assert_fails(self.build("--check"),
                          "shakshuka.toml: name: 'Shakshuka' is already the name of")

    def test_a_file_name_that_is_not_an_id(self) -> None:
        (self.source / "shakshuka.toml").rename(self.source / "Shakshuka-2.toml")
        self.assert_fails(self.build("--check"),
                          "Shakshuka-2.toml: the file name is the recipe's id")

    def test_a_line_the_parser_or_the_food_lookup_cannot_read(self) -> None:
        self.edit("shakshuka.toml", '"1 tsp paprika"', '"2 cups"')
        self.edit("shakshuka.toml", '"1/2 tsp salt"', '"2 cups zorblax"')
        result = self.build("--check")
        self.assert_fails(result, 'shakshuka.toml: ingredients[6]: "2 cups": the '
                          "ingredient-line parser cannot read this line",
                          'shakshuka.toml: "2 cups zorblax": unknown food',
                          "problems in the recipes (listed above): 3; nothing written")
        self.assertNotIn("is out of date", result.stderr)


if __name__ == "__main__":
    unittest.main()
