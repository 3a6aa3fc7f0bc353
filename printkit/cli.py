"""``talisman print kit`` and ``talisman print cards``: print-and-play PDFs from the game data.

    talisman print kit -o kit.pdf [--paper a4|letter] [--card-size mini] [--png DIR]
                       [--back-offset X,Y] [--duplex long|short]
    talisman print cards --only ID [ID ...] | --deck NAME [NAME ...] -o out.pdf

An unknown id, deck, paper or card size is an error (exit 2) that lists close matches.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from content import ContentError, load
from content.model import Catalogue
from printkit.faces import DECKS, Piece, deck_of, kit_pieces, pieces_for
from printkit.geometry import CARD_SIZES, DUPLEX_MODES, LARGE_DEFAULT, SHEETS, SMALL_DEFAULT, card_size
from printkit.plan import KitOptions, plan_pages
from printkit.progress import ProgressBar
from printkit.render import render


class UsageError(ValueError):
    """A bad argument: the message says what was wrong and what would be right."""


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        options = options_from(args)
        catalogue = load()
        pieces = kit_pieces(catalogue) if args.command == "kit" and not args.only else select(catalogue, args)
        pages = plan_pages(pieces, options)
    except UsageError as exc:
        print(f"talisman print: {exc}", file=sys.stderr)
        return 2
    except ContentError as exc:
        print(f"talisman print: the game data is not valid, so nothing was printed.\n{exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # a size that does not fit the paper
        print(f"talisman print: {exc}", file=sys.stderr)
        return 2

    args.output.parent.mkdir(parents=True, exist_ok=True)
    render(pages, options, str(args.output), progress=ProgressBar(f"printing {args.output.name}"))
    faces = sum(len(p.faces) for p in pieces)
    print(f"wrote {args.output}: {len(pages)} pages, {len(pieces)} pieces, {faces} QR-coded faces")
    if args.png is not None:
        from printkit.png import export_png

        try:
            paths = export_png(pieces, options, args.png, progress=ProgressBar("writing PNGs"))
        except RuntimeError as exc:
            print(f"talisman print: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {len(paths)} PNG files at 300 dpi to {args.png}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="talisman print", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    kit = sub.add_parser("kit", help="every component, counter sheets, standees and the player aid")
    cards = sub.add_parser("cards", help="only some components or decks, packed on few sheets")
    for command in (kit, cards):
        command.add_argument("-o", "--output", type=Path, required=True, help="the PDF to write")
        command.add_argument("--paper", default="a4", help=f"paper size: {', '.join(SHEETS)} (default a4)")
        command.add_argument(
            "--card-size",
            default=SMALL_DEFAULT,
            help=f"size of the small decks: {', '.join(CARD_SIZES)} or WxH in mm (default {SMALL_DEFAULT})",
        )
        command.add_argument(
            "--large-card-size",
            default=LARGE_DEFAULT,
            help=f"size of character and figure cards (default {LARGE_DEFAULT})",
        )
        command.add_argument("--bleed", type=float, default=3.0, help="bleed in mm (default 3)")
        command.add_argument("--gutter", type=float, default=0.0, help="blank mm between cards (default 0)")
        command.add_argument(
            "--duplex", default="long", help="how your printer turns the page: long or short"
        )
        command.add_argument(
            "--back-offset", default="0,0", help="move every back by X,Y mm (see the test page)"
        )
        command.add_argument("--png", type=Path, help="also write every card face as a 300 dpi PNG here")
        command.add_argument(
            "--only", nargs="+", metavar="ID", help="only these ids (kind/name or kind/name#copy)"
        )
    cards.add_argument("--deck", nargs="+", metavar="NAME", help=f"whole decks: {', '.join(DECKS)}")
    kit.add_argument("--no-test-page", action="store_true", help="leave out the duplex alignment test")
    return parser


def options_from(args: argparse.Namespace) -> KitOptions:
    """The layout options the arguments ask for. Raises: UsageError."""
    paper = args.paper.lower()
    if paper not in SHEETS:
        raise UsageError(f"unknown paper size {args.paper!r}{_did_you_mean(paper, SHEETS)}")
    if args.duplex not in DUPLEX_MODES:
        raise UsageError(f"unknown duplex mode {args.duplex!r}{_did_you_mean(args.duplex, DUPLEX_MODES)}")
    try:
        small, large = card_size(args.card_size), card_size(args.large_card_size)
    except ValueError as exc:
        bad = args.card_size if args.card_size not in CARD_SIZES else args.large_card_size
        raise UsageError(f"{exc}{_did_you_mean(bad, CARD_SIZES, prefix='; did you mean')}") from None
    try:
        dx, dy = (float(v) for v in args.back_offset.split(","))
    except ValueError:
        raise UsageError(
            f"--back-offset wants two numbers in mm like 1.5,-0.5, got {args.back_offset!r}"
        ) from None
    if args.bleed < 0 or args.gutter < 0:
        raise UsageError("--bleed and --gutter cannot be negative")
    test_page = args.command == "kit" and not getattr(args, "no_test_page", False) and not args.only
    return KitOptions(
        sheet=SHEETS[paper],
        small=small,
        large=large,
        bleed_mm=args.bleed,
        gutter_mm=args.gutter,
        duplex=args.duplex,
        back_offset_mm=(dx, dy),
        test_page=test_page,
        aid=args.command == "kit" and not args.only,
    )


def select(catalogue: Catalogue, args: argparse.Namespace) -> list[Piece]:
    """The pieces named by --only and --deck. Raises: UsageError for unknown names."""
    only, decks = args.only or [], getattr(args, "deck", None) or []
    if not only and not decks:
        raise UsageError("say what to print: --only ID [ID ...] or --deck NAME [NAME ...]")
    pieces: list[Piece] = []
    for name in decks:
        if name not in DECKS:
            raise UsageError(f"unknown deck {name!r}{_did_you_mean(name, DECKS)}")
        form = DECKS[name]
        for component in catalogue:
            if deck_of(component) == name or (
                name == "standees" and deck_of(component) in ("character", "figure")
            ):
                pieces += [p for p in pieces_for(component, catalogue) if p.form == form]
    printable = {c.id: c for c in catalogue if deck_of(c) is not None}
    for text in only:
        component_id, _, copy_text = text.partition("#")
        if component_id not in printable:
            raise UsageError(
                f"unknown or unprintable id {component_id!r}{_did_you_mean_id(component_id, printable)}"
            )
        copy = None
        if copy_text:
            if not copy_text.isdigit():
                raise UsageError(f"{text!r}: the copy after '#' must be a number")
            copy = int(copy_text)
        try:
            pieces += pieces_for(printable[component_id], catalogue, copy)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return pieces


def _did_you_mean(text: str, options, prefix: str = "; did you mean") -> str:
    close = difflib.get_close_matches(text, list(options), n=5, cutoff=0.4)
    known = ", ".join(close) if close else ", ".join(options)
    return f"{prefix} {known}?" if close else f"; expected one of {known}"


def _did_you_mean_id(text: str, printable: dict) -> str:
    """Close ids, matching the whole id and also the name part alone (``giant`` -> adventure/giant)."""
    ids = list(printable)
    by_slug: dict[str, list[str]] = {}
    for component_id in ids:
        by_slug.setdefault(component_id.rsplit("/", 1)[-1], []).append(component_id)
    close = difflib.get_close_matches(text, ids, n=5, cutoff=0.6)
    for slug in difflib.get_close_matches(text.rsplit("/", 1)[-1], list(by_slug), n=5, cutoff=0.6):
        close += [i for i in by_slug[slug] if i not in close]
    if not close:
        return "; see `talisman content check` for what the data holds"
    return "; did you mean " + ", ".join(close[:6]) + "?"
