"""The table is always right: ``adjust`` corrects the state by hand, at any decision.

Forms (all logged like any other action):

- ``adjust P strength|craft|lives|fate|gold N``  set a counter (drawn from or returned to the stock)
- ``adjust P position SPACE``                    move a character's figure (no encounter)
- ``adjust P toad|missed N``, ``adjust P alignment good|neutral|evil``
- ``adjust CARD SPACE`` / ``adjust CARD P`` / ``adjust CARD discard``  place, give or discard a card
- ``adjust FIGURE SPACE``: a roaming figure by its word (``reaper``, ``werewolf``) or id;
  ``adjust time day|night``
- ``adjust turn P``: start player P's turn afresh (whatever was pending is dropped)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, spells
from engine.deal import DECK_KINDS
from engine.state import ALIGNMENTS, base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.rules_api import Game

STATS = ("strength", "craft", "lives", "fate", "gold")


def where_is(g: Game, card: str) -> tuple[str, str | int] | None:
    """Where a card is: ("deck"|"discard"|"board", name) or ("player", index)."""
    for name, deck in g.state.decks.items():
        if card in deck:
            return ("deck", name)
    for name, pile in g.state.discards.items():
        if card in pile:
            return ("discard", name)
    for space, cards in g.state.board.items():
        if card in cards:
            return ("board", space)
    for ch in g.state.players:
        if card in (*ch.objects, *ch.followers, *ch.spells, *ch.trophies):
            return ("player", ch.player)
    return None


def _figure(g: Game, word: object) -> str | None:
    """The roaming figure a word names (its id, or the table's word: ``reaper``), or None."""
    found = g.cat.figure(word) if isinstance(word, str) else None
    return found.id if found is not None else None


def check(g: Game, a: Action) -> str | None:
    """What is wrong with this adjust action (naming the rule and where it is written), or None
    if it can be applied."""
    problem = _problem(g, a)
    if problem is None:
        return None
    rule = STOCK_RULE if "stock" in problem else FORMS
    return f"{problem}: {rule}"


STOCK_RULE = "nothing is taken from an empty stockpile: core rules, Limited Resources"
FORMS = "the forms of adjust: docs/architecture.md, Adjust"


def _problem(g: Game, a: Action) -> str | None:
    args = a.args
    head = args[0]
    players = range(len(g.state.players))
    if isinstance(head, int):
        if head not in players or len(args) != 3:
            return f"expected 'adjust PLAYER FIELD VALUE' with PLAYER in 0-{len(players) - 1}"
        ch = g.state.players[head]
        field, value = args[1], args[2]
        if field in STATS:
            if not isinstance(value, int) or value < 0:
                return f"{field} must be a whole number >= 0"
            current = getattr(ch, f"toad_{field}" if ch.is_toad and field in ("strength", "craft") else field)
            if value - current > g.state.stock[field]:
                return f"only {g.state.stock[field]} {field} left in the stock"
            if not ch.alive:
                return "that character is dead"
            return None
        if field == "position":
            return None if value in g.spaces else f"unknown space {value!r}"
        if field in ("toad", "missed"):
            if not (isinstance(value, int) and 0 <= value <= 9):
                return f"{field} takes 0-9"
            return "that character is dead" if value and not ch.alive else None  # (nothing to count down)
        if field == "alignment":
            if value not in ALIGNMENTS:
                return f"alignment is one of {', '.join(ALIGNMENTS)}"
            return None if ch.alive else "that character is dead"
        return f"unknown field {field!r}"
    figure = _figure(g, head)
    if figure is not None:
        if figure not in g.state.figures:
            return f"the {g.cat[figure].name} is not on this game's board"
        return None if len(args) == 2 and args[1] in g.spaces else "expected a space"
    if head == "time":
        return None if len(args) == 2 and args[1] in ("day", "night") else "time is day or night"
    if head == "turn":
        ok = len(args) == 2 and args[1] in players and not g.player(int(args[1])).out
        return None if ok else "expected 'adjust turn PLAYER' naming a player still in the game"
    if isinstance(head, str) and "/" in head:
        if len(args) != 2:
            return "expected 'adjust CARD SPACE|PLAYER|discard'"
        if where_is(g, head) is None:
            return f"no card {head!r} in this game (copies are named like {base_id(head)}#2)"
        kind = head.split("/", 1)[0]
        # (not a character or a Warlock Quest card)
        if kind not in DECK_KINDS and kind not in g.board.decks and kind not in g.board.rewards:
            return f"{head!r} is not an Adventure, Spell, Purchase or Talisman card, nor a region deck's"
        to = args[1]
        if isinstance(to, int) and to in players and not g.state.players[to].alive:
            return "that character is dead"
        if to == "discard" or to in g.spaces or (isinstance(to, int) and to in players):
            return None
        return f"cannot put a card on {to!r}"
    return f"cannot adjust {head!r}"


def _lift(g: Game, card: str) -> None:
    where = where_is(g, card)
    assert where is not None
    place, name = where
    if place == "player":
        character.release(g, int(name), card)
    elif place == "board":
        character.remove_from_space(g, str(name), card)
    else:
        if place == "deck":
            g.set(g.state.decks, name, [c for c in g.state.decks[str(name)] if c != card])
        else:
            g.set(g.state.discards, name, tuple(c for c in g.state.discards[str(name)] if c != card))


def apply(g: Game, a: Action) -> None:
    args = a.args
    head = args[0]
    g.emit("adjust", *args)
    if isinstance(head, int):
        ch = g.state.players[head]
        field, value = str(args[1]), args[2]
        if field in STATS:
            attr = f"toad_{field}" if ch.is_toad and field in ("strength", "craft") else field
            delta = int(value) - getattr(ch, attr)
            if delta > 0:
                character.gain(g, head, field, delta)
            elif delta < 0:
                character.lose(g, head, field, -delta)
        elif field == "position":
            g.set(ch, "position", value)
            region = g.board.of[str(value)]
            if ch.turned_back and (region.moves != "steps" or value in (region.entrance, region.final)):
                g.set(ch, "turned_back", False)  # heading back ends on the Plain (or on the Crown)
        elif field == "toad":
            if int(value) == 0 and ch.is_toad:
                character.end_toad(g, head)
            elif int(value) > 0:
                character.make_toad(g, head, int(value))
        elif field == "missed":
            g.set(ch, "missed_turns", int(value))
        else:
            g.set(ch, "alignment_changed", False)
            character.set_alignment(g, head, str(value))
        return
    figure = _figure(g, head)
    if figure is not None:
        g.set(g.state.figures, figure, args[1])
        return
    if head == "time":
        g.set(g.state, "time", args[1])
        return
    if head == "turn":
        g.set(g.state, "current", args[1])
        g.set(g.state, "stack", [{"kind": "turn", "p": args[1], "stage": "start"}])
        return
    card, to = str(head), args[1]
    _lift(g, card)
    if to == "discard":
        character.return_card(g, card)
    elif isinstance(to, int):
        character.receive(g, to, card, by_hand=True)
        if card.startswith("spell/"):
            spells.add_held(g, to)  # the table's Spell counts as held since the turn began
    else:
        character.place_on(g, str(to), card)
