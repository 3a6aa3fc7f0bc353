"""What goes on each printed piece, taken from the catalogue: pure data, nothing drawn.

A :class:`Face` is everything one printed side shows (name, type line, numbers, text,
QR payload); a :class:`Piece` is one physical thing to cut out: a small or large card
(with its deck's back or its own second side), a counter or a fold-over standee.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

import content
from content.model import (
    ADVENTURE_TYPE_NAMES,
    CORE,
    AdventureCard,
    Card,
    Catalogue,
    Character,
    Component,
    EndingCard,
    Figure,
    PurchaseItem,
    Spell,
    SupplyItem,
)
from content.readings import askable
from content.steps import CAST_MOMENTS
from printkit.icons import TYPE_ICONS
from printkit.qr import Payload, copies_of, payload_for
from printkit.style import COLOURS, colour

Form = Literal["small", "large", "counter", "standee"]

TYPE_NAMES = ADVENTURE_TYPE_NAMES
# Printed decks in kit order: the name a user gives to --deck, and which piece form it uses.
# The decks of the core game and its first boxes; a box's own decks (its ``box.yaml`` ``decks``
# that none of these names, such as a region's deck) follow the small decks (``BOX_DECKS``).
_SMALL: dict[str, Form] = {
    "adventure": "small",
    "spell": "small",
    "purchase": "small",
    "talisman": "small",
    "toad": "small",
    "alignment": "small",
    "warlock-quest": "small",
    "lycanthrope": "small",
}
_LARGE: dict[str, Form] = {
    "character": "large",
    "figure": "large",
    "time": "large",
    "ending": "large",
    "counters": "counter",
    "standees": "standee",
}
DECK_TITLES = {
    "adventure": "Adventure",
    "spell": "Spell",
    "purchase": "Purchase",
    "talisman": "Talisman",
    "toad": "Toad",
    "alignment": "Alignment",
    "warlock-quest": "Warlock Quest",
    "lycanthrope": "Lycanthrope",
    "character": "Character",
    "figure": "Figure",
    "time": "Time",
    "ending": "Alternative Ending",
}
RGB = tuple[float, float, float]


@dataclass(frozen=True)
class BoxDeck:
    """A deck of a box's own, printed from its data: its title, its back's colour (the box's
    ``backs`` for it, else the region that draws from it, else the one card type its cards
    share) and the box whose mark its back carries."""

    key: str
    title: str
    colour: RGB
    box: str


def box_decks(catalogue: Catalogue) -> dict[str, BoxDeck]:
    """The decks the boxes declare (``box.yaml`` ``decks``) that the kit knows no other way and
    that hold cards, in registry order: each prints as small cards of its own with a back of
    its own."""
    out: dict[str, BoxDeck] = {}
    for box in catalogue.boxes:
        for deck in box.decks:
            if deck in _SMALL or deck in _LARGE or deck in out:
                continue
            region = next((r for r in catalogue.regions if r.deck == deck), None)
            types = {getattr(c, "type", None) for c in catalogue if c.kind == deck}
            if not types:  # a partial box's deck whose cards are not written yet
                continue
            if deck in box.backs:
                ink = tuple(box.backs[deck])
            elif region is not None:
                ink = tuple(region.colour)
            elif len(types) == 1 and (kind := types.pop()) in COLOURS:
                ink = tuple(v * 0.72 for v in COLOURS[kind])  # darker than its cards' frames
            else:
                ink = COLOURS["figure"]
            title = " ".join(word.title() for word in deck.split("-"))
            out[deck] = BoxDeck(deck, title, (ink[0], ink[1], ink[2]), box.key)
    return out


BOX_DECKS = box_decks(content.load())
DECKS: dict[str, Form] = {**_SMALL, **dict.fromkeys(BOX_DECKS, "small"), **_LARGE}
DECK_TITLES |= {key: deck.title for key, deck in BOX_DECKS.items()}


def deck_colour(deck: str) -> RGB:
    """A deck's colour: a box deck's from its data, else the kit's (``printkit.style``)."""
    return BOX_DECKS[deck].colour if deck in BOX_DECKS else colour(deck)


# How an Alternative Ending card may be dealt on the Crown of Command (the expansions'
# rulesheets, "Alternative Ending Cards"): a ``hidden`` card face down or up, a ``revealed``
# one face up only.
ENDING_DEALT = {"hidden": "dealt face down or up", "revealed": "dealt face up only"}


@dataclass(frozen=True)
class Face:
    """One printed side of a piece."""

    payload: Payload
    title: str
    type_line: str
    deck: str
    text: str = ""
    corner: str | None = None  # the encounter number, or a counter's value
    stats: tuple[tuple[str, str], ...] = ()
    keywords: tuple[str, ...] = ()
    copy_line: str | None = None
    icon: str = ""  # the type icon's key (``enemy``, ``spell`` ...; see printkit.icons)
    expansion: str = "core"  # the box's key (its box.yaml): faces of other boxes than core carry its mark
    ink: tuple[float, float, float] | None = None  # a space's colour: its region's (the data's)
    dark: bool = False  # the second side of a two-sided card: light type on its deck's colour


@dataclass(frozen=True)
class Piece:
    """One thing to cut out. ``back`` is the deck whose back it has, or its own other side."""

    form: Form
    front: Face
    back: Face | str | None = None

    @property
    def faces(self) -> tuple[Face, ...]:
        return (self.front, self.back) if isinstance(self.back, Face) else (self.front,)


WRITE_IN_LINE = "_" * 14  # a chart result nobody has read off the card: written in by hand
TYPE_BLANK = "_" * 10  # a card's type or subtype no source confirms: written in by hand
WRITE_IN_RULE = "\n".join([f"{WRITE_IN_LINE} {WRITE_IN_LINE}"] * 3)  # room for a rule: 3 lines

# Notes for the project (what a source did not confirm, where a rule came from) sometimes sit
# in a component's text; on paper the card shows only its best-known rule, plainly.
_META_PAREN = re.compile(r"\s*\([^()]*\b(?:reviews?|confirmed|stand-in)\b[^()]*\)", re.IGNORECASE)
_META_SENTENCE = re.compile(
    r"[^.]*\b(?:not confirmed|unconfirmed|unverified|check (?:them|it) against|public (?:card )?"
    r"(?:lists?|pages?|sources?))\b[^.]*\.\s*",
    re.IGNORECASE,
)
_META_LABEL = re.compile(r"\bstand-in:\s*", re.IGNORECASE)
_CONFIRMED_LABEL = re.compile(r"\bconfirmed:\s*(\w)", re.IGNORECASE)
_HANDLER_NOTE = re.compile(r"\s*Handler:[^\n]*", re.IGNORECASE)
# A rule no source gives ("No source at hand tells ...", "(The price: read the card; no source
# at hand says.)", "follow your printed card") is the card's own to say: on paper, ruled room to
# write it in from your card, never a note about sources.
_UNKNOWN = r"\b(?:no source|printed card)\b"
_UNKNOWN_PAREN = re.compile(r"\s*\([^()]*" + _UNKNOWN + r"[^()]*\)", re.IGNORECASE)
_UNKNOWN_SENTENCE = re.compile(r"[^.\n]*" + _UNKNOWN + r"[^.\n]*\.?[ \t]*", re.IGNORECASE)


def plain(text: str) -> str:
    """``text`` without the project's own notes: "(as reviews describe it, not confirmed)",
    a sentence saying a fact is not confirmed or what public lists name, "Stand-in:" and
    "Confirmed:" labels, a trailing "Handler: ..."; a note that no source gives a rule (or
    to follow the printed card) becomes lines to write the rule in (:data:`WRITE_IN_RULE`),
    a bracketed one a single line."""
    text = _UNKNOWN_PAREN.sub(" " + WRITE_IN_LINE, text)
    text, notes = _UNKNOWN_SENTENCE.subn("\n" + WRITE_IN_RULE + "\n", text)
    if notes:  # the rule's room as a paragraph of its own, wherever the note stood
        text = re.sub(r"\s*\n\s*(" + re.escape(WRITE_IN_RULE) + r")\s*\n\s*", r"\n\1\n", text).strip()
    text = _META_PAREN.sub("", text)
    text = _META_SENTENCE.sub(" ", text)
    text = _CONFIRMED_LABEL.sub(lambda m: m[1].upper(), _META_LABEL.sub("Results: ", text))
    text = _HANDLER_NOTE.sub("", text)
    return "\n".join(re.sub(r" {2,}", " ", line).strip() for line in text.split("\n"))


def deck_of(component: Component) -> str | None:
    """The deck a component is printed in, or None if the kit does not print it."""
    if component.kind in BOX_DECKS:
        return component.kind
    if component.kind in (
        "adventure",
        "spell",
        "purchase",
        "talisman",
        "toad",
        "alignment",
        "character",
        "warlock-quest",
    ):
        return component.kind
    if isinstance(component, EndingCard):
        return "ending"
    if component.id == "card/lycanthrope":
        return "lycanthrope"
    if component.id == "card/time":
        return "time"
    if isinstance(component, Figure):
        return "figure"
    if isinstance(component, SupplyItem) and component.kind == "token":
        return "counters"
    if component.id == "figure/toad":
        return "standees"
    return None


def pieces_for(component: Component, catalogue: Catalogue, copy: int | None = None) -> list[Piece]:
    """Every piece printed for a component: each copy, or only ``copy``.

    Characters, the Grim Reaper and the Werewolf get a card and a standee.

    Raises: ValueError if the kit does not print this component or the copy does not exist.
    """
    deck = deck_of(component)
    if deck is None:
        raise ValueError(f"{component.id} is not printed in the kit")
    total = copies_of(component)
    wanted = range(1, total + 1) if copy is None else [copy]
    out: list[Piece] = []
    for n in wanted:
        payload = payload_for(component.id, n, total)
        copy_line = f"{n} of {total}" if total > 1 else None
        if deck == "counters":
            out.append(Piece("counter", _counter_face(component, payload)))
        elif deck == "standees":
            out.append(Piece("standee", _standee_face(component, payload, "Toad")))
        elif isinstance(component, Card) and component.sides:
            first, second = (_side_face(component, payload, side, copy_line) for side in component.sides)
            out.append(Piece(DECKS[deck], first, second))
        else:
            face = _card_face(component, catalogue, payload, deck, copy_line)
            out.append(Piece(DECKS[deck], face, deck))
    if isinstance(component, Character | Figure):
        kind = "Character" if isinstance(component, Character) else "Figure"
        out.append(Piece("standee", _standee_face(component, payload_for(component.id, 1, 1), kind)))
    return out


def expansion_of(component: Component) -> str:
    """Which box a component comes from: ``core`` unless the data says otherwise."""
    return str(getattr(component, "expansion", "core") or "core")


def parse_expansions(text: str) -> tuple[str, ...]:
    """A comma-separated list of box keys -> those boxes in registry order, the core game first
    (it is always in).

    Raises: ValueError naming the known expansions.
    """
    names = [n.strip() for n in text.split(",") if n.strip()]
    boxes = box_keys()
    unknown = [n for n in names if n not in boxes]
    if unknown:
        known = ", ".join(e for e in boxes if e != CORE)
        raise ValueError(f"unknown expansion {unknown[0]!r}; the kit knows {known}")
    return tuple(e for e in boxes if e == CORE or e in names)


def box_keys() -> tuple[str, ...]:
    """Every box the data declares (``content/data/<box>/box.yaml``), the core game first."""
    return tuple(b.key for b in content.load().boxes)


def kit_pieces(catalogue: Catalogue, expansions: Iterable[str] = ("core",)) -> list[Piece]:
    """Every piece of the kit for the chosen boxes (the core game alone by default), deck by deck."""
    wanted = set(expansions)
    by_deck: dict[str, list[Piece]] = {deck: [] for deck in DECKS}
    for component in catalogue:
        deck = deck_of(component)
        if deck is None or expansion_of(component) not in wanted:
            continue
        for piece in pieces_for(component, catalogue):
            by_deck["standees" if piece.form == "standee" else deck].append(piece)
    return [piece for deck in DECKS for piece in by_deck[deck]]


def face_counts(pieces: Iterable[Piece]) -> Counter[str]:
    """How often each payload label is printed across ``pieces``."""
    return Counter(face.payload.label for piece in pieces for face in piece.faces)


# --- faces of each kind -------------------------------------------------------------------


def _card_face(
    component: Component, catalogue: Catalogue, payload: Payload, deck: str, copy_line: str | None
) -> Face:
    type_line, stats, keywords, corner, text = DECK_TITLES[deck] + " card", (), (), None, component.text
    icon = deck
    if isinstance(component, AdventureCard):
        icon = component.type
        # a type or subtype no source confirms is a line to write in, never printed as a guess
        kind = TYPE_NAMES[component.type]
        subtype = (component.subtype or "").title()
        if "subtype" in component.unconfirmed and subtype:
            subtype = TYPE_BLANK
        if deck in BOX_DECKS:  # "Dungeon Enemy": told from the Adventure cards face up too
            kind = f"{DECK_TITLES[deck]} {kind}"
        if "type" in component.unconfirmed:
            kind, subtype, icon = DECK_TITLES[deck], TYPE_BLANK, expansion_of(component)
        type_line = " - ".join(filter(None, [kind, subtype]))
        keywords = tuple(k.title() for k in component.keywords) + _alignment_words(component.alignment)
        unread = askable(component)  # a value nobody has read off the card prints blank (write in)
        corner = "" if "encounter" in unread else str(component.encounter)
        if not component.encounter and "encounter" not in unread:
            corner = None  # a card never met on a space (a Treasure) has no encounter number
        stats = _enemy_stats(component, unread)
    elif isinstance(component, Spell):
        type_line = "Spell"
        keywords = ("Cast " + ", ".join(CAST_MOMENTS[c] for c in component.cast),)
    elif isinstance(component, PurchaseItem):
        type_line = TYPE_NAMES[component.type]
        icon = component.type
        keywords = tuple(k.title() for k in component.keywords)
        stats = (("Price", f"{component.price} gold"),)
    elif isinstance(component, Character):
        start = catalogue[component.start].name if component.start in catalogue else component.start
        type_line = f"{component.alignment.title()} character - starts at {start}"
        unread = askable(component)  # a number nobody has read off the card: a box to write it in
        stats = tuple(
            (label, "" if label.lower() in unread else str(getattr(component, label.lower())))
            for label in ("Strength", "Craft", "Fate", "Lives", "Gold")
        )
        text = "\n".join([component.text, *(a.text for a in component.abilities), *_chart_rows(component)])
    elif isinstance(component, EndingCard):
        dealt = ENDING_DEALT[component.variant]
        if "variant" in component.unconfirmed:  # how it is dealt, written in from the card
            dealt = "dealt " + TYPE_BLANK
        type_line = f"Alternative Ending - {dealt}"
    elif isinstance(component, Figure):
        start = catalogue[component.start].name if component.start in catalogue else "-"
        type_line = f"Figure - starts at {start}"
        moves = "Moves: " + component.moves if component.moves else ""
        text = "\n".join(filter(None, [component.text, *_chart_rows(component), moves]))
    # An unverified fact stays marked in the data (``verified: false``, listed by
    # ``talisman content check``); the card prints its best-known rule plainly.
    return Face(
        payload,
        component.name,
        type_line,
        deck,
        plain(text),
        corner,
        stats,
        keywords,
        copy_line,
        icon=icon,
        expansion=expansion_of(component),
    )


def _side_face(card: Card, payload: Payload, side: str, copy_line: str | None) -> Face:
    """One side of a two-sided card; the second is printed dark (Night, Evil), so the two sides
    are told apart across the table, and takes the icon named after its side where there is one
    (a sun for Day, a moon for Night)."""
    deck = deck_of(card) or card.kind
    text = plain("\n".join([card.sides[side], card.text]))
    title = f"{card.name}: {side.title()}"
    return Face(
        payload,
        title,
        f"{DECK_TITLES[deck]} card - {side} side",
        deck,
        text,
        copy_line=copy_line,
        icon=side if side in TYPE_ICONS else deck,
        expansion=expansion_of(card),
        dark=list(card.sides).index(side) == 1,
    )


def _counter_face(item: SupplyItem, payload: Payload) -> Face:
    title = (item.stat or item.slug).replace("lives", "life").title()
    return Face(
        payload,
        title,
        "counter",
        item.slug.split("-")[0],
        corner=str(item.value or 1),
        expansion=expansion_of(item),
    )


def _standee_face(component: Component, payload: Payload, kind: str) -> Face:
    return Face(
        payload, component.name, kind, "standee", icon=component.slug, expansion=expansion_of(component)
    )


def _chart_rows(figure: Figure | Character) -> list[str]:
    """The chart's results no source prints: what the table read off its card, else a line."""
    chart = figure.chart or {}
    read = chart.get("read") or {}
    rows = [*read, *(str(k) for k in chart.get("unconfirmed") or () if str(k) not in read)]
    order = [str(k) for k in chart.get("table") or {}]
    rows.sort(key=lambda row: order.index(row) if row in order else len(order))
    return [f"{row}: {read.get(row) or WRITE_IN_LINE}" for row in rows]


def _enemy_stats(card: AdventureCard, unread: tuple[str, ...] = ()) -> tuple[tuple[str, str], ...]:
    """The Strength or Craft badge; an empty value is a box to write the printed one in."""
    for label, value in (("Strength", card.strength), ("Craft", card.craft)):
        if value is not None:
            return ((label, "" if label.lower() in unread else str(value)),)
    return ()


def _alignment_words(alignment: tuple[str, ...]) -> tuple[str, ...]:
    return (" or ".join(a.title() for a in alignment) + " only",) if alignment else ()
