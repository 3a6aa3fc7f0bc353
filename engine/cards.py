"""Meeting one card or a space's instructions, and the registry of card code.

Plain effects are data (``engine.steps``). A ``handler`` names code registered here under
the content id. A handler the engine does not know yet is resolved by the table: a
``manual`` frame asks the player to make the changes with ``adjust`` actions and say
``done`` - logged like any other action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from content import steps as vocab
from content.model import AdventureCard, Component, Space
from engine import character, hooks, movement, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

FIGHTS = ("fight_rules",)  # the catalogue's cache key: card id -> its ``fight`` rules (those with any)
NO_RULES: Mapping[str, Any] = {}


def fight_rules(g: Game, card: str) -> Mapping[str, Any]:
    """The ``fight`` rules an Enemy card brings of its own (its data; none for most cards),
    looked up once for the catalogue and board (``Game.cache``): a battle asks some times an
    action."""
    table: dict[str, Mapping[str, Any]] | None = g.cache.get(FIGHTS)
    if table is None:
        table = g.cache[FIGHTS] = {c.id: c.fight for c in g.cat.adventure if c.fight}
    return table.get(base_id(card), NO_RULES)


if TYPE_CHECKING:
    from engine.rules_api import Game

Handler = Callable[["Game", int, str], None]
HANDLERS: dict[str, Handler] = {}

# Handlers whose rule lives elsewhere in the engine (movement, combat, carried bonuses).
BUILT_IN = {
    "space/outer/sentinel",  # movement: the bridge crossing
    "space/middle/portal-of-power",  # movement: opening the Portal
    "space/inner/plain-of-peril",
    "space/inner/valley-of-fire",  # movement: the Talisman gate
    "space/middle/runes-1",  # combat: +2 to creatures' attack rolls
    "space/middle/runes-2",
    "space/middle/runes-3",
    "space/middle/cursed-glade",  # character: Objects do not count
    "space/inner/werewolf-den",
    "space/inner/pits",
    "adventure/sword",
    "purchase/sword",
    "adventure/axe",
    "purchase/axe",
    "adventure/magic-belt",
    "adventure/unicorn",
    "adventure/solomons-crown",
    "adventure/mule",
    "purchase/mule",
    "adventure/armour",
    "purchase/armour",
    "adventure/helmet",
    "purchase/helmet",
    "adventure/shield",
    "purchase/shield",
    "talisman/talisman",
    "adventure/talisman",
    "adventure/reaper-talisman",  # The Reaper's copy: the same rule
    "adventure/reaper-armour",
    "adventure/reaper-axe",
    "spell/hex",
    "spell/mesmerism",
    "spell/psionic-blast",
    "spell/invisibility",
    "spell/immobility",
}


# Handler ids whose rule lives in hooks rather than in code run when the component is met (the
# characters' abilities, most of the boxes' cards), each with where: the modules that play them
# add theirs (``PLAYED.update``). ``BY_HAND``: the ones the table resolves, each with why. A
# test holds every ``handler`` the data names to one of HANDLERS, BUILT_IN, the Spells' rules,
# PLAYED or BY_HAND.
PLAYED: dict[str, str] = {"toad/toad": "engine.character: a Toad's Strength, Craft and turns"}
BY_HAND: dict[str, str] = {}

# Space handlers that replace the space's steps (they run them, or a rewritten copy, themselves);
# any other space handler runs after the steps, unless a ``handler`` step already names it.
TAKES_OVER: set[str] = set()


def handles(handler_id: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[handler_id] = fn
        return fn

    return register


def known(handler_id: str) -> bool:
    return handler_id in HANDLERS or handler_id in BUILT_IN


def run_handler(g: Game, p: int, handler_id: str, source: str) -> None:
    if handler_id in HANDLERS:
        HANDLERS[handler_id](g, p, source)
    elif handler_id not in BUILT_IN:
        g.push({"kind": "manual", "p": p, "what": handler_id, "source": source})
        g.emit("by_hand", handler_id)


@rule("manual")
class Manual(Rule):
    """The table resolves what the engine cannot yet (or what is done at the table, like
    Divination's look: ``ask`` and ``prompt`` name it): ``adjust`` actions, then ``done``."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        prompt = f.get("prompt") or f"play {f['what']} by hand: correct what it changes, then say done"
        return Decision(f["p"], f.get("ask", "by_hand"), prompt)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()


def meet_card(g: Game, p: int, card: str, space: str, *, more: bool) -> None:
    """Encounter one card on the space (not an Enemy: those are battles)."""
    # (Evading Unfriendly Individuals)
    if g.hooks_in_play[points.MEET] and hooks.first(points.MEET, g, p, card, space):
        return
    comp = g.cat[base_id(card)]
    g.emit("encounter", p, card)
    if comp.kind == "spell":
        if base_id(card) == "spell/hex":
            character.lose_life(g, p, 1, card)
        return
    g.push({"kind": "card", "p": p, "card": card, "space": space, "stage": "run"})


@rule("card")
class CardEncounter(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        comp = g.cat[base_id(f["card"])]
        if f["stage"] == "run":
            g.set(f, "stage", "after")
            code = _whole_card_code(g, comp)
            if code in HANDLERS:  # registered code says it all (it may run the steps)
                run_handler(g, f["p"], code, f["card"])
            elif comp.effect:
                g.push({"kind": "steps", "p": f["p"], "steps": list(comp.effect), "source": f["card"]})
            elif comp.handler:
                run_handler(g, f["p"], comp.handler, f["card"])
            return
        g.pop()
        finish_card(g, f)


def _whole_card_code(g: Game, comp: Component) -> str:
    """The code that meets a card: its ``handler``, else code registered under its own id
    unless its steps call that code for one part only (the Shrine's 6). Worked out once per
    card and catalogue."""
    if comp.handler:
        return comp.handler
    key = ("whole card code", comp.id)
    found: str | None = g.cache.get(key)
    if found is None:
        named = any(name == "handler" and arg == comp.id for name, arg in vocab.walk(list(comp.effect)))
        found = g.cache[key] = "" if named else comp.id
    return found


def finish_card(g: Game, f: Frame) -> None:
    """After meeting a card: unless it stays on its space, it goes to the discard pile."""
    comp = g.cat[base_id(f["card"])]
    stays = isinstance(comp, AdventureCard) and comp.stays
    if not stays and f["card"] in g.state.board.get(f["space"], ()):
        character.remove_from_space(g, f["space"], f["card"])
        character.return_card(g, f["card"])


def meet_space(g: Game, p: int, space: str) -> None:
    """The space's own instructions (its Adventure-card draw has already happened)."""
    meet = g.hooks_in_play[points.MEET]  # (asked at every encounter: most often none)
    if meet and hooks.first(points.MEET, g, p, space, space):  # Sudden Death, Evading Unfriendly Individuals
        return
    here = g.spaces[space]
    if space == movement.CROWN:
        if hooks.first(points.MEET_CROWN, g, p):  # the Command Spell, Blood Moon's Endings
            return
        g.set(g.state, "crown_reached", True)
    if here.handler in TAKES_OVER:  # it runs the steps itself (and keeps its own foes: the Pits)
        hooks.run(points.SPACE_MET, g, p, space)
        run_handler(g, p, here.handler, space)
        return
    foe = g.state.markers.get(f"foe/{p}")
    if foe and g.state.players[p].fighting == space:  # the same foe as last turn
        stat = "strength" if "strength" in foe else "craft"
        g.push(
            {
                "kind": "battle",
                "p": p,
                "stat": stat,
                "creature": dict(foe),
                "stage": "prepare",
                "source": space,
            }
        )
        return
    if g.hooks_in_play[points.SPACE_MET]:  # what cards add to a space (under its own steps): most often none
        hooks.run(points.SPACE_MET, g, p, space)
    _, steps, named = _plan(g, here)
    if here.handler and not named:  # steps first, then what the handler adds
        g.push({"kind": "space_handler", "p": p, "handler": here.handler, "source": space})
    if steps:
        g.push({"kind": "steps", "p": p, "steps": list(steps), "source": space})


def around_draw(g: Game, space: Space) -> tuple[Steps, Steps]:
    """A space's steps before its Adventure-card draw step and after it (all after if none):
    kept, so copied by whoever puts them in a frame."""
    first, after, _ = _plan(g, space)
    return first, after


Steps = tuple[Mapping[str, Any], ...]
_PLANS = ("space plans",)  # g.cache key: space id -> (steps before the draw, after it, whether
# the steps after it name the space's handler themselves)


def _plan(g: Game, space: Space) -> tuple[Steps, Steps, bool]:
    plans: dict[str, tuple[Steps, Steps, bool]] | None = g.cache.get(_PLANS)
    if plans is None:
        plans = g.cache[_PLANS] = {}
    found = plans.get(space.id)
    if found is None:
        effect = tuple(space.effect)
        decks = g.board.decks
        draws = [i for i, s in enumerate(effect) if "draw" in s and s["draw"].get("deck") in decks]
        first, after = ((), effect) if not draws else (effect[: draws[0]], effect[draws[0] + 1 :])
        named = any(name == "handler" and arg == space.handler for name, arg in vocab.walk(after))
        found = plans[space.id] = (first, after, named)
    return found


@rule("space_handler")
class SpaceHandler(Rule):
    """A space's handler, run once its steps are done (docs/content-format.md, Steps)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if g.state.players[f["p"]].alive:
            run_handler(g, f["p"], f["handler"], f["source"])


def _exit_roll(stat: str, last: str) -> Handler:
    """Crypt and Mines: three dice minus Strength (Craft) pick the exit; that is the move."""

    def handler(g: Game, p: int, source: str) -> None:
        g.push({"kind": "exit_roll", "p": p, "stat": stat, "source": source, "last": last})

    return handler


# result of the roll minus the stat, at most -> exit (None: stay)
EXITS = [
    (0, None),
    (1, "space/inner/plain-of-peril"),
    (3, "space/middle/portal-of-power"),
    (5, "space/middle/warlocks-cave"),
]
HANDLERS["space/inner/crypt"] = _exit_roll("strength", "space/outer/city")
HANDLERS["space/inner/mines"] = _exit_roll("craft", "space/outer/tavern")


@rule("exit_roll")
class ExitRoll(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            dice = hooks.fold(points.DICE, 3, g, f["p"], f["source"])  # the Gnome in the Mines: two dice
            push_roll(g, f["p"], dice, "got", fate=True, why=f"finding the way out of {f['source']}")
            return
        ch = g.state.players[f["p"]]
        value = character.strength(g, ch) if f["stat"] == "strength" else character.craft(g, ch)
        result = hooks.fold(points.EXIT_TOTAL, sum(f["got"]), g, f["p"], f["source"]) - value  # Map, Shovel
        g.pop()
        dest = next((space for limit, space in EXITS if result <= limit), f["last"])
        if dest is not None and dest in movement.barred(g):  # The Reaper's Barrier: he stays
            g.emit("barred_stay", f["p"], dest)
        elif dest is not None:
            g.set(ch, "position", dest)
            g.emit("moved", f["p"], dest)
            g.end_turn("moved out of the " + f["source"].rsplit("/", 1)[1])
