"""Tests of check.py: it reads the folder graph of a crate's source folder, passes a one-way
graph, and fails on a loop between folders (naming every edge with its file and line) and on
any use of `http`. Each test writes a small scratch crate.

Run: python3 -B -m unittest discover -s scripts/layering   (tests/run does)
"""

import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

CHECK = Path(__file__).resolve().parent / "check.py"
sys.path.insert(0, str(CHECK.parent))

import check  # noqa: E402  (the module under test, beside this file)


class ScratchCrate(unittest.TestCase):
    """A crate source folder with a root, `recipes/` and `planning/`, where planning uses
    recipes; a test adds the edges it is about."""

    def setUp(self) -> None:
        scratch = tempfile.TemporaryDirectory()
        self.addCleanup(scratch.cleanup)
        self.src = Path(scratch.name) / "shared" / "app" / "src"
        self.write("lib.rs", """
            //! The crate root.
            pub mod error;
            pub mod http;
            pub mod planning;
            pub mod recipes;
            pub struct AppContext;
        """)
        self.write("error.rs", "pub struct ApiError;\n")
        self.write("recipes/mod.rs", "pub mod crud;\n")
        self.write("recipes/crud.rs", """
            use crate::AppContext;
            use crate::error::ApiError;
            pub fn get(_: &AppContext) -> Result<(), ApiError> { Ok(()) }
        """)
        self.write("planning/mod.rs", "pub mod plans;\npub mod slots;\n")
        self.write("planning/plans.rs", """
            use crate::{AppContext, recipes::crud};
            use super::slots;
            pub fn plan(ctx: &AppContext) { let _ = crud::get(ctx); slots::fill(); }
        """)
        self.write("planning/slots.rs", "pub fn fill() { super::plans::plan(&crate::AppContext) }\n")
        self.write("http/mod.rs", "pub mod router;\n")
        self.write("http/router.rs", """
            use crate::planning::plans;
            use crate::recipes::crud;
        """)

    def write(self, name: str, text: str) -> None:
        path = self.src / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())

    def run_check(self) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-B", str(CHECK), "--src", str(self.src)],
                              capture_output=True, text=True, check=False)

    def edges(self) -> set[tuple[str, str]]:
        return {(e.source, e.target) for e in check.Crate(self.src).edges()}


class Graph(ScratchCrate):
    def test_the_folder_graph_is_read_from_crate_paths_and_groups(self):
        self.assertEqual(self.edges(), {
            ("recipes", "(crate root)"), ("planning", "(crate root)"),
            ("planning", "recipes"), ("http", "planning"), ("http", "recipes")})

    def test_a_loop_inside_one_folder_and_comments_and_strings_are_not_edges(self):
        self.write("recipes/crud.rs", """
            // use crate::planning::plans; (a comment)
            /* crate::http::router */
            pub const NOTE: &str = "see crate::planning::plans";
            use crate::AppContext;
        """)
        self.assertNotIn(("recipes", "planning"), self.edges())
        self.assertNotIn(("recipes", "http"), self.edges())
        self.assertEqual(self.run_check().returncode, 0, self.run_check().stderr)

    def test_a_one_way_graph_passes(self):
        result = self.run_check()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("layering holds", result.stdout)


class Failures(ScratchCrate):
    def test_a_loop_between_folders_fails_naming_each_edge_with_file_and_line(self):
        self.write("recipes/crud.rs", """
            use crate::AppContext;

            pub fn get(ctx: &AppContext) { crate::planning::plans::plan(ctx) }
        """)
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("loop between folders: planning -> recipes -> planning", result.stderr)
        self.assertIn("planning -> recipes (shared/app/src/planning/plans.rs:1)", result.stderr)
        self.assertIn("recipes -> planning (shared/app/src/recipes/crud.rs:3)", result.stderr)

    def test_a_root_file_that_uses_a_folder_closes_a_loop(self):
        self.write("work.rs", "pub fn handle() { crate::planning::slots::fill() }\n")
        self.write("lib.rs", "pub mod planning;\npub mod recipes;\npub mod work;\n"
                   "pub struct AppContext;\n")
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("(crate root) -> planning (shared/app/src/work.rs:1)", result.stderr)

    def test_the_crate_root_declaring_its_modules_is_no_use_but_calling_into_one_is(self):
        self.assertNotIn(("(crate root)", "planning"), self.edges())
        self.write("lib.rs", """
            pub mod planning;
            pub mod recipes;
            pub struct AppContext;
            pub fn plan() { planning::plans::plan(&AppContext) }
        """)
        self.assertIn(("(crate root)", "planning"), self.edges())

    def test_a_longer_loop_names_every_folder_on_it(self):
        self.write("kitchen/mod.rs", "pub fn cook() { crate::planning::plans::plan(&crate::AppContext) }\n")
        self.write("recipes/crud.rs", "pub fn get() { crate::kitchen::cook() }\n")
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("kitchen -> planning -> recipes -> kitchen", result.stderr)

    def test_anything_that_uses_http_fails_even_without_a_loop(self):
        self.write("recipes/crud.rs", "use crate::http::router;\n")
        result = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertIn("nothing may use http: recipes -> http (shared/app/src/recipes/crud.rs:1)",
                      result.stderr)


if __name__ == "__main__":
    unittest.main()
