"""``talisman print kit|cards|board|sheets``: print-and-play PDFs from the game data.

    talisman print kit [-o kit.pdf] [--paper a4|letter] [--card-size mini] [--gang] [--png DIR]
                       [--back-offset X,Y] [--duplex long|short] [--expansions reaper,blood-moon]
    talisman print cards --only ID [ID ...] | --deck NAME [NAME ...] [-o cards.pdf]
    talisman print board [-o board.pdf] [--paper a4|letter|a3]
    talisman print sheets [-o sheets.pdf] [--expansions reaper,blood-moon]

Without -o each command writes NAME.pdf (kit.pdf, cards.pdf, board.pdf, sheets.pdf) in the
current folder. An unknown id, deck, paper or card size is an error (exit 2) that lists
close matches.
"""

from __future__ import annotations

import argparse
import difflib
import io
import sys
from collections import Counter
from pathlib import Path

from content import ContentError, load
from content.model import Catalogue
from content.readings import load_file, with_readings
from printkit.faces import (
    DECK_TITLES,
    DECKS,
    Piece,
    box_keys,
    deck_of,
    expansion_of,
    parse_expansions,
    pieces_for,
)
from printkit.geometry import CARD_SIZES, DUPLEX_MODES, LARGE_DEFAULT, SHEETS, SMALL_DEFAULT, card_size
from printkit.kit import board_pages, kit_plan, pointed, sheet_pages
from printkit.plan import KitOptions, PagePlan, plan_pages
from printkit.progress import ProgressBar
from printkit.render import render
from printkit.textfit import TextDoesNotFit

DEFAULT_OUTPUT = {"kit": "kit.pdf", "cards": "cards.pdf", "board": "board.pdf", "sheets": "sheets.pdf"}
CARD_PAGES = ("fronts", "backs", "counters", "counter-backs", "standees")


class UsageError(ValueError):
    """A bad argument: the message says what was wrong and what would be right."""


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.output is None:
        args.output = Path(DEFAULT_OUTPUT[args.command])
    try:
        options = options_from(args)
        expansions = parse_expansions(getattr(args, "expansions", ""))
        catalogue = load()
        if getattr(args, "readings", None) is not None:  # values read off the table's own cards
            try:
                catalogue = with_readings(catalogue, load_file(args.readings, catalogue))
            except ValueError as exc:
                raise UsageError(f"--readings: {exc}") from None
        if args.command == "kit" and not args.only:
            board = "none" if args.no_board else ("single" if args.paper.lower() == "a3" else "tiles")
            pages = kit_plan(
                catalogue, options, expansions=expansions, board=board, sheets=not args.no_sheets
            )
        elif args.command == "board":
            pages = pointed(
                board_pages(catalogue, options, single=args.paper.lower() == "a3", boxes=expansions)
            )
        elif args.command == "sheets":
            pages = sheet_pages(catalogue, options, expansions, only=sheet_ids(catalogue, args.only))
        else:
            pages = plan_pages(select(catalogue, args, expansions), options)
    except UsageError as exc:
        print(f"talisman print: {exc}", file=sys.stderr)
        return 2
    except ContentError as exc:
        print(f"talisman print: the game data is not valid, so nothing was printed.\n{exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # a size that does not fit the paper, an unknown expansion
        print(f"talisman print: {exc}", file=sys.stderr)
        return 2

    args.output.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()  # written whole or not at all: a failure leaves no broken file
    try:
        render(pages, options, buffer, progress=ProgressBar(f"printing {args.output.name}"))
    except TextDoesNotFit as exc:
        print(
            f"talisman print: a card is too small for its text at 6 pt ({exc}); nothing was written",
            file=sys.stderr,
        )
        return 2
    args.output.write_bytes(buffer.getvalue())
    for line in deck_counts(pages):
        print(line)
    print(f"wrote {args.output}: {summary(pages, simplex=options.simplex)}")
    if getattr(args, "png", None) is not None:
        from printkit.png import export_png

        try:
            paths = export_png(pages, options, args.png, progress=ProgressBar("writing PNGs"))
        except RuntimeError as exc:
            print(f"talisman print: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {plural(len(paths), 'PNG file')} at 300 dpi to {args.png}")
    return 0


def plural(n: int, thing: str) -> str:
    """``1 page``, ``2 pages``."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def summary(pages: list[PagePlan], *, simplex: bool = False) -> str:
    """What a job holds, for the command's last line: pages, sheets of paper, pieces, codes
    (one-sided, ``simplex``: a sheet a page)."""
    sides = ("backs", "counter-backs", "blank", "test-back")
    reading = sum(1 for p in pages if p.kind == "reading")  # printed on both sides
    sheets = sum(1 for p in pages if p.kind not in sides) - reading // 2
    if simplex:
        sheets = len(pages)
    pieces = sum(1 for p in pages if p.kind in ("fronts", "counters", "standees") for _ in p.items)
    codes = sum(len(p.labels) for p in pages)
    card_sheets = sum(1 for p in pages if p.kind == "fronts")
    parts = [plural(len(pages), "page"), f"{plural(sheets, 'sheet')} of paper"]
    if card_sheets:
        parts.append(f"{plural(card_sheets, 'card sheet')}")
    if pieces:
        parts.append(plural(pieces, "piece"))
    parts.append(plural(codes, "QR code"))
    return ", ".join(parts)


def deck_counts(pages: list[PagePlan]) -> list[str]:
    """One line per box with the cards printed of each of its decks, in kit order:
    ``The Reaper: 90 Adventure, 26 Spell, 12 Warlock Quest, 4 Character, 1 Figure cards``."""
    counts: Counter[tuple[str, str]] = Counter(
        (item.face.expansion, item.face.deck)
        for page in pages
        if page.kind == "fronts"
        for item in page.items
        if item.face is not None
    )
    lines = []
    catalogue = load()
    for expansion in box_keys():
        decks = [f"{counts[expansion, d]} {DECK_TITLES[d]}" for d in DECKS if counts[expansion, d]]
        if decks:
            cards = "card" if sum(counts[expansion, d] for d in DECKS) == 1 else "cards"
            lines.append(f"{catalogue.box_name(expansion)}: {', '.join(decks)} {cards}")
    return lines


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="talisman print", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    kit = sub.add_parser("kit", help="every component, the board, character sheets and the player aid")
    cards = sub.add_parser("cards", help="only some components or decks, packed on few sheets")
    board = sub.add_parser("board", help="the board: tiled over A4 or Letter, or on one A3 sheet")
    sheets = sub.add_parser("sheets", help="a character sheet per character, for tracking in pencil")
    for command in (kit, cards, board, sheets):
        name = DEFAULT_OUTPUT[command.prog.rsplit(" ", 1)[-1]]
        command.add_argument("-o", "--output", type=Path, help=f"the PDF to write (default {name})")
        papers = ", ".join(SHEETS)
        command.add_argument("--paper", default="a4", help=f"paper size: {papers} (default a4)")
        command.add_argument(
            "--duplex", default="long", help="how your printer turns the page: long or short"
        )
        command.add_argument(
            "--simplex",
            action="store_true",
            help="printing on one side: no blank reverses and no duplex test page",
        )
    for command in (kit, cards, board, sheets):  # (the board: the regions the boxes lay beside it)
        command.add_argument(
            "--expansions",
            default="",
            help=f"also print these boxes' components: {', '.join(box_keys()[1:])} (comma-separated)",
        )
    for command in (kit, cards):
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
        command.add_argument(
            "--bleed", type=float, default=None, help="bleed in mm (default 3; 2 with --gang)"
        )
        command.add_argument("--gutter", type=float, default=0.0, help="blank mm between cards (default 0)")
        command.add_argument(
            "--gang",
            action="store_true",
            help="cards share their cut lines, bleed only round the sheet's edge (poker: 9 a sheet, not 4)",
        )
        command.add_argument(
            "--back-offset", default="0,0", help="move every back by X,Y mm (see the test page)"
        )
        command.add_argument("--png", type=Path, help="also write every component as a 300 dpi PNG here")
        command.add_argument(
            "--only", nargs="+", metavar="ID", help="only these ids (kind/name or kind/name#copy)"
        )
    sheets.add_argument(
        "--only",
        nargs="+",
        metavar="ID",
        help="only these characters' sheets (character/name), whatever their box",
    )
    for command in (kit, cards, board):  # the board: a region as the table laid it out
        command.add_argument(
            "--readings",
            type=Path,
            metavar="FILE",
            help="printed values read off your cards and board (the app's Printed values > Export "
            "file); a value nobody has read prints blank, to write in",
        )
    cards.add_argument("--deck", nargs="+", metavar="NAME", help=f"whole decks: {', '.join(DECKS)}")
    kit.add_argument("--no-test-page", action="store_true", help="leave out the duplex alignment test")
    kit.add_argument("--no-board", action="store_true", help="leave out the board")
    kit.add_argument("--no-sheets", action="store_true", help="leave out the character sheets")
    return parser


def options_from(args: argparse.Namespace) -> KitOptions:
    """The layout options the arguments ask for. Raises: UsageError."""
    paper = args.paper.lower()
    if paper not in SHEETS:
        raise UsageError(f"unknown paper size {args.paper!r}{_did_you_mean(paper, SHEETS)}")
    if args.duplex not in DUPLEX_MODES:
        raise UsageError(f"unknown duplex mode {args.duplex!r}{_did_you_mean(args.duplex, DUPLEX_MODES)}")
    if args.command in ("board", "sheets"):
        return KitOptions(
            sheet=SHEETS[paper], duplex=args.duplex, test_page=False, aid=False, simplex=args.simplex
        )
    small = _card_size(args.card_size, "--card-size")
    large = _card_size(args.large_card_size, "--large-card-size")
    try:
        dx, dy = (float(v) for v in args.back_offset.split(","))
    except ValueError:
        raise UsageError(
            f"--back-offset wants two numbers in mm like 1.5,-0.5, got {args.back_offset!r}"
        ) from None
    bleed = args.bleed if args.bleed is not None else (2.0 if args.gang else 3.0)
    if bleed < 0 or args.gutter < 0:
        raise UsageError("--bleed and --gutter cannot be negative")
    if args.gang and args.gutter:
        raise UsageError("--gang shares the cut lines between cards, so it cannot have a --gutter")
    test_page = args.command == "kit" and not getattr(args, "no_test_page", False) and not args.only
    return KitOptions(
        sheet=SHEETS[paper],
        small=small,
        large=large,
        bleed_mm=bleed,
        gutter_mm=args.gutter,
        duplex=args.duplex,
        back_offset_mm=(dx, dy),
        test_page=test_page,
        aid=args.command == "kit" and not args.only,
        gang=args.gang,
        simplex=args.simplex,
    )


def _card_size(text: str, flag: str):
    """A card size from its preset name or WxH. Raises: UsageError naming the sizes once."""
    if text in CARD_SIZES:
        return CARD_SIZES[text]
    try:
        return card_size(text)
    except ValueError:
        close = difflib.get_close_matches(text, list(CARD_SIZES), n=3, cutoff=0.4)
        hint = f"did you mean {', '.join(close)}?" if close else f"use one of {', '.join(CARD_SIZES)}"
        raise UsageError(
            f"unknown card size {text!r} for {flag}; {hint} (or WxH in mm, like 63x88)"
        ) from None


def sheet_ids(catalogue: Catalogue, only: list[str] | None) -> tuple[str, ...] | None:
    """The characters ``sheets --only`` names (a replacement sheet, whatever the character's box),
    or None for every character of the chosen boxes. Raises: UsageError for another id."""
    if not only:
        return None
    characters = {c.id: c for c in catalogue.characters}
    for name in only:
        if name not in characters:
            raise UsageError(
                f"{name!r} is not a character: a sheet is printed for a character "
                f"(character/NAME){_did_you_mean_id(name, characters)}"
            )
    return tuple(dict.fromkeys(only))


def select(
    catalogue: Catalogue, args: argparse.Namespace, expansions: tuple[str, ...] = ("core",)
) -> list[Piece]:
    """The pieces named by --only and --deck (decks: of the chosen boxes; an id named with
    --only prints whatever box it is from). Raises: UsageError for unknown names."""
    only, decks = args.only or [], getattr(args, "deck", None) or []
    if not only and not decks:
        raise UsageError("say what to print: --only ID [ID ...] or --deck NAME [NAME ...]")
    pieces: list[Piece] = []
    for name in decks:
        if name not in DECKS:
            raise UsageError(f"unknown deck {name!r}{_did_you_mean(name, DECKS)}")
        form = DECKS[name]
        members = [
            c
            for c in catalogue
            if deck_of(c) == name or (name == "standees" and deck_of(c) in ("character", "figure"))
        ]
        chosen = [c for c in members if expansion_of(c) in expansions]
        if members and not chosen:
            boxes = sorted({expansion_of(c) for c in members}, key=box_keys().index)
            raise UsageError(
                f"the {name} deck comes with {' and '.join(catalogue.box_name(b) for b in boxes)}: "
                f"add --expansions {','.join(boxes)}"
            )
        for component in chosen:
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
