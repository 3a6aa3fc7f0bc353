"""The Reaper and The Blood Moon in the kit (issue 12 item 3, issue 13 item 4): every component
of both boxes printed as often as the box holds it, with its code, its box's symbol and plain
words; the core kit unchanged without ``--expansions``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pypdfium2
import pytest
from kit_helpers import (
    ALL_BOXES,
    BuiltKit,
    blurred,
    build,
    check_no_project_notes,
    check_text_placement,
    check_type_sizes,
    codes_in,
    expected_faces,
    image_of,
    labels,
    printed_ids,
)
from PIL import Image

import content
from printkit.cards import layout_face
from printkit.faces import DECK_TITLES
from printkit.plan import KitOptions, PagePlan, Placed

pytestmark = pytest.mark.slow

DPI = 150
# What each box holds, as the issues list it from the boxes' rulesheets ("Components"); each
# box's figure (the Grim Reaper, the Werewolf) also gets a card in the kit.
BOX_CARDS = {
    "reaper": {"adventure": 90, "spell": 26, "warlock-quest": 12, "character": 4, "figure": 1},
    "blood-moon": {
        "adventure": 111,
        "spell": 10,
        "lycanthrope": 6,
        "time": 1,
        "ending": 3,
        "character": 3,
        "figure": 1,
    },
}


@dataclass(frozen=True)
class Scan:
    """What one page gives back: codes found clean, and codes found after a mild blur."""

    clean: Counter[str]
    blurred: Counter[str]
    printed: Counter[str]


@pytest.fixture(scope="module")
def boxes_kit(catalogue: content.Catalogue) -> BuiltKit:
    """`talisman print kit --expansions reaper,blood-moon --no-board` (the board is the core's)."""
    return build(catalogue, KitOptions(), expansions=ALL_BOXES, board="none")


@pytest.fixture(scope="module")
def pdf(boxes_kit: BuiltKit) -> pypdfium2.PdfDocument:
    return pypdfium2.PdfDocument(boxes_kit.pdf)


@pytest.fixture(scope="module")
def scans(boxes_kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> list[Scan]:
    out = []
    for n, plan in enumerate(boxes_kit.pages):
        if not plan.labels:
            out.append(Scan(Counter(), Counter(), Counter()))
            continue
        image = image_of(pdf[n], DPI)
        found = _labels(codes_in(image))
        after = _labels(codes_in(blurred(image))) & found
        for label in found - after:  # the app scans one card at a time: try the piece alone
            if _alone(image, plan, label, pdf[n].get_size()[1]):
                after[label] += 1
        out.append(Scan(found, after, printed_ids(pdf[n])))
    return out


def _labels(found: Counter[str]) -> Counter[str]:
    return labels(found)


def _alone(image: Image.Image, plan: PagePlan, label: str, height: float) -> bool:
    """Whether ``label``'s piece, cut out of the blurred page, decodes on its own."""
    scale = DPI / 72
    page = blurred(image)
    for item in plan.items:
        if item.face is not None and item.face.payload.label == label:
            t = item.trim
            box = (
                int(t.x * scale),
                int((height - t.top) * scale),
                int(t.right * scale),
                int((height - t.y) * scale),
            )
            if _labels(codes_in(page.crop(box)))[label]:
                return True
    return False


def test_every_component_of_both_boxes_prints_as_often_as_the_box_holds_it(
    catalogue: content.Catalogue, boxes_kit: BuiltKit, scans: list[Scan]
) -> None:
    total: Counter[str] = Counter()
    for n, (plan, scan) in enumerate(zip(boxes_kit.pages, scans, strict=True)):
        assert scan.clean == Counter(plan.labels) == scan.printed, f"page {n + 1} ({plan.caption})"
        total += scan.clean
    assert total == expected_faces(catalogue, sheets=True, boxes=ALL_BOXES)
    assert "warlock-quest/give-fate" in total and "ending/lightbearers" in total


def test_each_box_prints_its_rulesheets_counts(
    catalogue: content.Catalogue, boxes_kit: BuiltKit, scans: list[Scan]
) -> None:
    """Card fronts decoded per box and deck: The Reaper's 90 Adventure, 26 Spell, 12 Warlock
    Quest cards and 4 characters; The Blood Moon's 111 Adventure, 10 Spell, 6 Lycanthrope,
    1 Time, 3 Alternative Ending cards and 3 characters."""
    fronts: Counter[tuple[str, str]] = Counter()
    for plan, scan in zip(boxes_kit.pages, scans, strict=True):
        if plan.kind != "fronts":
            continue
        for label in scan.clean.elements():
            component = catalogue[label.split("#")[0]]
            deck = component.slug if component.kind == "card" else component.kind
            fronts[getattr(component, "expansion", "core"), deck] += 1
    for box, decks in BOX_CARDS.items():
        assert {deck: n for (b, deck), n in fronts.items() if b == box} == decks, box


def test_codes_decode_after_a_mild_blur(boxes_kit: BuiltKit, scans: list[Scan]) -> None:
    """A 1 px blur at 150 dpi (a home printer's): every code of the two boxes still reads,
    on its page or, as the app scans, on its own piece; at least 99.5 % of all codes."""
    found = sum((s.clean for s in scans), Counter())
    after = sum((s.blurred for s in scans), Counter())
    lost = found - after
    assert sum(after.values()) >= 0.995 * sum(found.values()), sorted(lost)
    expansion = {
        item.face.payload.label
        for plan in boxes_kit.pages
        for item in plan.items
        if item.face is not None and item.face.expansion != "core"
    }
    assert len(set(lost) & expansion) <= 0.01 * len(expansion), sorted(set(lost) & expansion)


def test_no_text_under_6_pt_nor_project_notes(boxes_kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    check_type_sizes(boxes_kit.pages, pdf)
    check_no_project_notes(pdf)


def test_no_text_outside_its_box_and_no_two_labels_overlap(
    boxes_kit: BuiltKit, pdf: pypdfium2.PdfDocument
) -> None:
    check_text_placement(boxes_kit.pages, pdf)


def test_each_expansion_card_carries_its_box_symbol(boxes_kit: BuiltKit) -> None:
    cards = [
        item
        for plan in boxes_kit.pages
        if plan.kind in ("fronts", "backs")
        for item in plan.items
        if item.face is not None
    ]
    marked = Counter(item.face.expansion for item in cards if _layout(item).mark is not None)
    everyone = Counter(item.face.expansion for item in cards)
    assert marked == Counter({k: n for k, n in everyone.items() if k != "core"})
    assert marked["reaper"] >= 90 + 26 + 12 + 4 and marked["blood-moon"] >= 111 + 10 + 6 + 3 + 3


def _layout(item: Placed):
    assert item.face is not None
    return layout_face(item.face, item.trim.w, item.trim.h)


def test_deck_backs_name_their_deck_in_whole_words(boxes_kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    """A back's title wraps between words ("Warlock / Quest"), never inside one."""
    words = {word for title in DECK_TITLES.values() for word in title.split()}
    seen: set[str] = set()
    for n, plan in enumerate(boxes_kit.pages):
        if plan.kind != "backs" or any(item.face is not None for item in plan.items):
            continue
        textpage = pdf[n].get_textpage()
        tokens = {
            word
            for item in plan.items
            for word in textpage.get_text_bounded(
                item.trim.x, item.trim.y, item.trim.right, item.trim.top
            ).split()
        }
        assert tokens <= words, f"page {n + 1}: {sorted(tokens - words)}"
        seen |= tokens
    assert {"Warlock", "Quest", "Alternative", "Ending", "Lycanthrope"} <= seen


def test_the_core_kit_is_unchanged_without_the_flag(kit: BuiltKit, boxes_kit: BuiltKit) -> None:
    """Without --expansions nothing of either box is printed; with it, every core piece is
    printed just as without (same faces, same sizes) and so is every core character's sheet."""
    assert not [f for p in kit.pieces for f in p.faces if f.expansion != "core"]
    assert _core(kit) == _core(boxes_kit) and len(_core(kit)) > 300
    core_sheets = [p.extra.character.id for p in kit.pages if p.kind == "sheet"]
    assert core_sheets == [
        p.extra.character.id
        for p in boxes_kit.pages
        if p.kind == "sheet" and p.extra.character.expansion == "core"
    ]


def _core(built: BuiltKit) -> Counter[tuple[object, float, float]]:
    return Counter(
        (item.face, round(item.trim.w, 2), round(item.trim.h, 2))
        for page in built.pages
        if page.kind != "board"
        for item in page.items
        if item.face is not None and item.face.expansion == "core"
    )
