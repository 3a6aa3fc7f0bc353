"""The core rulebook's alternative rules, switched on in ``Setup.options`` (see ``engine.options``
for the keys): "Evading Unfriendly Individuals", "Inherited Items", and for faster play
"Strength and Craft" (trophy points), "Starting Bonus", "Talisman Bloodbath", "The Command
Spell" and "Sudden Death" (both forms).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.chance import push_roll
from engine.deal import starting_spells
from engine.frames import Frame, Rule, rule
from engine.options import command_spell_minimum
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CROWN = "space/inner/crown-of-command"
START_GOLD = 1  # core rulebook, "Game Setup": every character starts with 1 gold
# spaces outside the Inner Region whose instructions are an unfriendly individual (the core
# rulebook's own example); the table may treat more as such with ``adjust``
INDIVIDUAL_SPACES = ("space/middle/black-knight",)


def option(g: Game, key: str, default: Any = None) -> Any:
    return g.setup.options.get(key, default)


# --- Strength and Craft: cheaper trophies ---------------------------------------------------


@hooks.on(points.TROPHY_POINTS, options=("trophy_points",))
def _trophy_points(g: Game, points: int) -> int:
    return int(option(g, "trophy_points", points))


# --- Starting Bonus ------------------------------------------------------------------------


@rule("starting_bonus")
class StartingBonus(Rule):
    """Before the first turn each player takes 1 Strength or 1 Craft counter."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "starting_bonus", f"{g.player(f['p']).name}: take 1 Strength or 1 Craft")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", "strength"), act("choose", "craft")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        character.gain(g, f["p"], str(a.args[0]), 1)


# --- Talisman Bloodbath and Sudden Death -----------------------------------------------------


@hooks.on(points.STAYS_DEAD, options=("bloodbath",))
def _bloodbath(g: Game, p: int) -> bool:
    """A killed character's player has lost: no new character."""
    return bool(option(g, "bloodbath"))


def score(g: Game, p: int) -> int:
    """Sudden Death by count: counters, gold, Spells, Followers and Objects beyond the start."""
    ch = g.state.players[p]
    if not ch.alive:
        return 0
    start_spells = starting_spells(character.printed(g, ch))
    gains = ch.strength + ch.craft + max(0, ch.gold - START_GOLD) + max(0, len(ch.spells) - start_spells)
    return gains + len(ch.followers) + len(ch.objects)


def _declare(g: Game, winner: int, why: str) -> None:
    g.set(g.state, "winner", winner)
    g.emit("wins" if winner >= 0 else "no_winner", winner, why)


@hooks.on(points.BEFORE_NEXT_TURN, options=("bloodbath", "sudden_death"))
def _game_ends(g: Game, f: Frame) -> bool:
    if option(g, "bloodbath") and len(g.state.players) > 1:
        left = [c.player for c in g.state.players if not c.out]
        if len(left) == 1:
            _declare(g, left[0], "bloodbath: the others' characters were killed")
            return True
    if option(g, "sudden_death") == "count" and g.state.turn >= option(g, "stop_after_turn"):
        scores = [score(g, c.player) for c in g.state.players]
        best = max(scores)
        leaders = [p for p, s in enumerate(scores) if s == best]
        _declare(g, leaders[0] if len(leaders) == 1 else -1, f"sudden death: totals {scores}")
        return True
    return False


@hooks.on(points.MEET, options=("sudden_death", "easier_command_spell", "evade_individuals"))
def _crown_or_evade(g: Game, p: int, what: str, space: str) -> bool:
    if what == CROWN and option(g, "sudden_death") == "crown":
        g.set(g.state, "crown_reached", True)
        _declare(g, p, "sudden death: first to the Crown of Command")
        return True
    if what == CROWN and command_spell_minimum(len(g.state.players), g.setup.options) != 4:
        g.push({"kind": "command_spell", "p": p})
        return True
    if option(g, "evade_individuals") and _individual(g, what, space):
        top = g.top
        if top["kind"] == "evade_individual" and top["what"] == what and top["stage"] == "meet":
            return False  # the player chose to meet it
        g.push({"kind": "evade_individual", "p": p, "what": what, "space": space, "stage": "ask"})
        return True
    return False


# --- The Command Spell made easier -----------------------------------------------------------


@rule("command_spell")
class CommandSpell(Rule):
    """Core rules, "The Command Spell" (faster play): 5 players cast on 3+, 6 on 2+, 7+ always."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.set(g.state, "crown_reached", True)
        need = command_spell_minimum(len(g.state.players), g.setup.options)
        if need > 1 and "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="casting the Command Spell")
            return
        g.pop()
        if need <= 1 or f["got"][0] >= need:
            cards.run_handler(g, f["p"], CROWN, CROWN)


# --- Evading Unfriendly Individuals ---------------------------------------------------------


def _individual(g: Game, what: str, space: str) -> bool:
    if what == space:
        return what in INDIVIDUAL_SPACES
    if g.space(space).region == "inner":
        return False
    comp = g.cat[base_id(what)]
    met_follower = isinstance(comp, AdventureCard) and comp.type == "follower" and bool(comp.effect)
    return isinstance(comp, AdventureCard) and (comp.type == "stranger" or met_follower)


@rule("evade_individual")
class EvadeIndividual(Rule):
    """An individual on a card or space outside the Inner Region may be evaded (it stays)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["stage"] != "ask":
            return None
        return Decision(f["p"], "evade", f"evade {f['what']} or encounter it")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("encounter", f["what"]), act("evade")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "evade":
            g.pop()
            g.emit("evaded", f["p"], f["what"])
            return
        g.set(f, "stage", "meet")
        if f["what"] == f["space"]:
            cards.meet_space(g, f["p"], f["space"])
        else:
            cards.meet_card(g, f["p"], f["what"], f["space"], more=False)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Inherited Items -----------------------------------------------------------------------


@hooks.on(points.DYING, options=("inherited_items",))
def _set_aside(g: Game, p: int) -> None:
    """Objects, Followers and gold wait for the player's next character."""
    if not option(g, "inherited_items"):
        return
    ch = g.state.players[p]
    things = [*ch.objects, *ch.followers]
    for card in things:
        character.release(g, p, card)
    key = f"aside/inherit/{p}"
    g.set(g.state.markers, key, [*g.state.markers.get(key, ()), *things])
    if ch.gold:  # counted with gold lying off the characters (a ``gold@`` marker)
        gold_key = f"gold@inherit/{p}"
        g.set(g.state.markers, gold_key, g.state.markers.get(gold_key, 0) + ch.gold)
        g.set(ch, "gold", 0)


@hooks.on(points.NEW_CHARACTER, marked=("aside/inherit/", "gold@inherit/"))
def _inherit(g: Game, p: int) -> None:
    """The new character takes what it may; the rest is put on its start space."""
    key, gold_key = f"aside/inherit/{p}", f"gold@inherit/{p}"
    things = g.state.markers.get(key)
    if things is None and gold_key not in g.state.markers:
        return
    ch = g.state.players[p]
    if things is not None:
        g.journal.delete(g.state.markers, key)
        for card in things:
            if character.allowed(g, ch, card):
                character.receive(g, p, card)
            else:
                character.place_on(g, ch.position, card)
    if gold_key in g.state.markers:  # the same coins, never back in the stock
        g.set(ch, "gold", ch.gold + g.state.markers[gold_key])
        g.journal.delete(g.state.markers, gold_key)
    g.emit("inherited", p)
