"""Issue 13, item 3: what of the Blood Moon box the engine plays, and exactly what the table
still resolves by hand (a ``manual`` decision: the engine never crashes on such a card). The
list may only shrink: a card coded later is taken off it."""

from __future__ import annotations

from engine import cards, spells

# Cards whose own code is still to write: met, they ask the table to resolve them (adjust, done).
BY_HAND = {
    "adventure/balefire-dragon",
    "adventure/crawling-hand",
    "adventure/fire-giant",
    "adventure/fire-salamander",
    "adventure/lurking-horror",
    "adventure/pit-fiend-shirker",
    "adventure/scarecrow",
    "adventure/headless-horseman",
    "adventure/sepulchre-spectre",
    "adventure/vampire-bats",
    "adventure/restless-dead",
    "adventure/growing-suspicions",
    "adventure/boneyard",
    "adventure/haunted-hamlet",
    "adventure/unlisted-card",
    "adventure/black-cat",
    "adventure/champion-of-light",
    "adventure/disciple-of-darkness",
    "adventure/fortune-teller",
    "adventure/keeper-of-the-vigil",
    "adventure/lost-soul",
    "adventure/red-riding-hood",
    "adventure/the-bride",
    "adventure/torchbearer",
    "adventure/witch-finder",
    "adventure/wolf-slayer",
    "adventure/doomsword",
    "adventure/ghostwood-wand",
    "adventure/hammer-of-light",
    "adventure/holy-water",
    "adventure/hungering-artefact",
    "adventure/living-doll",
    "adventure/pharaohs-crown",
    "adventure/self-portrait",
    "adventure/shadow-dagger",
    "adventure/sun-shield",
    "adventure/syphoning-sceptre",
    "adventure/witchs-broom",
    "adventure/book-of-the-dead",
    "adventure/prayer-book",
    "adventure/tricks-and-treats",
    "adventure/wolfsbane",
    "adventure/wooden-stake",
    "adventure/city-of-shadows",
    "adventure/gypsy-caravan",
    "adventure/laboratory",
    "adventure/raging-volcano",
    "adventure/sacred-ground",
    "adventure/treasure-trove",
    "adventure/wall-of-fire",
    "adventure/cairn-caretaker",
    "adventure/corpse-collector",
    "adventure/dawn-bringer",
    "adventure/ghostwood-ent",
    "adventure/lantern-sprite",
    "adventure/mischievous-devil",
    "adventure/night-carriage",
    "adventure/peasant-mob",
    "adventure/the-phantom",
    "ending/blood-moon-third-ending",
}


def test_exactly_the_listed_cards_are_left_to_the_table(catalogue) -> None:
    box = [c for c in catalogue if c.expansion == "blood-moon" and c.kind != "spell"]
    unknown = {c.id for c in box if c.handler and not cards.known(c.handler)}
    assert unknown == BY_HAND


def test_every_spell_of_the_box_can_be_cast(catalogue) -> None:
    box = {c.id for c in catalogue.spells if c.expansion == "blood-moon"}
    assert len(box) == 9 and box <= set(spells.SPELLS)
