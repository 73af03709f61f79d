#!/usr/bin/env python3
"""Scores `cookbook classify-ingredients` against a labelled JSONL file of ingredient lines.

Usage: score_knowledge.py FILE.jsonl [--bin PATH] [--show-misses]

Each line of FILE is {"text", "allergens", "mayContain", "vegetarian", "vegan", "pescatarian",
"glutenFree", "dairyFree"} (fixtures/knowledge/labelled-lines.jsonl's format). The binary is
--bin, else $COOKBOOK, else target/debug/cookbook ($CARGO_TARGET_DIR honoured).

The first line follows shared/domain/tests/knowledge_labelled.rs (the issue's targets):
- allergens are the classifier's `allergens` against the label's `allergens`, per (line,
  allergen) pair over the nine allergens: recall = TP / (TP + FN), precision = TP / (TP + FP).
  "May contain" counts on neither side: an allergen labelled `mayContain` that the classifier
  says the food contains is a false positive, and one labelled contained that it only "may"
  contain is a miss, so both must get the usual-versus-varies call right;
- diet-flag accuracy is the share of the five flags per line that agree (a "may contain"
  marker rules a diet out, as `IngredientFacts::fits` says).
The second line is for reference only: allergens or "may contain" on both sides (what an
allergic cook is warned of at all). --show-misses lists the lines where the first rule or a
diet flag disagrees.
"""

import argparse
import json
import os
import subprocess
import sys

DIETS = ["vegetarian", "vegan", "pescatarian", "glutenFree", "dairyFree"]


def default_binary():
    target = os.environ.get("CARGO_TARGET_DIR", "target")
    return os.environ.get("COOKBOOK", os.path.join(target, "debug", "cookbook"))


def classify(binary, texts):
    run = subprocess.run(
        [binary, "classify-ingredients"],
        input="".join(text + "\n" for text in texts),
        capture_output=True,
        text=True,
        check=True,
    )
    results = [json.loads(line) for line in run.stdout.splitlines()]
    if len(results) != len(texts):
        sys.exit(f"{len(texts)} lines in, {len(results)} out")
    return results


def ratio(part, whole):
    return part / whole if whole else 1.0


def score(labels, results):
    counts = {"warned": [0, 0, 0], "contains": [0, 0, 0]}
    flags_right = 0
    misses = []
    for label, got in zip(labels, results):
        sets = {
            "warned": (
                set(got["allergens"]) | set(got["mayContain"]),
                set(label["allergens"]) | set(label.get("mayContain", [])),
            ),
            "contains": (set(got["allergens"]), set(label["allergens"])),
        }
        for rule, (found, labelled) in sets.items():
            counts[rule][0] += len(found & labelled)
            counts[rule][1] += len(found - labelled)
            counts[rule][2] += len(labelled - found)
        found, labelled = sets["contains"]
        wrong_diets = [d for d in DIETS if got[d] != label[d]]
        flags_right += len(DIETS) - len(wrong_diets)
        if found != labelled or wrong_diets:
            misses.append((label, got, found, labelled, wrong_diets))
    figures = {}
    for rule, (tp, fp, fn) in counts.items():
        figures[rule] = (ratio(tp, tp + fn), ratio(tp, tp + fp), tp, fp, fn)
    return figures, ratio(flags_right, len(DIETS) * len(labels)), misses


def describe(label, got, found, labelled, wrong_diets):
    parts = []
    if found - labelled:
        parts.append("extra " + ",".join(sorted(found - labelled)))
    if labelled - found:
        parts.append("missed " + ",".join(sorted(labelled - found)))
    if wrong_diets:
        parts.append(
            "diets " + ",".join(f"{d}={got[d]}" for d in wrong_diets)
        )
    said = f"got {got['allergens']}+may{got['mayContain']}"
    wanted = f"labelled {label['allergens']}+may{label.get('mayContain', [])}"
    group = label.get("group", "")
    return f"{label['text']!r} [{group}]: {'; '.join(parts)} ({said}, {wanted})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file")
    parser.add_argument("--bin", default=default_binary())
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    with open(args.file, encoding="utf-8") as f:
        labels = [json.loads(line) for line in f if line.strip()]
    results = classify(args.bin, [label["text"] for label in labels])
    figures, accuracy, misses = score(labels, results)
    recall, precision, tp, fp, fn = figures["contains"]
    print(
        f"{len(labels)} lines: allergen recall {recall:.3f}, precision {precision:.3f}, "
        f"diet-flag accuracy {accuracy:.3f} (TP {tp}, FP {fp}, FN {fn})"
    )
    recall, precision, tp, fp, fn = figures["warned"]
    print(
        f"contains or may contain, both sides: recall {recall:.3f}, precision {precision:.3f} "
        f"(TP {tp}, FP {fp}, FN {fn})"
    )
    if args.show_misses:
        for miss in misses:
            print("miss:", describe(*miss))


if __name__ == "__main__":
    main()
