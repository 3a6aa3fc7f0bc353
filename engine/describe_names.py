"""Names for the table: a game's ids and player numbers as the table reads them ("Woods near
the Sentinel", "Armour (The Reaper)", "Ann"), and numbers with their nouns ("1 life").
Used by ``engine.describe`` and the front ends; nothing here runs in a playout."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from content.labels import space_labels
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

ID = re.compile(r"\b[a-z]+(?:-[a-z]+)*/[a-z0-9/-]+(?:#\d+)?")  # a content id inside free text
PLAYER = re.compile(r"\b(?:player |P)(\d+)\b")  # "player 2" or "P2" in an engine prompt
DICE = re.compile(r"\[(\d+(?:, \d+)*)\]")  # dice as the engine lists them: [6, 2]

STATS = {"strength": "Strength", "craft": "Craft"}
NOUNS = {
    "lives": ("life", "lives"),
    "life": ("life", "lives"),
    "turn": ("turn", "turns"),
    "space": ("space", "spaces"),
    "more turn": ("more turn", "more turns"),
}


def count(n: int, noun: str) -> str:
    """A number with its noun: ``1 life``, ``3 lives``, ``2 gold``, ``1 Strength``."""
    one, many = NOUNS.get(noun, (STATS.get(noun, noun), STATS.get(noun, noun)))
    return f"{n} {one if n in (1, -1) else many}"


def join(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    words = list(items)
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


# keys that stand for an ability or a choice in an action or event, in words
KEY_WORDS = {
    "life": "1 life",
    "gold": "1 gold",
    "die": "the die",
    "space": "the space",
    "psychic": "by the psychic power",
    "facedown": "face down",
}


class Words:
    """Names for one game's ids and player numbers (made for each call: nothing is kept)."""

    def __init__(self, game: Game):
        self.game = game
        self.players = game.state.players

    def who(self, p: Any) -> str:
        """A player's name from an index (a number, or a number as text)."""
        try:
            i = int(p)
        except (TypeError, ValueError):
            return self.name(str(p))
        return self.players[i].name if 0 <= i < len(self.players) else "nobody"

    def holder(self, character: str) -> str:
        """The name of the player playing ``character`` (a character id), else the card's name."""
        for ch in self.players:
            if ch.character == character:
                return ch.name
        return self.name(character)

    def name(self, cid: str) -> str:
        """A content id as the table reads it: a space by its board name, a card by its name
        (with its box when a card of another box in play has the same name), a character
        played by its player's name."""
        if cid.startswith("space/"):
            return space_name(self.game, cid)
        if cid.startswith("character/") and any(ch.character == cid for ch in self.players):
            return self.holder(cid)
        if cid.startswith("warlock-quest/"):
            found = self.game.cat.components.get(cid)
            return f'the quest "{found.name}"' if found is not None else "a quest"
        return card_name(self.game, cid)

    def thing(self, arg: Any) -> str:
        """Any argument: an id by name, a stat or a word as a word."""
        text = str(arg)
        if "/" in text:
            return self.name(text)
        return STATS.get(text) or KEY_WORDS.get(text) or text.replace("-", " ").replace("_", " ")

    def plain(self, text: str) -> str:
        """Free engine text for the table: ids as names, player numbers as names, dice lists
        as numbers ("rolled [6, 2]" -> "rolled 6 and 2")."""
        text = ID.sub(lambda m: self.name(m[0]), text)
        text = PLAYER.sub(lambda m: self.who(int(m[1]) - (1 if m[0].startswith("P") else 0)), text)
        text = DICE.sub(lambda m: join(m[1].split(", ")), text)
        return text.replace("_", " ")


def card_name(game: Game, cid: str) -> str:
    """A card's name; with its box ("Armour (The Reaper)") when two cards of that name from
    two boxes of this game can be met."""
    comp = game.cat.components.get(base_id(cid))
    if comp is None:
        return cid.rsplit("/", 1)[-1].split("#", 1)[0].replace("-", " ").title()
    shared = _shared_names(game)
    if comp.name in shared:
        return f"{comp.name} ({box_words(game, getattr(comp, 'expansion', 'core'))})"
    return str(comp.name)


def box_words(game: Game, key: str) -> str:
    """A box as a card's name says it: "core game", "The Reaper"."""
    if key == "core":
        return "core game"
    try:
        return game.cat.box_name(key)
    except KeyError:
        return key


def _shared_names(game: Game) -> frozenset[str]:
    """Names two cards of this game's boxes share (worked out once per catalogue and boxes)."""
    from engine.derived import derived_from

    derived = derived_from(game.cat)
    boxes = ("core", *game.setup.expansions)
    key = ("shared names", boxes)
    if key not in derived:
        seen: dict[tuple[str, str], set[str]] = {}
        for comp in game.cat.components.values():
            box = getattr(comp, "expansion", "core")
            if box in boxes and not comp.id.startswith(("space/", "box/")):
                kind = comp.id.split("/", 1)[0]
                kind = "adventure" if kind == "purchase" else kind
                seen.setdefault((kind, comp.name), set()).add(box)
        derived[key] = frozenset(name for (_, name), found in seen.items() if len(found) > 1)
    shared: frozenset[str] = derived[key]
    return shared


def space_name(game: Game, space: str) -> str:
    """A space's name that tells it apart: "Woods near the Sentinel" where several share it."""
    derived = game.cache  # the board's own (as its table laid it out: copies, numbers)
    if "space labels" not in derived:
        loops = [r.slug for r in game.board.regions.values() if r.drawn == "ring" and not r.final]
        derived["space labels"] = space_labels(list(game.board.spaces.values()), loops)
    labels: Mapping[str, str] = derived["space labels"]
    return labels.get(space) or card_name(game, space)
