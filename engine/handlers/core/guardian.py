"""A region's guardian: the foe waiting on a dice region's final space, who guards the region's
reward deck (its data's ``rewards``), and the way out after the fight. The Dungeon's Lord of
Darkness and the Highland's Eagle King share these rules (digital rulebook, "Treasure Chamber"
and "Eyrie"), each box saying only what is its own (``guard``):

- Ending a move there (every move that reaches it ends there: ``content.board``), the character
  fights the guardian, by battle or by psychic combat as he chooses, at the Strength and Craft the
  space's data gives (its ``fight`` and ``psychic`` steps). Nobody evades him, and nothing fights
  in the character's place (the battle frame's ``alone``). He is whole again for the next one.
- A kill: the reward, if any card of the region's reward deck is left: looked through and
  chosen (``reward="pick"``: the Treasures) or drawn at random (``reward="random"``: the
  Relics; the table reports the card it draws). Then the box's ``won`` says where he goes.
- A defeat or a stand-off (he lives): no reward, and the box's ``lost`` says where he goes; the
  fight has already ended his turn.

Where a box's rule sends him, ``go`` takes him: a space, or a choice among spaces (``teleport``
steps), met after a kill (``meet``) or only stood on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from content.steps import walk
from engine import cards, character, encounters, hooks, movement, points
from engine.chance import push_draw, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, set_marker
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

Way = Callable[["Game", int, "Frame"], None]  # where the character goes: (game, player, guardian frame)
REWARDS = ("pick", "random")


@dataclass(frozen=True)
class Guardian:
    """What a box says of its guardian: how the reward is given, where the winner and the loser go."""

    reward: str
    won: Way
    lost: Way


GUARDIANS: dict[str, Guardian] = {}  # the final space -> its guardian's rules
FIGHTING = "guardian/"  # markers: FIGHTING + player while he fights a guardian (the hooks below wait for it)


def guard(space: str, guardian: Guardian) -> None:
    """The guardian of ``space`` (its data names ``space`` as its handler)."""
    if guardian.reward not in REWARDS:
        raise ValueError(
            f"{space}: a guardian's reward is one of {', '.join(REWARDS)}, not {guardian.reward!r}"
        )
    GUARDIANS[space] = guardian
    cards.HANDLERS[space] = _meet
    cards.TAKES_OVER.add(space)  # (the guardian's rule plays the fights its data lists)


def foe(g: Game, space: str, stat: str) -> dict[str, Any]:
    """The guardian as the space's data gives him for a battle (``strength``) or psychic combat
    (``craft``): ``{"name": ..., stat: value}``."""
    step = "fight" if stat == "strength" else "psychic"
    for name, arg in walk(g.spaces[space].effect):
        if name == step:
            return {"name": arg["name"], stat: arg[stat]}
    raise KeyError(f"{space}: no {step} step in its effect")


def reward_deck(g: Game, space: str) -> str:
    return g.board.of[space].rewards[0]


def _meet(g: Game, p: int, source: str) -> None:
    g.push({"kind": "guardian", "p": p, "space": source, "stage": "choose"})


@rule("guardian")
class GuardianFight(Rule):
    """The fight with a region's guardian, the reward after a kill, then the way out."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.state.players[f["p"]].name
        foe_name = foe(g, f["space"], "strength")["name"]
        if f["stage"] == "choose":
            return Decision(f["p"], "guardian", f"{name} must fight the {foe_name}: battle or psychic combat")
        if f["stage"] == "reward" and g.state.decks[reward_deck(g, f["space"])]:
            if GUARDIANS[f["space"]].reward == "pick":
                return Decision(f["p"], "treasure", f"{name} beat the {foe_name}: choose a reward, or done")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if f["stage"] == "choose":
            return [act("attempt", "strength"), act("attempt", "craft")]
        ch = g.state.players[f["p"]]
        found = dict.fromkeys(base_id(c) for c in g.state.decks[reward_deck(g, f["space"])])
        return [*(act("take", c) for c in found if character.allowed(g, ch, c)), act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if f["stage"] == "choose":
            stat = str(a.args[0])
            g.set(f, "stage", "fought")
            set_marker(g, f"{FIGHTING}{p}", True)
            battle = {"kind": "battle", "p": p, "stat": stat, "creature": foe(g, f["space"], stat)}
            g.push(
                {
                    **battle,
                    "stage": "prepare",
                    "evadable": False,
                    "alone": True,
                    "guardian": True,
                    "source": f["space"],
                }
            )
            return
        g.set(f, "stage", "emerge")
        if a.verb == "take":
            card = take_from_deck(g, reward_deck(g, f["space"]), str(a.args[0]))
            g.emit("treasure", p, card)
            character.receive(g, p, card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["stage"] == "fought":  # the battle is over and he is still here: the guardian was killed
            clear_marker(g, f"{FIGHTING}{f['p']}")
            g.set(f, "stage", "reward")
            return
        if f["stage"] == "reward":  # nothing to choose from: a random draw, or nothing left
            g.set(f, "stage", "emerge")
            deck = reward_deck(g, f["space"])
            if GUARDIANS[f["space"]].reward == "random" and g.state.decks[deck]:
                push_draw(g, deck, 1, to="player", p=f["p"])
            return
        g.pop()
        if g.state.players[f["p"]].alive:
            GUARDIANS[f["space"]].won(g, f["p"], f)


@hooks.on(points.OUTCOME, marked=(FIGHTING,))
def _keep_scores(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    """Both attack scores are kept (a way out may be read from them): on the battle, and on the
    guardian's frame below it."""
    if f.get("guardian"):
        g.set(f, "scores", list(scores))
        below = g.below(f)
        if below is not None and below["kind"] == "guardian":
            g.set(below, "scores", list(scores))
    return scores


@hooks.on(points.CREATURE_SURVIVES, marked=(FIGHTING,))
def _beaten_or_tied(g: Game, f: Frame) -> None:
    """A defeat or a stand-off against the guardian (or the character killed): no reward, and
    out by the box's rule."""
    if not f.get("guardian"):
        return
    clear_marker(g, f"{FIGHTING}{f['p']}")
    if g.state.players[f["p"]].alive:
        GUARDIANS[f["source"]].lost(g, f["p"], f)


def go(g: Game, p: int, steps: list[dict[str, Any]], *, meet: bool) -> None:
    """The way out ``teleport`` steps give: the space, or the player's choice among them."""
    closed = movement.barred(g)
    options: list[str] = []
    for name, arg in walk(steps):
        if name == "teleport":
            if "to" in arg:
                options += g.board.widen(arg["to"] if isinstance(arg["to"], list) else [arg["to"]])
            elif "region" in arg:
                options += [s.id for s in g.board.region(arg["region"])]
    options = [s for s in dict.fromkeys(options) if s not in closed]
    if not options:
        g.emit("barred_stay", p, *closed)
        return
    if len(options) == 1:
        out(g, p, options[0], meet=meet)
    else:
        g.push({"kind": "emerge", "p": p, "options": options, "meet": meet})


def out(g: Game, p: int, space: str, *, meet: bool) -> None:
    """Onto ``space``: met there (``meet``), or only stood on."""
    if meet:
        encounters.relocate(g, p, space)
        return
    ch = g.state.players[p]
    g.set(ch, "position", space)
    g.emit("moved", p, space)


@rule("emerge")
class Emerge(Rule):
    """The character picks where he comes out, among the spaces his way out allows."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.state.players[f["p"]].name
        region = g.board.of[g.state.players[f["p"]].position].name
        return Decision(f["p"], "teleport", f"{name}: choose the space to come out of {region} on")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s) for s in f["options"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        out(g, f["p"], str(a.args[0]), meet=bool(f["meet"]))
