#!/usr/bin/env python3
"""Scores extraction on the recipe pages with their structured data removed (issue 17, class 6).

Most bench pages carry JSON-LD or microdata, so the ordinary run barely measures the heuristic
DOM path. This copies a split of `recipe-pages/pages.tar.xz` into a temporary folder with every
`<script type="application/ld+json">` removed and every microdata/RDFa attribute (itemscope,
itemtype, itemprop, property, typeof, vocab) stripped, keeps each page's expected `NAME.json`
beside it (the folder `score_extraction.py --pages` reads), and scores it.

Usage:
  without_structured.py [--split dev] [--bin PATH] [--show-misses FIELD] [--keep DIR]
  without_structured.py --peer            # recipe-scrapers' generic mode on the same pages
The binary is --bin, else $COOKBOOK, else $CARGO_TARGET_DIR/debug/cookbook (target/ without
it); it runs as `BIN extract --batch DIR`, as in bench/extraction.sh. --peer runs the scorer
with the Python of $PEER_VENV (default /tmp/rs-venv; extraction.sh creates it). --keep DIR
writes the stripped pages there (and keeps them) instead of a temporary folder, to look at a
page. The bench data stays outside the project: never point --keep into the repository.
"""

import argparse
import os
import re
import subprocess
import sys
import tarfile
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRUCTURED_ATTRS = {"itemscope", "itemtype", "itemprop", "property", "typeof", "vocab"}

JSON_LD = re.compile(
    r"<script\b[^>]*\btype\s*=\s*[\"']?application/ld\+json[\"']?[^>]*>.*?</script\s*>",
    re.IGNORECASE | re.DOTALL,
)
# an opening tag: its name, then its attributes (quoted values may hold '>')
TAG = re.compile(
    r"<([a-zA-Z][\w:-]*)((?:\s+[^\s\"'>/=]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s\"'>]+))?)*)(\s*/?)>"
)
ATTR = re.compile(r"(\s+)([^\s\"'>/=]+)((?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s\"'>]+))?)")


def strip_attrs(tag):
    """The opening tag without its microdata and RDFa attributes."""
    attrs = ATTR.sub(
        lambda a: "" if a.group(2).lower() in STRUCTURED_ATTRS else a.group(0), tag.group(2)
    )
    return f"<{tag.group(1)}{attrs}{tag.group(3)}>"


def without_structured(page):
    """The page's HTML with no JSON-LD script and no microdata/RDFa attribute."""
    return TAG.sub(strip_attrs, JSON_LD.sub("", page))


def strip_split(bench_dir, split, out_dir):
    """Unpacks SPLIT into OUT_DIR with every page stripped; returns the number of pages."""
    count = 0
    with tarfile.open(os.path.join(bench_dir, "recipe-pages", "pages.tar.xz")) as tar:
        for member in tar.getmembers():
            parts = member.name.split("/")
            if not member.isfile() or len(parts) < 2 or parts[-2] != split:
                continue
            data = tar.extractfile(member).read()
            name = os.path.join(out_dir, parts[-1])
            if name.endswith(".html"):
                page = data.decode("utf-8", errors="replace")
                data = without_structured(page).encode("utf-8")
                count += 1
            with open(name, "wb") as f:
                f.write(data)
    return count


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--split", default="dev")
    ap.add_argument("--bin")
    ap.add_argument("--peer", action="store_true")
    ap.add_argument("--show-misses", default="")
    ap.add_argument("--keep")
    a = ap.parse_args()

    bench_dir = os.environ.get("SHARED_BENCH", os.path.join(REPO, "..", "shared", "bench"))
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
    binary = a.bin or os.environ.get("COOKBOOK") or os.path.join(target, "debug", "cookbook")

    with tempfile.TemporaryDirectory() as tmp:
        out_dir = a.keep or tmp
        os.makedirs(out_dir, exist_ok=True)
        pages = strip_split(bench_dir, a.split, out_dir)
        print(f"stripped pages: {pages} ({a.split})", file=sys.stderr)
        score = [os.path.join(bench_dir, "score_extraction.py"), "--pages", out_dir]
        if a.peer:
            venv = os.environ.get("PEER_VENV", "/tmp/rs-venv")
            cmd = [os.path.join(venv, "bin", "python"), *score, "--peer"]
        else:
            cmd = [sys.executable, *score, "--cmd", f"{binary} extract --batch"]
        if a.show_misses:
            cmd += ["--show-misses", a.show_misses]
        sys.exit(subprocess.run(cmd).returncode)


if __name__ == "__main__":
    main()
