"""The Highland's characters' abilities the engine plays (content/data/highland/characters.yaml; the
publisher's preview of the box, digital rulebook FAQ "Highlander").

- Highlander: on landing on a Hills space (by his move) he may draw one card more there; in a
  battle he fights as its attacker he may charge: 2 more to his attack score, and he misses his
  next turn (a charge that wins goes on with the turn: FAQ Highlander). His optional roll in the
  Crags and at the Chasm is the Dwarf's rule, by the ability's key
  (engine.handlers.core.abilities_travel).
- Rogue: fighting more than one Enemy at once, she rolls 1 die more once the attack rolls are in
  and adds it to her attack score; her taking all the loser's gold when she takes gold is the
  core reward's, by the ability's key (engine.combat).
- Sprite: whenever she holds fewer than 2 Spells (and her Craft allows more), she draws up to 2
  at once; her 2 Spells at the start are her data's steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, combat, hooks, points
from engine.chance import push_draw, push_roll
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, set_marker
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

HILLS_DRAW, HILLS = "hills-draw", "Hills"
HILLS_MARK = "hills-draw/"  # marker ``hills-draw/<p>``: the space where he draws one more
CHARGE, CHARGE_BONUS = "charge", 2
OUTNUMBERED = "outnumbered"
SPELL_MINIMUM, SPELLS_KEPT = "spell-minimum", 2


# --- the Highlander ---------------------------------------------------------------------------


@hooks.on(points.MOVE_DONE, abilities=(HILLS_DRAW,))
def _on_the_hills(g: Game, p: int) -> None:
    here = g.state.players[p].position
    if has_ability(g, p, HILLS_DRAW) and g.spaces[here].name == HILLS and g.spaces[here].draw:
        g.push({"kind": "hills_draw", "p": p, "space": here})


@rule("hills_draw")
class HillsDraw(Rule):
    """One card more for the space's draw, or pass."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "extra", "accept one card more on the Hills, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("accept"), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "accept":
            set_marker(g, f"{HILLS_MARK}{f['p']}", f["space"])
            g.emit("ability", f["p"], HILLS_DRAW)


@hooks.on(points.EXTRA_DRAW, marked=(HILLS_MARK,))
def _one_more(g: Game, p: int, space: str) -> int:
    return 1 if marker(g, f"{HILLS_MARK}{p}") == space else 0


@hooks.on(points.END_OF_TURN, marked=(HILLS_MARK,))
def _hills_done(g: Game, p: int) -> None:
    clear_marker(g, f"{HILLS_MARK}{p}")


@hooks.on(points.BATTLE_OPTIONS, abilities=(CHARGE,))
def _charge_offered(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    if (
        f.get("stage") != "prepare"
        or f["stat"] != "strength"
        or f.get(CHARGE)
        or not has_ability(g, p, CHARGE)
    ):
        return []
    return [act("use", CHARGE)]


@hooks.on(points.BATTLE_USE, abilities=(CHARGE,))
def _charge(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != CHARGE:
        return False
    ch = g.state.players[f["p"]]
    g.set(f, CHARGE, True)
    g.set(ch, "missed_turns", ch.missed_turns + 1)  # won or lost, the next turn is missed
    g.emit("ability", f["p"], CHARGE)
    return True


@combat.field_bonus(CHARGE)
@hooks.label("Highlander's charge")
def _charging(g: Game, f: Frame, p: int) -> int:
    return CHARGE_BONUS if p == f["p"] else 0


# --- the Rogue --------------------------------------------------------------------------------


@hooks.on(points.BEFORE_RESOLVE, abilities=(OUTNUMBERED,))
def _outnumbered(g: Game, f: Frame) -> bool:
    if (
        OUTNUMBERED in f
        or "opponent" in f
        or len(f.get("enemies", ())) < 2
        or not has_ability(g, f["p"], OUTNUMBERED)
    ):
        return False
    push_roll(g, f["p"], 1, OUTNUMBERED, fate=False, why="the Rogue's die against several Enemies")
    return True


@combat.field_bonus(OUTNUMBERED)
@hooks.label("Rogue's die against several Enemies")
def _extra_die(g: Game, f: Frame, p: int) -> int:
    return int(f[OUTNUMBERED][0]) if p == f["p"] and f[OUTNUMBERED] else 0


# --- the Sprite -------------------------------------------------------------------------------


@hooks.on(points.INTERRUPT, abilities=(SPELL_MINIMUM,))
def _spells_kept(g: Game) -> bool:
    top = g.state.stack[-1]
    if top["kind"] == "draw" and top["deck"] == "spell":
        return False  # (a draw under way: asked again once it is done)
    if not g.state.decks["spell"] and not g.state.discards.get("spell"):
        return False
    for ch in g.state.players:
        if len(ch.spells) >= SPELLS_KEPT or not ch.alive or not has_ability(g, ch.player, SPELL_MINIMUM):
            continue
        need = min(SPELLS_KEPT, character.spell_limit(g, ch)) - len(ch.spells)
        if need > 0:
            g.emit("ability", ch.player, SPELL_MINIMUM)
            push_draw(g, "spell", need, to="player", p=ch.player)
            return True
    return False


cards.PLAYED.update(
    {
        "character/highlander/hills-draw": "highland characters: move_done, extra_draw",
        "character/highlander/charge": "highland characters: battle_options, battle_use (a field bonus)",
        "character/rogue/outnumbered": "highland characters: before_resolve (a field bonus)",
        "character/rogue/all-the-gold": "engine.combat's reward (the ability's key)",
        "character/sprite/spell-minimum": "highland characters: interrupt (a draw up to 2)",
    }
)


# --- the Rogue's visits: 2 dice, one kept ------------------------------------------------------

TWO_DICE_VISITS = "two-dice-visits"
# the spaces whose rolls are her visits: the Tavern, the Village (its Mystic's is its only roll)
# and the City (its Enchantress's is its only roll)
VISITS = ("space/outer/tavern", "space/outer/village", "space/outer/city")


@hooks.on(points.MAY_RAISE, abilities=(TWO_DICE_VISITS,))
def _second_die(g: Game, f: Frame) -> bool:
    p = f["p"]
    if f["source"] not in VISITS or f["dice"] != 1 or f.get("kept") or not has_ability(g, p, TWO_DICE_VISITS):
        return False
    if "second" not in f:
        push_roll(g, p, 1, "second", fate=False, why="the Rogue's second die")
        return True
    g.push({"kind": "rogue_die", "p": p, "dice": sorted({f["got"][0], f["second"][0]})})
    return True


@rule("rogue_die")
class RogueDie(Rule):
    """Which of her two dice counts for the visit."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "keep", "choose the die that counts for the visit")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", n) for n in f["dice"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        table = g.top
        g.set(table, "got", (int(a.args[0]),))
        g.set(table, "kept", True)
        g.emit("die_kept", f["p"], int(a.args[0]))


cards.PLAYED["character/rogue/two-dice-visits"] = "highland characters: may_raise (a second die, one kept)"
