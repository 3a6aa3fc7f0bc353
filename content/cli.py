"""``talisman content check [--json]``: validate the data files and print the counts."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from content.loader import DATA_DIR, check, counts, unconfirmed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="talisman content", description=__doc__)
    sub = parser.add_subparsers(dest="action", required=True)
    check_cmd = sub.add_parser("check", help="validate the data and print counts")
    check_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    check_cmd.add_argument("--data", type=Path, default=DATA_DIR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    catalogue, problems = check(args.data)
    figures = counts(catalogue) if catalogue is not None else {}
    doubts = unconfirmed(catalogue) if catalogue is not None else []
    doubtful = [c.id for c in catalogue.every() if not c.verified] if catalogue is not None else []
    if args.json:
        print(json.dumps({"counts": figures, "problems": problems, "unconfirmed": doubts,
                          "verified_false": doubtful}))  # fmt: skip
    elif problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"{len(problems)} problem(s) in {args.data}", file=sys.stderr)
    else:
        for deck in ("adventure", "spell", "purchase", "talisman"):
            print(f"{deck:<10} {figures[deck]['cards']:>4} cards, {figures[deck]['distinct']:>3} distinct")
        print(f"{'character':<10} {figures['character']['cards']:>4}")
        space = figures["space"]
        print(f"{'space':<10} " + ", ".join(f"{region} {n}" for region, n in space.items()))
        assert catalogue is not None  # check() returns a catalogue whenever there are no problems
        for box, decks in figures["expansions"].items():
            if decks:
                listed = ", ".join(f"{deck} {n['cards']}" for deck, n in decks.items())
                print(f"{catalogue.box_name(box)} ({box}): {listed}")
        for box, missing in figures["partial"].items():
            print(f"{catalogue.box_name(box)} ({box}) is a box in progress: {missing}")
        print(f"all {len(catalogue)} components of {len(catalogue.boxes)} boxes valid")
        if doubts:
            print(f"{len(doubts)} printed value(s) no public source confirms (the data holds a best value):")
            print("\n".join(f"  {line}" for line in doubts))
    return 1 if problems else 0
