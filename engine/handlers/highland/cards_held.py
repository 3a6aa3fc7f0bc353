"""The Highland deck's cards that hold something on them (the card texts of the Highland deck):

- Spellstone: taken, 2 Spells are drawn onto it; it casts them for its holder as if he cast them
  (the piece the Dungeon's Spell Ring uses, ``casts_held_aside``); with the last cast it crumbles.
- Dawnstone: 2 lives lie on it; a life its holder would lose comes off the stone first (he
  spends them: a life of his own kept is what he wants); with both gone it crumbles.
- Luckstone: 2 fate lie on it; a fate its holder pays to roll again comes off the stone first
  (``character.pay_fate``), and he may pay so with none of his own; with both gone it crumbles.
- Beastmaster and Dragon's Eye (one rule): an Animal (a Dragon) met may be tamed in place of
  being fought; set aside with the tamer, it adds its Strength in his next battle, then it and
  the tamer go to the discard pile.

The lives and fate on a stone are counted on the card (a marker), not taken from the stock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.frames import Frame
from engine.spells import casts_held_aside, draw_aside, keeps_spells
from engine.state import base_id
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def _held(g: Game, p: int, kind: str) -> str | None:
    ch = g.state.players[p]
    return next((c for c in (*ch.objects, *ch.followers) if base_id(c) == kind), None)


# --- the Spellstone ------------------------------------------------------------------------------

STONE = "highland/spellstone"
STONE_SPELLS = 2


_stone_key = keeps_spells("spellstone")  # its Spells: marker ``aside/spellstone/<the Stone>``


@hooks.on(points.RECEIVED, held=(STONE,))
def _stone_taken(g: Game, p: int, card: str) -> None:
    """Taken, the Spellstone gets 2 Spells from the deck (drawn onto the space, then laid on it)."""
    if base_id(card) != STONE or _stone_key(card) in g.state.markers or not g.state.decks["spell"]:
        return
    draw_aside(g, p, _stone_key(card), STONE_SPELLS)


@hooks.on(points.MORE_CASTS, held=(STONE,))
def _stone_casts(g: Game, p: int, when: str, battle: Frame | None) -> list[Action]:
    stone = _held(g, p, STONE)
    if stone is None:
        return []
    return casts_held_aside(g, p, g.state.markers.get(_stone_key(stone), []), when, battle)


@hooks.on(points.CAST_ASIDE, held=(STONE,))
def _stone_cast(g: Game, p: int, card: str) -> bool:
    stone = _held(g, p, STONE)
    key = _stone_key(stone) if stone else ""
    if stone is None or card not in g.state.markers.get(key, []):
        return False
    left = [c for c in g.state.markers[key] if c != card]
    character.return_card(g, card)
    if left:
        g.set(g.state.markers, key, left)
    else:  # its last Spell cast: the stone crumbles
        g.journal.delete(g.state.markers, key)
        character.discard(g, p, stone)
    return True


@hooks.on(points.CARD_RETURNED, marked=("aside/spellstone/",))
def _stone_gone(g: Game, card: str) -> None:
    """The Spellstone discarded (lost, sold...) takes its Spells to the discard pile."""
    key = _stone_key(card)
    if base_id(card) == STONE and key in g.state.markers:
        spells = list(g.state.markers[key])
        g.journal.delete(g.state.markers, key)
        for spell in spells:
            character.return_card(g, spell)


# --- the Dawnstone -------------------------------------------------------------------------------

DAWN = "highland/dawnstone"
DAWN_LIVES = 2
DAWN_USED = "dawnstone/"  # marker ``dawnstone/<card>``: the lives taken off the stone so far


@hooks.on(points.LIVES_TO_LOSE, held=(DAWN,))
def _dawnstone(g: Game, p: int, source: str, n: int) -> int:
    """Lives about to be lost come off the Dawnstone first (the holder spends them: a life kept
    is what he wants); with both gone it crumbles."""
    stone = next((c for c in g.state.players[p].objects if base_id(c) == DAWN), None)
    if stone is None or n <= 0:
        return n
    key = f"{DAWN_USED}{stone}"
    used = int(g.state.markers.get(key, 0))
    spent = min(n, DAWN_LIVES - used)
    g.emit("uses", p, stone)
    if used + spent >= DAWN_LIVES:
        if key in g.state.markers:
            g.journal.delete(g.state.markers, key)
        character.discard(g, p, stone)
    else:
        g.set(g.state.markers, key, used + spent)
    return n - spent


@hooks.on(points.CARD_RETURNED, marked=(DAWN_USED,))
def _dawnstone_gone(g: Game, card: str) -> None:
    """A Dawnstone that leaves is a fresh one when it is found again."""
    if f"{DAWN_USED}{card}" in g.state.markers:
        g.journal.delete(g.state.markers, f"{DAWN_USED}{card}")


# --- Beastmaster and Dragon's Eye: a creature tamed for the next battle ---------------------------

TAMERS = {"highland/beastmaster": "animal", "highland/dragons-eye": "dragon"}


def _tame_key(card: str) -> str:
    return f"aside/tamed/{card}"


def _tamer(g: Game, p: int) -> str | None:
    """The tamer ``p`` holds with no creature tamed yet."""
    ch = g.state.players[p]
    return next(
        (
            c
            for c in (*ch.followers, *ch.objects)
            if base_id(c) in TAMERS and _tame_key(c) not in g.state.markers
        ),
        None,
    )


@hooks.on(points.BATTLE_OPTIONS, held=tuple(TAMERS))
def _tame_options(g: Game, f: Frame) -> list[Action]:
    tamer = _tamer(g, f["p"])
    if tamer is None or "opponent" in f or f.get("stage") != "prepare":
        return []
    kind = TAMERS[base_id(tamer)]
    return [
        act("use", tamer, e)
        for e in f.get("enemies", ())
        if getattr(g.cat[base_id(e)], "subtype", None) == kind
    ]


@hooks.on(points.BATTLE_USE, held=tuple(TAMERS))
def _tame(g: Game, f: Frame, a: Action) -> bool:
    tamer = str(a.args[0])
    if base_id(tamer) not in TAMERS or len(a.args) < 2 or tamer != _tamer(g, f["p"]):
        return False
    enemy = str(a.args[1])
    g.emit("uses", f["p"], tamer)
    if enemy in g.state.board.get(f["source"], ()):
        character.remove_from_space(g, f["source"], enemy)
    g.set(g.state.markers, _tame_key(tamer), [enemy])
    rest = [e for e in f["enemies"] if e != enemy]
    if rest:  # (the others are fought now: the tamed creature waits for the next battle)
        g.set(f, "enemies", rest)
        g.set(f, "tamed_here", True)
    else:
        g.pop()  # no battle: the creature is tamed in place of it
    return True


def _tamed(g: Game, p: int) -> list[tuple[str, str]]:
    """The holder's tamers with a creature tamed: (tamer, creature)."""
    ch = g.state.players[p]
    out = []
    for c in (*ch.followers, *ch.objects):
        if base_id(c) in TAMERS and _tame_key(c) in g.state.markers:
            out += [(c, e) for e in g.state.markers[_tame_key(c)]]
    return out


@hooks.on(points.ATTACK_BONUS, marked=("aside/tamed/",))
@hooks.label("a creature tamed")
def _tamed_strength(g: Game, f: Frame, p: int) -> int:
    if f["stat"] != "strength" or f.get("tamed_here"):
        return 0
    return sum(int(getattr(g.cat[base_id(e)], "strength", 0) or 0) for _, e in _tamed(g, p))


@hooks.on(points.OUTCOME, marked=("aside/tamed/",))
def _tamed_gone(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    """The battle fought with the tamed creature: it and its tamer go to the discard pile."""
    if f["stat"] != "strength" or f.get("tamed_here"):
        return scores
    for p in (f["p"], f.get("opponent")):
        if p is None:
            continue
        for tamer, _ in _tamed(g, p):
            character.discard(g, p, tamer)
    return scores


@hooks.on(points.CARD_RETURNED, marked=("aside/tamed/",))
def _tamer_gone(g: Game, card: str) -> None:
    """A tamer discarded (in battle or otherwise) takes its creature to the discard pile."""
    key = _tame_key(card)
    if key in g.state.markers:
        creatures = list(g.state.markers[key])
        g.journal.delete(g.state.markers, key)
        for creature in creatures:
            character.return_card(g, creature)
            g.emit("discarded", creature)


for _card, _where in (
    (STONE, "received, more_casts, cast_aside: 2 Spells cast from the stone"),
    (DAWN, "lives_to_lose: 2 lives on the stone"),
    *((t, "battle_options, attack_bonus, outcome: a creature tamed for the next battle") for t in TAMERS),
):
    cards.PLAYED[_card] = f"highland cards_held: {_where}"


# --- the Luckstone -------------------------------------------------------------------------------

LUCK = "highland/luckstone"
LUCK_FATE = 2
LUCK_USED = "luckstone/"  # marker ``luckstone/<card>``: the fate taken off the stone so far


def _luckstone(g: Game, p: int) -> str | None:
    """The Luckstone ``p`` holds with fate still on it."""
    stone = next((c for c in g.state.players[p].objects if base_id(c) == LUCK), None)
    if stone is None or int(g.state.markers.get(f"{LUCK_USED}{stone}", 0)) >= LUCK_FATE:
        return None
    return stone


@hooks.on(points.FATE_HELD, held=(LUCK,))
def _luck_held(g: Game, p: int) -> bool:
    return _luckstone(g, p) is not None


@hooks.on(points.FATE_PAID, held=(LUCK,))
def _luck_paid(g: Game, p: int) -> bool:
    """A fate paid comes off the Luckstone first (the holder spends it: his own fate kept is what
    he wants); with both gone it crumbles."""
    stone = _luckstone(g, p)
    if stone is None:
        return False
    key = f"{LUCK_USED}{stone}"
    used = int(g.state.markers.get(key, 0)) + 1
    g.emit("uses", p, stone)
    if used >= LUCK_FATE:
        if key in g.state.markers:
            g.journal.delete(g.state.markers, key)
        character.discard(g, p, stone)
    else:
        g.set(g.state.markers, key, used)
    return True


@hooks.on(points.CARD_RETURNED, marked=(LUCK_USED,))
def _luckstone_gone(g: Game, card: str) -> None:
    """A Luckstone that leaves is a fresh one when it is found again."""
    if f"{LUCK_USED}{card}" in g.state.markers:
        g.journal.delete(g.state.markers, f"{LUCK_USED}{card}")


cards.PLAYED[LUCK] = "highland cards_held: fate_held, fate_paid: 2 fate on the stone"
