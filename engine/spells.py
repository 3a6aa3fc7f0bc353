"""Casting Spells (core rulebook, "Spells" and "Casting Spells"; digital rulebook FAQ, "Spell Cards").

Each Spell registers a ``SpellRule`` (``@spell``): the moments it may be cast, its valid
targets, and its effect. The general rules live here:

- a Spell is offered only with a valid target (no target, no cast);
- in one turn a character casts at most as many Spells as they held at its start, and at
  most one during another player's turn; a Toad casts none; Destroy Magic stops all casting;
- a cast goes on a ``spell`` frame: first every holder of Counterspell, from the player whose
  turn it is, may cancel it (simultaneous choices are ordered by the player whose turn it is),
  then the effect happens and the card goes to the Spell discard pile (a Hex stays on the board).

Moments: the words of ``content.steps.CAST_MOMENTS``, the same the data's ``cast`` uses:
``own-turn`` (before moving), ``after-move`` (after moving, before the encounter), ``battle``
(before the attack rolls), ``others-turn`` (the start of another player's turn), ``end-turn``
(the end of one's own turn, before play passes on), and the few the boxes' Spells add.
A cast is ``cast spell/<slug>[#n] [target [what]]``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from content.steps import CAST_MOMENTS
from engine import character, hooks, points
from engine.chance import push_draw
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import NUMBERS, Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

HEX_ROUNDS = 3
COUNTERSPELL = "spell/counterspell"
DESTROY_MAGIC = "destroy-magic"  # marker: nobody casts until its caster's next turn

Targets = Callable[["Game", int, str, "Frame | None"], list[tuple[Arg, ...]]]
Effect = Callable[["Game", int, tuple[Arg, ...], "Frame | None", str], None]


def _no_target(g: Game, p: int, card: str, battle: Frame | None) -> list[tuple[Arg, ...]]:
    return [()]


@dataclass(frozen=True)
class SpellRule:
    moments: tuple[str, ...]
    targets: Targets
    effect: Effect


SPELLS: dict[str, SpellRule] = {}
MOMENTS: dict[str, tuple[str, ...]] = {}  # a Spell -> when it may be cast (none: no rule for it)


def spell(spell_id: str, *moments: str, targets: Targets = _no_target) -> Callable[[Effect], Effect]:
    """Register the effect of a Spell: ``effect(g, caster, args, battle, card)``; its moments are
    words of ``content.steps.CAST_MOMENTS``, as its data's ``cast`` lists them (a test holds
    the two equal). Raises: ValueError for a moment outside that vocabulary."""
    unknown = [m for m in moments if m not in CAST_MOMENTS]
    if unknown:
        raise ValueError(f"{spell_id}: unknown moment(s) {unknown}; known: {', '.join(CAST_MOMENTS)}")

    def register(fn: Effect) -> Effect:
        SPELLS[spell_id] = SpellRule(moments, targets, fn)
        MOMENTS[spell_id] = moments
        _timely.cache_clear()
        return fn

    return register


# --- the general rules --------------------------------------------------------------------


def turn_frame(g: Game) -> Frame | None:
    stack = g.state.stack
    return stack[0] if stack and stack[0]["kind"] == "turn" else None


def start_of_turn(g: Game, f: Frame) -> None:
    """Note how many Spells each character holds as the turn starts; a Destroy Magic cast by
    this player ends now."""
    g.set(f, "held", NUMBERS[tuple([len(c.spells) for c in g.state.players])])  # (shared tuples of
    g.set(f, "cast", NUMBERS[(0,) * len(g.state.players)])  # numbers: engine.values.NUMBERS)
    marker = g.state.markers.get(DESTROY_MAGIC)
    if marker is not None and marker == f["p"]:
        g.journal.delete(g.state.markers, DESTROY_MAGIC)


def next_player(g: Game, p: int, nxt: int) -> int:
    """Temporal Warp: the caster plays again while extra turns are left."""
    key = f"extra-turns/{p}"
    extra = g.state.markers.get(key, 0)
    if not extra:
        return nxt
    if extra > 1:
        g.set(g.state.markers, key, extra - 1)
    else:
        g.journal.delete(g.state.markers, key)
    return p if g.state.players[p].alive else nxt


def add_held(g: Game, p: int) -> None:
    """The table gave a Spell by hand: it counts as held at the start of the turn."""
    f = turn_frame(g)
    if f is not None and "held" in f:
        held = list(f["held"])
        held[p] += 1
        g.set(f, "held", NUMBERS[tuple(held)])


def may_cast(g: Game, p: int) -> bool:
    """Whether ``p`` may cast one more Spell now (Toads, Destroy Magic, the per-turn limits)."""
    ch = g.state.players[p]
    if ch.is_toad or not ch.alive or not ch.spells or DESTROY_MAGIC in g.state.markers:
        return False
    f = turn_frame(g)
    if f is not None and "held" in f:
        done: int = f["cast"][p]
        if p != f["p"] and done >= 1:
            return False  # one Spell during another character's turn
        if done >= f["held"][p]:
            return False
    return not hooks.first(points.CANNOT_CAST, g, p)  # the Amulet


def cast_actions(g: Game, p: int, when: str, battle: Frame | None = None) -> list[Action]:
    """Every legal cast of ``p``'s Spells at this moment, one per Spell kind and target, and
    of Spells cast for him from outside his hand (hook ``more_casts``: The Reaper's Genie)."""
    held = g.state.players[p].spells
    more_casts = g.hooks_in_play[points.MORE_CASTS]
    if not held and not more_casts:
        return []  # (asked some twice an action: most characters hold no Spell most of the time)
    if battle is None and when == "battle" and g.state.stack and g.state.stack[-1]["kind"] == "battle":
        battle = g.state.stack[-1]
    more: list[Action] = []
    if more_casts:
        more = [
            a
            for fn in more_casts
            for a in fn(g, p, when, battle)
            if not _shielded(g, a.args[1:]) and not (a.args[1:] == ("creature",) and _proof_foe(g, battle))
        ]
    timely = _timely(held, when)
    if not timely or not may_cast(g, p):  # no Spell of his own for this moment
        return more
    out = []
    for card, targets in timely:
        for target in targets(g, p, card, battle):
            if not _shielded(g, target) and not (target == ("creature",) and _proof_foe(g, battle)):
                out.append(act("cast", card, *target))
    return out + more


def draw_aside(g: Game, p: int, key: str, count: int) -> None:
    """``count`` Spells from the deck laid on a card player ``p`` holds (``markers[key]``: the
    Reaper's Genie, the Dungeon's Spell Ring, the Highland's Spellstone), to be cast from it
    (``casts_held_aside``): drawn onto his space as any draw is (the table says which), then
    taken off it onto the card."""
    space = g.state.players[p].position
    g.push({"kind": "spells_aside", "p": p, "key": key, "space": space})
    g.push(
        {
            "kind": "draw",
            "deck": "spell",
            "count": count,
            "to": "space",
            "p": p,
            "space": space,
            "into": "found",
        }
    )


@rule("spells_aside")
class SpellsAside(Rule):
    """The Spells just drawn go from the space onto the card that holds them (``draw_aside``)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        found = [c for c in f.get("found", []) if c in g.state.board.get(f["space"], ())]
        for card in found:
            character.remove_from_space(g, f["space"], card)
        if found:
            g.set(g.state.markers, f["key"], found)


ASIDE = "aside/"  # the markers of cards set aside begin so (``aside/<kind>/...``)
KEEPING: set[str] = set()  # the kinds of card that keep Spells aside for their holder (``keeps_spells``)


def keeps_spells(kind: str) -> Callable[[str], str]:
    """Declare a kind of card that keeps Spells aside and casts them for its holder (the
    Reaper's Genie, the Dungeon's Spell Ring, the Highland's Spellstone); returns, for a copy
    of it, the key of its marker: the Spells it keeps (``draw_aside``, ``kept_aside``)."""
    KEEPING.add(kind)

    def key(card: str) -> str:
        return f"{ASIDE}{kind}/{card}"

    return key


def kept_aside(g: Game, p: int) -> list[str]:
    """The Spells lying aside on the cards ``p`` holds, to be cast from them (``keeps_spells``)."""
    ch = g.state.players[p]
    markers = g.state.markers
    return [
        spell
        for card in (*ch.objects, *ch.followers)
        for kind in KEEPING
        for spell in markers.get(f"{ASIDE}{kind}/{card}", ())
    ]


def casts_held_aside(g: Game, p: int, held: list[str], when: str, battle: Frame | None) -> list[Action]:
    """The casts of Spells a card holds aside for ``p`` (the Reaper's Genie, the Dungeon's Spell
    Ring): none while magic is destroyed or he cannot cast, nor for the dead or a Toad."""
    if DESTROY_MAGIC in g.state.markers or hooks.first(points.CANNOT_CAST, g, p):
        return []
    ch = g.state.players[p]
    if not ch.alive or ch.is_toad:
        return []
    out = []
    for card in held:
        found = SPELLS.get(base_id(card))
        if found is not None and when in found.moments:
            out += [act("cast", card, *target) for target in found.targets(g, p, card, battle)]
    return out


@lru_cache(maxsize=1024)
def _timely(held: tuple[str, ...], when: str) -> tuple[tuple[str, Targets], ...]:
    """The Spells of the hand ``held`` that may be cast at moment ``when``: the first copy of
    each kind, with the rule listing its targets. (Worked out once per hand and moment: casts
    are asked about every other action, of hands that seldom change.)"""
    first: dict[str, str] = {}
    for card in held:
        spell_id = base_id(card)
        if when in MOMENTS.get(spell_id, ()):
            first.setdefault(spell_id, card)
    return tuple((card, SPELLS[spell_id].targets) for spell_id, card in first.items())


def _shielded(g: Game, target: tuple[Any, ...]) -> bool:
    """A target naming a character whom no Spell may affect (the Amulet: FAQ, Amulet Q1)."""
    if not g.hooks_in_play[points.SPELL_PROOF]:  # (nobody holds the Amulet: most of the time)
        return False
    for arg in target:
        if isinstance(arg, str) and arg.startswith("character/"):
            for ch in g.state.players:
                if ch.alive and ch.character == arg and hooks.first(points.SPELL_PROOF, g, ch.player):
                    return True
    return False


def _proof_foe(g: Game, battle: Frame | None) -> bool:
    """Whether an Enemy fought in ``battle`` is one no Spell may be cast on (its fight rules say
    ``spell_proof``: The Highland's Windlasher)."""
    return battle is not None and any(
        getattr(g.cat[base_id(c)], "fight", {}).get("spell_proof") for c in battle.get("enemies", ())
    )


def castable(g: Game, p: int, when: str) -> bool:
    return bool(cast_actions(g, p, when))


def spend(g: Game, p: int, card: str) -> None:
    """``p`` casts ``card``: counted among the turn's casts, then discarded from the hand."""
    f = turn_frame(g)
    if f is not None and "cast" in f:
        done = list(f["cast"])
        done[p] += 1
        g.set(f, "cast", NUMBERS[tuple(done)])
    character.release(g, p, card)
    character.return_card(g, card)


def cast(g: Game, p: int, a: Action, battle: Frame | None = None) -> None:
    """Cast a Spell held by ``p``: it leaves the hand now; Counterspell holders may cancel it,
    then its effect happens (see the ``spell`` frame)."""
    card = str(a.args[0])
    aside = card not in g.state.players[p].spells  # cast for him (the Genie): uncounted, not cancelled
    if aside:
        hooks.first(points.CAST_ASIDE, g, p, card)  # on the discard pile at once
    else:
        spend(g, p, card)  # on the discard pile at once (a Hex moves on to the board)
    g.emit("cast", p, card, *a.args[1:])
    at = None
    if battle is not None:
        at = next(i for i, fr in enumerate(g.state.stack) if fr is battle)
    if not aside:
        _spell_floor(g, p)  # its draw waits under the Spell: the Spell is answered and works first
    frame = {"kind": "spell", "p": p, "card": card, "args": list(a.args[1:]), "battle": at, "asked": []}
    g.push({**frame, "aside": True} if aside else frame)


def _spell_floor(g: Game, p: int) -> None:
    """Wizard and Prophetess: casting the last Spell held draws a new one at once."""
    floor = has_ability(g, p, "spell-floor") or hooks.first(points.SPELL_FLOOR, g, p)  # or the Wand
    if not g.state.players[p].spells and floor and character.spell_limit(g, g.state.players[p]) > 0:
        g.emit("ability", p, "spell-floor")
        push_draw(g, "spell", 1, to="player", p=p)


def _counter_order(g: Game) -> list[int]:
    n = len(g.state.players)
    return [(g.state.current + i) % n for i in range(n)]


def _counters(g: Game, q: int, f: Frame | None = None) -> list[Action]:
    """``q``'s answers to the Spell just cast: Counterspell, and what expansion Spells add
    (hook ``spell_answers``: The Reaper's Reflection). A Spell cast from outside its caster's
    hand (the Genie's) is not cancelled: digital rulebook FAQ, Genie Q1."""
    if not may_cast(g, q):
        return []
    card = next((c for c in g.state.players[q].spells if base_id(c) == COUNTERSPELL), None)
    out = [act("cast", card)] if card and not (f or {}).get("aside") else []
    if f is not None:
        out += [x for acts in hooks.call(points.SPELL_ANSWERS, g, q, f) for x in acts]
    return out


def _next_counter(g: Game, f: Frame) -> int | None:
    for q in _counter_order(g):
        if q not in f["asked"] and _counters(g, q, f):
            return q
    return None


@rule("spell")
class SpellCast(Rule):
    """A Spell just cast: Counterspell holders may cancel it, then it takes effect."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        q = _next_counter(g, f)
        if q is None:
            return None
        offered = list(dict.fromkeys(base_id(str(a.args[0])) for a in _counters(g, q, f)))
        if offered == [COUNTERSPELL]:
            return Decision(
                q, "counter", f"{g.state.players[q].name}: cancel {f['card']} with Counterspell, or pass"
            )
        names = " or ".join(g.cat[c].name for c in offered)  # The Reaper's Reflection, say
        return Decision(q, "counter", f"{g.state.players[q].name}: answer {f['card']} with {names}, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        q = _next_counter(g, f)
        return [act("pass"), *_counters(g, q, f)] if q is not None else []

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        q = _next_counter(g, f)
        assert q is not None
        g.set(f, "asked", [*f["asked"], q])
        if a.verb == "pass":
            return
        counter = str(a.args[0])
        if base_id(counter) != COUNTERSPELL:  # another answer (Reflection): its own module plays it
            spend(g, q, counter)
            g.emit("cast", q, counter, f["card"])
            hooks.first(points.SPELL_ANSWER, g, f, q, counter)
            return
        spend(g, q, counter)
        g.emit("cast", q, counter, f["card"])
        g.emit("cancelled", f["card"])
        g.pop()
        _spell_floor(g, q)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        found = SPELLS[base_id(f["card"])]
        battle = g.state.stack[f["battle"]] if f["battle"] is not None else None
        if battle is not None and battle.get("kind") != "battle":
            battle = None
        if g.state.players[f["p"]].alive or base_id(f["card"]) == "spell/hex":
            found.effect(g, f["p"], tuple(f["args"]), battle, f["card"])


# --- the window at the start of another player's turn --------------------------------------


def _window_players(g: Game, f: Frame) -> list[int]:
    return [q for q in _counter_order(g) if q != f["p"] and q not in f["asked"]]


def _window_casts(g: Game, q: int) -> list[Action]:
    return cast_actions(g, q, "others-turn")


def open_window(g: Game, p: int) -> None:
    """At the start of ``p``'s turn others may cast Spells such as Immobility on them."""
    more_casts = g.hooks_in_play[points.MORE_CASTS]  # (a Spell cast for him: the Genie's)
    for q, ch in enumerate(g.state.players):
        if q != p and (ch.spells or more_casts) and _window_casts(g, q):
            g.push({"kind": "spell_window", "p": p, "asked": []})
            return


@rule("spell_window")
class SpellWindow(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        for q in _window_players(g, f):
            casts = _window_casts(g, q)
            if casts:
                g.offer([act("pass"), *casts])
                return Decision(
                    q,
                    "cast",
                    f"{g.player(q).name}: cast a Spell as {g.player(f['p']).name}'s turn starts, or pass",
                )
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        for q in _window_players(g, f):
            casts = _window_casts(g, q)
            if casts:
                return [act("pass"), *casts]
        return []

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        q = next(q for q in _window_players(g, f) if _window_casts(g, q))
        g.set(f, "asked", [*f["asked"], q])
        if a.verb == "cast":
            cast(g, q, a)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


def after_move(g: Game, p: int) -> None:
    """Spells cast right after moving, before the encounter (Destruction)."""
    if cast_actions(g, p, "after-move"):
        g.push({"kind": "after_move", "p": p})


@rule("after_move")
class AfterMove(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        casts = cast_actions(g, f["p"], "after-move")
        if not casts:
            return None
        g.offer([act("pass"), *casts])
        return Decision(
            f["p"], "cast", f"{g.state.players[f['p']].name}: cast a Spell before the encounter, or pass"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *cast_actions(g, f["p"], "after-move")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "cast":
            cast(g, f["p"], a)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Hex, which stays on the board ----------------------------------------------------------


HEX = "spell/hex"  # the marker of a Hex on the board


def hex_tick(g: Game) -> None:
    """A Hex lasts three rounds, then goes to the Spell discard pile."""
    character.lasting_card_tick(g, HEX)


def is_enemy(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.is_enemy


def in_inner(g: Game, battle: Frame | None) -> bool:
    """Whether the battle is with a creature of a region no Spell reaches (the Inner Region)."""
    return (battle or {}).get("source") in g.board.spell_proof


def creature_battle(battle: Frame | None) -> bool:
    return battle is not None and battle.get("opponent") is None


def battle_flag(g: Game, battle: Frame | None, key: str, value: Any) -> None:
    if battle is not None:
        g.set(battle, key, value)
