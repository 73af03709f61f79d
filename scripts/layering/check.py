#!/usr/bin/env python3
"""The application crate's folders depend on each other one way (issue 21).

Reads every `crate::…` path (and, in `lib.rs`, every path through a module it declares) in the
`.rs` files under the crate's source folder, maps each file to its part of the crate (its
folder; the files directly in the source folder are one part, the crate root's plumbing) and
fails when

- parts form a loop: it names the loop `a -> b -> a`, with the file and line of each edge;
- any part uses one that nothing may use (`http`).

Loops between modules of one folder are fine; they are not read. Since every folder uses the
crate root (the context, the error body), a root file that uses a folder closes a loop: the
check names it like any other.

Usage: scripts/layering/check.py [--src shared/app/src] [--graph]
  --graph  also prints every edge between parts, with how many `use` sites make it.
Exit status: 0 when the layering holds, 1 when it does not (the reasons on standard error).
"""

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_SRC = REPO / "shared" / "app" / "src"
# Parts that only the outside world (Lambda mains, the local binary) may use.
NOTHING_USES = ("http",)
# The files directly in the source folder: plumbing that every folder may use.
ROOT = "(crate root)"


@dataclass(frozen=True)
class Edge:
    """One use of part `target` by a file of part `source`."""

    source: str
    target: str
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.source} -> {self.target} ({self.file}:{self.line})"


def strip_comments_and_strings(text: str) -> str:
    """`text` with comments and string literals blanked, lines kept where they were."""
    pattern = re.compile(
        r'//[^\n]*|/\*.*?\*/|r(#*)".*?"\1|b?"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])\'',
        re.DOTALL)

    def blank(match: re.Match) -> str:
        return re.sub(r"[^\n]", " ", match.group(0))

    return pattern.sub(blank, text)


def first_segments(text: str, start: int) -> list[str]:
    """The first name of each path that starts at `start` (just after a `::`): one name, or one
    per member of a `{…}` group."""
    rest = text[start:].lstrip()
    if not rest.startswith("{"):
        name = re.match(r"[A-Za-z_][A-Za-z0-9_]*", rest)
        return [name.group(0)] if name else []
    depth, member, names = 0, "", []
    for char in rest:
        if char == "{":
            depth += 1
            if depth == 1:
                continue
        elif char == "}":
            depth -= 1
            if depth == 0:
                names.append(member)
                break
        if depth == 1 and char == ",":
            names.append(member)
            member = ""
        else:
            member += char
    found = []
    for raw in names:
        name = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)", raw)
        if name:
            found.append(name.group(1))
    return found


class Crate:
    """The source folder of one crate: which part each file and each top-level name is in."""

    def __init__(self, src: Path):
        self.src = src
        self.folders = {p.parent.name for p in src.glob("*/mod.rs")}
        self.top_files = {p.stem for p in src.glob("*.rs")} - {"lib", "main"}

    def part_of_file(self, path: Path) -> str:
        relative = path.relative_to(self.src)
        return relative.parts[0] if len(relative.parts) > 1 else ROOT

    def part_of_name(self, name: str) -> str | None:
        """The part that `crate::name` is in; `None` for names that are no part (`self`, `*`)."""
        if name in self.folders:
            return name
        if name in {"self", "super", "crate"}:
            return None
        return ROOT

    def module_path(self, path: Path) -> list[str]:
        parts = list(path.relative_to(self.src).with_suffix("").parts)
        return parts[:-1] if parts[-1] in {"mod", "lib"} else parts

    def edges(self) -> list[Edge]:
        found = []
        for path in sorted(self.src.rglob("*.rs")):
            source = self.part_of_file(path)
            text = strip_comments_and_strings(path.read_text())
            relative = str(path.relative_to(self.src.parents[2]) if len(self.src.parents) > 2
                           else path)
            for start, names in self.paths_in(path, text):
                line = text.count("\n", 0, start) + 1
                for name in names:
                    target = self.part_of_name(name)
                    if target and target != source:
                        found.append(Edge(source, target, relative, line))
        return found

    def paths_in(self, path: Path, text: str):
        """(offset, first names) of every path in `text` that leaves the file's module."""
        for match in re.finditer(r"\bcrate::", text):
            yield match.start(), first_segments(text, match.end())
        # `super::` leaves the folder only from the folder's own mod.rs.
        if path.name == "mod.rs" and len(self.module_path(path)) == 1:
            for match in re.finditer(r"(?<!::)\bsuper::", text):
                yield match.start(), first_segments(text, match.end())
        if path.name == "lib.rs" and path.parent == self.src:
            declared = self.folders | self.top_files
            for match in re.finditer(r"(?<![:\w])([a-z_][a-z0-9_]*)::", text):
                if match.group(1) in declared:
                    yield match.start(), [match.group(1)]


def loops(edges: list[Edge]) -> list[list[Edge]]:
    """One loop of edges for every group of parts that reach each other."""
    graph: dict[str, dict[str, Edge]] = {}
    for edge in edges:
        graph.setdefault(edge.source, {}).setdefault(edge.target, edge)
        graph.setdefault(edge.target, {})
    found, seen_groups = [], set()
    for group in strongly_connected(graph):
        if len(group) < 2 or frozenset(group) in seen_groups:
            continue
        seen_groups.add(frozenset(group))
        found.append(a_loop_in(graph, sorted(group)))
    return found


def strongly_connected(graph: dict[str, dict[str, Edge]]) -> list[set[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def a_loop_in(graph: dict[str, dict[str, Edge]], group: list[str]) -> list[Edge]:
    """The shortest loop through the first part of `group`, staying inside it."""
    start, members = group[0], set(group)
    came_by: dict[str, Edge] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt, edge in sorted(graph[node].items()):
                if nxt not in members:
                    continue
                if nxt == start:
                    path = [edge]
                    while path[0].source != start:
                        path.insert(0, came_by[path[0].source])
                    return path
                if nxt not in came_by:
                    came_by[nxt] = edge
                    following.append(nxt)
        frontier = following
    raise AssertionError(f"no loop through {start} in its own group")


def problems(edges: list[Edge]) -> list[str]:
    found = []
    for cycle in loops(edges):
        names = " -> ".join([cycle[0].source] + [edge.target for edge in cycle])
        found.append(f"loop between folders: {names}\n" +
                     "".join(f"    {edge}\n" for edge in cycle))
    for edge in edges:
        if edge.target in NOTHING_USES:
            found.append(f"nothing may use {edge.target}: {edge}\n")
    return found


def graph_text(edges: list[Edge]) -> str:
    counts: dict[tuple[str, str], int] = {}
    for edge in edges:
        counts[(edge.source, edge.target)] = counts.get((edge.source, edge.target), 0) + 1
    return "".join(f"{source} -> {target}  ({count})\n"
                   for (source, target), count in sorted(counts.items()))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=DEFAULT_SRC)
    parser.add_argument("--graph", action="store_true")
    args = parser.parse_args(argv)
    edges = Crate(args.src.resolve()).edges()
    if args.graph:
        sys.stdout.write(graph_text(edges))
    found = problems(edges)
    for problem in found:
        sys.stderr.write(problem)
    if not found:
        print(f"layering holds: {len({e.source for e in edges} | {e.target for e in edges})} "
              f"parts, {len(edges)} uses between them, no loop, nothing uses "
              f"{', '.join(NOTHING_USES)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
