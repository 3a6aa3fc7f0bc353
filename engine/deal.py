"""Game setup (core rulebook, "Game Setup"): decks, stockpiles, characters on their start spaces."""

from __future__ import annotations

from content.model import Catalogue, Character, Component
from content.readings import RANGES, askable
from content.steps import DECKS
from engine import options as alternative_rules
from engine import readings
from engine.derived import derived_from
from engine.errors import InvalidState
from engine.setup import Setup, check_boxes
from engine.state import CharacterState, State

DECK_KINDS = DECKS  # the decks every game deals; a game's regions add theirs (content.board)


def copies(catalogue: Catalogue, kind: str, expansions: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Every card of a deck in a game with these expansions, one id per copy (``#n`` only where
    a card has several copies). An expansion's cards join only when the game uses it. Worked
    out once per catalogue (every game dealt reads it)."""
    derived = derived_from(catalogue)
    key = ("copies", kind, tuple(expansions))
    if key not in derived:
        derived[key] = _copies(catalogue, kind, expansions)
    found: tuple[str, ...] = derived[key]
    return found


def _copies(catalogue: Catalogue, kind: str, expansions: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for comp in catalogue.in_play(kind, expansions):
        if comp.copies == 1:
            out.append(comp.id)
        else:
            out.extend(f"{comp.id}#{n}" for n in range(1, comp.copies + 1))
    return tuple(out)


def supply_sizes(catalogue: Catalogue) -> dict[str, int]:
    """How much of each limited resource the box holds (counters in points)."""
    sizes = {"strength": 0, "craft": 0, "lives": 0, "fate": 0, "gold": 0, "toad": 0, "alignment": 0}
    for item in catalogue.supply:
        if item.stat:
            sizes[item.stat] += item.count * (item.value or 1)
        elif item.id == "token/fate":
            sizes["fate"] += item.count
        elif item.id == "token/gold":
            sizes["gold"] += item.count
        elif item.id == "figure/toad":
            sizes["toad"] += item.count
    sizes["alignment"] = sum(c.copies for c in catalogue.of_kind("alignment"))
    return sizes


STARTING_ITEMS = "starting-items"  # an ability whose steps give the character his first cards


def starting_spells(character: Component) -> int:
    assert isinstance(character, Character), character.id
    for ability in character.abilities:
        if ability.key == "starting-spells":
            for step in ability.effect:
                if "gain" in step:
                    return int(step["gain"].get("spells", 0))
    return 0


def new_character(catalogue: Catalogue, player: int, name: str, character_id: str) -> CharacterState:
    card = catalogue[character_id] if character_id in catalogue else None
    if not isinstance(card, Character):
        raise InvalidState(f"unknown character {character_id!r}")
    return CharacterState(
        player=player,
        name=name,
        character=card.id,
        position=card.start,
        lives=card.lives,
        fate=card.fate,
        gold=card.gold,  # 1 for every core character (core rules, "Gold"); The Reaper's Merchant 5
        alignment=card.alignment,
    )


def deal(setup: Setup, catalogue: Catalogue) -> State:
    check_boxes(setup, catalogue)
    known = readings.known(setup.readings or {}, catalogue)
    read = readings.ReadCatalogue(catalogue.components, known)  # a character card's values as read
    players = [new_character(read, i, p.name, p.character) for i, p in enumerate(setup.players)]
    stock = supply_sizes(catalogue)
    for ch in players:
        stock["lives"] -= ch.lives
        stock["fate"] -= ch.fate
        stock["gold"] -= ch.gold
    if min(stock.values()) < 0:
        raise InvalidState("the box does not hold enough counters for these characters")
    board = readings.board_for(catalogue, setup.expansions, setup.readings)[1]
    kinds = dict.fromkeys((*DECK_KINDS, *board.decks, *board.rewards))
    decks = {kind: list(copies(catalogue, kind, setup.expansions)) for kind in kinds}
    chosen = {p.character for p in setup.players}
    heroes = catalogue.in_play("character", setup.expansions)
    decks["character"] = [c.id for c in heroes if c.id not in chosen]
    # the roaming figures the boxes played put on the board, each on its starting space
    figures = {f.id: f.start for f in catalogue.figures(setup.expansions) if f.start}
    stack: list[dict[str, object]] = [{"kind": "turn", "p": setup.first, "stage": "start"}]
    for ch in reversed(players):  # starting gear (The Reaper's Knight) comes before the first turn
        card = catalogue[ch.character]
        if isinstance(card, Character) and any(a.key == "starting-gear" for a in card.abilities):
            stack.append({"kind": "starting_gear", "p": ch.player})
    for ch in reversed(players):  # starting items a card's ability gives (The Dungeon's Gladiator's Helmet)
        card = catalogue[ch.character]
        for ability in card.abilities if isinstance(card, Character) else ():
            if ability.key == STARTING_ITEMS and ability.effect:
                stack.append(
                    {"kind": "steps", "p": ch.player, "steps": list(ability.effect), "source": card.id}
                )
    for ch in reversed(players):  # starting Spells are drawn before the first turn
        n = starting_spells(catalogue[ch.character])
        if n:
            stack.append({"kind": "draw", "deck": "spell", "count": n, "to": "player", "p": ch.player})
    if setup.options.get("warlock_quests"):  # The Reaper's optional rule: the quest cards' deck
        decks["warlock-quest"] = [c.id for c in catalogue.in_play("warlock-quest", setup.expansions)]
    decks, markers, frames = alternative_rules.at_setup(setup.options, len(setup.players), decks)
    stack += frames
    if setup.readings is not None:  # a character card's values no source prints: read first
        for ch in reversed(players):
            asked = [v for v in askable(read[ch.character]) if v in RANGES]
            stack += [readings.question(ch.player, ch.character, value) for value in reversed(asked)]
    return State(
        players=players,
        decks=decks,
        discards=dict.fromkeys(("adventure", "spell", *board.decks), ()),
        board={},
        stock=stock,
        current=setup.first,
        figures=figures,
        markers=markers,
        stack=list(stack),
        readings=known,
    )
