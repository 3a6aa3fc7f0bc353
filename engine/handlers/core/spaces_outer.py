"""Outer and Middle Region spaces whose instructions need code (core rulebook, the board;
digital rulebook FAQ, "Board spaces").

- City and Village: only visits the character can make use of are offered (FAQ, City); with
  none, the Enchantress (City) or the Mystic (Village) it is. These handlers replace the
  space's steps, building the choice from the data's options.
- The Alchemist buys Objects for 1 gold each (at least one, as the FAQ asks).
- Tavern: the data's die table; rows 5 and 6 name their own code (``tavern/wizard``,
  ``tavern/boatman``): the teleport and the crossing wait for the next move
  (``engine.handlers.core.next_move``).
- Temple: the data's table; row 5 (``temple/enslaved``) enslaves (the move rule is in
  ``engine.handlers.core.next_move``); a Talisman of row 10 that is refused lies face up on the
  Temple (``temple/leave``; FAQ, Temple Q2).
- Chasm: after the character's own die, one die per Follower; 1 or 2 kills it.
- Cursed Glade: no Spells are cast while the space is encountered (its Objects rule is in
  ``engine.character.in_cursed_glade``; neither applies to meeting a character there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import cards, character, hooks, points
from engine.cards import handles
from engine.chance import push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core.selling import push_sale
from engine.handlers.core.space_tools import heal_options, in_deck, option, set_marker
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

CITY = "space/outer/city"
ALCHEMIST = "space/outer/city/alchemist"
VILLAGE = "space/outer/village"
MYSTIC = "space/outer/village/mystic"
TAVERN = "space/outer/tavern"
TEMPLE = "space/middle/temple"
CHASM = "space/middle/chasm"
DOCTOR_MOST = 2  # the City's Doctor heals at most two lives a visit
FOLLOWER_DIES = 2  # Chasm: a Follower's die of 1 or 2 kills it

cards.TAKES_OVER.update({CITY, VILLAGE})


def _visit(g: Game, p: int, space: str, options: list[dict[str, Any]]) -> None:
    """One option: it is the only visit left, made at once; more: the player picks."""
    if len(options) == 1:
        push_steps(g, p, options[0]["do"], space)
    else:
        g.push({"kind": "choose", "p": p, "options": options, "source": space})


@handles(CITY)
def _city(g: Game, p: int, source: str) -> None:
    """Replaces the City's steps: Enchantress always; Doctor only with a life to heal and
    the gold; Alchemist only with an Object to sell (FAQ, Board spaces, City)."""
    options = [option(g, CITY, "Enchantress")]
    heals = heal_options(g, p, DOCTOR_MOST)
    if heals:
        options.append({"label": option(g, CITY, "Doctor")["label"], "do": [{"choose": heals}]})
    if g.state.players[p].objects:
        options.append({"label": option(g, CITY, "Alchemist")["label"], "do": [{"handler": ALCHEMIST}]})
    _visit(g, p, CITY, options)


@handles(ALCHEMIST)
def _alchemist(g: Game, p: int, source: str) -> None:
    push_sale(
        g,
        p,
        "sell",
        "sell Objects to the Alchemist (1 gold each, or the price of its own), then done",
        least=1,
        priced=True,
    )


def _blacksmith_usable(g: Game, p: int, shop: dict[str, Any]) -> bool:
    gold = g.state.players[p].gold
    return any(
        item["price"] <= gold
        and (not item["item"].startswith("purchase/") or in_deck(g, "purchase", item["item"]))
        for item in shop.get("items", [])
    )


@handles(VILLAGE)
def _village(g: Game, p: int, source: str) -> None:
    """Replaces the Village's steps: the Blacksmith only with gold for an item in stock; the
    Healer only with a life to heal and the gold; else the Mystic (FAQ, Board spaces, City)."""
    smith = option(g, VILLAGE, "Blacksmith")
    options = [smith] if _blacksmith_usable(g, p, smith["do"][0]["shop"]) else []
    heals = heal_options(g, p, 99)
    if heals:
        options.append({"label": option(g, VILLAGE, "Healer")["label"], "do": [{"choose": heals}]})
    mystic = option(g, VILLAGE, "Mystic")
    options.append({**mystic, "do": [*mystic["do"], {"handler": MYSTIC}]})
    _visit(g, p, VILLAGE, options)


@handles(MYSTIC)
def _mystic_seen(g: Game, p: int, source: str) -> None:
    """After the Mystic's roll, whatever it gave: cards that wait for this visit are told
    (hook ``mystic_visited``: the Hag)."""
    hooks.run(points.MYSTIC_VISITED, g, p)


@handles(f"{TAVERN}/wizard")
def _tavern_wizard(g: Game, p: int, source: str) -> None:
    set_marker(g, f"next-move/{p}", "wizard")
    g.emit("next_move", p, "wizard")


@handles(f"{TAVERN}/boatman")
def _tavern_boatman(g: Game, p: int, source: str) -> None:
    set_marker(g, f"next-move/{p}", "boatman")
    g.emit("next_move", p, "boatman")


@handles(f"{TEMPLE}/enslaved")
def _enslaved(g: Game, p: int, source: str) -> None:
    """Temple, 5: the character stays until a movement roll of 4-6 (see next_move)."""
    set_marker(g, f"enslaved/{p}", TEMPLE)
    g.emit("enslaved", p)


@handles(f"{TEMPLE}/leave")
def _leave_talisman(g: Game, p: int, source: str) -> None:
    if g.state.decks.get("talisman"):
        card = take_from_deck(g, "talisman", g.state.decks["talisman"][0])
        character.place_on(g, TEMPLE, card)
        g.emit("placed", card, TEMPLE)


@handles(CHASM)
def _chasm(g: Game, p: int, source: str) -> None:
    if g.state.players[p].followers:
        g.push({"kind": "chasm", "p": p, "left": list(g.state.players[p].followers)})


@rule("chasm")
class Chasm(Rule):
    """One die per Follower, in turn; a 1 or 2 and it is killed (Adventure discard pile)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" in f:
            follower = f["left"][0]
            dies = f["got"][0] <= FOLLOWER_DIES and follower in g.state.players[f["p"]].followers
            if dies and not hooks.first(points.FOLLOWER_SPARED, g, f["p"], follower):  # Preservation
                character.discard(g, f["p"], follower)
                g.emit("follower_killed", f["p"], follower)
            g.journal.delete(f, "got")
            g.set(f, "left", f["left"][1:])
        if not f["left"]:
            g.pop()
            return
        push_roll(g, f["p"], 1, "got", fate=True, why=f"the Chasm: {f['left'][0]}")


@hooks.on(points.CANNOT_CAST)
def _cursed_glade(g: Game, p: int) -> bool:
    return character.in_cursed_glade(g, g.state.players[p])
